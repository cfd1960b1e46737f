import { DeleteTableCommand } from '@aws-sdk/client-dynamodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { apiPath } from '@lab/shared/api/routes';
import { RECORD_KINDS, type RecordKind } from '@lab/shared/constants/record-kinds';
import {
  AUDIT_TABLE,
  emailKey,
  RECORD_TABLES,
  REQUESTER_EMAIL_FIELD,
} from '@lab/shared/data/tables';
import { dashboardSummarySchema } from '@lab/shared/schemas/admin';
import { SECRETS } from '@lab/shared/security/secrets';
import { emailHash } from '../../lib/auth/erasure-hash';
import { localDocumentClient } from '../../local/local-clients';
import { ensureTables } from '../../local/local-tables';
import type { LocalEnv } from '../../local/stack';
import { checkCounts } from './count-check';
import { signInAdmin, startDrillApi, type DrillApi } from './drill-api';
import {
  AFTER_BACKUP,
  createPath,
  ERASED_AFTER_BACKUP,
  ERASED_BEFORE_BACKUP,
  formBody,
  recordsToEraseAgain,
  REQUESTERS,
  STATUS_CHANGES,
} from './drill-seed';
import { erasedHashesSince } from './erased-hashes';
import { reapplyErasures, type ReappliedErasures } from './reapply-erasures';
import { scanTable, writeExport, type TableExport } from './table-export';
import { writeItems } from './table-import';

/** One thing the drill checked. */
export interface DrillCheck {
  name: string;
  ok: boolean;
  detail: string;
}

export interface DrillReport {
  ok: boolean;
  checks: DrillCheck[];
  /** From the loss of the tables to the stack answering from the restored ones. */
  recoveryMs: number;
  backupFile: string;
  /** Items in the backup, and items restored, by record kind. */
  items: Record<RecordKind, { backedUp: number; restored: number }>;
  /** Records in the restored tables once erasures were applied again, by kind. */
  records: Record<RecordKind, number>;
  erasures: ReappliedErasures | null;
  /** Records that arrived after the backup: lost, as the restore point says. */
  lostSinceBackup: number;
  restoredTables: Record<RecordKind, string>;
}

export interface DrillOptions {
  /** The stand-ins, with the drill's own record tables in `values`. */
  env: LocalEnv;
  admin: { password: string; totpSecret: string };
  /** Where the backup's file goes. */
  backupFile: string;
  /** Leaves the erasures out, to show that the checks catch it. @default false */
  skipErasures?: boolean;
  log?: (line: string) => void;
}

/** A restore point before any audit entry: sort keys begin with an ISO instant. */
const EVER = '0';

const tableOf = (env: LocalEnv, kind: RecordKind) => env.values[RECORD_TABLES[kind].envVar];

/** Stores the records the drill starts from, through the public routes, and moves some on. */
async function seed(api: DrillApi, token: string): Promise<void> {
  const stored: { kind: RecordKind; id: string }[] = [];
  for (const requester of REQUESTERS) {
    for (const kind of requester.kinds) {
      const body = formBody(kind, requester.name, requester.email);
      const { id } = (await api.call('POST', createPath(kind), { body, expect: 201 })) as {
        id: string;
      };
      stored.push({ kind, id });
    }
  }
  for (const { index, status } of STATUS_CHANGES) {
    const record = stored[index];
    if (!record) throw new Error(`No record ${index} to change`);
    await api.call('PATCH', apiPath('update-record', record), { body: { status }, token });
  }
}

const erase = (api: DrillApi, token: string, email: string) =>
  api.call('POST', apiPath('erase-requester'), { body: { email }, token });

/** The backup: every item of the record tables, read consistently, kept in a file. */
async function backUp(
  client: DynamoDBDocumentClient,
  env: LocalEnv,
  file: string,
): Promise<TableExport> {
  const backup: TableExport = { takenAt: new Date().toISOString(), tables: {} };
  for (const kind of RECORD_KINDS)
    backup.tables[kind] = await scanTable(client, tableOf(env, kind));
  writeExport(file, backup);
  return backup;
}

