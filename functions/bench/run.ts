/**
 * The API part of `npm run bench:api`: latency against table size, throughput of every
 * public form and the admin list under load, and no data lost under concurrent
 * submissions, measured through the local HTTP adapter against the real handlers on a
 * private local stack. Prints the figures, writes bench/results/api.md and api.json, and
 * exits non-zero when a correctness check fails.
 */
import { cpus } from 'node:os';
import { performance } from 'node:perf_hooks';
import { RECORD_TABLES } from '@lab/shared/data/tables';
import {
  adminLoginResponseSchema,
  dashboardSummarySchema,
  signInNextSchema,
} from '@lab/shared/schemas/admin';
import { dynamoClient } from '../src/lib/aws/dynamo';
import { ADMIN_USERNAME } from '../src/local/stack';
import { currentCode } from '../src/local/totp';
import {
  listAllShippingIds,
  readUnderLoad,
  submitForms,
  watchTransactions,
  type FormRoute,
  type LoadResult,
} from './load';
import { expectStatus, sampleLatency, summarize, warmUp, type Api, type Summary } from './measure';
import { seedContacts } from './seed';
import {
  BENCH_ADMIN_PASSWORD,
  fmt,
  int,
  localDocumentClient,
  log,
  runBenchmark,
  withBenchStack,
  writeResults,
} from './support';

const SIZES = [1_000, 100_000] as const;
const LATENCY = { warmup: 20, samples: 200 };
const RATIO_GOAL = 1.2;
const SUBMISSIONS = 5_000;
const CONNECTIONS = 100;
/**
 * Throughput of the other two forms and of the admin list, over the same CONNECTIONS.
 * Fewer requests than the shipping run, which also checks for lost records: enough for a
 * steady rate and a p99 in a few seconds each.
 */
const FORM_LOAD = 2_000;
const LIST_LOAD = 5_000;
/** The whole run, stack start to stop; well under the 20 minutes it must fit in. */
const DEADLINE_MS = 17 * 60_000;

const LIST_PATH = '/api/contact?limit=20';
const DASHBOARD_PATH = '/api/admin/dashboard';

interface SizeResult {
  records: number;
  seedSeconds: number;
  /** Warm-up throughput per round, by path: shows the read path had stopped speeding up. */
  warmupRates: Record<string, number[]>;
  list: Summary;
  dashboard: Summary;
  samples: { list: number[]; dashboard: number[] };
}

interface Check {
  name: string;
  expected: number;
  actual: number;
  pass: boolean;
}

async function dashboard(api: Api) {
  return dashboardSummarySchema.parse(await expectStatus(api, DASHBOARD_PATH, 200));
}

/** Seeds the contact table up to each size in turn and samples both reads at each. */
async function latencyBySize(api: Api, tableName: string, endpoint: string) {
  // A client of its own: set-up must not share the handlers' client, its sockets or its counters.
  const client = localDocumentClient(endpoint);
  const results: SizeResult[] = [];
  let seeded = 0;
  try {
    for (const size of SIZES) {
      const adding = size - seeded;
      log(`Seeding ${int(adding)} contact records (table size → ${int(size)})…`);
      const start = performance.now();
      let reported = 0;
      await seedContacts(client, tableName, seeded, adding, (written) => {
        if (written - reported < 10_000 && written < adding) return;
        reported = written;
        const seconds = (performance.now() - start) / 1000;
        log(`  ${int(written)} / ${int(adding)}  (${int(Math.round(written / seconds))} items/s)`);
      });
      const seedSeconds = (performance.now() - start) / 1000;
      seeded = size;
      // Set-up sanity: the counter and the table must agree before anything is measured.
      const counted = (await dashboard(api)).counts.contact;
      if (counted !== size) throw new Error(`Dashboard counts ${counted} contacts, seeded ${size}`);

      const warmup: Record<string, number[]> = {};
      for (const path of [LIST_PATH, DASHBOARD_PATH]) {
        warmup[path] = await warmUp(api, path);
        log(`  warm-up ${path}: ${warmup[path].map((r) => int(Math.round(r))).join(' → ')} req/s`);
      }
      log(`Sampling latency at ${int(size)} records…`);
      const list = await sampleLatency(api, LIST_PATH, LATENCY);
      const dash = await sampleLatency(api, DASHBOARD_PATH, LATENCY);
      results.push({
        records: size,
        seedSeconds,
        warmupRates: warmup,
        list: summarize(list),
        dashboard: summarize(dash),
        samples: { list, dashboard: dash },
      });
    }
  } finally {
    client.destroy();
  }
  return results;
}

