import { CATEGORIES, type Category } from './audit';
import { fmt, gain, kb, ms, ratio, score, seconds } from './format';
import { VARIANT_NAMES, VARIANTS, type RouteResult } from './route-results';
import {
  compare,
  find,
  median,
  medians,
  overallComparison,
  type Comparison,
  type Medians,
} from './statistics';
import { missedTargets, TARGETS } from './targets';

/* bench/results/web.md: the figures of every route, the targets, the comparisons, and what costs points. */

/** When, where and how the benchmark ran, for the report's head and foot. */
export interface ReportContext {
  date: string;
  environment: string;
  runsPerRoute: number;
  totalSeconds: number;
  commandLine: string;
}

/** Each route's whole-page hydration figures on mobile, what the LCP target compares with. */
const before = (all: readonly RouteResult[]) => (route: string) =>
  find(all, 'whole-page', 'mobile', route);

/** `judge`: the baseline lookup when the table is judged against the targets. */
function routeTable(
  results: readonly RouteResult[],
  judge?: (route: string) => Medians | undefined,
): string[] {
  const judged = judge !== undefined;
  const lines = [
    `| Route | Perf | A11y | BP | SEO | LCP | TBT | CLS | FCP | SI | JavaScript | Transferred | Runs |${judged ? ' Targets |' : ''}`,
    `| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |${judged ? ' --- |' : ''}`,
  ];
  for (const result of results) {
    if (result.runs.length === 0) {
      lines.push(`| ${result.route} | failed: ${result.errors.join('; ')} |`);
      continue;
    }
    const m = medians(result.runs);
    const missed = judge ? missedTargets(m, judge(result.route)) : [];
    const { scores: s, metrics: x } = m;
    const runs = `${result.runs.length}${result.errors.length ? ` (${result.errors.length} failed)` : ''}`;
    lines.push(
      `| ${result.route} | ${score(s.performance)} | ${score(s.accessibility)} | ${score(s['best-practices'])} | ${score(s.seo)} | ${seconds(x.lcp)} | ${ms(x.tbt)} | ${fmt(x.cls, 3)} | ${seconds(x.fcp)} | ${seconds(x.si)} | ${kb(x.script)} | ${kb(x.bytes)} | ${runs} |${judged ? ` ${missed.length ? `missed: ${missed.join(', ')}` : 'all met'} |` : ''}`,
    );
  }
  return lines;
}

function summaryTable(
  results: readonly RouteResult[],
  judge: (route: string) => Medians | undefined,
): string[] {
  const measured = results
    .filter((r) => r.runs.length > 0)
    .map((r) => ({ route: r.route, m: medians(r.runs), before: judge(r.route) }));
  if (measured.length === 0) return [];
  const lines = [
    '| Target | Goal | Routes meeting it | Median route | Worst route |',
    '| --- | --- | ---: | ---: | --- |',
  ];
  for (const target of TARGETS) {
    const meeting = measured.filter(({ m, before }) =>
      target.met(target.value(m), before && target.value(before)),
    ).length;
    // Best first, so the last is the worst and the middle one the median route.
    const sorted = measured
      .map(({ route, m }) => ({ route, value: target.value(m) }))
      .sort((a, b) => (target.higherIsBetter ? b.value - a.value : a.value - b.value));
    const worst = sorted.at(-1)!;
    const mid = sorted[Math.floor((sorted.length - 1) / 2)]!;
    lines.push(
      `| ${target.label} | ${target.goal} | ${meeting} / ${measured.length} | ${target.format(mid.value)} | ${target.format(worst.value)} (${worst.route}) |`,
    );
  }
  const allMet = measured.filter(({ m, before }) => missedTargets(m, before).length === 0).length;
  lines.push('', `All targets met on ${allMet} of ${measured.length} routes.`);
  return lines;
}

/**
 * What cost points, over every run of a variant and preset: each audit with the routes where
 * it failed in at least half the runs, and for performance Lighthouse's own estimate of the
 * savings (median over those runs).
 */
