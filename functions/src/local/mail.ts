import { fork, type ChildProcess } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { setPriority } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { RECEIPT_INTERVAL_MINUTES } from '@lab/shared/constants/mail';
import { RECORD_KINDS } from '@lab/shared/constants/record-kinds';
import { MAIL_JOBS, SITE_URL_ENV } from '@lab/shared/data/mail-jobs';
import { RECORD_TABLES } from '@lab/shared/data/tables';
import { SECRETS } from '@lab/shared/security/secrets';
import type { ActivityMessage, ApiActivity } from './api-activity';
import type { ReadyMessage } from './mail-process';
import type { LocalEnv } from './stack';

/*
 * The automatic e-mails on the local stack, each function in a process of its own as in
 * Lambda (restarted when it dies, as Lambda invokes again): the mail worker on the record
 * tables' streams and on a timer that stands in for its schedule (due follow-ups), and the
 * delivery feedback on the configuration set's events made from the mail viewer. Both are
 * the Lambda handlers' own modules.
 */

const require = createRequire(import.meta.url);

/**
 * A local claim lasts seconds, not minutes: the local SES events arrive within a poll
 * (200 ms) when idle, within a few seconds on a busy machine (hundreds of messages on
 * DynamoDB Local); the claim must outlast that or a killed worker's message goes twice.
 */
export const LOCAL_LEASE_SECONDS = 20;

/**
 * How often the local worker looks for due follow-ups (FOLLOW_UP_CHECK_MINUTES in AWS): a
 * tenth of the receipt interval, so a short one (a test's) is seen to end within a second
 * or so, and at most every 5 s otherwise: each check is a Query on the DynamoDB Local the
 * API shares, however idle.
 */
export function localFollowUpCheckMs(intervalSeconds: number): number {
  return Math.min(5000, Math.max(1000, intervalSeconds * 100));
}

/**
 * Their processes' niceness (19: the lowest priority). In AWS they run on compute of their
 * own; here they share the machine with the API, so they take the CPU the API leaves idle.
 */
const MAIL_NICENESS = 19;

/** What the worker process is started with. */
export interface LocalWorkerSettings {
  endpoint: string;
  tables: string[];
  env: Record<string, string>;
  /** How often the worker looks for due follow-ups. */
  followUpCheckMs: number;
  positionsFile?: string;
  /** Where stream batches that failed every attempt are kept (the S3 destination in AWS). */
  failuresDir?: string;
}

/** What the feedback process is started with. */
export interface LocalFeedbackSettings {
  viewer: string;
  env: Record<string, string>;
  /** From when (epoch seconds) it reads what the viewer took. */
  since: number;
}

export interface LocalMailOptions {
  /** The site's address, for the alert's link and the receipts'. */
  siteUrl: string;
  /**
   * An address's receipt interval, shorter than RECEIPT_INTERVAL_MINUTES for a test that
   * watches a follow-up go. @default RECEIPT_INTERVAL_MINUTES
   */
  receiptIntervalSeconds?: number;
  /** Where the worker keeps its stream positions and dead letters, and its pid; none: memory. */
  dataDir: string | null;
  log: (line: string) => void;
  /** The local API's requests: the worker polls in its lulls. Without it, it never waits. */
  activity?: ApiActivity;
}

