/**
 * `npm run bench:scan`: the laboratory's door (issue 31). On a private local stack with
 * the automatic e-mail running as `npm start` runs it, SCANS container and shipping-label
 * requests are submitted through the public forms, then received one after another as the
 * Receive samples screen does it: the search by the scanned reference, then the arrival
 * recorded. Each scan is timed to the record updated (the receive call's 200) and to the
 * arrival e-mail queued (SES took it: the record's arrival delivery reads sent, or
 * delivered). Then every box is scanned again (nothing may change, no second e-mail) and
 * unknown references are looked up. Prints the figures, writes bench/results/scan.md and
 * scan.json, and exits 1 when a check fails.
 *
 * The scans go one at a time, each after the previous one's e-mail: a person at the door
 * scans a box, reads the screen, takes the next. On this machine the worker, DynamoDB
 * Local, the mail viewer and the API share two cores, which Lambda does not.
 */
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { apiPath } from '@lab/shared/api/routes';
import { REFERENCE_ALPHABET, REFERENCE_PREFIX } from '@lab/shared/constants/reference';
import type { SampleKind } from '@lab/shared/constants/samples';
import {
  DELIVERY_ATTRIBUTES,
  RECORD_TABLES,
  SAMPLE_ATTRIBUTES,
  TABLE_KEYS,
} from '@lab/shared/data/tables';
import { startLocalMail } from '../src/local/mail';
import type { LocalStack } from '../src/local/stack';
import { check, checkRows, type Check } from './checks';
import { settled, viewerDeliveries } from './mail-counts';
import { submit, type Submitted } from './mail-submissions';
import { adminToken, expectStatus, summarize, type Api, type Summary } from './measure';
import {
  fmt,
  int,
  localDocumentClient,
  log,
  runBenchmark,
  withBenchStack,
  writeResults,
} from './support';

/** Requests scanned and timed, half of each kind that ships samples. */
const SCANS = 40;
/** Submitted first and not timed: the path's first calls load and compile its code. */
const WARMUP = 4;
/** Well-formed references no request has, looked up as a mistyped label would be. */
const UNKNOWN = 20;
/** How often the record is read while waiting for its arrival e-mail. */
const POLL_MS = 10;
/** Longest wait for one arrival e-mail before the bench gives up on it. */
const MAIL_WAIT_MS = 60_000;
/** An arrival e-mail SES took: sent, or already delivered. */
const QUEUED = new Set(['sent', 'delivered']);

