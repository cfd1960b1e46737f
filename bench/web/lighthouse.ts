/**
 * `npm run bench:web`: Lighthouse on every public route of the pre-rendered build (web/dist,
 * from `npm run build`: islands), of the site as it was before islands (whole-page
 * hydration, built from git), and of the same app built as a client-rendered SPA, each
 * served by the product's local server; mobile and desktop presets, the median of N runs
 * per route. Prints progress and the figures, writes bench/results/web.md and web.json.
 *
 *   tsx bench/web/lighthouse.ts [--runs 3] [--routes /,/about] [--spa-routes /,/contact]
 *     [--preset mobile|desktop|both] [--variant prerendered|whole-page|spa|all]
 *     [--whole-page-ref c976778] [--idle-wait 180] [--dist web/dist] [--out bench/results]
 *
 * --spa-routes: the SPA variant's routes (default: --routes). --whole-page-ref: the commit
 * built for the whole-page variant, measured on the mobile preset only (desktop has no CPU
 * slowdown: its blocking time was 0-3 ms before islands). --idle-wait: the longest wait, in
 * seconds, for other work to leave the CPUs before each run (0: never wait). --dist: the
 * pre-rendered build to measure (default web/dist), e.g. a candidate change built elsewhere;
 * --out: where web.md and web.json go, so such an experiment leaves the results alone.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { cpus } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { WEB_DIST, WEB_ROOT } from '@lab/functions/local/config';
import { isStaffPath } from '@lab/shared/security/headers';
import { SITE_ROUTES } from '@lab/web/config/site-routes';
import { audit, launchBrowser, PRESETS, type Browser, type Preset } from './audit';
import { fmt } from './format';
import { waitForIdle } from './idle';
import { report } from './report';
import { VARIANT_NAMES, VARIANTS, type RouteResult, type Variant } from './route-results';
import { serveSite, type ServedSite } from './serve';
import { compare, find, median, medians, overallComparison } from './statistics';
import { missedTargets } from './targets';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const RESULTS = join(ROOT, 'bench/results');
/** Inside node_modules: ignored by git, ESLint and Prettier, and web/dist stays untouched. */
const CACHE = join(ROOT, 'node_modules/.cache/bench-web');
const SPA_DIST = join(CACHE, 'spa');
/** A git worktree of the commit measured as the whole-page variant. */
const WHOLE_PAGE_TREE = join(CACHE, 'whole-page');
/** The last commit before islands: every pre-rendered page hydrated as one React app. */
const WHOLE_PAGE_REF = 'c976778';
const PUBLIC_ROUTES: readonly string[] = SITE_ROUTES.filter((r) => r.indexable !== false).map(
  (r) => r.path,
);
/** What `--routes` may name: every page a visitor may open, /track (never indexed) among them. */
const VISITOR_ROUTES: readonly string[] = SITE_ROUTES.filter((r) => !isStaffPath(r.path)).map(
  (r) => r.path,
);

const log = (line: string) => console.log(line);

function usage(message: string): never {
  console.error(
    `${message}\nUsage: tsx bench/web/lighthouse.ts [--runs N] [--routes /,/about] [--spa-routes /,/contact] [--preset mobile|desktop|both] [--variant prerendered|whole-page|spa|all] [--whole-page-ref REV] [--idle-wait SECONDS] [--dist DIR] [--out DIR]`,
  );
  process.exit(2);
}

function routeList(value: string | undefined, fallback: readonly string[]): string[] {
  if (value === undefined) return [...fallback];
  const routes = value
    .split(',')
    .map((r) => r.trim())
    .filter(Boolean);
  const unknown = routes.filter((r) => !VISITOR_ROUTES.includes(r));
  if (unknown.length) usage(`Not a public route: ${unknown.join(', ')}`);
  return routes;
}

function choice<T extends string>(
  value: string,
  all: readonly T[],
  flag: string,
  every: 'both' | 'all',
): T[] {
  if (value === every) return [...all];
  if (!all.includes(value as T)) usage(`--${flag} must be ${all.join(', ')} or ${every}`);
  return [value as T];
}

function parseOptions() {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '3' },
      routes: { type: 'string' },
      'spa-routes': { type: 'string' },
      preset: { type: 'string', default: 'both' },
      variant: { type: 'string', default: 'all' },
      'whole-page-ref': { type: 'string', default: WHOLE_PAGE_REF },
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
    presets: choice(values.preset, PRESETS, 'preset', 'both'),
    variants: choice(values.variant, VARIANTS, 'variant', 'all'),
    wholePageRef: values['whole-page-ref'],
    routes: {
      prerendered: routes,
      'whole-page': routes,
      spa: routeList(values['spa-routes'], routes),
    } satisfies Record<Variant, string[]>,
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