export interface LocalMail {
  /** Settles once both processes first take work (a second or two after starting). */
  ready: Promise<void>;
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
/** The file the local stack writes its mail worker's settings to (LocalWorkerSettings). */
export const workerSettingsFile = (dataDir: string) => join(dataDir, 'mail-worker.json');
/** The folder of the stream batches the local worker failed on (S3 objects in AWS). */
export const streamFailuresDir = (dataDir: string) => join(dataDir, 'mail-stream-failures');

/**
 * A process running `script`, started again a second after it dies, until stopped; its
 * environment adds `envOf(restart)`.
 */
function supervise(
  script: string,
  envOf: (restart: boolean) => Record<string, string>,
  {
    name,
    log,
    pidFile,
    activity,
  }: { name: string; log: (line: string) => void; pidFile?: string; activity?: ApiActivity },
) {
  let child: ChildProcess | undefined;
  let stopping = false;
  let markReady = () => {};
  const ready = new Promise<void>((resolve) => (markReady = resolve));
  const tell = (apiBusy: boolean) => {
    if (child?.connected) child.send({ apiBusy } satisfies ActivityMessage);
  };
  const unsubscribe = activity?.onChange(tell);
  const spawn = (restart: boolean) => {
    const started = fork(new URL(script, import.meta.url), [], {
      env: { ...process.env, ...envOf(restart) },
      // TypeScript as `npm start` runs it, whatever runs this module (tsx, or a test runner).
      execArgv: ['--import', pathToFileURL(require.resolve('tsx')).href],
    });
    child = started;
    // What it is told before it listens is lost: it hears how the API stands once ready.
    started.on('message', (message: Partial<ReadyMessage>) => {
      if (!message.ready) return;
      tell(activity?.busy ?? false);
      markReady();
    });
    if (started.pid) {
      setPriority(started.pid, MAIL_NICENESS);
      if (pidFile) writeFileSync(pidFile, String(started.pid));
    }
    started.once('exit', (code, signal) => {
      if (stopping) return;
      log(`${name} stopped (${signal ?? `exit ${code}`}); starting it again`);
      setTimeout(() => {
        if (!stopping) spawn(true);
      }, 1000).unref();
    });
  };
  spawn(false);
  return {
    ready,
    pid: () => child?.pid,
    async stop() {
      stopping = true;
      unsubscribe?.();
      const running = child;
      if (running && running.exitCode === null && running.signalCode === null) {
        // Not waiting for a lull any more: it stops at once.
        tell(false);
        await new Promise<void>((resolve) => {
          running.once('exit', () => resolve());
          running.kill('SIGTERM');
        });
      }
      if (pidFile) rmSync(pidFile, { force: true });
    },
  };
}

/**
 * What the jobs' environments add to the stack's values. Both configuration sets are among
 * the values, as the notify route declares the alerts' and the reply route the receipts'.
 */
const mailValues = (options: Pick<LocalMailOptions, 'siteUrl'>) => ({
  [SITE_URL_ENV]: options.siteUrl,
});

/** What the local worker runs with (and `npm run mail:redrive -- local` loads its handler with). */
export function localWorkerSettings(
  env: LocalEnv,
  options: Pick<LocalMailOptions, 'siteUrl' | 'receiptIntervalSeconds' | 'dataDir'>,
): LocalWorkerSettings {
  const endpoint = env.base.DYNAMODB_ENDPOINT;
  if (!endpoint) throw new Error('The local stack gave no DynamoDB endpoint');
  return {
    endpoint,
    tables: RECORD_KINDS.map((kind) => env.values[RECORD_TABLES[kind].envVar]),
    env: {
      ...jobEnv(MAIL_JOBS.worker.env, env, mailValues(options)),
      // The document link key's local value, as a route that signs links gets it (handlerEnv).
      [SECRETS.documentLink.localVar]: env.values[SECRETS.documentLink.localVar] ?? '',
      MAIL_LEASE_SECONDS: String(LOCAL_LEASE_SECONDS),
      ...(options.receiptIntervalSeconds && {
        RECEIPT_INTERVAL_SECONDS: String(options.receiptIntervalSeconds),
      }),
    },
    followUpCheckMs: localFollowUpCheckMs(
      options.receiptIntervalSeconds ?? RECEIPT_INTERVAL_MINUTES * 60,
    ),
    ...(options.dataDir && {
      positionsFile: join(options.dataDir, 'mail-stream-positions.json'),
      failuresDir: streamFailuresDir(options.dataDir),
    }),
  };
}

export async function startLocalMail(env: LocalEnv, options: LocalMailOptions): Promise<LocalMail> {
  const viewer = env.base.SES_ENDPOINT;
  if (!viewer) throw new Error('The local stack gave no SES endpoint');

  const startedAt = Math.floor(Date.now() / 1000);
  const feedback = supervise(
    './mail-feedback-process.ts',
    (restart) => ({
      LAB_MAIL_FEEDBACK: JSON.stringify({
        viewer,
        env: jobEnv(MAIL_JOBS.feedback.env, env, mailValues(options)),
        // What was sent from now on; after a restart, the minute before it too.
        since: restart ? Math.floor(Date.now() / 1000) - 60 : startedAt - 1,
      } satisfies LocalFeedbackSettings),
    }),
    { name: 'Mail feedback', log: options.log },
  );

  const settings = localWorkerSettings(env, options);
  // What `npm run mail:redrive -- local` loads the worker's handler with.
  if (options.dataDir) writeFileSync(workerSettingsFile(options.dataDir), JSON.stringify(settings));
  const worker = supervise(
    './mail-worker-process.ts',
    () => ({ LAB_MAIL_WORKER: JSON.stringify(settings) }),
    {
      name: 'Mail worker',
      log: options.log,
      activity: options.activity,
      ...(options.dataDir && { pidFile: workerPidFile(options.dataDir) }),
    },
  );

  return {
    ready: Promise.all([worker.ready, feedback.ready]).then(() => undefined),
    workerPid: worker.pid,
    async stop() {
      await worker.stop();
      await feedback.stop();
    },
  };
}