interface ScanTiming {
  /** The search by reference, as the screen makes it when a code is scanned. */
  lookupMs: number;
  /** The scan to the receive call's answer: the record updated. */
  recordedMs: number;
  /** The scan to the arrival e-mail queued at SES. */
  queuedMs: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The i-th request: container and shipping-label requests in turn, each from its own address. */
function submitRequest(base: string, i: number): Promise<Submitted> {
  const kind: SampleKind = i % 2 ? 'resource' : 'shipping';
  return submit(base, kind, `scan-${i}@example.com`, `Scan ${i}`);
}

/** The search the screen makes for a scanned code: the request's kind and id. */
async function lookUp(api: Api, reference: string) {
  const body = (await expectStatus(
    api,
    `${apiPath('find-records')}?${new URLSearchParams({ reference })}`,
    200,
  )) as { data: { kind: string; record: { id: string } }[] };
  return body.data;
}

function receive(api: Api, request: Submitted, boxes: number) {
  return expectStatus(
    api,
    apiPath('receive-samples', { kind: request.kind, id: request.id }),
    200,
    {
      method: 'POST',
      body: { boxes, condition: 'as-expected' },
    },
  ) as Promise<{ changed: boolean }>;
}

/** The record's arrival delivery and samples received, read as the worker wrote them. */
async function readArrival(
  client: ReturnType<typeof localDocumentClient>,
  stack: LocalStack,
  request: Submitted,
) {
  const { Item } = await client.send(
    new GetCommand({
      TableName: stack.values[RECORD_TABLES[request.kind].envVar],
      Key: { [TABLE_KEYS.partitionKey]: request.id },
      ConsistentRead: true,
    }),
  );
  return {
    delivery: Item?.[DELIVERY_ATTRIBUTES.arrival] as { state: string } | undefined,
    received: Item?.[SAMPLE_ATTRIBUTES.received] as { boxes: number } | null | undefined,
  };
}

/** One scan at the door, timed to the record updated and to its e-mail queued. */
async function scan(
  api: Api,
  client: ReturnType<typeof localDocumentClient>,
  stack: LocalStack,
  request: Submitted,
  boxes: number,
): Promise<ScanTiming> {
  const start = performance.now();
  const [hit] = await lookUp(api, request.reference);
  const lookupMs = performance.now() - start;
  if (hit?.record.id !== request.id) throw new Error(`${request.reference} was not found`);
  const { changed } = await receive(api, request, boxes);
  const recordedMs = performance.now() - start;
  if (!changed) throw new Error(`${request.reference} was received before`);
  for (;;) {
    const { delivery } = await readArrival(client, stack, request);
    if (delivery && delivery.state !== 'sending') {
      // SES's delivery event may have come in between two reads.
      if (!QUEUED.has(delivery.state))
        throw new Error(`${request.reference}: arrival ${delivery.state}`);
      return { lookupMs, recordedMs, queuedMs: performance.now() - start };
    }
    if (performance.now() - start > MAIL_WAIT_MS) {
      throw new Error(`${request.reference}: no arrival e-mail within ${MAIL_WAIT_MS / 1000} s`);
    }
    await sleep(POLL_MS);
  }
}

/** The arrival e-mails the local SES took, by record id. */
async function arrivalsInViewer(stack: LocalStack): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const key of await viewerDeliveries(stack)) {
    const [, id, message] = key.split('/');
    if (id && message === 'arrival') counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return counts;
}

const statsRow = (label: string, s: Summary) =>
  `| ${label} | ${fmt(s.p50)} | ${fmt(s.p95)} | ${fmt(s.max)} |`;

