/**
 * `npm run bench:startup`: for each API handler, the size of its Lambda bundle and how long
 * a fresh Node process takes to import the handler module (Lambda's init phase, less the
 * runtime's own start), bundled as deployed vs unbundled. Prints the figures, writes
 * bench/results/startup.md and startup.json.
 *
 * - bundled: esbuild with the options `NodejsFunction` deploys with, from
 *   `@lab/shared/lambda/function-defaults` (infra/test/bundling.test.ts checks they give the
 *   same bytes as the CDK's own bundling): the AWS SDK bundled in.
 * - SDK external: the same, with the AWS SDK left out (`@aws-sdk/*`, `@smithy/*`) and loaded
 *   from node_modules, as Lambda's runtime provides it: how the functions were deployed
 *   before they shipped their own SDK, measured in the same rounds for the comparison.
 * - unbundled: the same options plus `packages: 'external'`: the project's own code
 *   transpiled into one file, every package loaded from node_modules at run time, like a zip
 *   with node_modules. The workspace package `@lab/shared` is TypeScript source that Node
 *   cannot load, so it is compiled in, as such a zip would carry it compiled.
 *
 * Both run from a folder inside the repository, so their bare imports resolve from its
 * node_modules.
 */
import { execFile } from 'node:child_process';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { cpus } from 'node:os';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { build, type Plugin } from 'esbuild';
import { routeEnvironment, tableEnvironment, type RouteEnvValues } from '@lab/shared/api/route-env';
import { API_ROUTES, apiRoute, type HandlerName } from '@lab/shared/api/routes';
import {
  DEFAULT_MAIL_FROM,
  DEFAULT_NOTIFY_TO,
  DEFAULT_REGION,
} from '@lab/shared/lambda/deployment-defaults';
import { LAMBDA_BUNDLE_FILE, LAMBDA_BUNDLE_OPTIONS } from '@lab/shared/lambda/function-defaults';
import { fmt, log, runBenchmark, writeResults } from './support';

const run = promisify(execFile);

/** Timed imports per handler and variant, after one untimed import that warms the file cache. */
const RUNS = 15;
const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const OUT_DIR = join(REPO_ROOT, 'node_modules/.cache/lab-bench-startup');

/**
 * What the Lambda runtime gives every function (region and credentials), with placeholder
 * values. Nothing is called at import.
 */
const RUNTIME_ENV = {
  AWS_REGION: DEFAULT_REGION,
  AWS_ACCESS_KEY_ID: 'bench',
  AWS_SECRET_ACCESS_KEY: 'bench',
};

/**
 * Placeholder values of the variables routes declare, in AWS form (no local endpoints);
 * each handler gets only its own route's share, as the CDK app sets them.
 */
const ROUTE_VALUES: RouteEnvValues = {
  ...tableEnvironment((kind) => `bench-${kind}`),
  USER_POOL_ID: `${DEFAULT_REGION}_Bench0001`,
  USER_POOL_CLIENT_ID: 'benchclient0001',
  MAIL_FROM: DEFAULT_MAIL_FROM,
  NOTIFY_TO: DEFAULT_NOTIFY_TO,
  MAIL_CONFIGURATION_SET: 'bench-mail',
  MAIL_RECEIPT_CONFIGURATION_SET: 'bench-receipts',
  ORIGIN_SECRET_ARN: `arn:aws:secretsmanager:${DEFAULT_REGION}:123456789012:secret:bench-origin`,
  SIGN_IN_HANDLE_KEY_ARN: `arn:aws:secretsmanager:${DEFAULT_REGION}:123456789012:secret:bench-handle`,
  ERASURE_KEY_ARN: `arn:aws:secretsmanager:${DEFAULT_REGION}:123456789012:secret:bench-erasure`,
  DOCUMENT_LINK_KEY_ARN: `arn:aws:secretsmanager:${DEFAULT_REGION}:123456789012:secret:bench-document-link`,
  SITE_URL: 'https://bench.example',
};

