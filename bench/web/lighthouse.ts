/**
 * `npm run bench:web`: Lighthouse on every public route of the pre-rendered build (web/dist,
 * from `npm run build`) and of the same app built as a client-rendered SPA, each served by
 * the product's local server; mobile and desktop presets, the median of N runs per route.
 * Prints progress and the figures, writes bench/results/web.md and web.json.
 *
 *   tsx bench/web/lighthouse.ts [--runs 3] [--routes /,/about] [--spa-routes /,/contact]
 *     [--preset mobile|desktop|both] [--variant prerendered|spa|both] [--idle-wait 180]
 *     [--dist web/dist] [--out bench/results]
 *
 * --spa-routes: the SPA variant's routes (default: --routes). --idle-wait: the longest wait,
 * in seconds, for other work to leave the CPUs before each run (0: never wait). --dist: the
 * pre-rendered build to measure (default web/dist), e.g. a candidate change built elsewhere;
 * --out: where web.md and web.json go, so such an experiment leaves the results alone.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { cpus } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { WEB_DIST, WEB_ROOT } from '@lab/functions/local/config';
import { SITE_ROUTES } from '@lab/web/config/site-routes';
import { audit, launchBrowser, PRESETS, type Browser, type Preset } from './audit';
import { waitForIdle } from './idle';
import {
  compare,
  median,
  medians,
  missedTargets,
  overallComparison,
  report,
  VARIANT_NAMES,
  VARIANTS,
  type RouteResult,
  type Variant,
} from './report';
import { serveSite, type ServedSite } from './serve';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const RESULTS = join(ROOT, 'bench/results');
/** Inside node_modules: ignored by git, ESLint and Prettier, and web/dist stays untouched. */
const SPA_DIST = join(ROOT, 'node_modules/.cache/bench-web/spa');
const PUBLIC_ROUTES: readonly string[] = SITE_ROUTES.filter((r) => r.indexable !== false).map(
  (r) => r.path,
);

const log = (line: string) => console.log(line);
const fmt = (n: number, digits = 1) =>
  n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

function usage(message: string): never {
  console.error(
    `${message}\nUsage: tsx bench/web/lighthouse.ts [--runs N] [--routes /,/about] [--spa-routes /,/contact] [--preset mobile|desktop|both] [--variant prerendered|spa|both] [--idle-wait SECONDS] [--dist DIR] [--out DIR]`,
  );
  process.exit(2);
}

function routeList(value: string | undefined, fallback: readonly string[]): string[] {
  if (value === undefined) return [...fallback];
  const routes = value
    .split(',')
    .map((r) => r.trim())
    .filter(Boolean);
  const unknown = routes.filter((r) => !PUBLIC_ROUTES.includes(r));
  if (unknown.length) usage(`Not a public route: ${unknown.join(', ')}`);
  return routes;
}

function choice<T extends string>(value: string, all: readonly T[], flag: string): T[] {
  if (value === 'both') return [...all];
  if (!all.includes(value as T)) usage(`--${flag} must be ${all.join(', ')} or both`);
  return [value as T];
}

function parseOptions() {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '3' },
      routes: { type: 'string' },
      'spa-routes': { type: 'string' },
      preset: { type: 'string', default: 'both' },
      variant: { type: 'string', default: 'both' },
      'idle-wait': { type: 'string', default: '180' },
      dist: { type: 'string', default: WEB_DIST },
      out: { type: 'string', default: RESULTS },
    },
    strict: true,
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) usage('--runs must be a whole number ≥ 1');
  const idleWait = Number(values['idle-wait']);
  if (!Number.isFinite(idleWait) || idleWait < 0) usage('--idle-wait must be seconds ≥ 0');
  const routes = routeList(values.routes, PUBLIC_ROUTES);
  return {
    runs,
    idleWait,
    dist: resolve(values.dist),
    out: resolve(values.out),
    presets: choice(values.preset, PRESETS, 'preset'),
    variants: choice(values.variant, VARIANTS, 'variant'),
    routes: { prerendered: routes, spa: routeList(values['spa-routes'], routes) } satisfies Record<
      Variant,
      string[]
    >,
  };
}

/** The commit measured, and whether the site's sources differed from it (a build of a dirty tree). */
function sourceVersion(): string {
  try {
    const git = (...args: string[]) =>
      execFileSync('git', args, { cwd: ROOT, encoding: 'utf8', stdio: 'pipe' }).trim();
    const dirty = git('status', '--porcelain', '--', 'web', 'shared') !== '';
    return `commit ${git('rev-parse', '--short', 'HEAD')}${dirty ? ' + uncommitted changes in web/ or shared/' : ''}`;
  } catch {
    return 'commit unknown';
  }
}

/** The same app with no pre-rendering: `vite build` alone, into a folder of its own. */
function buildSpa(): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      'npx',
      ['vite', 'build', '--outDir', SPA_DIST, '--emptyOutDir', '--logLevel', 'warn'],
      { cwd: WEB_ROOT, stdio: 'inherit' },
    );
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`vite build exited with ${code}`)),
    );
  });
}

