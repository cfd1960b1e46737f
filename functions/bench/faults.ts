/**
 * `npm run bench:faults`: public submissions under steady load while DynamoDB Local is
 * stopped and started again (and, second, frozen), on a private local stack with its data
 * on disk. Each submission carries an idempotency key and is retried with it after a 5xx or
 * no answer, as the web client does. Checks that every failure is a prompt, clean 5xx JSON
 * answer, that every submission answered 201 is stored exactly once and no key twice, and
 * that service resumes by itself. Prints the figures, writes bench/results/faults.md and
 * faults.json, exits non-zero when a check fails.
 *
 * faults/scenario.ts holds the plan, faults/runner.ts plays it under load and records each
 * phase, faults/evaluate.ts judges the answers against the table, faults/report.ts writes.
 */
import { performance } from 'node:perf_hooks';
import { RECORD_TABLES } from '@lab/shared/data/tables';
import { tallyErrors } from './faults/error-tally';
import { evaluate, timeline } from './faults/evaluate';
import { report, type Figures } from './faults/report';
import { runScenario } from './faults/runner';
import {
  CLIENT_TIMEOUT_MS,
  CONNECTIONS,
  DEADLINE_MS,
  FAULT_PHASES,
  RETRIES,
  RETRY_BACKOFF_MS,
} from './faults/scenario';
import { scanTable } from './faults/stored';
import { log, runBenchmark, withBenchStack, writeResults } from './support';

async function main(): Promise<number> {
  return withBenchStack(
    { name: 'faults', deadlineMs: DEADLINE_MS, dynamodbOnDisk: true },
    async ({ stack, base, began, startupSeconds }) => {
      const logged = tallyErrors();
      let run;
      try {
        run = await runScenario(base, stack.dynamodb, FAULT_PHASES);
      } finally {
        logged.restore();
      }

      log('Scanning the table…');
      const stored = await scanTable(
        stack.base.DYNAMODB_ENDPOINT ?? '',
        stack.values[RECORD_TABLES.shipping.envVar],
      );
      const evaluation = evaluate(run.attempts, stored, run.phases);
      const figures: Figures = {
        phases: run.phases,
        errorLogs: logged.tally,
        loadSeconds: run.loadSeconds,
        evaluation,
        timeline: timeline(run.attempts, run.loadSeconds),
        startupSeconds,
        totalSeconds: (performance.now() - began) / 1000,
      };
      const markdown = report(figures);
      log(`\n${markdown}`);
      await writeResults('faults', markdown, {
        connections: CONNECTIONS,
        clientTimeoutMs: CLIENT_TIMEOUT_MS,
        retries: RETRIES,
        retryBackoffMs: RETRY_BACKOFF_MS,
        plan: FAULT_PHASES,
        ...figures,
      });
      return evaluation.checks.every((c) => c.pass) ? 0 : 1;
    },
  );
}

runBenchmark(main);
