/**
 * The API part of `npm run bench:api`: latency against table size (the admin list, its
 * status and date filters, the search by address, the dashboard), a whole table's CSV
 * export at two sizes (time, memory, every row checked), throughput of every public form
 * and the admin list under load, and no data lost under concurrent submissions, measured
 * through the local HTTP adapter against the real handlers on a private local stack.
 * Prints the figures, writes bench/results/api.md and api.json, and exits non-zero when a
 * correctness check fails.
 */
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import type { RecordStatus } from '@lab/shared/constants/record-status';
import { RECORD_TABLES } from '@lab/shared/data/tables';
import { dashboardSummarySchema } from '@lab/shared/schemas/admin';
import { dynamoClient } from '../src/lib/aws/dynamo';
import { FILTERED_READ_BOUND } from '../src/lib/records/query';
import { check, checkRows, type Check } from './checks';
import { exportBySize, exportSection, type ExportResult } from './csv-export';
import { knownRecordsIn, recordsBetween, SPACING_MS } from './dataset';
import {
  DASHBOARD_PATH,
  LATENCY,
  latencyBySize,
  LIST_PATH,
  rangeOf,
  timedReads,
  type SizeResult,
} from './latency';
import {
  listAllShippingIds,
  readUnderLoad,
  submitForms,
  watchTransactions,
  type FormRoute,
  type LoadResult,
} from './load';
import { adminToken, expectStatus, type Api } from './measure';
import {
  fmt,
  int,
  localDocumentClient,
  log,
  runBenchmark,
  withBenchStack,
  writeResults,
} from './support';

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

async function dashboard(api: Api) {
  return dashboardSummarySchema.parse(await expectStatus(api, DASHBOARD_PATH, 200));
}

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
  anchor: number;
  /** The 1-minute load average when the run started and when it ended. */
  loadAverage: { start: number; end: number };
  sizes: SizeResult[];
  exports: ExportResult[];
  throughput: Awaited<ReturnType<typeof underLoad>>;
  concurrency: Awaited<ReturnType<typeof noDataLost>>;
  startupSeconds: number;
  totalSeconds: number;
};

const warmupCell = (size: SizeResult, path: string) => {
  const rates = size.warmupRates[path] ?? [];
  return `${rates.length}, ${int(Math.round(rates.at(-1) ?? 0))}`;
};

