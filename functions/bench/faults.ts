/**
 * `npm run bench:faults`: public submissions under steady load while DynamoDB Local is
 * stopped and started again (and, second, frozen), on a private local stack with its data
 * on disk. Checks that every failure is a prompt, clean 5xx JSON answer, that every request
 * answered 201 is stored exactly once, and that service resumes by itself. Prints the
 * figures, writes bench/results/faults.md and faults.json, exits non-zero when a check fails.
 */
import { cpus } from 'node:os';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { apiPath } from '@lab/shared/api/routes';
import { COUNTER_ATTRIBUTE, RECORD_TABLES, TABLE_KEYS } from '@lab/shared/data/tables';
import { apiErrorSchema, createdResponseSchema } from '@lab/shared/schemas/api-error';
import { LAMBDA_TIMEOUT_SECONDS } from '@lab/shared/lambda/function-defaults';
import type { ShippingRequestInput } from '@lab/shared/schemas/shipping-request';
import { percentile } from './measure';
import {
  fmt,
  int,
  localDocumentClient,
  log,
  runBenchmark,
  withBenchStack,
  writeResults,
} from './support';

/** Concurrent clients, each sending its next request as soon as the last one is answered. */
const CONNECTIONS = 10;
/**
 * A client gives up after this long: the deployed functions' own timeout, after which
 * API Gateway would answer for them with no body of ours.
 */
const CLIENT_TIMEOUT_MS = LAMBDA_TIMEOUT_SECONDS * 1000;
/**
 * Every answer, failures included, must come this much sooner: middy answers 5 ms before
 * the function's time runs out, which in AWS is a race with Lambda stopping it.
 */
const ANSWER_WITHIN_MS = CLIENT_TIMEOUT_MS - 2_000;
/** The plan, in seconds: load alone, then each fault, with load running throughout. */
const PLAN = {
  steadyBefore: 8,
  /** DynamoDB stopped: nothing listens on its port. */
  down: 5,
  steadyAfterRestart: 10,
  /** DynamoDB frozen (SIGSTOP): connections open, nothing answers. Longer than a client waits. */
  frozen: 12,
  steadyAfterThaw: 8,
};
/** Requests that start this long after a fault ends must all succeed. */
const RECOVERY_GRACE_S = 2;
/** The whole run, stack start to stop. */
const DEADLINE_MS = 5 * 60_000;
const PATH = apiPath('create-shipping-request');

interface Attempt {
  name: string;
  /** Seconds since the load started. */
  start: number;
  latencyMs: number;
  /** HTTP status, or 'timeout' (no answer within CLIENT_TIMEOUT_MS) or 'error' (connection failed). */
  status: number | 'timeout' | 'error';
  /** The id of a 201 answer. */
  id?: string;
  /** Whether a non-201 answer was the API's error JSON, `{ message }`. */
  cleanError?: boolean;
  message?: string;
}

interface FaultEvent {
  what: string;
  /** Seconds since the load started. */
  at: number;
  /** DynamoDB's state from then on. */
  state: 'up' | 'stopping' | 'down' | 'starting' | 'frozen';
}

interface Check {
  name: string;
  detail: string;
  pass: boolean;
}

function body(name: string): ShippingRequestInput {
  return {
    shipperName: name,
    shipperEmail: 'shipper@example.com',
    shipperPhone: '780-555-0100',
    sampleType: 'soil',
    shipmentWeight: '5 kg',
    shipmentDimensions: '30 x 20 x 20 cm',
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** One POST with a unique shipper name, bounded by the client timeout. */
async function submit(base: string, name: string, began: number): Promise<Attempt> {
  const start = performance.now();
  const at = (start - began) / 1000;
  try {
    const response = await fetch(base + PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body(name)),
      signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS),
    });
    const text = await response.text();
    const latencyMs = performance.now() - start;
    const json = parseJson(text);
    if (response.status === 201) {
      const created = createdResponseSchema.safeParse(json);
      return {
        name,
        start: at,
        latencyMs,
        status: 201,
        ...(created.success ? { id: created.data.id } : { cleanError: false }),
      };
    }
    const error = apiErrorSchema.safeParse(json);
    const clean = error.success && response.headers.get('content-type')?.includes('json') === true;
    return {
      name,
      start: at,
      latencyMs,
      status: response.status,
      cleanError: clean,
      message: error.success ? error.data.message : text.slice(0, 200),
    };
  } catch (error) {
    const timedOut = (error as Error).name === 'TimeoutError';
    return {
      name,
      start: at,
      latencyMs: performance.now() - start,
      status: timedOut ? 'timeout' : 'error',
      message: String((error as Error).cause ?? (error as Error).message),
    };
  }
}

