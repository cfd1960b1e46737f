/** Judges a fault run: the answers the clients got against what the table holds. */
import { percentile } from '../measure';
import { fmt, int } from '../support';
import { endOf, isUnsure, type Attempt } from './load';
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
    retries: 0,
    maxLatencyMs: 0,
  }));
  for (const attempt of attempts) {
    const row = rows[Math.min(rows.length - 1, Math.floor(attempt.start))];
    if (!row) continue;
    row[outcomeOf(attempt)]++;
    if (attempt.retry > 0) row.retries++;
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

/** `a × 3, b × 1`, or `none`. */
export const counts = (tally: Record<string, number>) =>
  Object.entries(tally)
    .map(([key, count]) => `${key} × ${int(count)}`)
    .join(', ') || 'none';

/** A submission: its key and its sends in order, the first and then each retry. */
interface Submission {
  key: string;
  name: string;
  sends: Attempt[];
  /** The send answered 201, if one was. */
  acknowledged?: Attempt;
  /** The records stored under its name (unique to it, as its key is). */
  records: StoredRecord[];
}

function submissionsOf(attempts: Attempt[], storedByName: Map<string, StoredRecord[]>) {
  const byKey = new Map<string, Submission>();
  for (const attempt of attempts) {
    const submission = byKey.get(attempt.key) ?? {
      key: attempt.key,
      name: attempt.name,
      sends: [],
      records: storedByName.get(attempt.name) ?? [],
    };
    submission.sends.push(attempt);
    if (attempt.status === 201) submission.acknowledged = attempt;
    byKey.set(attempt.key, submission);
  }
  for (const submission of byKey.values()) submission.sends.sort((a, b) => a.retry - b.retry);
  return [...byKey.values()];
}

/**
 * The send that stored a record: the last one sent before the handler stamped it (one
 * clock: the handlers run in this process). A retry whose key found that record answers
 * it, so a record made by a failed send and acknowledged by a retry is a write that landed
 * although its answer was lost, stored once.
 */
const storingSend = (submission: Submission, record: StoredRecord) =>
  submission.sends.findLast((send) => send.sentAt <= record.createdAt);

/** How many keys stored each number of records: `{ '0': n, '1': n, '2': n… }`. */
const recordsPerKey = (submissions: Submission[]) =>
  tally(submissions.map((s) => String(s.records.length)));

/** Keys by records stored, for reading: `12 with 0, 1,840 with 1`. */
export const keysByRecords = (perKey: Record<string, number>) =>
  Object.entries(perKey)
    .map(([records, keys]) => `${int(keys)} with ${records}`)
    .join(', ');

/** The submissions' figures: acknowledged, retried, stored per key, duplicated. */
function submissionFigures(submissions: Submission[], stored: Stored) {
  const acknowledged = submissions.filter((s) => s.acknowledged);
  const retried = submissions.filter((s) => s.sends.length > 1);
  const givenUp = submissions.filter((s) => s.sends.every(isUnsure));
  // Records a send stored although it failed, by what that send was answered.
  const landedUnanswered = submissions.flatMap((s) =>
    s.records.flatMap((record) => {
      const send = storingSend(s, record);
      return send && send.status !== 201 ? [{ submission: s, send }] : [];
    }),
  );
  const claimMismatched = submissions.flatMap((s) =>
    s.records.filter((record) => stored.claims.get(s.key) !== record.id),
  );
  return {
    submissions: submissions.length,
    acknowledged: acknowledged.length,
    acknowledgedAfterRetry: acknowledged.filter((s) => (s.acknowledged?.retry ?? 0) > 0).length,
    givenUp: givenUp.length,
    retries: submissions.reduce((sum, s) => sum + s.sends.length - 1, 0),
    retried: retried.length,
    retriedStoredOnce: retried.filter((s) => s.records.length === 1).length,
    recordsPerKey: recordsPerKey(submissions),
    duplicatedKeys: submissions.filter((s) => s.records.length > 1).length,
    /** Records stored by a send whose client got an error, by that send's answer. */
    landedUnanswered: tally(landedUnanswered.map(({ send }) => String(send.status))),
    /** Of those, how many a later retry of theirs was answered with. */
    landedThenAcknowledged: landedUnanswered.filter(({ submission }) => submission.acknowledged)
      .length,
    claims: stored.claims.size,
    claimMismatched: claimMismatched.length,
  };
}

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
  const submissions = submissionsOf(attempts, storedByName);
  const keys = submissionFigures(submissions, stored);
  // Each submission is answered 201 at most once: its client stops sending it then.
  const acknowledged = submissions.filter((s) => s.acknowledged);
  const missing = acknowledged.filter((s) => s.records.length === 0);
  const twice = submissions.filter((s) => s.records.length > 1);
  const wrongId = acknowledged.filter(
    (s) => s.records.length === 1 && s.records[0]?.id !== s.acknowledged?.id,
  );
  const createdMissing = missing.length;
  const createdTwice = twice.filter((s) => s.acknowledged).length;
  const createdWrongId = wrongId.length;
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
      'every submission answered 201, first send or retry, is stored exactly once, under the id it was given',
      `${int(acknowledged.length)} answered 201 (${int(keys.acknowledgedAfterRetry)} on a retry): ${int(createdMissing)} missing, ${int(createdTwice)} stored more than once, ${int(createdWrongId)} with another id`,
      createdMissing === 0 && createdTwice === 0 && createdWrongId === 0,
    ),
    check(
      'no key stored twice: a submission and its retries store one record at most',
      `${int(keys.submissions)} keys (${int(keys.retried)} retried, ${int(keys.retriedStoredOnce)} of those stored once); keys by records stored: ${keysByRecords(keys.recordsPerKey)}; ${int(keys.duplicatedKeys)} keys duplicated, ${int(storedUnknown)} records of no submission`,
      keys.duplicatedKeys === 0 && storedUnknown === 0,
    ),
    check(
      "every record is named by its key's idempotency claim",
      `${int(stored.records.length)} records, ${int(keys.claims)} claims, ${int(keys.claimMismatched)} records without their key's claim`,
      keys.claimMismatched === 0 && keys.claims === stored.records.length,
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
    keys,
    counted: stored.counted,
    latency: {
      all: latencySummary(attempts),
      created: latencySummary(created),
      failed: latencySummary(failed),
    },
    checks,
    /** The submissions a storage check failed on, whole, for the JSON results. */
    failedSubmissions: { missing, twice, wrongId },
  };
}

export type Evaluation = ReturnType<typeof evaluate>;