const handlerEnv = (handler: HandlerName) => ({
  ...RUNTIME_ENV,
  ...routeEnvironment(apiRoute(handler), ROUTE_VALUES),
});

/**
 * Imports the module named by argv[1] and prints how long that took, in ms. The Lambda
 * runtime defines the `awslambda` streaming globals before it loads a handler; streamed
 * routes' handlers call them as they load, so a stand-in is defined first, untimed.
 */
const IMPORT_SCRIPT = [
  'globalThis.awslambda = { ...globalThis.awslambda, streamifyResponse: (h) => h, HttpResponseStream: { from: (s) => s } };',
  'const start = performance.now();',
  'const module = await import(process.argv[1]);',
  'const ms = performance.now() - start;',
  "if (typeof module.handler !== 'function') throw new Error('no handler export');",
  'process.stdout.write(String(ms));',
].join('\n');

const VARIANTS = {
  bundled: { build: 'bundled', nodeOptions: '' },
  unbundled: { build: 'unbundled', nodeOptions: '' },
  sdkExternal: { build: 'sdk-external', nodeOptions: '' },
  /** The bundle as Lambda runs it: the CDK sets NODE_OPTIONS=--enable-source-maps. */
  bundledSourceMaps: { build: 'bundled', nodeOptions: '--enable-source-maps' },
} as const;
type Variant = keyof typeof VARIANTS;

/** `@lab/<package>/<path>` → `<package>/src/<path>.ts`, as each workspace's exports map says. */
const workspaceSource: Plugin = {
  name: 'workspace-source',
  setup(context) {
    context.onResolve({ filter: /^@lab\/[^/]+\/.+/ }, ({ path }) => {
      const [, workspace, subpath] = /^@lab\/([^/]+)\/(.+)$/.exec(path) ?? [];
      return { path: join(REPO_ROOT, workspace ?? '', 'src', `${subpath ?? ''}.ts`) };
    });
  },
};

interface BundleFigures {
  handler: HandlerName;
  bytes: number;
  gzipBytes: number;
  mapBytes: number;
  /** The unbundled module: the project's own code only. */
  unbundledBytes: number;
  /** The bundle without the AWS SDK. */
  sdkExternalBytes: number;
}

/** What Lambda's Node.js runtime provides: the AWS SDK v3 and the Smithy packages under it. */
const RUNTIME_SDK = ['@aws-sdk/*', '@smithy/*'];

async function bundle(handler: HandlerName): Promise<BundleFigures> {
  const entryPoints = [join(REPO_ROOT, 'functions/src/api', handler, 'handler.ts')];
  const out = (kind: string) => join(OUT_DIR, kind, handler, LAMBDA_BUNDLE_FILE);
  await build({
    ...LAMBDA_BUNDLE_OPTIONS,
    entryPoints,
    outfile: out('bundled'),
    absWorkingDir: REPO_ROOT,
    logLevel: 'warning',
  });
  await build({
    ...LAMBDA_BUNDLE_OPTIONS,
    packages: 'external',
    plugins: [workspaceSource],
    entryPoints,
    outfile: out('unbundled'),
    absWorkingDir: REPO_ROOT,
    logLevel: 'warning',
  });
  await build({
    ...LAMBDA_BUNDLE_OPTIONS,
    external: [...LAMBDA_BUNDLE_OPTIONS.external, ...RUNTIME_SDK],
    entryPoints,
    outfile: out('sdk-external'),
    absWorkingDir: REPO_ROOT,
    logLevel: 'warning',
  });
  const code = await readFile(out('bundled'));
  return {
    handler,
    bytes: code.length,
    gzipBytes: gzipSync(code, { level: 9 }).length,
    mapBytes: (await readFile(`${out('bundled')}.map`)).length,
    unbundledBytes: (await readFile(out('unbundled'))).length,
    sdkExternalBytes: (await readFile(out('sdk-external'))).length,
  };
}

/**
 * For scale: a module that only loads the DynamoDB client and document client every
 * record handler uses, the part of the import that the Lambda runtime provides.
 */