runBenchmark(() =>
  withBenchStack(
    { name: 'scan', deadlineMs: 15 * 60_000, dynamodbOnDisk: false },
    async ({ stack, base, activity }) => {
      const mail = await startLocalMail(stack, {
        siteUrl: base,
        dataDir: null,
        log: () => undefined,
        activity,
      });
      const client = localDocumentClient(stack.base.DYNAMODB_ENDPOINT ?? '');
      try {
        await mail.ready;
        const api: Api = { base, token: await adminToken({ base }, stack) };
        log(`Submitting ${int(WARMUP + SCANS)} requests…`);
        const requests: Submitted[] = [];
        for (let i = 0; i < WARMUP + SCANS; i++) requests.push(await submitRequest(base, i));
        // Their alerts and receipts first: the scans then meet a worker with nothing else to send.
        await settled(stack, requests);
        const boxesOf = (i: number) => 1 + (i % 3);

        log(`Scanning ${int(WARMUP)} untimed, then ${int(SCANS)} timed…`);
        const loadAtStart = loadavg()[0] ?? 0;
        const timings: ScanTiming[] = [];
        for (const [i, request] of requests.entries()) {
          const timing = await scan(api, client, stack, request, boxesOf(i));
          if (i >= WARMUP) timings.push(timing);
        }

        log('Scanning every box again…');
        const again: number[] = [];
        let changedAgain = 0;
        for (const [i, request] of requests.entries()) {
          const start = performance.now();
          const [hit] = await lookUp(api, request.reference);
          if (hit?.record.id !== request.id) throw new Error(`${request.reference} was not found`);
          if ((await receive(api, request, boxesOf(i) + 1)).changed) changedAgain++;
          again.push(performance.now() - start);
        }

        log(`Looking up ${int(UNKNOWN)} unknown references…`);
        const unknown: number[] = [];
        let unknownFound = 0;
        for (let i = 0; i < UNKNOWN; i++) {
          const start = performance.now();
          // Well-formed, so the search runs (44 requests among 729 million numbers: none has these).
          const reference = `${REFERENCE_PREFIX}-ZZZZ-Z${REFERENCE_ALPHABET[i] ?? ''}`;
          if ((await lookUp(api, reference)).length) unknownFound++;
          unknown.push(performance.now() - start);
        }
        const loadAtEnd = loadavg()[0] ?? 0;
        log('Counting the e-mails…');

        // A second e-mail would come from the second scans' writes: give the worker time to
        // send one before counting.
        await sleep(3_000);
        await settled(stack, requests);
        const arrivals = await arrivalsInViewer(stack);
        let boxesKept = 0;
        for (const [i, request] of requests.entries()) {
          if ((await readArrival(client, stack, request)).received?.boxes === boxesOf(i))
            boxesKept++;
        }
        const all = requests.length;
        const checks: Check[] = [
          check(
            'Arrival e-mails in the mail viewer',
            all,
            [...arrivals.values()].filter((n) => n === 1).length,
          ),
          check(
            'Requests with more than one arrival e-mail',
            0,
            [...arrivals.values()].filter((n) => n > 1).length,
          ),
          check('Second scans that changed the record', 0, changedAgain),
          check("Records holding the first scan's boxes", all, boxesKept),
          check('Unknown references found', 0, unknownFound),
        ];

        const figures = {
          scans: SCANS,
          warmup: WARMUP,
          loadAverage: { start: loadAtStart, end: loadAtEnd },
          lookupMs: summarize(timings.map((t) => t.lookupMs)),
          recordedMs: summarize(timings.map((t) => t.recordedMs)),
          queuedMs: summarize(timings.map((t) => t.queuedMs)),
          againMs: summarize(again.slice(WARMUP)),
          unknownMs: summarize(unknown),
          checks,
        };
        const markdown = `# Receiving samples: a scan to the record and the arrival e-mail

${new Date().toISOString()} · Node ${process.version} · \`npm run bench:scan\` · 1-min load average ${fmt(loadAtStart, 2)} at the first timed scan, ${fmt(loadAtEnd, 2)} at the last lookup

A private local stack (DynamoDB Local in memory, cognito-local, aws-ses-v2-local) with the automatic e-mail running as \`npm start\` runs it: the mail worker in its own process on the record tables' streams (polled every 200 ms when idle, in the API's lulls), SES's events into the feedback handler. ${int(WARMUP + SCANS)} requests (container and shipping-label, alternately) are submitted through the public forms and their alerts and receipts sent; then each is scanned as the Receive samples screen does it (the search by reference, then the arrival recorded with 1-3 boxes), one at a time, each after the previous one's e-mail. The first ${int(WARMUP)} are not timed. *Queued* is when the record first shows its arrival e-mail sent (SES took it) or delivered, read every ${POLL_MS} ms.

| ${int(SCANS)} scans, ms | p50 | p95 | max |
| --- | ---: | ---: | ---: |
${statsRow('Search by the scanned reference', figures.lookupMs)}
${statsRow('Scan → record updated (search + receive)', figures.recordedMs)}
${statsRow('Scan → arrival e-mail queued', figures.queuedMs)}
${statsRow('The same box scanned again (search + receive, nothing changes)', figures.againMs)}
${statsRow(`An unknown reference (${int(UNKNOWN)} lookups)`, figures.unknownMs)}

The e-mail's share is the stream: in AWS the event source mapping polls the stream about four times a second, so a deployed arrival e-mail follows within a second or so of the record, as it does here.

${checkRows(checks).join('\n')}
`;
        log(`\n${markdown}`);
        await writeResults('scan', markdown, figures);
        return checks.every((c) => c.pass) ? 0 : 1;
      } finally {
        client.destroy();
        await mail.stop();
      }
    },
  ),
);