async function main(): Promise<number> {
  const began = performance.now();
  const options = parseOptions();
  // Now, not at the end: others may edit the tree while the runs go on.
  const source = sourceVersion();
  if (options.variants.includes('prerendered') && !existsSync(join(options.dist, 'index.html'))) {
    usage(
      `${options.dist} has no build: run \`npm run build\` first (\`npm run bench:web\` does).`,
    );
  }
  if (options.variants.includes('spa')) {
    log(`Building the SPA variant into ${SPA_DIST}…`);
    const start = performance.now();
    await buildSpa();
    log(`  built in ${fmt((performance.now() - start) / 1000)} s`);
  }

  const plan = options.presets.flatMap((preset) =>
    options.variants.map((variant) => ({ preset, variant, routes: options.routes[variant] })),
  );
  // One extra, discarded run per browser: the first navigation of a fresh Chromium is slower.
  const totalRuns = plan.reduce((n, step) => n + step.routes.length * options.runs + 1, 0);
  log(
    `${totalRuns} Lighthouse runs: ${plan.map((s) => `${s.preset} ${s.variant} × ${s.routes.length} routes`).join(', ')}; ${options.runs} per route, plus 1 warm-up per browser`,
  );

  const results: RouteResult[] = [];
  let done = 0;
  let browserVersion = 'unknown';
  const progress = (label: string) => {
    done++;
    const elapsed = (performance.now() - began) / 1000;
    const left = ((totalRuns - done) * elapsed) / done;
    return `[${String(done).padStart(String(totalRuns).length)}/${totalRuns}] ${label} · ETA ${fmt(left / 60)} min`;
  };

  for (const { preset, variant, routes } of plan) {
    let site: ServedSite | undefined;
    let browser: Browser | undefined;
    try {
      site = await serveSite(variant === 'spa' ? SPA_DIST : options.dist, {
        spa: variant === 'spa',
      });
      browser = await launchBrowser();
      browserVersion = browser.version;
      log(`\n${VARIANT_NAMES[variant]}, ${preset}: ${site.origin}, ${browser.version}`);
      const warmUp = await audit(`${site.origin}/`, preset, browser);
      log(progress(`warm-up / (${warmUp.seconds} s, discarded)`));
      for (const route of routes) {
        const result: RouteResult = { route, variant, preset, runs: [], errors: [] };
        results.push(result);
        for (let run = 1; run <= options.runs; run++) {
          const label = `${preset} ${variant} ${route} run ${run}/${options.runs}`;
          try {
            const idle = await waitForIdle(options.idleWait, (busy) =>
              log(`  waiting for idle CPUs (${Math.round(busy * 100)}% busy with other work)…`),
            );
            const figures = await audit(`${site.origin}${route}`, preset, browser);
            result.runs.push({ ...figures, idle });
            const { scores: s, metrics: m } = figures;
            log(
              progress(
                `${label}: perf ${s.performance} a11y ${s.accessibility} bp ${s['best-practices']} seo ${s.seo} · LCP ${fmt(m.lcp / 1000, 2)} s TBT ${Math.round(m.tbt)} ms CLS ${fmt(m.cls, 3)} · ${figures.seconds} s`,
              ),
            );
          } catch (error) {
            result.errors.push(error instanceof Error ? error.message : String(error));
            log(progress(`${label}: FAILED ${String(error)}`));
          }
        }
        if (result.runs.length > 0 && preset === 'mobile') {
          const missed = missedTargets(medians(result.runs));
          log(
            `  ${route} median: ${missed.length ? `missed ${missed.join(', ')}` : 'all targets met'}`,
          );
        }
      }
    } finally {
      browser?.kill();
      await site?.close();
    }
  }

  const totalSeconds = (performance.now() - began) / 1000;
  const cpu = cpus();
  const allRuns = results.flatMap((r) => r.runs);
  const spread = (values: number[], digits: number, unit = '') =>
    values.length
      ? `${fmt(median(values), digits)}${unit} (${fmt(Math.min(...values), digits)}-${fmt(Math.max(...values), digits)}${unit})`
      : 'n/a';
  const environment = [
    source,
    `Node ${process.version}`,
    `${process.platform}/${process.arch}`,
    `${cpu.length} × ${cpu[0]?.model.trim() ?? 'unknown CPU'}`,
    browserVersion,
    'Lighthouse 12.8.2',
    `benchmark index ${spread(
      allRuns.map((r) => r.benchmarkIndex),
      0,
    )}`,
    `CPUs busy before a run ${spread(
      allRuns.map((r) => r.idle.busy * 100),
      0,
      ' %',
    )}`,
    `waited for idle ${fmt(
      allRuns.reduce((sum, r) => sum + r.idle.waitedSeconds, 0),
      0,
    )} s`,
    `1-min load average ${spread(
      allRuns.map((r) => r.loadAverage),
      1,
    )}`,
  ].join(' · ');
  const date = new Date().toISOString();
  const args = process.argv.slice(2).join(' ');
  const markdown = report(results, {
    date,
    environment,
    runsPerRoute: options.runs,
    totalSeconds,
    commandLine: `tsx bench/web/lighthouse.ts${args ? ` ${args}` : ''}`,
  });
  log(`\n${markdown}`);

  const comparisons = compare(results);
  const json = {
    date,
    environment,
    options: { ...options, dist: relative(ROOT, options.dist), out: relative(ROOT, options.out) },
    totalSeconds,
    results: results.map((r) => ({ ...r, medians: r.runs.length ? medians(r.runs) : null })),
    comparison: {
      routes: comparisons,
      overall: Object.fromEntries(
        PRESETS.map((preset): [Preset, unknown] => {
          const own = comparisons.filter((c) => c.preset === preset);
          return [preset, own.length ? overallComparison(own) : null];
        }),
      ),
    },
  };
  await mkdir(options.out, { recursive: true });
  await writeFile(join(options.out, 'web.md'), markdown);
  await writeFile(join(options.out, 'web.json'), `${JSON.stringify(json, null, 2)}\n`);
  log(`Wrote ${join(options.out, 'web.md')} and web.json`);
  return results.every((r) => r.runs.length > 0) ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