const SDK_FLOOR = join(OUT_DIR, 'sdk-floor', LAMBDA_BUNDLE_FILE);

async function writeSdkFloor(): Promise<void> {
  await mkdir(dirname(SDK_FLOOR), { recursive: true });
  await writeFile(
    SDK_FLOOR,
    [
      "export * as dynamodb from '@aws-sdk/client-dynamodb';",
      "export * as documents from '@aws-sdk/lib-dynamodb';",
      'export const handler = () => undefined;',
    ].join('\n'),
  );
}

/** Milliseconds a fresh `node` process spends importing `file`. */
async function importTime(
  file: string,
  nodeOptions = '',
  env: Record<string, string> = RUNTIME_ENV,
): Promise<number> {
  const url = pathToFileURL(file).href;
  const { stdout } = await run(
    process.execPath,
    ['--input-type=module', '-e', IMPORT_SCRIPT, url],
    {
      cwd: dirname(file),
      // Only these variables, so nothing from this shell (NODE_OPTIONS included) leaks in.
      env: { ...env, PATH: process.env.PATH ?? '', NODE_OPTIONS: nodeOptions },
      timeout: 30_000,
    },
  );
  const ms = Number(stdout);
  if (!Number.isFinite(ms)) throw new Error(`${file} printed ${stdout}`);
  return ms;
}

function importHandler(handler: HandlerName, variant: Variant): Promise<number> {
  const { build: kind, nodeOptions } = VARIANTS[variant];
  return importTime(
    join(OUT_DIR, kind, handler, LAMBDA_BUNDLE_FILE),
    nodeOptions,
    handlerEnv(handler),
  );
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length / 2;
  return sorted.length % 2
    ? (sorted[Math.floor(mid)] ?? NaN)
    : ((sorted[mid - 1] ?? NaN) + (sorted[mid] ?? NaN)) / 2;
}

const kb = (bytes: number) => `${fmt(bytes / 1024)} KB`;
const signed = (ms: number) => `${ms >= 0 ? '+' : '−'}${fmt(Math.abs(ms))}`;

interface HandlerResult extends BundleFigures {
  samples: Record<Variant, number[]>;
  medianMs: Record<Variant, number>;
}

function report(results: HandlerResult[], sdkFloorMs: number, seconds: number): string {
  const cpu = cpus();
  const sum = (pick: (r: HandlerResult) => number) => results.reduce((t, r) => t + pick(r), 0);
  const all = (variant: Variant) => median(results.map((r) => r.medianMs[variant]));
  return [
    '# Lambda start-up benchmark',
    '',
    `${new Date().toISOString()} · Node ${process.version} · ${process.platform}/${process.arch} · ${cpu.length} × ${cpu[0]?.model ?? 'unknown CPU'}`,
    '',
    `Each of the ${results.length} API handlers bundled by esbuild with the options the CDK construct deploys with (\`@lab/shared/lambda/function-defaults\`: ESM, minified, ${LAMBDA_BUNDLE_OPTIONS.target}, the AWS SDK bundled in). Import time: the median of ${RUNS} fresh \`node\` processes each timing \`await import(handler)\` (after one untimed run), with each handler's own environment (what its route declares) set to placeholder values; every handler and variant in turn, round by round, so the machine's load falls on all alike. **Bundled** is the deployed bundle, the AWS SDK in it. **SDK external** is the same build with ${RUNTIME_SDK.map((e) => `\`${e}\``).join(' and ')} left out and loaded from node_modules, as Lambda's runtime provides them (how the functions were deployed before they shipped their own SDK); **SDK cost** is bundled less SDK external. **Unbundled** is the build with \`packages: 'external'\` (the project's own code in one file, every package, the SDK included, loaded from node_modules, like a zip with node_modules). **+ source maps** is the bundle with \`NODE_OPTIONS=--enable-source-maps\`, which the CDK app sets on every function.`,
    '',
    '| Handler | Bundle | gzip -9 | Source map | Bundle, SDK external | Unbundled own code | Import, bundled | Import, SDK external | SDK cost | Import, unbundled | Import, bundled + source maps |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...results.map(
      (r) =>
        `| ${r.handler} | ${kb(r.bytes)} | ${kb(r.gzipBytes)} | ${kb(r.mapBytes)} | ${kb(r.sdkExternalBytes)} | ${kb(r.unbundledBytes)} | ${fmt(r.medianMs.bundled)} ms | ${fmt(r.medianMs.sdkExternal)} ms | ${signed(r.medianMs.bundled - r.medianMs.sdkExternal)} ms | ${fmt(r.medianMs.unbundled)} ms | ${fmt(r.medianMs.bundledSourceMaps)} ms |`,
    ),
    `| **all ${results.length}** (sizes: total; times: median of the medians) | ${kb(sum((r) => r.bytes))} | ${kb(sum((r) => r.gzipBytes))} | ${kb(sum((r) => r.mapBytes))} | ${kb(sum((r) => r.sdkExternalBytes))} | ${kb(sum((r) => r.unbundledBytes))} | ${fmt(all('bundled'))} ms | ${fmt(all('sdkExternal'))} ms | ${signed(all('bundled') - all('sdkExternal'))} ms | ${fmt(all('unbundled'))} ms | ${fmt(all('bundledSourceMaps'))} ms |`,
    '',
    `For scale: a module that only imports \`@aws-sdk/client-dynamodb\` and \`@aws-sdk/lib-dynamodb\` from node_modules (what the runtime provided to every record handler) takes ${fmt(sdkFloorMs)} ms by the same measure. Sizes are of \`${LAMBDA_BUNDLE_FILE}\`; the source map ships beside it in the function's zip. Lambda runs Node 24; these imports ran on this machine's Node ${process.version}.`,
    '',
    `Total ${fmt(seconds)} s.`,
    '',
  ].join('\n');
}