function report({
  anchor,
  loadAverage,
  sizes,
  exports,
  throughput,
  concurrency,
  startupSeconds,
  totalSeconds,
}: Figures): string {
  const [small, large] = sizes as [SizeResult, SizeResult];
  const reads = timedReads(anchor);
  const range = rangeOf(anchor);
  const inRange = (size: number) => {
    const [newest, oldest] = recordsBetween(anchor, size, range);
    return int(oldest - newest + 1);
  };
  const { load, transactions, checks } = concurrency;
  const loadRow = (l: LoadResult) =>
    `| ${l.request.replace(/^(\w+) (.+)$/, '$1 `$2`')} | ${int(l.amount)} | ${fmt(l.requestsPerSecond)} req/s | ${fmt(l.latencyMs.p50, 0)} ms | ${fmt(l.latencyMs.p99, 0)} ms | ${fmt(l.latencyMs.max, 0)} ms | ${fmt(l.seconds)} s | ${int(failures(l))} |`;
  const pass = [...throughput.checks, ...checks, ...exports.flatMap((e) => e.checks)].every(
    (c) => c.pass,
  );
  const ratioRow = ({ key, path }: { key: string; path: string }) => {
    const [a, b] = [small.latency[key], large.latency[key]];
    if (!a || !b) throw new Error(`No latency figures for ${key}`);
    const ratio = b.p50 / a.p50;
    return `| GET \`${path}\` | ${fmt(a.p50)} | ${fmt(a.p95)} | ${fmt(b.p50)} | ${fmt(b.p95)} | ${fmt(ratio, 2)}x | ${fmt(b.p95 / a.p95, 2)}x | ${warmupCell(small, path)} / ${warmupCell(large, path)} | ${ratio <= RATIO_GOAL ? 'met' : 'NOT met'} |`;
  };
  const share = (size: SizeResult, statuses: RecordStatus[]) =>
    int(statuses.reduce((sum, status) => sum + size.statuses[status], 0));
  const cpu = cpus();
  return [
    '# API benchmark',
    '',
    `${new Date().toISOString()} · Node ${process.version} · ${process.platform}/${process.arch} · ${cpu.length} × ${cpu[0]?.model ?? 'unknown CPU'} · 1-min load average ${fmt(loadAverage.start, 2)} at the start, ${fmt(loadAverage.end, 2)} at the end (the machine is shared; above ${cpu.length}, other work shared the CPUs)`,
    '',
    'Real Lambda handlers behind the local HTTP adapter, on a private local stack (DynamoDB Local in memory, cognito-local, aws-ses-v2-local). Client, adapter and handlers share one Node process.',
    '',
    '## Lists, filters, search and dashboard latency vs table size',
    '',
    `The contact table holds a laboratory's history, one request every ${SPACING_MS / 60_000} minutes back from the newest: ${int(small.records)} records span ${fmt((small.records * SPACING_MS) / 86_400_000, 1)} days, ${int(large.records)} span ${fmt((large.records * SPACING_MS) / 86_400_000, 0)} days. Statuses are spread over the whole table (at ${int(large.records)}: ${share(large, ['done'])} done, ${share(large, ['new'])} new, ${share(large, ['in-progress'])} in progress, ${share(large, ['spam'])} spam), so each status partition grows with the table; every record has its own address but one requester's ${knownRecordsIn(small.records).length} records, among the newest, found by \`?email=\` in lower case (the search reads all three tables). A quarter of the records are held by nobody and the rest by three colleagues, one of them the signed-in administrator, at every status: \`assignee=me\` and \`assignee=none\` filter what the status index reads (no index of their own), reading at most ${int(FILTERED_READ_BOUND)} items per partition for a page. The date range ${range.from} to ${range.to} holds ${inRange(small.records)} records at ${int(small.records)} and ${inRange(large.records)} at ${int(large.records)}.`,
    '',
    `At each size, every answer is first checked against the records the dataset says it must hold (the dashboard's counts too), then each path is driven by 10 connections in 5 s rounds until its throughput stops rising (JIT warm-up: rounds and last round's req/s in the table), then timed over ${LATENCY.samples} sequential requests after ${LATENCY.warmup} untimed ones. Figures in ms. Goal: ${int(large.records)}/${int(small.records)} median within ${RATIO_GOAL}x. Load average when sampling began: ${fmt(small.loadAverage, 2)} at ${int(small.records)}, ${fmt(large.loadAverage, 2)} at ${int(large.records)}.`,
    '',
    `| Request | ${int(small.records)} p50 | ${int(small.records)} p95 | ${int(large.records)} p50 | ${int(large.records)} p95 | p50 ratio | p95 ratio | Warm-up | Goal |`,
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    ...reads.map(ratioRow),
    '',
    `Seeding (BatchWriteItem straight to the table, items as the repository writes them): ${int(small.records)} records in ${fmt(small.seedSeconds)} s; ${int(large.records - small.records)} more in ${fmt(large.seedSeconds)} s (${int(Math.round((large.records - small.records) / large.seedSeconds))} items/s).`,
    '',
    ...exportSection(exports),
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
    anchor: new Date(figures.anchor).toISOString(),
    loadAverage: figures.loadAverage,
    // The key of each read's figures in latencyBySize, and its path.
    reads: timedReads(figures.anchor).map(({ key, path }) => ({ key, path })),
    latencyBySize: figures.sizes,
    exportBySize: figures.exports,
    throughput: {
      loads: [...figures.throughput.loads, load].map(withoutIds),
      checks: figures.throughput.checks,
    },
    concurrency: { ...concurrency, load: withoutIds(load) },
  });
}

async function main(): Promise<number> {
  const loadAtStart = loadavg()[0] ?? 0;
  return withBenchStack(
    { name: 'api', deadlineMs: DEADLINE_MS, dynamodbOnDisk: false, recordStreams: false },
    async ({ stack, base, began }) => {
      const api: Api = { base };
      api.token = await adminToken(api, stack);
      const startupSeconds = (performance.now() - began) / 1000;

      // The newest seeded record's arrival: the dataset counts back from it.
      const anchor = Date.now();
      const tableOf = (kind: 'contact' | 'resource') => stack.values[RECORD_TABLES[kind].envVar];
      // A client of its own: set-up must not share the handlers' client, its sockets or its counters.
      const client = localDocumentClient(stack.base.DYNAMODB_ENDPOINT ?? '');
      let sizes: SizeResult[];
      let exports: ExportResult[];
      try {
        // The export first, while the process holds little else: its memory figures are
        // then what it adds to a small process, not to one grown by seeding 100,000 records.
        exports = await exportBySize(api, client, { tableName: tableOf('resource'), anchor });
        sizes = await latencyBySize(api, client, { tableName: tableOf('contact'), anchor });
      } finally {
        client.destroy();
      }
      const throughput = await underLoad(api);
      const concurrency = await noDataLost(api);

      const figures: Figures = {
        anchor,
        loadAverage: { start: loadAtStart, end: loadavg()[0] ?? 0 },
        sizes,
        exports,
        throughput,
        concurrency,
        startupSeconds,
        totalSeconds: (performance.now() - began) / 1000,
      };
      const markdown = report(figures);
      log(`\n${markdown}`);
      await writeApiResults(figures, markdown);
      const checks = [
        ...exports.flatMap((e) => e.checks),
        ...throughput.checks,
        ...concurrency.checks,
      ];
      return checks.every((c) => c.pass) ? 0 : 1;
    },
  );
}

runBenchmark(main);