/** Runs a build step; `quiet`: its output is shown only if it fails. */
function run(command: string, args: string[], cwd: string, quiet = false): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: quiet ? 'pipe' : 'inherit' });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code === 0) return resolve();
      if (output) console.error(output);
      reject(new Error(`${command} ${args.join(' ')} exited with ${code}`));
    });
  });
}

/** The same app with no pre-rendering: `vite build` alone, into a folder of its own. */
const buildSpa = () =>
  run(
    'npx',
    ['vite', 'build', '--outDir', SPA_DIST, '--emptyOutDir', '--logLevel', 'warn'],
    WEB_ROOT,
  );

/**
 * The site at `ref`, built as that commit builds it, in a git worktree that borrows this
 * checkout's installed packages (the dependencies did not change with islands) but links
 * the workspace packages (`@lab/*`) to its own. Returns the build's folder.
 */
async function buildWholePage(ref: string): Promise<string> {
  rmSync(WHOLE_PAGE_TREE, { recursive: true, force: true });
  execFileSync('git', ['worktree', 'prune'], { cwd: ROOT });
  execFileSync('git', ['worktree', 'add', '--detach', '--force', WHOLE_PAGE_TREE, ref], {
    cwd: ROOT,
    stdio: 'pipe',
  });
  // Every installed package but the workspace's own, which must be the commit's.
  const modules = join(WHOLE_PAGE_TREE, 'node_modules');
  mkdirSync(join(modules, '@lab'), { recursive: true });
  for (const entry of readdirSync(join(ROOT, 'node_modules'))) {
    if (entry !== '@lab' && entry !== '.cache') {
      symlinkSync(join(ROOT, 'node_modules', entry), join(modules, entry));
    }
  }
  for (const workspace of readdirSync(join(ROOT, 'node_modules/@lab'))) {
    symlinkSync(join('../..', workspace), join(modules, '@lab', workspace));
  }
  symlinkSync(join(WEB_ROOT, 'node_modules'), join(WHOLE_PAGE_TREE, 'web/node_modules'));
  await run('npm', ['run', 'build'], WHOLE_PAGE_TREE, true);
  return join(WHOLE_PAGE_TREE, 'web/dist');
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
  const dists: Record<Variant, string> = {
    prerendered: options.dist,
    'whole-page': join(WHOLE_PAGE_TREE, 'web/dist'),
    spa: SPA_DIST,
  };
  if (options.variants.includes('spa')) {
    log(`Building the SPA variant into ${SPA_DIST}…`);
    const start = performance.now();
    await buildSpa();
    log(`  built in ${fmt((performance.now() - start) / 1000)} s`);
  }
  if (options.variants.includes('whole-page')) {
    log(`Building the whole-page variant (${options.wholePageRef}) in ${WHOLE_PAGE_TREE}…`);
    const start = performance.now();
    dists['whole-page'] = await buildWholePage(options.wholePageRef);
    log(`  built in ${fmt((performance.now() - start) / 1000)} s`);
  }

  // Whole-page first: the islands' LCP target is judged against it as the runs go.
  const order: Variant[] = ['whole-page', 'prerendered', 'spa'];
  const plan = options.presets.flatMap((preset) =>
    order
      .filter((variant) => options.variants.includes(variant))
      .filter((variant) => variant !== 'whole-page' || preset === 'mobile')
      .map((variant) => ({ preset, variant, routes: options.routes[variant] })),
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
      site = await serveSite(dists[variant], { spa: variant === 'spa' });
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
        if (result.runs.length > 0 && preset === 'mobile' && variant === 'prerendered') {
          const missed = missedTargets(
            medians(result.runs),
            find(results, 'whole-page', preset, route),
          );
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

  const comparisons = [...compare(results, 'whole-page'), ...compare(results, 'spa')];
  const json = {
    date,
    environment,
    options: { ...options, dist: relative(ROOT, options.dist), out: relative(ROOT, options.out) },
    totalSeconds,
    results: results.map((r) => ({ ...r, medians: r.runs.length ? medians(r.runs) : null })),
    comparison: {
      routes: comparisons,
      // Per baseline and preset: geometric means of the ratios, the median score gain.
      overall: Object.fromEntries(
        (['whole-page', 'spa'] as const).map((baseline) => [
          baseline,
          Object.fromEntries(
            PRESETS.map((preset): [Preset, unknown] => {
              const own = comparisons.filter((c) => c.preset === preset && c.baseline === baseline);
              return [preset, own.length ? overallComparison(own) : null];
            }),
          ),
        ]),
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
