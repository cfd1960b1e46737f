import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { RECORD_KINDS, type RecordKind } from '@lab/shared/constants/record-kinds';
import { MAIL_JOBS, type MailRedriveEvent } from '@lab/shared/data/mail-jobs';
import { RECORD_TABLES } from '@lab/shared/data/tables';
import type { RedrivenRecord } from '../../jobs/mail-worker/mail-worker';
import { localDocumentClient } from '../../local/local-clients';
import { streamFailuresDir, workerSettingsFile, type LocalWorkerSettings } from '../../local/mail';
import { loadHandler } from '../../local/server';
import type { FailureStore, MailTarget } from './redrive';

/**
 * The local stack's mail as `npm run mail:redrive -- local` reaches it: the worker's own
 * Lambda handler, loaded here with the environment the running stack gave its worker (as
 * Lambda would run it for an Invoke), the stack's DynamoDB Local, and the folder its stream
 * reader keeps failed batches in.
 */
export async function localTarget(dataDir: string): Promise<MailTarget & { close(): void }> {
  const file = workerSettingsFile(dataDir);
  if (!existsSync(file)) {
    throw new Error(`No local stack in ${dataDir} (no ${file}): run \`npm start\` first.`);
  }
  const settings = JSON.parse(readFileSync(file, 'utf8')) as LocalWorkerSettings;
  // Its log lines would only come between the command's own (in AWS they go to its log).
  const env = { ...settings.env, POWERTOOLS_LOG_LEVEL: process.env.POWERTOOLS_LOG_LEVEL ?? 'WARN' };
  // The SDK reads region and credentials from the process's environment, as in Lambda.
  Object.assign(process.env, env);
  const handler = (await loadHandler(
    env,
    () => import(`../../jobs/${MAIL_JOBS.worker.handler}/handler.ts`),
  )) as (event: unknown, context: { awsRequestId: string }) => Promise<unknown>;
  const tables = Object.fromEntries(
    RECORD_KINDS.map((kind) => [kind, settings.env[RECORD_TABLES[kind].envVar] as string]),
  ) as Record<RecordKind, string>;
  const client = localDocumentClient(settings.endpoint);
  let invocation = 0;
  return {
    tables,
    client,
    async invokeWorker(event: MailRedriveEvent) {
      // Through JSON both ways, as an Invoke carries them.
      const answer = await handler(JSON.parse(JSON.stringify(event)), {
        awsRequestId: `local-redrive-${++invocation}`,
      });
      return JSON.parse(JSON.stringify(answer)) as RedrivenRecord[];
    },
    failures: folderFailures(settings.failuresDir ?? streamFailuresDir(dataDir)),
    close: () => client.destroy(),
  };
}

/** The local stream reader's failed batches, one JSON file each. */
export function folderFailures(dir: string): FailureStore {
  return {
    where: dir,
    list: async () =>
      existsSync(dir)
        ? readdirSync(dir)
            .filter((name) => name.endsWith('.json'))
            .sort()
        : [],
    read: async (key) => readFileSync(join(dir, key), 'utf8'),
    remove: async (key) => rmSync(join(dir, key), { force: true }),
  };
}
