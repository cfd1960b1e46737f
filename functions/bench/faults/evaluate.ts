/** Judges a fault run: the answers the clients got against what the table holds. */
import { percentile } from '../measure';
import { fmt, int } from '../support';
import { endOf, type Attempt } from './load';
import type { PhaseRecord } from './runner';
import { ANSWER_WITHIN_MS, CLIENT_TIMEOUT_MS, RECOVERY_GRACE_S, type PhaseId } from './scenario';
import type { Stored, StoredRecord } from './stored';

export interface Check {
  name: string;
  detail: string;
  pass: boolean;
}

type Outcome = 'created' | 'error' | 'timeout' | 'network';

function outcomeOf(attempt: Attempt): Outcome {
  if (attempt.status === 'timeout') return 'timeout';
  if (attempt.status === 'error') return 'network';
  return attempt.status === 201 ? 'created' : 'error';
}

/** When a phase began, in seconds since the load started. */
export function phaseStart(phases: readonly PhaseRecord[], id: PhaseId): number {
  const phase = phases.find((p) => p.id === id);
  if (!phase) throw new Error(`The run has no ${id} phase`);
  return phase.start;
}

/** Per-second counts of each outcome, by when the request started. */
export function timeline(attempts: Attempt[], seconds: number) {
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

const tally = (keys: string[]) => {
  const counts: Record<string, number> = {};
  for (const key of keys) counts[key] = (counts[key] ?? 0) + 1;
  return counts;
};

export function evaluate(attempts: Attempt[], stored: Stored, phases: readonly PhaseRecord[]) {
  const byStatus = tally(attempts.map((a) => String(a.status)));
  const created = attempts.filter((a) => a.status === 201);
  const failed = attempts.filter((a) => a.status !== 201);
  const unclean = failed.filter(
    (a) => typeof a.status !== 'number' || a.status < 500 || a.cleanError !== true,
  );
  const malformedCreated = created.filter((a) => a.id === undefined);
  const messages = tally(failed.map((a) => `${a.status} ${a.message ?? ''}`.trim()));

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
  const storedWithout201 = tally(
    failed.filter((a) => storedByName.has(a.name)).map((a) => String(a.status)),
  );
  const sentNames = new Set(attempts.map((a) => a.name));
  const storedUnknown = stored.records.filter((r) => !sentNames.has(r.shipperName)).length;

  const faultBegan = phaseStart(phases, 'stopping');
  const restarted = phaseStart(phases, 'restarted');
  const frozen = phaseStart(phases, 'frozen');
  const thawed = phaseStart(phases, 'thawed');
  // Requests that began after the grace period and were answered before the next fault.
  const recoveredAfter = (resumedAt: number, until: number) =>
    attempts.filter((a) => a.start >= resumedAt + RECOVERY_GRACE_S && endOf(a) < until);
  const firstCreatedAfter = (at: number) =>
    Math.min(...created.filter((a) => a.start >= at).map(endOf)) - at;
  const afterRestart = recoveredAfter(restarted, frozen);
  const afterThaw = recoveredAfter(thawed, Infinity);
  const before = attempts.filter((a) => endOf(a) < faultBegan);
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
      `${int(afterRestart.filter((a) => a.status === 201).length)} / ${int(afterRestart.length)} answered 201; first 201 ${fmt(firstCreatedAfter(restarted), 2)} s after DynamoDB was back`,
      afterRestart.length > 0 && afterRestart.every((a) => a.status === 201),
    ),
    check(
      `service resumes by itself after the freeze (requests from ${RECOVERY_GRACE_S} s after it)`,
      `${int(afterThaw.filter((a) => a.status === 201).length)} / ${int(afterThaw.length)} answered 201; first 201 ${fmt(firstCreatedAfter(thawed), 2)} s after DynamoDB was thawed`,
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

export type Evaluation = ReturnType<typeof evaluate>;