const check = (name: string, expected: number, actual: number, pass = actual === expected) => ({
  name,
  expected,
  actual,
  pass,
});
const failures = (load: LoadResult) => load.non2xx + load.errors + load.timeouts;

/**
 * The admin list at the largest table size, then the contact and container forms, each
 * driven by CONNECTIONS connections; checks that every request succeeded and every
 * submission was counted.
 */
async function underLoad(api: Api) {
  log(`Reading ${LIST_PATH} ${int(LIST_LOAD)} times over ${CONNECTIONS} connections…`);
  const list = await readUnderLoad(api, LIST_PATH, LIST_LOAD, CONNECTIONS);
  const before = (await dashboard(api)).counts;
  const forms: { route: FormRoute; kind: 'contact' | 'resource' }[] = [
    { route: 'create-contact', kind: 'contact' },
    { route: 'create-resource-request', kind: 'resource' },
  ];
  const loads: LoadResult[] = [];
  for (const { route } of forms) {
    log(`Submitting ${int(FORM_LOAD)} × ${route} over ${CONNECTIONS} connections…`);
    loads.push(await submitForms(api, route, FORM_LOAD, CONNECTIONS));
  }
  const after = (await dashboard(api)).counts;
  const checks: Check[] = [
    check(`${list.request}: non-2xx + errors + timeouts`, 0, failures(list)),
    ...forms.flatMap(({ kind }, i) => {
      const load = loads[i] as LoadResult;
      return [
        check(`${load.request}: 201 responses`, FORM_LOAD, load.statusCounts['201'] ?? 0),
        check(
          `${load.request}: distinct ids acknowledged`,
          FORM_LOAD,
          new Set(load.acknowledgedIds).size,
        ),
        check(`dashboard counts.${kind} grew by`, FORM_LOAD, after[kind] - before[kind]),
      ];
    }),
  ];
  return { loads: [list, ...loads], checks };
}

async function noDataLost(api: Api) {
  const transactions = watchTransactions(dynamoClient());
  log(`Submitting ${int(SUBMISSIONS)} shipping requests over ${CONNECTIONS} connections…`);
  const load = await submitForms(api, 'create-shipping-request', SUBMISSIONS, CONNECTIONS);
  log('Checking what was stored…');
  const counted = (await dashboard(api)).counts.shipping;
  const listed = await listAllShippingIds(api, SUBMISSIONS / 100 + 10);
  const listedSet = new Set(listed.ids);
  const acknowledged = new Set(load.acknowledgedIds);
  const acknowledgedListed = [...acknowledged].filter((id) => listedSet.has(id)).length;
  const checks: Check[] = [
    check('201 responses', SUBMISSIONS, load.statusCounts['201'] ?? 0),
    check('non-2xx responses + errors + timeouts', 0, failures(load)),
    check('dashboard counts.shipping', SUBMISSIONS, counted),
    check(
      `unique ids listed (${listed.ids.length} rows, ${listed.pages} pages)`,
      SUBMISSIONS,
      listedSet.size,
      listedSet.size === SUBMISSIONS && listed.ids.length === SUBMISSIONS,
    ),
    check(
      'acknowledged ids found in the listing',
      SUBMISSIONS,
      acknowledgedListed,
      acknowledgedListed === SUBMISSIONS && acknowledged.size === SUBMISSIONS,
    ),
  ];
  return { load, transactions: { ...transactions }, checks, listedPages: listed.pages };
}

