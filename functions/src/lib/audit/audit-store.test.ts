import type { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { auditItem } from '@lab/shared/data/tables';
import { AUDIT_METRICS } from '@lab/shared/lambda/metrics';
import { buildAuditEntry } from './audit-entry';
import { createAuditStore } from './audit-store';

const source = { actor: 'staff.jo', requestId: 'req-1' };
const entryAt = (ms: number) =>
  buildAuditEntry({ event: 'dashboard-viewed', outcome: 'success' }, source, ms);

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

describe('the audit trail', () => {
  it('appends with a condition, so an entry never replaces another', async () => {
    const send = vi.fn(async (_command: PutCommand) => ({}));
    const entry = entryAt(Date.parse('2026-11-23T10:00:00.000Z'));
    await createAuditStore({ client: { send } as never, tableName: 'audit' }).append(entry);
    expect(send.mock.calls[0]![0].input).toEqual({
      TableName: 'audit',
      Item: auditItem(entry),
      ConditionExpression: 'attribute_not_exists(#sk)',
      ExpressionAttributeNames: { '#sk': 'sk' },
    });
  });

  it('logs the entry with the error when it cannot be stored, counts it, and throws', async () => {
    vi.stubEnv('AWS_LAMBDA_FUNCTION_NAME', 'lab-list-contacts');
    const errors: string[] = [];
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
      errors.push(String(chunk));
      return true;
    });
    const metrics: string[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
      metrics.push(String(chunk));
      return true;
    });
    const entry = entryAt(Date.now());
    const trail = createAuditStore({
      client: { send: async () => Promise.reject(new Error('throttled')) } as never,
      tableName: 'audit',
    });
    await expect(trail.append(entry)).rejects.toThrow('throttled');
    expect(errors.join('')).toContain(`"id":"${entry.id}"`);
    // The metric the not-stored alarm watches, in embedded metric format.
    expect(metrics.map((line) => JSON.parse(line) as Record<string, unknown>)).toContainEqual(
      expect.objectContaining({ [AUDIT_METRICS.notStored]: 1 }),
    );
  });

  it('takes an entry found stored already (the SDK resending a put that landed) as stored', async () => {
    const errors = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const refused = Object.assign(new Error('The conditional request failed'), {
      name: 'ConditionalCheckFailedException',
    });
    const trail = createAuditStore({
      client: { send: async () => Promise.reject(refused) } as never,
      tableName: 'audit',
    });
    await expect(trail.append(entryAt(Date.now()))).resolves.toBeUndefined();
    expect(errors.mock.calls.join('')).not.toContain('Audit entry not stored');
  });

  it('reads a page newest first, skipping an item it cannot read, with the next key', async () => {
    const [a, b, c] = [3, 2, 1].map((n) => auditItem(entryAt(Date.UTC(2026, 10, 23, n))));
    // The skipped item is logged as a warning.
    const warned = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const send = vi.fn(async (_command: QueryCommand) => ({
      Items: [a, { ...b, event: 'not-an-event' }, c],
    }));
    const trail = createAuditStore({ client: { send } as never, tableName: 'audit' });
    const page = await trail.page({ limit: 2, before: 'before-key' });
    expect(send.mock.calls[0]![0].input).toMatchObject({
      KeyConditionExpression: '#pk = :pk AND #sk < :before',
      ExpressionAttributeValues: { ':pk': 'admin', ':before': 'before-key' },
      ScanIndexForward: false,
      Limit: 3,
    });
    const { stream: _s, sk: _k, expiresAt: _e, ...first } = a!;
    expect(page).toEqual({ entries: [first], lastKey: b!.sk });
    expect(String(warned.mock.calls[0]?.[0])).toContain('Audit item skipped');
  });
});