/** Runs the drill: seed, erase, back up, lose the tables, restore, erase again, switch over. */
export async function runRestoreDrill(options: DrillOptions): Promise<DrillReport> {
  const { env, admin, backupFile, skipErasures = false, log = () => {} } = options;
  const endpoint = env.base.DYNAMODB_ENDPOINT;
  if (!endpoint) throw new Error('The drill runs against DynamoDB Local: no DYNAMODB_ENDPOINT');
  const erasureKey = env.values[SECRETS.erasure.localVar];
  const auditTable = env.values[AUDIT_TABLE.envVar];
  const client = localDocumentClient(endpoint);
  const checks: DrillCheck[] = [];
  const check = (name: string, ok: boolean, detail: string) => {
    checks.push({ name, ok, detail });
    log(`${ok ? 'ok  ' : 'FAIL'} ${name}: ${detail}`);
  };

  // 1. The live stack: records through the public routes, staff work, an erasure.
  log('seeding records through the public routes');
  const live = await startDrillApi(env);
  const token = await signInAdmin(live, admin);
  await seed(live, token);
  for (const email of ERASED_BEFORE_BACKUP) await erase(live, token, email);

  // 2. The backup (the restore point), then life goes on: new records, more erasures.
  const backup = await backUp(client, env, backupFile);
  log(`backup taken at ${backup.takenAt} into ${backupFile}`);
  for (const { requester, kind } of AFTER_BACKUP) {
    await live.call('POST', createPath(kind), {
      body: formBody(kind, requester.name, requester.email),
      expect: 201,
    });
  }
  for (const email of ERASED_AFTER_BACKUP) await erase(live, token, email);
  await live.close();

  // 3. The loss: the record tables are gone. The audit trail, kept apart, is not.
  const lostAt = Date.now();
  const raw = client;
  for (const kind of RECORD_KINDS) {
    await raw.send(new DeleteTableCommand({ TableName: tableOf(env, kind) }));
  }
  log('record tables deleted');

  // 4. Restore into new tables, without a stream (as a restored table has none), so the
  // copy is on no stream the mail worker reads: the local form of pausing its mappings.
  const restoredTables = Object.fromEntries(
    RECORD_KINDS.map((kind) => [kind, `${tableOf(env, kind)}-restored`]),
  ) as Record<RecordKind, string>;
  await ensureTables(endpoint, Object.values(restoredTables), { stream: false });
  const items = {} as DrillReport['items'];
  for (const kind of RECORD_KINDS) {
    const backedUp = backup.tables[kind] ?? [];
    await writeItems(client, restoredTables[kind], backedUp);
    const restored = (await scanTable(client, restoredTables[kind])).length;
    items[kind] = { backedUp: backedUp.length, restored };
  }
  const copied = RECORD_KINDS.every((kind) => items[kind].backedUp === items[kind].restored);
  check(
    'every backed-up item restored',
    copied,
    RECORD_KINDS.map((k) => `${k} ${items[k].restored}/${items[k].backedUp}`).join(', '),
  );
  await checkAllCounts(client, restoredTables, 'counts agree after the restore', check);

  // 5. Erasures since the restore point, applied again from the live audit trail.
  let erasures: ReappliedErasures | null = null;
  if (!skipErasures) {
    erasures = await reapplyErasures({
      client,
      tables: restoredTables,
      auditTable,
      erasureKey,
      since: backup.takenAt,
    });
  }
  const deleted = erasures
    ? erasures.deleted.contact + erasures.deleted.resource + erasures.deleted.shipping
    : 0;
  const expected = recordsToEraseAgain();
  check(
    'erasures since the backup applied again',
    deleted === expected,
    erasures
      ? `${erasures.entries} erasure entries since ${backup.takenAt}, ${erasures.matched} of ${erasures.hashes} addresses in the backup, ${deleted} records deleted (expected ${expected})`
      : `skipped: 0 records deleted (expected ${expected})`,
  );
  const everErased = await erasedHashesSince(client, auditTable, EVER);
  let remaining = 0;
  for (const kind of RECORD_KINDS) {
    for (const item of await scanTable(client, restoredTables[kind])) {
      const address = item[REQUESTER_EMAIL_FIELD[kind]];
      if (typeof address === 'string' && everErased.hashes.has(emailHash(address, erasureKey))) {
        remaining += 1;
      }
    }
  }
  check(
    'no erased requester in the restored tables',
    remaining === 0,
    `${remaining} records of the ${everErased.hashes.size} erased addresses`,
  );
  const records = await checkAllCounts(
    client,
    restoredTables,
    'counts agree after erasures',
    check,
  );

  // 6. Switch over: the stream on (the mappings resumed), the handlers on the new tables.
  await ensureTables(endpoint, Object.values(restoredTables));
  const switched: LocalEnv = {
    base: env.base,
    values: {
      ...env.values,
      ...Object.fromEntries(
        RECORD_KINDS.map((kind) => [RECORD_TABLES[kind].envVar, restoredTables[kind]]),
      ),
    },
  };
  const api = await startDrillApi(switched);
  try {
    const summary = dashboardSummarySchema.parse(
      await api.call('GET', apiPath('get-dashboard'), { token }),
    );
    check(
      'the switched stack counts the restored records',
      RECORD_KINDS.every((kind) => summary.counts[kind] === records[kind]),
      RECORD_KINDS.map((k) => `${k} ${summary.counts[k]}`).join(', '),
    );
    const found = async (email: string) =>
      (
        (await api.call('GET', `${apiPath('find-records')}?email=${encodeURIComponent(email)}`, {
          token,
        })) as { data: unknown[] }
      ).data.length;
    const erasedFound = await found(ERASED_AFTER_BACKUP[0] ?? '');
    const keptFound = await found(REQUESTERS[0].email);
    check(
      'the switched stack finds kept requesters, not erased ones',
      erasedFound === 0 && keptFound === REQUESTERS[0].kinds.length,
      `${keptFound} records of ${emailKey(REQUESTERS[0].email)}, ${erasedFound} of ${emailKey(ERASED_AFTER_BACKUP[0] ?? '')}`,
    );
  } finally {
    await api.close();
  }
  const recoveryMs = Date.now() - lostAt;
  client.destroy();
  return {
    ok: checks.every((c) => c.ok),
    checks,
    recoveryMs,
    backupFile,
    items,
    records,
    erasures,
    lostSinceBackup: AFTER_BACKUP.length,
    restoredTables,
  };
}

/** Checks each restored table's records against its counter shards. */
async function checkAllCounts(
  client: DynamoDBDocumentClient,
  tables: Record<RecordKind, string>,
  name: string,
  check: (name: string, ok: boolean, detail: string) => void,
): Promise<Record<RecordKind, number>> {
  const records = {} as Record<RecordKind, number>;
  const problems: string[] = [];
  for (const kind of RECORD_KINDS) {
    const result = await checkCounts(client, tables[kind]);
    records[kind] = result.records.total;
    problems.push(...result.mismatches.map((m) => `${kind} ${m}`));
  }
  check(
    name,
    problems.length === 0,
    `${RECORD_KINDS.map((k) => `${k} ${records[k]}`).join(', ')} records; ${problems.length} mismatches${problems.length ? `: ${problems.join('; ')}` : ''}`,
  );
  return records;
}
