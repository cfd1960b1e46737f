/** The fault benchmark's Markdown report. */
import { cpus } from 'node:os';
import { fmt, int } from '../support';
import type { ErrorTally } from './error-tally';
import { counts, keysByRecords, type Evaluation, type timeline } from './evaluate';
import type { PhaseRecord } from './runner';
import { CLIENT_TIMEOUT_MS, CONNECTIONS, PATH, RETRIES, RETRY_BACKOFF_MS } from './scenario';

export interface Figures {
  phases: PhaseRecord[];
  /** Error lines the handlers logged during the load (one per 500), by cause. */
  errorLogs: ErrorTally;
  loadSeconds: number;
  evaluation: Evaluation;
  timeline: ReturnType<typeof timeline>;
  startupSeconds: number;
  totalSeconds: number;
}

/** DynamoDB's state at the start of `second`, and each change during it. */
function stateDuring(phases: PhaseRecord[], second: number): string {
  const states = [phases.findLast((p) => p.start <= second)?.state ?? 'up'];
  for (const phase of phases) {
    if (phase.start > second && phase.start < second + 1 && phase.state !== states.at(-1)) {
      states.push(phase.state);
    }
  }
  return states.join(' → ');
}

export function report({
  phases,
  errorLogs,
  loadSeconds,
  evaluation,
  timeline: rows,
  startupSeconds,
  totalSeconds,
}: Figures): string {
  const cpu = cpus();
  const ms = (n: number) => `${fmt(n, 0)} ms`;
  const { latency, keys } = evaluation;
  const backoffs = Array.from({ length: RETRIES }, (_, n) => RETRY_BACKOFF_MS * 2 ** n);
  const landed = Object.values(keys.landedUnanswered).reduce((sum, n) => sum + n, 0);
  const pass = evaluation.checks.every((c) => c.pass);
  const lasted = (id: PhaseRecord['id']) => {
    const phase = phases.find((p) => p.id === id);
    return phase ? fmt(phase.end - phase.start) : '?';
  };
  return [
    '# Fault benchmark: DynamoDB stopped and frozen under load',
    '',
    `${new Date().toISOString()} · Node ${process.version} · ${process.platform}/${process.arch} · ${cpu.length} × ${cpu[0]?.model ?? 'unknown CPU'}`,
    '',
    `Real Lambda handlers behind the local HTTP adapter, on a private local stack (DynamoDB Local with its data on disk, cognito-local, aws-ses-v2-local; ports of its own). ${CONNECTIONS} clients send \`POST ${PATH}\` back to back for ${fmt(loadSeconds)} s, each submission with a unique shipper name and its own idempotency key; as the web client does, a submission answered with a 5xx or not at all is sent again with the same body and key, up to ${RETRIES} times (after ${backoffs.join(', ')} ms). A client stops waiting for an answer after ${CLIENT_TIMEOUT_MS / 1000} s (the deployed functions' timeout). Meanwhile DynamoDB Local is stopped (SIGTERM: nothing listens on its port), started again ${lasted('down')} s later on the same port with the same data, and later frozen (SIGSTOP: connections are accepted, nothing answers) for ${lasted('frozen')} s and thawed. The app is never restarted. Afterwards the table is scanned and matched against the answers by name and key.`,
    '',
    '| Phase | DynamoDB | From (s) | To (s) |',
    '| --- | --- | ---: | ---: |',
    ...phases.map((p) => `| ${p.label} | ${p.state} | ${fmt(p.start)} | ${fmt(p.end)} |`),
    '',
    '| Submissions | Acknowledged (201) | of them on a retry | Given up after retries | Retries sent | Submissions retried | Retried and stored once |',
    '| ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    `| ${int(keys.submissions)} | ${int(keys.acknowledged)} | ${int(keys.acknowledgedAfterRetry)} | ${int(keys.givenUp)} | ${int(keys.retries)} | ${int(keys.retried)} | ${int(keys.retriedStoredOnce)} |`,
    '',
    '| Requests | Answered 201 | Failed | Stored | Keys by records stored | Keys stored twice | Counter |',
    '| ---: | ---: | ---: | ---: | --- | ---: | ---: |',
    `| ${int(latency.all.count)} | ${int(evaluation.created)} | ${int(evaluation.failed)} | ${int(evaluation.storedRecords)} | ${keysByRecords(keys.recordsPerKey)} | ${int(keys.duplicatedKeys)} | ${int(evaluation.counted)} |`,
    '',
    `Writes that landed although their send failed: ${int(landed)} (${counts(keys.landedUnanswered)}); a retry with the same key was answered with ${int(keys.landedThenAcknowledged)} of them and stored nothing new, the other ${int(landed - keys.landedThenAcknowledged)} belong to submissions given up after ${RETRIES} retries (the visitor saw an error; sending the form again repeats the key).`,
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
    "A write that landed although its send failed is one DynamoDB applied whose answer was lost, or that was in flight when the handler gave up; which send stored a record is read from its `createdAt` (the handlers run in the benchmark's process, on its clock). Without a key, each retry of such a submission would store it again.",
    '',
    '| Check | Detail | Result |',
    '| --- | --- | --- |',
    ...evaluation.checks.map((c) => `| ${c.name} | ${c.detail} | ${c.pass ? 'PASS' : 'FAIL'} |`),
    '',
    '<details><summary>Second by second (by when each request started)</summary>',
    '',
    '| s | DynamoDB | 201 | 5xx | Timeouts | Connection errors | of them retries | Max latency |',
    '| ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map(
      (r) =>
        `| ${r.second} | ${stateDuring(phases, r.second)} | ${int(r.created)} | ${int(r.error)} | ${int(r.timeout)} | ${int(r.network)} | ${int(r.retries)} | ${ms(r.maxLatencyMs)} |`,
    ),
    '',
    '</details>',
    '',
    `**Overall: ${pass ? 'PASS' : 'FAIL'}** · stack start ${fmt(startupSeconds)} s · total ${fmt(totalSeconds)} s`,
    '',
  ].join('\n');
}