function findingsList(results: readonly RouteResult[]): string[] {
  const byAudit = new Map<
    string,
    { category: string; title: string; routes: string[]; savings: Record<string, number[]> }
  >();
  for (const result of results) {
    const counts = new Map<string, number>();
    for (const run of result.runs) {
      for (const finding of run.findings) {
        counts.set(finding.id, (counts.get(finding.id) ?? 0) + 1);
        const entry = byAudit.get(finding.id) ?? {
          category: finding.category,
          title: finding.title,
          routes: [],
          savings: {},
        };
        for (const [metric, value] of Object.entries(finding.savings ?? {})) {
          (entry.savings[metric] ??= []).push(value);
        }
        byAudit.set(finding.id, entry);
      }
    }
    for (const [id, count] of counts) {
      if (count * 2 >= result.runs.length) byAudit.get(id)?.routes.push(result.route);
    }
  }
  const order = (category: string) => CATEGORIES.indexOf(category as Category);
  const entries = [...byAudit.entries()]
    .filter(([, entry]) => entry.routes.length > 0)
    .sort(
      ([, a], [, b]) => order(a.category) - order(b.category) || b.routes.length - a.routes.length,
    );
  if (entries.length === 0) return ['No audit lost points.'];
  const total = results.filter((r) => r.runs.length > 0).length;
  return [
    '| Category | Audit | Routes | Est. savings (median) | Where |',
    '| --- | --- | ---: | --- | --- |',
    ...entries.map(([id, entry]) => {
      const savings = Object.entries(entry.savings)
        .map(
          ([metric, values]) =>
            `${metric} ${metric === 'CLS' ? fmt(median(values), 3) : ms(median(values))}`,
        )
        .join(', ');
      const others = results
        .filter((r) => r.runs.length > 0 && !entry.routes.includes(r.route))
        .map((r) => r.route);
      const where =
        others.length === 0
          ? 'all'
          : others.length < entry.routes.length
            ? `all but ${others.join(', ')}`
            : entry.routes.join(', ');
      return `| ${entry.category} | \`${id}\` ${entry.title} | ${entry.routes.length} / ${total} | ${savings || '–'} | ${where} |`;
    }),
  ];
}

function spaTable(comparisons: readonly Comparison[]): string[] {
  if (comparisons.length === 0) return [];
  const overall = overallComparison(comparisons);
  return [
    '| Route | Perf pre / SPA | FCP pre / SPA | FCP ratio | LCP pre / SPA | LCP ratio | SI ratio | TBT pre / SPA | Transferred pre / SPA |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...comparisons.map((c) => {
      const [a, b] = [c.prerendered, c.other];
      return `| ${c.route} | ${score(a.scores.performance)} / ${score(b.scores.performance)} (${gain(c.performanceGain)}) | ${seconds(a.metrics.fcp)} / ${seconds(b.metrics.fcp)} | ${ratio(c.fcpRatio)} | ${seconds(a.metrics.lcp)} / ${seconds(b.metrics.lcp)} | ${ratio(c.lcpRatio)} | ${ratio(c.siRatio)} | ${ms(a.metrics.tbt)} / ${ms(b.metrics.tbt)} | ${kb(a.metrics.bytes)} / ${kb(b.metrics.bytes)} |`;
    }),
    `| **Overall** (${overall.routes} routes) | ${gain(overall.performanceGain)} (median) | | **${ratio(overall.fcpRatio)}** | | **${ratio(overall.lcpRatio)}** | ${ratio(overall.siRatio)} | | |`,
  ];
}

/** Islands against the same site hydrated as one app: what the JavaScript costs the main thread. */
function wholePageTable(comparisons: readonly Comparison[]): string[] {
  if (comparisons.length === 0) return [];
  const pair = (pick: (m: Medians) => number, format: (v: number) => string) => (c: Comparison) =>
    `${format(pick(c.prerendered))} / ${format(pick(c.other))}`;
  const perf = pair((m) => m.scores.performance ?? 0, String);
  const tbt = pair((m) => m.metrics.tbt, ms);
  const lcp = pair((m) => m.metrics.lcp, seconds);
  const cls = pair(
    (m) => m.metrics.cls,
    (v) => fmt(v, 3),
  );
  const script = pair((m) => m.metrics.script, kb);
  const bytes = pair((m) => m.metrics.bytes, kb);
  const all = (pick: (m: Medians) => number) => [
    median(comparisons.map((c) => pick(c.prerendered))),
    median(comparisons.map((c) => pick(c.other))),
  ];
  const [tbtA, tbtB] = all((m) => m.metrics.tbt);
  const [jsA, jsB] = all((m) => m.metrics.script);
  return [
    '| Route | Perf islands / whole | TBT islands / whole | LCP islands / whole | CLS islands / whole | JavaScript islands / whole | Transferred islands / whole |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...comparisons.map(
      (c) =>
        `| ${c.route} | ${perf(c)} (${gain(c.performanceGain)}) | ${tbt(c)} | ${lcp(c)} | ${cls(c)} | ${script(c)} | ${bytes(c)} |`,
    ),
    `| **Median route** (${comparisons.length}) | ${gain(median(comparisons.map((c) => c.performanceGain)))} | **${ms(tbtA!)} / ${ms(tbtB!)}** | | | **${kb(jsA!)} / ${kb(jsB!)}** | |`,
  ];
}