/** CONNECTIONS clients sending unique shipping requests until `stop` is called. */
function steadyLoad(base: string, began: number) {
  const attempts: Attempt[] = [];
  let running = true;
  let next = 0;
  const runId = Date.now().toString(36);
  const client = async () => {
    while (running) {
      const name = `Fault Shipper ${runId}-${next++}`;
      attempts.push(await submit(base, name, began));
    }
  };
  const clients = Array.from({ length: CONNECTIONS }, client);
  return {
    attempts,
    stop: async () => {
      running = false;
      await Promise.all(clients);
    },
  };
}

/**
 * Swaps console.error for a tally of the handlers' error lines by cause (error name and
 * detail, with port numbers left out), until `restore`.
 */
function quietErrors() {
  const original = console.error;
  const state = { count: 0, causes: {} as Record<string, number> };
  console.error = (...args: unknown[]) => {
    state.count++;
    const line = args.map(String).join(' ');
    let cause = line.slice(0, 120);
    try {
      const parsed = JSON.parse(line) as { error?: string; detail?: string };
      cause = `${parsed.error ?? '?'}: ${parsed.detail ?? ''}`.slice(0, 160);
    } catch {
      // not one of the handlers' JSON lines: keep its start
    }
    cause = cause.replace(/127\.0\.0\.1:\d+/g, '127.0.0.1:<port>');
    state.causes[cause] = (state.causes[cause] ?? 0) + 1;
  };
  return {
    state,
    restore: () => {
      console.error = original;
    },
  };
}

interface StoredRecord {
  id: string;
  shipperName: string;
}

/** Every item of the table, read straight from DynamoDB: records and counter shards. */
async function scanTable(endpoint: string, tableName: string) {
  const client = localDocumentClient(endpoint);
  const records: StoredRecord[] = [];
  let counted = 0;
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  try {
    do {
      const page = await client.send(
        new ScanCommand({ TableName: tableName, ConsistentRead: true, ExclusiveStartKey }),
      );
      for (const item of page.Items ?? []) {
        const id = String(item[TABLE_KEYS.partitionKey]);
        if (id.startsWith('#')) counted += Number(item[COUNTER_ATTRIBUTE] ?? 0);
        else records.push({ id, shipperName: String(item.shipperName) });
      }
      ExclusiveStartKey = page.LastEvaluatedKey;
    } while (ExclusiveStartKey);
  } finally {
    client.destroy();
  }
  return { records, counted };
}

type Outcome = 'created' | 'error' | 'timeout' | 'network';

function outcomeOf(attempt: Attempt): Outcome {
  if (attempt.status === 'timeout') return 'timeout';
  if (attempt.status === 'error') return 'network';
  return attempt.status === 201 ? 'created' : 'error';
}

/** Per-second counts of each outcome, by when the request started. */
function timeline(attempts: Attempt[], seconds: number) {
  const rows = Array.from({ length: Math.ceil(seconds) }, (_, second) => ({
    second,
    created: 0,
    error: 0,
    timeout: 0,
    network: 0,
    maxLatencyMs: 0,
  }));
  for (const attempt of attempts) {
    const row = rows[Math.min(rows.length - 1, Math.floor(attempt.start))];
    if (!row) continue;
    row[outcomeOf(attempt)]++;
    row.maxLatencyMs = Math.max(row.maxLatencyMs, attempt.latencyMs);
  }
  return rows;
}

function latencySummary(attempts: Attempt[]) {
  const sorted = attempts.map((a) => a.latencyMs).sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? NaN,
  };
}

const end = (attempt: Attempt) => attempt.start + attempt.latencyMs / 1000;

