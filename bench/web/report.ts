import {
  CATEGORIES,
  METRICS,
  type Category,
  type Metric,
  type Preset,
  type RunFigures,
} from './audit';
import type { IdleWait } from './idle';

export const VARIANTS = ['prerendered', 'whole-page', 'spa'] as const;
export type Variant = (typeof VARIANTS)[number];

export const VARIANT_NAMES: Record<Variant, string> = {
  prerendered: 'Pre-rendered, islands',
  'whole-page': 'Pre-rendered, whole-page hydration (before islands)',
  spa: 'SPA (client-rendered)',
};

/** The variants the pre-rendered site (islands) is compared with, side by side. */
export type Baseline = Exclude<Variant, 'prerendered'>;

/** A measured run and how idle the machine was when it started. */
export interface Run extends RunFigures {
  idle: IdleWait;
}

export interface RouteResult {
  route: string;
  variant: Variant;
  preset: Preset;
  runs: Run[];
  errors: string[];
}

export interface Medians {
  scores: Record<Category, number | null>;
  metrics: Record<Metric, number>;
}

interface Target {
  label: string;
  goal: string;
  value: (m: Medians) => number;
  /** `before`: the same figure for the route with whole-page hydration, when measured. */
  met: (value: number, before?: number) => boolean;
  format: (value: number) => string;
  /** Scores: higher is better; times and shifts: lower is. */
  higherIsBetter: boolean;
}

const fmt = (n: number, digits: number) =>
  n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const seconds = (ms: number) => `${fmt(ms / 1000, 2)} s`;
const ms = (value: number) => `${fmt(value, 0)} ms`;
const kb = (bytes: number) => `${fmt(bytes / 1024, 0)} KB`;
const score = (value: number | null) => (value === null ? '–' : String(value));
const ratio = (value: number) => `${fmt(value, 2)}×`;

/** LCP may differ from run to run by this much and still count as no worse. */
const LCP_TOLERANCE = 1.05;

/** The issue's targets, judged on the mobile preset's medians. */
export const TARGETS: Target[] = [
  {
    label: 'Performance',
    goal: '≥ 99',
    value: (m) => m.scores.performance ?? 0,
    met: (v) => v >= 99,
    format: String,
    higherIsBetter: true,
  },
  ...(['accessibility', 'best-practices', 'seo'] as const).map((category): Target => ({
    label: { accessibility: 'Accessibility', 'best-practices': 'Best practices', seo: 'SEO' }[
      category
    ],
    goal: '100',
    value: (m) => m.scores[category] ?? 0,
    met: (v) => v === 100,
    format: String,
    higherIsBetter: true,
  })),
  {
    label: 'LCP',
    goal: 'no worse than whole-page hydration (≤ +5 %; ≤ 1.7 s unmeasured)',
    value: (m) => m.metrics.lcp,
    met: (v, before) => v <= (before === undefined ? 1700 : before * LCP_TOLERANCE),
    format: seconds,
    higherIsBetter: false,
  },
  {
    label: 'TBT',
    goal: '≤ 50 ms',
    value: (m) => m.metrics.tbt,
    met: (v) => v <= 50,
    format: ms,
    higherIsBetter: false,
  },
  {
    label: 'CLS',
    goal: '≤ 0.01',
    value: (m) => m.metrics.cls,
    met: (v) => v <= 0.01,
    format: (v) => fmt(v, 3),
    higherIsBetter: false,
  },
];

export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

const geometricMean = (values: readonly number[]) =>
  Math.exp(values.reduce((sum, v) => sum + Math.log(v), 0) / values.length);

/** Each figure's own median over the runs, as the issue asks (not the figures of one run). */
export function medians(runs: readonly RunFigures[]): Medians {
  const scores = Object.fromEntries(
    CATEGORIES.map((category) => {
      const values = runs.map((r) => r.scores[category]).filter((v): v is number => v !== null);
      return [category, values.length ? Math.round(median(values)) : null];
    }),
  ) as Record<Category, number | null>;
  const metrics = Object.fromEntries(
    METRICS.map((metric) => [metric, median(runs.map((r) => r.metrics[metric]))]),
  ) as Record<Metric, number>;
  return { scores, metrics };
}

export const missedTargets = (m: Medians, before?: Medians) =>
  TARGETS.filter((t) => !t.met(t.value(m), before && t.value(before))).map((t) => t.label);

export interface Comparison {
  route: string;
  preset: Preset;
  baseline: Baseline;
  prerendered: Medians;
  other: Medians;
  /** Baseline ÷ pre-rendered: above 1 means the pre-rendered site is faster by that factor. */
  fcpRatio: number;
  lcpRatio: number;
  siRatio: number;
  /** Pre-rendered minus the baseline, in points. */
  performanceGain: number;
}

/** The medians of `route` in `variant` and `preset`, if it was measured. */
export function find(
  results: readonly RouteResult[],
  variant: Variant,
  preset: Preset,
  route: string,
): Medians | undefined {
  const found = results.find(
    (r) => r.variant === variant && r.preset === preset && r.route === route,
  );
  return found && found.runs.length > 0 ? medians(found.runs) : undefined;
}

export function compare(results: readonly RouteResult[], baseline: Baseline): Comparison[] {
  const comparisons: Comparison[] = [];
  for (const pre of results) {
    if (pre.variant !== 'prerendered' || pre.runs.length === 0) continue;
    const b = find(results, baseline, pre.preset, pre.route);
    if (!b) continue;
    const a = medians(pre.runs);
    comparisons.push({
      route: pre.route,
      preset: pre.preset,
      baseline,
      prerendered: a,
      other: b,
      fcpRatio: b.metrics.fcp / a.metrics.fcp,
      lcpRatio: b.metrics.lcp / a.metrics.lcp,
      siRatio: b.metrics.si / a.metrics.si,
      performanceGain: (a.scores.performance ?? 0) - (b.scores.performance ?? 0),
    });
  }
  return comparisons;
}

/** Geometric means of the per-route ratios (the average that treats 2× and 0.5× alike). */
export function overallComparison(comparisons: readonly Comparison[]) {
  return {
    routes: comparisons.length,
    fcpRatio: geometricMean(comparisons.map((c) => c.fcpRatio)),
    lcpRatio: geometricMean(comparisons.map((c) => c.lcpRatio)),
    siRatio: geometricMean(comparisons.map((c) => c.siRatio)),
    performanceGain: median(comparisons.map((c) => c.performanceGain)),
  };
}

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

const gain = (points: number) => `${points >= 0 ? '+' : ''}${points}`;

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