export function report(results: readonly RouteResult[], context: ReportContext): string {
  const groups = (['mobile', 'desktop'] as const)
    .flatMap((preset) =>
      VARIANTS.map((variant) => ({
        preset,
        variant,
        results: results.filter((r) => r.preset === preset && r.variant === variant),
      })),
    )
    .filter((group) => group.results.length > 0);
  const lines = [
    '# Web benchmark (Lighthouse)',
    '',
    `${context.date} · ${context.environment}`,
    '',
    `\`${context.commandLine}\`: Lighthouse on each public route of the site, ${context.runsPerRoute} run${context.runsPerRoute === 1 ? '' : 's'} per route; every figure is the median of its runs. The built site is served by the product's local server (its static files, clean URLs, cache and security headers, CSP included) with CloudFront's Brotli compression added, one Chromium per variant and preset. Mobile is Lighthouse's default (simulated slow 4G: 150 ms RTT, 1.6 Mbps; 4× CPU slowdown), desktop its desktop preset (40 ms RTT, 10 Mbps, no CPU slowdown). Transferred: all bytes on the wire for the page load; JavaScript: the scripts' share of them. The targets are the issue's, judged on the mobile preset. Benchmark index: Lighthouse's measure of the CPU's speed; a load average above the core count means other work shared the CPUs, which lengthens the measured main-thread tasks (TBT most, scaled 4× on mobile).`,
    '',
  ];
  const judge = before(results);
  const mobilePre = results.filter((r) => r.preset === 'mobile' && r.variant === 'prerendered');
  if (mobilePre.length > 0) {
    lines.push('## Targets (mobile, pre-rendered)', '', ...summaryTable(mobilePre, judge), '');
  }
  for (const group of groups) {
    const judged = group.preset === 'mobile' && group.variant === 'prerendered';
    lines.push(
      `## ${VARIANT_NAMES[group.variant]}, ${group.preset}`,
      '',
      ...routeTable(group.results, judged ? judge : undefined),
      '',
    );
  }
  const wholePage = compare(results, 'whole-page');
  if (wholePage.length > 0) {
    lines.push(
      '## Islands vs whole-page hydration',
      '',
      "The site as it was before islands (the last commit that hydrated every pre-rendered page as one React app, built from git by the benchmark) and as it is, in the same run, on the mobile preset. Islands first, whole-page second; the score's gain in points.",
      '',
      ...wholePageTable(wholePage.filter((c) => c.preset === 'mobile')),
      '',
    );
  }
  const comparisons = compare(results, 'spa');
  if (comparisons.length > 0) {
    lines.push(
      '## Pre-rendered vs SPA',
      '',
      'The same app built by `vite build` alone: an empty `#root` that the browser renders after downloading and running the JavaScript, every URL answered with that one `index.html`. Ratios are SPA ÷ pre-rendered (2× = pre-rendering paints twice as early); the overall ratio is the geometric mean over the routes, the score gain the median.',
      '',
    );
    for (const preset of ['mobile', 'desktop'] as const) {
      const own = comparisons.filter((c) => c.preset === preset);
      if (own.length > 0)
        lines.push(`### ${preset[0]!.toUpperCase()}${preset.slice(1)}`, '', ...spaTable(own), '');
    }
  }
  lines.push('## What costs points', '');
  for (const group of groups) {
    lines.push(
      `### ${VARIANT_NAMES[group.variant]}, ${group.preset}`,
      '',
      ...findingsList(group.results),
      '',
    );
  }
  const runs = results.reduce((n, r) => n + r.runs.length, 0);
  const failures = results.reduce((n, r) => n + r.errors.length, 0);
  lines.push(
    `**${runs} Lighthouse runs${failures ? `, ${failures} failed` : ''} in ${fmt(context.totalSeconds / 60, 1)} min** (${fmt(context.totalSeconds / Math.max(runs, 1), 1)} s a run, builds and browser starts included)`,
    '',
  );
  return lines.join('\n');
}
