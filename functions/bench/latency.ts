import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { apiPath } from '@lab/shared/api/routes';
import { RECORD_KINDS } from '@lab/shared/constants/record-kinds';
import {
  OPEN_STATUSES,
  statusesOf,
  type RecordStatus,
  type StatusFilter,
} from '@lab/shared/constants/record-status';
import { dashboardSummarySchema, listResponseSchema } from '@lab/shared/schemas/admin';
import { contactSubmissionSchema } from '@lab/shared/schemas/records';
import { ADMIN_USERNAME } from '../src/local/stack';
import {
  assigneeOf,
  dayBefore,
  KNOWN_ADDRESS,
  knownRecordsIn,
  recordsBetween,
  stampOf,
  statusOf,
} from './dataset';
import { expectStatus, sampleLatency, summarize, warmUp, type Api, type Summary } from './measure';
import { emptyTally, seedRecords, type StatusTally } from './seed';
import { int, log } from './support';

export const SIZES = [1_000, 100_000] as const;
export const LATENCY = { warmup: 20, samples: 200 };
export const PAGE = 20;

export const LIST_PATH = `${apiPath('list-contacts')}?limit=${PAGE}`;
export const DASHBOARD_PATH = apiPath('get-dashboard');

/** A date range of three whole laboratory days ending three days before the newest record's. */
export const rangeOf = (anchor: number) => ({
  from: dayBefore(anchor, 5),
  to: dayBefore(anchor, 3),
});

/** One of the timed reads, and what its first page must hold at a table size. */
export interface TimedRead {
  /** The key of its figures in api.json. */
  key: string;
  path: string;
  /**
   * Throws unless the answer at `size` records is exactly what the dataset says it is:
   * timing a read that answers the wrong records would measure nothing.
   */
  verify: (body: unknown, size: number) => void;
}

const contactPage = listResponseSchema(contactSubmissionSchema);
const searchResult = z.object({
  data: z.array(z.object({ kind: z.enum(RECORD_KINDS), record: contactSubmissionSchema })),
});

function expectArrivals(what: string, actual: string[], expected: number[], anchor: number) {
  const wanted = expected.map((n) => stampOf(anchor, n).createdAt);
  if (actual.join() !== wanted.join()) {
    throw new Error(`${what} answered records ${actual.join()}, expected ${wanted.join()}`);
  }
}

/** The first PAGE record numbers from `newest` on (up to `oldest`) that `keep` lets through. */
function firstPage(keep: (n: number) => boolean, newest: number, oldest: number): number[] {
  const page: number[] = [];
  for (let n = newest; n <= oldest && page.length < PAGE; n++) if (keep(n)) page.push(n);
  return page;
}

/**
 * The contact list's first page with a status filter, a date range and/or an assignee, and
 * the newest records it must answer: a status filter through the status index (open is two
 * Queries), a range as a key condition on ids, the assignee as a filter on what those read.
 */
function listRead(
  key: string,
  anchor: number,
  {
    status,
    range,
    assignee,
  }: { status?: StatusFilter; range?: { from: string; to: string }; assignee?: 'me' | 'none' },
): TimedRead {
  const query = new URLSearchParams({
    limit: String(PAGE),
    ...(status && { status }),
    ...range,
    ...(assignee && { assignee }),
  });
  const path = `${apiPath('list-contacts')}?${query.toString()}`;
  const allowed: readonly RecordStatus[] = statusesOf(status ?? 'all');
  const holder = assignee === 'me' ? ADMIN_USERNAME : null;
  const held = (n: number) => assignee === undefined || assigneeOf(n) === holder;
  return {
    key,
    path,
    verify: (body, size) => {
      const [newest, oldest] = range ? recordsBetween(anchor, size, range) : [0, size - 1];
      const expected = firstPage((n) => allowed.includes(statusOf(n)) && held(n), newest, oldest);
      if (expected.length < PAGE) throw new Error(`${path}: fewer than ${PAGE} seeded records`);
      const page = contactPage.parse(body);
      expectArrivals(
        path,
        page.data.map((record) => record.createdAt),
        expected,
        anchor,
      );
    },
  };
}