type Figures = {
  sizes: SizeResult[];
  throughput: Awaited<ReturnType<typeof underLoad>>;
  concurrency: Awaited<ReturnType<typeof noDataLost>>;
  startupSeconds: number;
  totalSeconds: number;
};

const warmupSummary = (size: SizeResult) =>
  Object.values(size.warmupRates)
    .map((rates) => `${rates.length} rounds, ${int(Math.round(rates.at(-1) ?? 0))} req/s`)
    .join(' and ');

const checkRows = (checks: Check[]) => [
  '| Check | Expected | Actual | Result |',
  '| --- | ---: | ---: | --- |',
  ...checks.map(
    (c) => `| ${c.name} | ${int(c.expected)} | ${int(c.actual)} | ${c.pass ? 'PASS' : 'FAIL'} |`,
  ),
];

function report({ sizes, throughput, concurrency, startupSeconds, totalSeconds }: Figures): string {
  const [small, large] = sizes as [SizeResult, SizeResult];
  const { load, transactions, checks } = concurrency;
  const loadRow = (l: LoadResult) =>
    `| ${l.request.replace(/^(\w+) (.+)$/, '$1 `$2`')} | ${int(l.amount)} | ${fmt(l.requestsPerSecond)} req/s | ${fmt(l.latencyMs.p50, 0)} ms | ${fmt(l.latencyMs.p99, 0)} ms | ${fmt(l.latencyMs.max, 0)} ms | ${fmt(l.seconds)} s | ${int(failures(l))} |`;
  const pass = [...throughput.checks, ...checks].every((c) => c.pass);
  const ratioRow = (label: string, pick: (r: SizeResult) => Summary) => {
    const [a, b] = [pick(small), pick(large)];
    const ratio = b.p50 / a.p50;
    return `| ${label} | ${fmt(a.p50)} | ${fmt(a.p95)} | ${fmt(b.p50)} | ${fmt(b.p95)} | ${fmt(ratio, 2)}x | ${fmt(b.p95 / a.p95, 2)}x | ${ratio <= RATIO_GOAL ? 'met' : 'NOT met'} |`;
  };
  const cpu = cpus();
  return [
    '# API benchmark',
    '',
    `${new Date().toISOString()} · Node ${process.version} · ${process.platform}/${process.arch} · ${cpu.length} × ${cpu[0]?.model ?? 'unknown CPU'}`,
    '',
    'Real Lambda handlers behind the local HTTP adapter, on a private local stack (DynamoDB Local in memory, cognito-local, aws-ses-v2-local). Client, adapter and handlers share one Node process.',
    '',
    '## Listing and dashboard latency vs table size',
    '',
    `At each size, each path is first driven by 10 connections in 5 s rounds until its throughput stops rising (JIT warm-up: ${warmupSummary(small)} at ${int(small.records)}; ${warmupSummary(large)} at ${int(large.records)}), then timed over ${LATENCY.samples} sequential requests after ${LATENCY.warmup} untimed ones. Figures in ms. Goal: 100k/1k median within ${RATIO_GOAL}x.`,
    '',
    `| Request | ${int(small.records)} p50 | ${int(small.records)} p95 | ${int(large.records)} p50 | ${int(large.records)} p95 | p50 ratio | p95 ratio | Goal |`,
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    ratioRow(`GET ${LIST_PATH}`, (r) => r.list),
    ratioRow(`GET ${DASHBOARD_PATH}`, (r) => r.dashboard),
    '',
    `Seeding (BatchWriteItem straight to the table): ${int(small.records)} records in ${fmt(small.seedSeconds)} s; ${int(large.records - small.records)} more in ${fmt(large.seedSeconds)} s (${int(Math.round((large.records - small.records) / large.seedSeconds))} items/s).`,
    '',
    '## Throughput under load',
    '',
    `Each route driven by ${CONNECTIONS} concurrent keep-alive connections (autocannon) for a fixed number of requests, one route after the other: the admin list with ${int(large.records)} contacts in its table, then each public form with valid bodies from the shared schemas (a new name on every request). The shipping run is also the lost-records check below; the other routes send fewer requests to keep the run short.`,
    '',
    '| Request | Requests | Throughput | p50 | p99 | max | Duration | Failures |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...throughput.loads.map(loadRow),
    loadRow(load),
    '',
    ...checkRows(throughput.checks),
    '',
    '## No data lost under concurrency',
    '',
    `The ${int(load.amount)} × \`POST /api/shipping/request\` above, then the shipping list read to its end through the API's cursor.`,
    '',
    `Status codes: ${Object.entries(load.statusCounts)
      .map(([code, count]) => `${code} × ${int(count)}`)
      .join(
        ', ',
      )}. TransactWriteItems calls: ${int(transactions.calls)}, conflicts (retried by the repository): ${int(transactions.conflicts)}, other errors: ${int(transactions.otherErrors)}, SDK-level retries: ${int(transactions.sdkRetries)}.`,
    '',
    ...checkRows(checks),
    '',
    `**Overall: ${pass ? 'PASS' : 'FAIL'}** · stack start ${fmt(startupSeconds)} s · total ${fmt(totalSeconds)} s`,
    '',
  ].join('\n');
}

