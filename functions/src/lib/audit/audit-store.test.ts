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

  it('narrows a filtered page in the Query and stops reading at its bound', async () => {
    const pageOf = (n: number) => ({
      Items: [],
      ScannedCount: n,
      LastEvaluatedKey: { stream: 'admin', sk: `2025-11-20T1${n}:00:00.000Z#KEY` },
    });
    const send = vi
      .fn(async (_command: QueryCommand) => pageOf(1))
      .mockResolvedValueOnce(pageOf(4))
      .mockResolvedValueOnce(pageOf(6));
    const trail = createAuditStore({
      client: { send } as never,
      tableName: 'audit',
      readBound: 10,
    });
    const page = await trail.page({
      limit: 20,
      before: '2025-11-20T23:00:00.000Z#BEFORE',
      from: '2025-11-20T07:00:00.000Z',
      to: '2025-11-21T07:00:00.000Z',
      actor: 'ana',
      hideEvents: ['list-viewed', 'dashboard-viewed'],
    });
    expect(send.mock.calls[0]![0].input).toMatchObject({
      // The nearer end of the range: the previous page's end, within the day.
      KeyConditionExpression: '#pk = :pk AND #sk BETWEEN :from AND :before',
      FilterExpression: '#actor = :actor AND NOT (#event IN (:hide0, :hide1))',
      ExpressionAttributeValues: {
        ':pk': 'admin',
        ':from': '2025-11-20T07:00:00.000Z',
        ':before': '2025-11-20T23:00:00.000Z#BEFORE',
        ':actor': 'ana',
        ':hide0': 'list-viewed',
        ':hide1': 'dashboard-viewed',
      },
      ScanIndexForward: false,
      Limit: 21,
    });
    // Ten items read in two requests: nothing found, and the cursor is where reading stopped.
    expect(send).toHaveBeenCalledTimes(2);
    expect(page).toEqual({ entries: [], lastKey: '2025-11-20T16:00:00.000Z#KEY' });
  });

  it('reads nothing for a previous page that ended before the range began', async () => {
    const send = vi.fn();
    const trail = createAuditStore({ client: { send } as never, tableName: 'audit' });
    const page = await trail.page({
      limit: 20,
      before: '2025-11-01T00:00:00.000Z#BEFORE',
      from: '2025-11-20T07:00:00.000Z',
    });
    expect(page).toEqual({ entries: [], lastKey: null });
    expect(send).not.toHaveBeenCalled();
  });
});
