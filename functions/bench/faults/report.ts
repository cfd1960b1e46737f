/** The fault benchmark's Markdown report. */
import { cpus } from 'node:os';
import { fmt, int } from '../support';
import type { ErrorTally } from './error-tally';
import type { Evaluation, timeline } from './evaluate';
import type { PhaseRecord } from './runner';
import { CLIENT_TIMEOUT_MS, CONNECTIONS, PATH } from './scenario';

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

const counts = (tally: Record<string, number>) =>
  Object.entries(tally)
    .map(([key, count]) => `${key} × ${int(count)}`)
    .join(', ') || 'none';

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
  const { latency } = evaluation;
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
    `Real Lambda handlers behind the local HTTP adapter, on a private local stack (DynamoDB Local with its data on disk, cognito-local, aws-ses-v2-local; ports of its own). ${CONNECTIONS} clients send \`POST ${PATH}\`, each with a unique shipper name, back to back for ${fmt(loadSeconds)} s; a client gives up after ${CLIENT_TIMEOUT_MS / 1000} s (the deployed functions' timeout). Meanwhile DynamoDB Local is stopped (SIGTERM: nothing listens on its port), started again ${lasted('down')} s later on the same port with the same data, and later frozen (SIGSTOP: connections are accepted, nothing answers) for ${lasted('frozen')} s and thawed. The app is never restarted. Afterwards the table is scanned and matched against the answers by name.`,
    '',
    '| Phase | DynamoDB | From (s) | To (s) |',
    '| --- | --- | ---: | ---: |',
    ...phases.map((p) => `| ${p.label} | ${p.state} | ${fmt(p.start)} | ${fmt(p.end)} |`),
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
    '| s | DynamoDB | 201 | 5xx | Timeouts | Connection errors | Max latency |',
    '| ---: | --- | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map(
      (r) =>
        `| ${r.second} | ${stateDuring(phases, r.second)} | ${int(r.created)} | ${int(r.error)} | ${int(r.timeout)} | ${int(r.network)} | ${ms(r.maxLatencyMs)} |`,
    ),
    '',
    '</details>',
    '',
    `**Overall: ${pass ? 'PASS' : 'FAIL'}** · stack start ${fmt(startupSeconds)} s · total ${fmt(totalSeconds)} s`,
    '',
  ].join('\n');
}