async function main(): Promise<void> {
  const began = performance.now();
  await rm(OUT_DIR, { recursive: true, force: true });
  const handlers = API_ROUTES.map((route) => route.handler);
  log(`Bundling ${handlers.length} handlers…`);
  const bundles = await Promise.all(handlers.map(bundle));
  await writeSdkFloor();
  const sdkFloor: number[] = [];
  const variants = Object.keys(VARIANTS) as Variant[];
  const samples = new Map(
    handlers.map((h) => [
      h,
      { bundled: [], unbundled: [], sdkExternal: [], bundledSourceMaps: [] } as Record<
        Variant,
        number[]
      >,
    ]),
  );
  // Round by round, every handler and variant in turn, so drift in the machine's load
  // spreads evenly instead of favouring whichever ran first. Round 0 is not timed.
  for (let round = 0; round <= RUNS; round++) {
    for (const handler of handlers) {
      for (const variant of variants) {
        const ms = await importHandler(handler, variant);
        if (round > 0) samples.get(handler)?.[variant].push(ms);
      }
    }
    const floorMs = await importTime(SDK_FLOOR);
    if (round > 0) sdkFloor.push(floorMs);
    if (round > 0) log(`  round ${round} / ${RUNS}`);
  }
  const results: HandlerResult[] = bundles.map((figures) => {
    const byVariant = samples.get(figures.handler) ?? {
      bundled: [],
      unbundled: [],
      sdkExternal: [],
      bundledSourceMaps: [],
    };
    return {
      ...figures,
      samples: byVariant,
      medianMs: {
        bundled: median(byVariant.bundled),
        unbundled: median(byVariant.unbundled),
        sdkExternal: median(byVariant.sdkExternal),
        bundledSourceMaps: median(byVariant.bundledSourceMaps),
      },
    };
  });
  const seconds = (performance.now() - began) / 1000;
  const markdown = report(results, median(sdkFloor), seconds);
  log(`\n${markdown}`);
  await writeResults('startup', markdown, {
    runs: RUNS,
    bundleOptions: LAMBDA_BUNDLE_OPTIONS,
    totalSeconds: seconds,
    sdkFloor: { medianMs: median(sdkFloor), samples: sdkFloor },
    handlers: results,
  });
}

runBenchmark(main);
