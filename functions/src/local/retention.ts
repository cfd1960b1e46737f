import { randomUUID } from 'node:crypto';
import type { RecordKind } from '@lab/shared/constants/record-kinds';
import { AUDIT_TABLE, RECORD_TABLES } from '@lab/shared/data/tables';
import { main, type PurgeDeps } from '../jobs/purge-records/purge';
import { createAuditTrail } from '../lib/audit/audit-trail';
import { createRecordRepository } from '../lib/repositories/record-repository';
import type { DeletedCounts } from '../lib/retention/delete-records';
import { localDocumentClient } from './bootstrap';
import type { LocalEnv } from './stack';

/** How often the local stack runs the purge, as the daily schedule does in AWS (more often). */
export const LOCAL_PURGE_INTERVAL_MS = 60 * 60 * 1000;

function tableName({ values }: LocalEnv, envVar: string): string {
  const name = (values as Record<string, string | undefined>)[envVar];
  if (!name) throw new Error(`The local stack names no table for ${envVar}`);
  return name;
}

/**
 * Runs the purge handler's `main` against the local stack's tables as if the clock read
 * `now` (epoch ms): the local timer passes the real time, tests a time they choose.
 */
export function runLocalPurge(env: LocalEnv, now: number = Date.now()): Promise<DeletedCounts> {
  const client = localDocumentClient(env.base.DYNAMODB_ENDPOINT as string);
  const repository = <K extends RecordKind>(kind: K) =>
    createRecordRepository({ kind, client, tableName: tableName(env, RECORD_TABLES[kind].envVar) });
  const deps: PurgeDeps = {
    repositories: {
      contact: repository('contact'),
      resource: repository('resource'),
      shipping: repository('shipping'),
    },
    trail: createAuditTrail({ client, tableName: tableName(env, AUDIT_TABLE.envVar) }),
  };
  return main({ now, requestId: `local-purge-${randomUUID()}` }, deps);
}

/**
 * Runs the purge now and then every LOCAL_PURGE_INTERVAL_MS, logging what it deleted; a
 * failed run is logged and the next one tries again. Returns the function that stops it.
 */
export function startLocalPurge(env: LocalEnv, log: (line: string) => void): () => void {
  const run = () =>
    runLocalPurge(env).then(
      (deleted) => {
        const total = deleted.contact + deleted.resource + deleted.shipping;
        if (total > 0) log(`Retention purge deleted ${JSON.stringify(deleted)}`);
      },
      (error: unknown) => log(`Retention purge failed: ${String(error)}`),
    );
  void run();
  const timer = setInterval(() => void run(), LOCAL_PURGE_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