/** Every timed read: the list as before, its filters, the search by address and the dashboard. */
export function timedReads(anchor: number): TimedRead[] {
  const searchPath = `${apiPath('find-records')}?${new URLSearchParams({
    // Searched for as staff might type it: found all the same (the index key is lower case).
    email: KNOWN_ADDRESS.toLowerCase(),
  }).toString()}`;
  return [
    { ...listRead('list', anchor, {}), path: LIST_PATH },
    listRead('open', anchor, { status: 'open' }),
    listRead('done', anchor, { status: 'done' }),
    listRead('range', anchor, { range: rangeOf(anchor) }),
    // The desk's two toggles as staff use them, on the open requests.
    listRead('mine', anchor, { status: 'open', assignee: 'me' }),
    listRead('unassigned', anchor, { status: 'open', assignee: 'none' }),
    {
      key: 'search',
      path: searchPath,
      verify: (body, size) => {
        const found = searchResult.parse(body).data;
        if (found.some(({ kind }) => kind !== 'contact'))
          throw new Error('Search found a non-contact');
        expectArrivals(
          searchPath,
          found.map(({ record }) => record.createdAt),
          knownRecordsIn(size),
          anchor,
        );
      },
    },
    { key: 'dashboard', path: DASHBOARD_PATH, verify: () => undefined },
  ];
}

export interface SizeResult {
  records: number;
  seedSeconds: number;
  /** Statuses of the records seeded so far. */
  statuses: StatusTally;
  /** The 1-minute load average when sampling began (2 cores: above 2, others shared them). */
  loadAverage: number;
  /** Warm-up throughput per round, by path: shows the read path had stopped speeding up. */
  warmupRates: Record<string, number[]>;
  latency: Record<string, Summary>;
  samples: Record<string, number[]>;
}

/**
 * Seeds the contact table up to each of SIZES in turn (records arriving SPACING_MS apart,
 * newest first, with the dataset's statuses and addresses) and, at each, checks every read
 * answers the records it should, warms each up, then samples each one's latency.
 */
export async function latencyBySize(
  api: Api,
  client: DynamoDBDocumentClient,
  { tableName, anchor }: { tableName: string; anchor: number },
): Promise<SizeResult[]> {
  const reads = timedReads(anchor);
  const results: SizeResult[] = [];
  const statuses = emptyTally();
  let seeded = 0;
  for (const size of SIZES) {
    const adding = size - seeded;
    log(`Seeding ${int(adding)} contact records (table size → ${int(size)})…`);
    const start = performance.now();
    let reported = 0;
    const added = await seedRecords(
      client,
      { tableName, kind: 'contact', anchor },
      seeded,
      adding,
      (written) => {
        if (written - reported < 10_000 && written < adding) return;
        reported = written;
        const seconds = (performance.now() - start) / 1000;
        log(`  ${int(written)} / ${int(adding)}  (${int(Math.round(written / seconds))} items/s)`);
      },
    );
    const seedSeconds = (performance.now() - start) / 1000;
    for (const [status, count] of Object.entries(added)) statuses[status as RecordStatus] += count;
    seeded = size;

    // Set-up sanity: the counters and the table must agree before anything is measured.
    const summary = dashboardSummarySchema.parse(await expectStatus(api, DASHBOARD_PATH, 200));
    const open = OPEN_STATUSES.reduce((sum, status) => sum + statuses[status], 0);
    if (summary.counts.contact !== size || summary.open.contact !== open) {
      throw new Error(
        `Dashboard counts ${summary.counts.contact} contacts, ${summary.open.contact} open; seeded ${size}, ${open} open`,
      );
    }
    for (const read of reads) read.verify(await expectStatus(api, read.path, 200), size);

    const warmupRates: Record<string, number[]> = {};
    for (const { path } of reads) {
      warmupRates[path] = await warmUp(api, path);
      log(
        `  warm-up ${path}: ${warmupRates[path].map((r) => int(Math.round(r))).join(' → ')} req/s`,
      );
    }
    const loadAverage = loadavg()[0] ?? 0;
    log(`Sampling latency at ${int(size)} records (load average ${loadAverage.toFixed(2)})…`);
    const samples: Record<string, number[]> = {};
    for (const { key, path } of reads) samples[key] = await sampleLatency(api, path, LATENCY);
    results.push({
      records: size,
      seedSeconds,
      statuses: { ...statuses },
      loadAverage,
      warmupRates,
      latency: Object.fromEntries(Object.entries(samples).map(([key, s]) => [key, summarize(s)])),
      samples,
    });
  }
  return results;
}
