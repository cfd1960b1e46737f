import { randomUUID } from 'node:crypto';
import { RECORD_KINDS, type RecordKind } from '@lab/shared/constants/record-kinds';
import { AUDIT_TABLE, RECORD_TABLES } from '@lab/shared/data/tables';
import { main, type PurgeDeps } from '../jobs/purge-records/purge';
import { createAuditStore } from '../lib/audit/audit-store';
import { recordRepositories } from '../lib/records/record-repository';
import type { DeletedCounts } from '../lib/retention/delete-records';
import { localDocumentClient } from './local-clients';
import { localTableEnv, type LocalEnv } from './stack';

/** How often the local stack runs the purge, as the daily schedule does in AWS (more often). */
export const LOCAL_PURGE_INTERVAL_MS = 60 * 60 * 1000;

/** Where a local purge runs: a DynamoDB Local endpoint, and table names by variable. */
export interface PurgeTarget {
  dynamodbEndpoint: string;
  tables: Readonly<Record<string, string | undefined>>;
}

/** The target of a running local stack (or a test's): its endpoint and its tables. */
export function purgeTarget({ base, values }: LocalEnv): PurgeTarget {
  const dynamodbEndpoint = base.DYNAMODB_ENDPOINT;
  if (!dynamodbEndpoint) throw new Error('The local stack gave no DYNAMODB_ENDPOINT');
  return { dynamodbEndpoint, tables: values };
}

/**
 * The target of `npm start`'s own tables at `dynamodbEndpoint`, for the end-to-end tests,
 * which run in another process than the stack.
 */
export function localStackPurgeTarget(dynamodbEndpoint: string): PurgeTarget {
  return { dynamodbEndpoint, tables: localTableEnv() };
}

function tableName({ tables }: PurgeTarget, envVar: string): string {
  const name = tables[envVar];
  if (!name) throw new Error(`The local stack names no table for ${envVar}`);
  return name;
}

/**
 * Runs the purge handler's `main` against local tables as if the clock read `now` (epoch
 * ms): the local timer passes the real time, tests a time they choose.
 */
export function runLocalPurge(
  target: PurgeTarget,
  now: number = Date.now(),
): Promise<DeletedCounts> {
  const client = localDocumentClient(target.dynamodbEndpoint);
  const tables = Object.fromEntries(
    RECORD_KINDS.map((kind) => [kind, tableName(target, RECORD_TABLES[kind].envVar)]),
  ) as Record<RecordKind, string>;
  const deps: PurgeDeps = {
    repositories: recordRepositories({ client, tables }),
    trail: createAuditStore({ client, tableName: tableName(target, AUDIT_TABLE.envVar) }),
  };
  return main({ now, requestId: `local-purge-${randomUUID()}` }, deps);
}

/**
 * Runs the purge now and then every LOCAL_PURGE_INTERVAL_MS, logging what it deleted; a
 * failed run is logged and the next one tries again. Returns the function that stops it.
 */
export function startLocalPurge(env: LocalEnv, log: (line: string) => void): () => void {
  const target = purgeTarget(env);
  const run = () =>
    runLocalPurge(target).then(
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