function evaluate(
  attempts: Attempt[],
  stored: { records: StoredRecord[]; counted: number },
  events: Record<string, number>,
) {
  const byStatus: Record<string, number> = {};
  for (const attempt of attempts) {
    byStatus[String(attempt.status)] = (byStatus[String(attempt.status)] ?? 0) + 1;
  }
  const created = attempts.filter((a) => a.status === 201);
  const failed = attempts.filter((a) => a.status !== 201);
  const unclean = failed.filter(
    (a) => typeof a.status !== 'number' || a.status < 500 || a.cleanError !== true,
  );
  const malformedCreated = created.filter((a) => a.id === undefined);
  const messages: Record<string, number> = {};
  for (const attempt of failed) {
    const key = `${attempt.status} ${attempt.message ?? ''}`.trim();
    messages[key] = (messages[key] ?? 0) + 1;
  }

  const storedByName = new Map<string, StoredRecord[]>();
  for (const record of stored.records) {
    storedByName.set(record.shipperName, [...(storedByName.get(record.shipperName) ?? []), record]);
  }
  const duplicates = [...storedByName.values()].filter((records) => records.length > 1).length;
  const createdMissing = created.filter((a) => !storedByName.has(a.name)).length;
  const createdWrongId = created.filter((a) => {
    const records = storedByName.get(a.name);
    return records?.length === 1 && records[0]?.id !== a.id;
  }).length;
  // What the client saw for each record stored without a 201.
  const storedWithout201: Record<string, number> = {};
  for (const attempt of failed) {
    if (!storedByName.has(attempt.name)) continue;
    const key = String(attempt.status);
    storedWithout201[key] = (storedWithout201[key] ?? 0) + 1;
  }
  const sentNames = new Set(attempts.map((a) => a.name));
  const storedUnknown = stored.records.filter((r) => !sentNames.has(r.shipperName)).length;

  // Requests that began after the grace period and were answered before the next fault.
  const recoveredAfter = (resumedAt: number, until: number) =>
    attempts.filter((a) => a.start >= resumedAt + RECOVERY_GRACE_S && end(a) < until);
  const firstCreatedAfter = (at: number) =>
    Math.min(...created.filter((a) => a.start >= at).map((a) => a.start + a.latencyMs / 1000)) - at;
  const afterRestart = recoveredAfter(events.restarted ?? 0, events.frozen ?? Infinity);
  const afterThaw = recoveredAfter(events.thawed ?? 0, Infinity);
  const before = attempts.filter((a) => end(a) < (events.stopped ?? 0));
  const maxLatencyMs = Math.max(...attempts.map((a) => a.latencyMs));
  const timeouts = byStatus.timeout ?? 0;
  const networkErrors = byStatus.error ?? 0;

  const check = (name: string, detail: string, pass: boolean): Check => ({ name, detail, pass });
  const checks: Check[] = [
    check(
      'every request before the first fault answered 201',
      `${int(before.filter((a) => a.status === 201).length)} / ${int(before.length)}`,
      before.length > 0 && before.every((a) => a.status === 201),
    ),
    check(
      'every failure is a 5xx JSON `{ message }`',
      `${int(unclean.length)} of ${int(failed.length)} failures were not`,
      unclean.length === 0,
    ),
    check(
      'every 201 carries `{ ok, id }`',
      `${int(malformedCreated.length)} did not`,
      malformedCreated.length === 0,
    ),
    check(
      `no request left unanswered after ${CLIENT_TIMEOUT_MS / 1000} s (client timeout)`,
      `${int(timeouts)} timeouts, ${int(networkErrors)} connection errors`,
      timeouts === 0 && networkErrors === 0,
    ),
    check(
      `every answer within ${ANSWER_WITHIN_MS / 1000} s, not at the function's last moment`,
      `max latency ${fmt(maxLatencyMs / 1000, 2)} s`,
      maxLatencyMs < ANSWER_WITHIN_MS,
    ),
    check(
      'every request answered 201 is stored exactly once, under the id it was given',
      `${int(created.length)} answered 201: ${int(createdMissing)} missing, ${int(createdWrongId)} with another id`,
      createdMissing === 0 && createdWrongId === 0,
    ),
    check(
      'no record stored twice',
      `${int(stored.records.length)} records, ${int(storedByName.size)} distinct names, ${int(duplicates)} duplicated`,
      duplicates === 0 && storedUnknown === 0,
    ),
    check(
      'the count agrees with the records',
      `counter ${int(stored.counted)}, records ${int(stored.records.length)}`,
      stored.counted === stored.records.length,
    ),
    check(
      `service resumes by itself after the restart (requests from ${RECOVERY_GRACE_S} s after it)`,
      `${int(afterRestart.filter((a) => a.status === 201).length)} / ${int(afterRestart.length)} answered 201; first 201 ${fmt(firstCreatedAfter(events.restarted ?? 0), 2)} s after DynamoDB was back`,
      afterRestart.length > 0 && afterRestart.every((a) => a.status === 201),
    ),
    check(
      `service resumes by itself after the freeze (requests from ${RECOVERY_GRACE_S} s after it)`,
      `${int(afterThaw.filter((a) => a.status === 201).length)} / ${int(afterThaw.length)} answered 201; first 201 ${fmt(firstCreatedAfter(events.thawed ?? 0), 2)} s after DynamoDB was thawed`,
      afterThaw.length > 0 && afterThaw.every((a) => a.status === 201),
    ),
  ];
  return {
    byStatus,
    messages,
    created: created.length,
    failed: failed.length,
    storedRecords: stored.records.length,
    storedWithout201,
    counted: stored.counted,
    latency: {
      all: latencySummary(attempts),
      created: latencySummary(created),
      failed: latencySummary(failed),
    },
    checks,
  };
}

