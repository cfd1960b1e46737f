import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { localDocumentClient } from '../../src/local/local-clients';
import { ensureAllTables, ensureTables } from '../../src/local/local-tables';
import { localTableEnv, type LocalEnv } from '../../src/local/stack';
import { runRestoreDrill } from '../../src/ops/restore/restore-drill';
import { scanTable } from '../../src/ops/restore/table-export';
import { replaceTable } from '../../src/ops/restore/table-replace';
import { TEST_ADMIN_PASSWORD } from '../global-setup';

const dir = mkdtempSync(join(tmpdir(), 'lab-restore-drill-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The drill on tables of its own, against the run's stand-ins. */
async function drill(skipErasures: boolean) {
  const stack = inject('stackEnv');
  const tables = localTableEnv(`-${randomUUID().slice(0, 8)}`);
  const env: LocalEnv = { base: stack.base, values: { ...stack.values, ...tables } };
  await ensureAllTables(env.base.DYNAMODB_ENDPOINT as string, tables);
  process.env.POWERTOOLS_LOG_LEVEL ??= 'WARN';
  return runRestoreDrill({
    env,
    admin: { password: TEST_ADMIN_PASSWORD, totpSecret: inject('adminTotpSecret') },
    backupFile: join(dir, `${skipErasures ? 'skipped' : 'full'}.json`),
    skipErasures,
  });
}

describe('the restore drill', () => {
  it('restores every item, keeps the counts, erases again and serves the restored tables', async () => {
    const report = await drill(false);
    expect(report.checks.filter((c) => !c.ok)).toEqual([]);
    expect(report.ok).toBe(true);
    for (const { backedUp, restored } of Object.values(report.items)) {
      expect(restored).toBe(backedUp);
      expect(backedUp).toBeGreaterThan(0);
    }
    // Ben's 2 records and Cy's 3 came back with the backup and went again; Gil's erasure
    // was of records the backup never held.
    expect(report.erasures).toMatchObject({ entries: 3, hashes: 3, matched: 2 });
    const { deleted } = report.erasures ?? { deleted: { contact: 0, resource: 0, shipping: 0 } };
    expect(deleted.contact + deleted.resource + deleted.shipping).toBe(5);
    expect(report.records).toEqual({ contact: 3, resource: 1, shipping: 3 });

    // The AWS runbook's copy (restore:copy) over a live table holding other items.
    const endpoint = inject('stackEnv').base.DYNAMODB_ENDPOINT as string;
    const live = `lab-live-${randomUUID().slice(0, 8)}`;
    await ensureTables(endpoint, [live]);
    const client = localDocumentClient(endpoint);
    await client.send(new PutCommand({ TableName: live, Item: { id: '#count#0', total: 40 } }));
    const copied = await replaceTable(client, report.restoredTables.contact, live);
    expect(copied.counts.mismatches).toEqual([]);
    expect(copied.counts.records.total).toBe(3);
    expect(copied.deleted).toBe(1);
    expect((await scanTable(client, live)).length).toBe(copied.written);
    client.destroy();
  });

  it('fails when the erasures are not applied again', async () => {
    const report = await drill(true);
    expect(report.ok).toBe(false);
    const failed = report.checks.filter((c) => !c.ok).map((c) => c.name);
    expect(failed).toEqual([
      'erasures since the backup applied again',
      'no erased requester in the restored tables',
      'the switched stack finds kept requesters, not erased ones',
    ]);
  });
});
