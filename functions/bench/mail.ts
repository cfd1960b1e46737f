/**
 * `npm run bench:mail`: BURST.submissions submissions of the three public forms over
 * CONNECTIONS concurrent clients on a private local stack, in each of MODES (without the
 * automatic e-mail; with it as `npm start` runs it: the mail worker on the record streams,
 * SES's events into the feedback handler; with the worker polling regardless of the API's
 * lulls), each round in another order, each on a fresh stack. Every round times each
 * submission's 201 from the client; a round with e-mail then waits for every message to
 * settle and counts them: exactly one alert per record, one receipt per address (the
 * burst's addresses repeat, so the rest are skipped for the hourly limit), nothing twice.
 * Prints the figures and writes bench/results/mail.md and mail.json; exits 1 when a count
 * is wrong.
 *
 * On this machine the worker, DynamoDB Local, the mail viewer and the API share two cores,
 * which Lambda does not: the "no lulls" rounds carry that cost.
 */
import { fork } from 'node:child_process';
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { RECORD_KINDS } from '@lab/shared/constants/record-kinds';
import { startLocalMail } from '../src/local/mail';
import { checkMail, settled } from './mail-counts';
import { describe, mailReport, type Round } from './mail-report';
import { MODES, PAUSE_MS, ROUNDS, WARMUP, type Mode } from './mail-settings';
import { burst, submit, type Submitted } from './mail-submissions';
import { percentile } from './measure';
import { log, runBenchmark, withBenchStack, writeResults } from './support';

/** Set in a round's own process: which round it runs. */
const ROUND_ENV = 'LAB_MAIL_BENCH_ROUND';
const require = createRequire(import.meta.url);

/** One round in this process, on a stack of its own. */
async function runRound(round: number, mode: Mode): Promise<Round> {
  let result: Round | undefined;
  await withBenchStack(
    { name: `mail-${round}`, deadlineMs: 20 * 60_000, dynamodbOnDisk: false },
    async ({ stack, base, activity }) => {
      const mail =
        mode === 'without'
          ? undefined
          : await startLocalMail(stack, {
              siteUrl: base,
              dataDir: null,
              log: () => undefined,
              ...(mode === 'with' && { activity }),
            });
      try {
        const tag = `r${round}${mode}`;
        await mail?.ready;
        const warm: Submitted[] = [];
        for (let i = 0; i < WARMUP; i += RECORD_KINDS.length) {
          const kinds = RECORD_KINDS.slice(0, WARMUP - i);
          warm.push(
            ...(await Promise.all(
              kinds.map((kind, k) =>
                submit(base, kind, `warm-${tag}-${i + k}@example.com`, `Warm ${i + k}`),
              ),
            )),
          );
        }
        // Every burst starts on a stack left idle for as long (DynamoDB Local's JIT compiles
        // in the background after the warm-up), and with nothing pending: the warm-up's
        // e-mail settled.
        const idleFrom = performance.now();
        if (mail) await settled(stack, warm);
        const idleMs = performance.now() - idleFrom;
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, PAUSE_MS - idleMs)));
        const start = performance.now();
        const sent = await burst(base, tag);
        const burstSeconds = (performance.now() - start) / 1000;
        const sorted = sent.map((s) => s.ms).sort((a, b) => a - b);
        result = {
          round,
          mode,
          latencyMs: {
            p50: percentile(sorted, 50),
            p99: percentile(sorted, 99),
            max: sorted.at(-1) ?? NaN,
          },
          burstSeconds,
          ...(mail && { mail: await checkMail(stack, sent) }),
        };
        log(describe(result));
      } finally {
        await mail?.stop();
      }
      return 0;
    },
  );
  if (!result) throw new Error(`Round ${round} gave no result`);
  return result;
}

/**
 * One round in a process of its own: the handlers' modules read the stack's settings (the
 * origin secret, the endpoints) when they load, so a second stack in one process would
 * meet the first stack's handlers.
 */
function roundProcess(round: number, mode: Mode): Promise<Round> {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(import.meta.url), [], {
      env: { ...process.env, [ROUND_ENV]: JSON.stringify({ round, mode }) },
      execArgv: ['--import', pathToFileURL(require.resolve('tsx')).href],
    });
    let result: Round | undefined;
    child.on('message', (message) => (result = message as Round));
    child.once('error', reject);
    child.once('exit', (code) =>
      result ? resolve(result) : reject(new Error(`Round ${round} ended (${code}) with no result`)),
    );
  });
}

/** The round its parent process asked for, whose result goes back to the parent. */
async function oneRound(): Promise<number> {
  const { round, mode } = JSON.parse(process.env[ROUND_ENV] ?? '') as { round: number; mode: Mode };
  const result = await runRound(round, mode);
  await new Promise<void>((resolve) => process.send?.(result, () => resolve()));
  return 0;
}

runBenchmark(async () => {
  if (process.env[ROUND_ENV]) return oneRound();
  const rounds: Round[] = [];
  // Each round in another order, so no mode always runs on a cooler or warmer machine.
  for (let round = 1; round <= ROUNDS; round++) {
    const shift = (round - 1) % MODES.length;
    for (const mode of [...MODES.slice(shift), ...MODES.slice(0, shift)])
      rounds.push(await roundProcess(round, mode));
  }
  const { markdown, figures } = mailReport(rounds);
  log(markdown);
  await writeResults('mail', markdown, figures);
  return figures.countsExact ? 0 : 1;
});