type Evaluation = ReturnType<typeof evaluate>;

interface Figures {
  events: FaultEvent[];
  /** Lines the handlers logged with console.error during the load (one per 500), by cause. */
  errorLogs: { count: number; causes: Record<string, number> };
  loadSeconds: number;
  evaluation: Evaluation;
  timeline: ReturnType<typeof timeline>;
  startupSeconds: number;
  totalSeconds: number;
}

/** DynamoDB's state at the start of `second`, and each change during it. */
function phaseOf(events: FaultEvent[], second: number): string {
  const states = [events.findLast((e) => e.at <= second)?.state ?? 'up'];
  for (const event of events) {
    if (event.at > second && event.at < second + 1 && event.state !== states.at(-1)) {
      states.push(event.state);
    }
  }
  return states.join(' → ');
}

const counts = (tally: Record<string, number>) =>
  Object.entries(tally)
    .map(([key, count]) => `${key} × ${int(count)}`)
    .join(', ') || 'none';

function report({
  events,
  errorLogs,
  loadSeconds,
  evaluation,
  timeline: rows,
  startupSeconds,
  totalSeconds,
}: Figures) {
  const cpu = cpus();
  const ms = (n: number) => `${fmt(n, 0)} ms`;
  const { latency } = evaluation;
  const pass = evaluation.checks.every((c) => c.pass);
  return [
    '# Fault benchmark: DynamoDB stopped and frozen under load',
    '',
    `${new Date().toISOString()} · Node ${process.version} · ${process.platform}/${process.arch} · ${cpu.length} × ${cpu[0]?.model ?? 'unknown CPU'}`,
    '',
    `Real Lambda handlers behind the local HTTP adapter, on a private local stack (DynamoDB Local with its data on disk, cognito-local, aws-ses-v2-local; ports of its own). ${CONNECTIONS} clients send \`POST ${PATH}\`, each with a unique shipper name, back to back for ${fmt(loadSeconds)} s; a client gives up after ${CLIENT_TIMEOUT_MS / 1000} s (the deployed functions' timeout). Meanwhile DynamoDB Local is stopped (SIGTERM: nothing listens on its port), started again ${PLAN.down} s later on the same port with the same data, and later frozen (SIGSTOP: connections are accepted, nothing answers) for ${PLAN.frozen} s and thawed. The app is never restarted. Afterwards the table is scanned and matched against the answers by name.`,
    '',
    '| Event | At (s) |',
    '| --- | ---: |',
    ...events.map((e) => `| ${e.what} | ${fmt(e.at)} |`),
    '',
    '| Requests | Answered 201 | Failed | Stored | Stored without a 201 | Counter |',
    '| ---: | ---: | ---: | ---: | ---: | ---: |',
    `| ${int(latency.all.count)} | ${int(evaluation.created)} | ${int(evaluation.failed)} | ${int(evaluation.storedRecords)} | ${int(Object.values(evaluation.storedWithout201).reduce((sum, n) => sum + n, 0))} (${counts(evaluation.storedWithout201)}) | ${int(evaluation.counted)} |`,
    '',
    `Answers by status: ${counts(evaluation.byStatus)}. Failure bodies: ${counts(
      Object.fromEntries(
        Object.entries(evaluation.messages).map(([message, n]) => [`\`${message}\``, n]),
      ),
    )}. Causes the handlers logged (${int(errorLogs.count)} lines): ${counts(
      Object.fromEntries(Object.entries(errorLogs.causes).map(([cause, n]) => [`\`${cause}\``, n])),
    )}.`,
    '',
    '| Latency | Requests | p50 | p99 | max |',
    '| --- | ---: | ---: | ---: | ---: |',
    ...(['all', 'created', 'failed'] as const).map(
      (key) =>
        `| ${key === 'created' ? 'answered 201' : key} | ${int(latency[key].count)} | ${ms(latency[key].p50)} | ${ms(latency[key].p99)} | ${ms(latency[key].max)} |`,
    ),
    '',
    'A record stored without a 201 is a write DynamoDB applied whose answer was lost, or that was in flight when the client gave up; the client saw an error and may resubmit.',
    '',
    '| Check | Detail | Result |',
    '| --- | --- | --- |',
    ...evaluation.checks.map((c) => `| ${c.name} | ${c.detail} | ${c.pass ? 'PASS' : 'FAIL'} |`),
    '',
    '<details><summary>Second by second (by when each request started)</summary>',
    '',
    '| s | Phase | 201 | 5xx | Timeouts | Connection errors | Max latency |',
    '| ---: | --- | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map(
      (r) =>
        `| ${r.second} | ${phaseOf(events, r.second)} | ${int(r.created)} | ${int(r.error)} | ${int(r.timeout)} | ${int(r.network)} | ${ms(r.maxLatencyMs)} |`,
    ),
    '',
    '</details>',
    '',
    `**Overall: ${pass ? 'PASS' : 'FAIL'}** · stack start ${fmt(startupSeconds)} s · total ${fmt(totalSeconds)} s`,
    '',
  ].join('\n');
}

async function main(): Promise<number> {
  return withBenchStack(
    { name: 'faults', deadlineMs: DEADLINE_MS, dynamodbOnDisk: true },
    async ({ stack, base, began, startupSeconds }) => {
      const loadBegan = performance.now();
      const now = () => (performance.now() - loadBegan) / 1000;
      const events: FaultEvent[] = [];
      const mark = (what: string, state: FaultEvent['state']) => {
        events.push({ what, at: now(), state });
        log(`  ${fmt(now())} s  ${what}`);
      };
      // Each 500 logs its cause, as in Lambda: count those lines instead of printing thousands.
      const logged = quietErrors();
      const load = steadyLoad(base, loadBegan);
      mark('load started', 'up');
      await sleep(PLAN.steadyBefore * 1000);
      mark('DynamoDB stopping', 'stopping');
      await stack.dynamodb.stop();
      mark('DynamoDB stopped', 'down');
      await sleep(PLAN.down * 1000);
      mark('DynamoDB starting', 'starting');
      await stack.dynamodb.start();
      mark('DynamoDB back', 'up');
      await sleep(PLAN.steadyAfterRestart * 1000);
      stack.dynamodb.signal('SIGSTOP');
      mark('DynamoDB frozen', 'frozen');
      await sleep(PLAN.frozen * 1000);
      stack.dynamodb.signal('SIGCONT');
      mark('DynamoDB thawed', 'up');
      await sleep(PLAN.steadyAfterThaw * 1000);
      mark('load stopping', 'up');
      await load.stop();
      mark('load stopped', 'up');
      const loadSeconds = now();
      logged.restore();

      log('Scanning the table…');
      const tableName = stack.values[RECORD_TABLES.shipping.envVar];
      const stored = await scanTable(stack.base.DYNAMODB_ENDPOINT ?? '', tableName);
      const at = (what: string) => events.find((e) => e.what === what)?.at ?? NaN;
      const evaluation = evaluate(load.attempts, stored, {
        stopped: at('DynamoDB stopping'),
        restarted: at('DynamoDB back'),
        frozen: at('DynamoDB frozen'),
        thawed: at('DynamoDB thawed'),
      });
      const figures: Figures = {
        events,
        errorLogs: logged.state,
        loadSeconds,
        evaluation,
        timeline: timeline(load.attempts, loadSeconds),
        startupSeconds,
        totalSeconds: (performance.now() - began) / 1000,
      };
      const markdown = report(figures);
      log(`\n${markdown}`);
      await writeResults('faults', markdown, {
        connections: CONNECTIONS,
        clientTimeoutMs: CLIENT_TIMEOUT_MS,
        plan: PLAN,
        ...figures,
      });
      return evaluation.checks.every((c) => c.pass) ? 0 : 1;
    },
  );
}

runBenchmark(main);
