/**
 * What the API benchmarks share: number formats, the results folder, a private local
 * stack with its clean-up, and the way a benchmark script ends.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { DEFAULT_MAIL_FROM, DEFAULT_NOTIFY_TO } from '@lab/shared/lambda/deployment-defaults';
import { ApiActivity } from '../src/local/api-activity';
import { createLocalServer, listen, loadHandlers } from '../src/local/server';
import {
  handlerEnv,
  localOriginSecret,
  startLocalStack,
  type LocalStack,
} from '../src/local/stack';
import { privatePort } from './ports';

export const RESULTS = fileURLToPath(new URL('../../bench/results/', import.meta.url));

export const fmt = (n: number, digits = 1) =>
  n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
export const int = (n: number) => n.toLocaleString('en-US');
export const log = (line: string) => console.log(line);

/** Writes bench/results/{name}.md and {name}.json, the JSON headed by when and where it ran. */
export async function writeResults(
  name: string,
  markdown: string,
  figures: Record<string, unknown>,
): Promise<void> {
  const json = { date: new Date().toISOString(), node: process.version, cpus: cpus().length };
  await mkdir(RESULTS, { recursive: true });
  await writeFile(join(RESULTS, `${name}.md`), markdown);
  await writeFile(
    join(RESULTS, `${name}.json`),
    `${JSON.stringify({ ...json, ...figures }, null, 2)}\n`,
  );
  log(`Wrote ${join(RESULTS, `${name}.md`)} and ${name}.json`);
}

export { localDocumentClient } from '../src/local/local-clients';

export const BENCH_ADMIN_PASSWORD = 'Bench-Password-1';

export interface BenchStack {
  stack: LocalStack;
  /** Origin of the local server that runs the real handlers. */
  base: string;
  /** `performance.now()` when the benchmark started, before the stack. */
  began: number;
  startupSeconds: number;
  /** The server's API requests, for background work that waits for its lulls. */
  activity: ApiActivity;
}

/**
 * Runs `body` against a private local stack (its own ports and temporary folder) behind
 * the product's local server, and stops both however it ends: normally, on Ctrl-C (exit
 * 130) or past `deadlineMs` (exit 2). With `dynamodbOnDisk`, DynamoDB Local keeps its
 * data in that folder, so it can be stopped and started again; otherwise it runs in
 * memory. With `recordStreams: false` the record tables have no streams (no mail worker
 * runs here to read them; see LocalStackOptions).
 */
export async function withBenchStack(
  {
    name,
    deadlineMs,
    dynamodbOnDisk,
    recordStreams = true,
  }: { name: string; deadlineMs: number; dynamodbOnDisk: boolean; recordStreams?: boolean },
  body: (bench: BenchStack) => Promise<number>,
): Promise<number> {
  const began = performance.now();
  const dir = await mkdtemp(join(tmpdir(), `lab-bench-${name}-`));
  let stack: LocalStack | undefined;
  let server: Server | undefined;
  let stopped: Promise<void> | undefined;
  // Idempotent, so the deadline, Ctrl-C and the normal end can all call it.
  const stop = () =>
    (stopped ??= (async () => {
      server?.closeAllConnections();
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
      // A frozen process ignores SIGTERM until it is thawed.
      try {
        stack?.dynamodb.signal('SIGCONT');
      } catch {
        // not running
      }
      await stack?.stop();
      await rm(dir, { recursive: true, force: true });
    })());
  const abort = (message: string, code: number) => {
    console.error(message);
    void stop().finally(() => process.exit(code));
  };
  const deadline = setTimeout(
    () => abort(`The ${name} benchmark did not finish within ${deadlineMs / 60_000} minutes`, 2),
    deadlineMs,
  );
  process.once('SIGINT', () => abort('Interrupted', 130));

  try {
    log(`Starting a private local stack${dynamodbOnDisk ? ' with on-disk DynamoDB' : ''}…`);
    stack = await startLocalStack({
      ports: {
        dynamodb: await privatePort(),
        cognito: await privatePort(),
        ses: await privatePort(),
      },
      ...(dynamodbOnDisk ? { dataDir: dir } : { dataDir: null, cognitoDir: dir }),
      adminPassword: BENCH_ADMIN_PASSWORD,
      notifyTo: DEFAULT_NOTIFY_TO,
      mailFrom: DEFAULT_MAIL_FROM,
      // No site is served; nothing here sends an invitation.
      siteUrl: 'http://localhost',
      recordStreams,
    });
    // As `npm start` runs them: each handler with its own route's environment.
    Object.assign(process.env, stack.base);
    const running = stack;
    const activity = new ApiActivity();
    server = createLocalServer({
      handlers: await loadHandlers((route) => handlerEnv(route, running)),
      originSecret: localOriginSecret(running),
      activity,
    });
    const base = `http://127.0.0.1:${await listen(server, await privatePort())}`;
    const startupSeconds = (performance.now() - began) / 1000;
    log(
      `Stack up in ${fmt(startupSeconds)} s at ${base}; DynamoDB ${stack.base.DYNAMODB_ENDPOINT}`,
    );
    return await body({ stack, base, began, startupSeconds, activity });
  } finally {
    clearTimeout(deadline);
    await stop();
  }
}

/** Ends the process with the benchmark's exit code (1 when it threw). */
export function runBenchmark(main: () => Promise<number | void>): void {
  main().then(
    (code) => process.exit(code ?? 0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
