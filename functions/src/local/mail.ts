import { fork, type ChildProcess } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { SNSEvent } from 'aws-lambda';
import { RECORD_KINDS } from '@lab/shared/constants/record-kinds';
import { MAIL_CONFIGURATION_SET_ENV, MAIL_JOBS, SITE_URL_ENV } from '@lab/shared/data/mail-jobs';
import { RECORD_TABLES } from '@lab/shared/data/tables';
import { startMailEvents } from './mail-events';
import { loadHandler } from './server';
import type { LocalEnv } from './stack';

/*
 * The automatic e-mails on the local stack: the mail worker in a process of its own on the
 * record tables' streams (restarted when it dies, as Lambda invokes again), and the
 * configuration set's events made from the mail viewer into the feedback handler. Both are
 * the Lambda handlers' own modules.
 */

const require = createRequire(import.meta.url);

/** The configuration set's name locally (the local SES has none; the handler needs one). */
export const LOCAL_CONFIGURATION_SET = 'lab-local-mail';

/**
 * A local claim lasts seconds, not minutes: the local SES events arrive within a poll
 * (200 ms) when idle, within a few seconds on a busy machine (hundreds of messages on
 * DynamoDB Local); the claim must outlast that or a killed worker's message goes twice.
 */
export const LOCAL_LEASE_SECONDS = 20;

/** What the worker process is started with. */
export interface LocalWorkerSettings {
  endpoint: string;
  tables: string[];
  env: Record<string, string>;
  positionsFile?: string;
  deadLetterFile?: string;
}

export interface LocalMailOptions {
  /** The site's address, for the alert's link. */
  siteUrl: string;
  /** Where the worker keeps its stream positions and dead letters, and its pid; none: memory. */
  dataDir: string | null;
  log: (line: string) => void;
}

export interface LocalMail {
  /** The worker process's id, for tests that kill it. */
  workerPid(): number | undefined;
  stop(): Promise<void>;
}

/** The environment of a job's function: the base, and the variables its job lists. */
function jobEnv(
  names: readonly string[],
  { base, values }: LocalEnv,
  extra: Record<string, string>,
): Record<string, string> {
  const all: Record<string, string> = { ...values, ...extra };
  return { ...base, ...Object.fromEntries(names.map((name) => [name, all[name] ?? ''])) };
}

/** The file a running local stack writes its mail worker's pid to. */
export const workerPidFile = (dataDir: string) => join(dataDir, 'mail-worker.pid');

export async function startLocalMail(env: LocalEnv, options: LocalMailOptions): Promise<LocalMail> {
  const extra = {
    [MAIL_CONFIGURATION_SET_ENV]: LOCAL_CONFIGURATION_SET,
    [SITE_URL_ENV]: options.siteUrl,
  };
  const feedback = (await loadHandler(
    jobEnv(MAIL_JOBS.feedback.env, env, extra),
    () => import(`../jobs/${MAIL_JOBS.feedback.handler}/handler.ts`),
  )) as unknown as (event: SNSEvent) => Promise<unknown>;
  const endpoint = env.base.DYNAMODB_ENDPOINT;
  const viewer = env.base.SES_ENDPOINT;
  if (!endpoint || !viewer) throw new Error('The local stack gave no DynamoDB or SES endpoint');
  const stopEvents = startMailEvents(viewer, feedback, options.log);

  const settings: LocalWorkerSettings = {
    endpoint,
    tables: RECORD_KINDS.map((kind) => env.values[RECORD_TABLES[kind].envVar]),
    env: {
      ...jobEnv(MAIL_JOBS.worker.env, env, extra),
      MAIL_LEASE_SECONDS: String(LOCAL_LEASE_SECONDS),
    },
    ...(options.dataDir && {
      positionsFile: join(options.dataDir, 'mail-stream-positions.json'),
      deadLetterFile: join(options.dataDir, 'mail-dead-letters.jsonl'),
    }),
  };
  let worker: ChildProcess | undefined;
  let stopping = false;
  const spawnWorker = () => {
    const child = fork(new URL('./mail-worker-process.ts', import.meta.url), [], {
      env: { ...process.env, LAB_MAIL_WORKER: JSON.stringify(settings) },
      // TypeScript as `npm start` runs it, whatever runs this module (tsx, or a test runner).
      execArgv: ['--import', pathToFileURL(require.resolve('tsx')).href],
    });
    worker = child;
    if (options.dataDir && child.pid)
      writeFileSync(workerPidFile(options.dataDir), String(child.pid));
    child.once('exit', (code, signal) => {
      if (stopping) return;
      options.log(`Mail worker stopped (${signal ?? `exit ${code}`}); starting it again`);
      setTimeout(() => {
        if (!stopping) spawnWorker();
      }, 1000).unref();
    });
  };
  spawnWorker();

  return {
    workerPid: () => worker?.pid,
    async stop() {
      stopping = true;
      const child = worker;
      if (child && child.exitCode === null && child.signalCode === null) {
        await new Promise<void>((resolve) => {
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
        });
      }
      if (options.dataDir) rmSync(workerPidFile(options.dataDir), { force: true });
      await stopEvents();
    },
  };
}