async function writeApiResults(figures: Figures, markdown: string): Promise<void> {
  const { load, ...concurrency } = figures.concurrency;
  const withoutIds = ({ acknowledgedIds, ...loadFigures }: LoadResult) => ({
    ...loadFigures,
    acknowledged: acknowledgedIds.length,
  });
  await writeResults('api', markdown, {
    startupSeconds: figures.startupSeconds,
    totalSeconds: figures.totalSeconds,
    latencyBySize: figures.sizes,
    throughput: {
      loads: [...figures.throughput.loads, load].map(withoutIds),
      checks: figures.throughput.checks,
    },
    concurrency: { ...concurrency, load: withoutIds(load) },
  });
}

async function main(): Promise<number> {
  return withBenchStack(
    { name: 'api', deadlineMs: DEADLINE_MS, dynamodbOnDisk: false },
    async ({ stack, base, began }) => {
      const api: Api = { base };
      // The password, then the local admin's authenticator code.
      const { session } = signInNextSchema.parse(
        await expectStatus(api, '/api/admin/login', 200, {
          method: 'POST',
          body: { username: ADMIN_USERNAME, password: BENCH_ADMIN_PASSWORD },
        }),
      );
      const login = adminLoginResponseSchema.parse(
        await expectStatus(api, '/api/admin/login/step', 200, {
          method: 'POST',
          body: {
            username: ADMIN_USERNAME,
            step: 'mfaCode',
            session,
            code: currentCode(stack.adminTotpSecret),
          },
        }),
      );
      api.token = login.token;
      const startupSeconds = (performance.now() - began) / 1000;

      const tableName = stack.values[RECORD_TABLES.contact.envVar];
      const sizes = await latencyBySize(api, tableName, stack.base.DYNAMODB_ENDPOINT ?? '');
      const throughput = await underLoad(api);
      const concurrency = await noDataLost(api);

      const figures = { sizes, throughput, concurrency, startupSeconds, totalSeconds: 0 };
      figures.totalSeconds = (performance.now() - began) / 1000;
      const markdown = report(figures);
      log(`\n${markdown}`);
      await writeApiResults(figures, markdown);
      return [...throughput.checks, ...concurrency.checks].every((c) => c.pass) ? 0 : 1;
    },
  );
}

runBenchmark(main);
