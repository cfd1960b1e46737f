import type { PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUDIT_TABLE, auditExpiresAt } from '@lab/shared/data/tables';
import { auditEntrySchema } from '@lab/shared/schemas/audit';
import type { ResourceRequestRecord } from '@lab/shared/schemas/records';
import { VIEWER_ADDRESS_HEADER } from '@lab/shared/security/origin';
import { apiEvent } from '../../../test/support/fixtures';
import { main as notify, notifyAction, type NotifyDeps } from '../../api/notify-record/handler';
import type { ApiEvent } from '../http/api-event';
import { listPage } from '../listing';
import { logger } from '../logging/logger';
import { AS_ARRIVED } from '../records/item';
import { adminSource, buildAuditEntry } from './audit-entry';
import { createAuditStore } from './audit-store';
import { recorded } from './record';

/** A record with something in every field a person typed. */
const record: ResourceRequestRecord = {
  id: '01JD0RESOURCE0000000000001',
  reference: 'PAL-7K3Q-9D',
  createdAt: '2026-11-21T15:05:00.000Z',
  name: 'Pat Rancher-Unique',
  resourceId: 'water-sample-bottles',
  email: 'pat.unique@example.com',
  phone: '306-555-0199',
  address: '12 Range Road 45, Leduc, AB, T9E 2X2',
  comments: 'Company: Prairie Acres\nQuantity: 6 bottles, call before noon',
  ...AS_ARRIVED,
};
const CONTENT = [
  record.name,
  record.email,
  record.phone as string,
  record.address as string,
  'Prairie Acres',
  'call before noon',
  '306-555',
  'Range Road',
];

const T0 = Date.parse('2026-11-23T10:00:00.000Z');

/** An admin request as the auth middleware leaves it: verified claims on the event. */
const adminEvent = (): ApiEvent => ({
  ...apiEvent({
    headers: { [VIEWER_ADDRESS_HEADER]: '203.0.113.7', 'user-agent': 'Mozilla/5.0 Test' },
  }),
  admin: { sub: 'sub-1', iat: 1, exp: 2, jti: 'j', username: 'staff.jo' },
});
const context = { awsRequestId: 'req-123' };

/** The audit trail over a fake DynamoDB that keeps what was put; stdout is captured. */
function trailAndLogs() {
  const items: Record<string, unknown>[] = [];
  const client = {
    send: vi.fn(async (command: PutCommand) => {
      items.push(command.input.Item as Record<string, unknown>);
      return {};
    }),
  };
  const lines: string[] = [];
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
    lines.push(String(chunk));
    return true;
  });
  return {
    trail: createAuditStore({ client: client as never, tableName: 'audit' }),
    items,
    lines,
    client,
  };
}

beforeEach(() => logger.setLogLevel('INFO'));
afterEach(() => {
  vi.restoreAllMocks();
  logger.setLogLevel('WARN');
});

describe('an audit entry', () => {
  it('is built from typed fields only: who, what, when, where, which record', () => {
    const entry = buildAuditEntry(
      {
        event: 'record-notified',
        outcome: 'failure',
        reason: 'too-soon',
        kind: 'contact',
        recordId: 'r1',
      },
      adminSource(adminEvent(), context),
      T0,
    );
    expect(entry).toEqual({
      id: expect.stringMatching(/^[0-9A-HJKMNP-TV-Z]{26}$/),
      at: '2026-11-23T10:00:00.000Z',
      event: 'record-notified',
      actor: 'staff.jo',
      outcome: 'failure',
      reason: 'too-soon',
      kind: 'contact',
      recordId: 'r1',
      ip: '203.0.113.7',
      userAgent: 'Mozilla/5.0 Test',
      requestId: 'req-123',
    });
    expect(auditEntrySchema.parse(entry)).toEqual(entry);
  });

  it('names the admin from the verified claims only, and refuses to build without them', () => {
    const event = {
      ...adminEvent(),
      headers: { ...adminEvent().headers, 'x-admin-username': 'mallory' },
    };
    expect(adminSource(event, context).actor).toBe('staff.jo');
    const { admin: _admin, ...unverified } = adminEvent();
    expect(() => adminSource(unverified, context)).toThrow();
  });

  it('holds none of the content of the records an action read or mailed, nor does its log line', async () => {
    const { trail, items, lines } = trailAndLogs();
    const source = adminSource(adminEvent(), context);

    // A list view that returned the record.
    const page = await recorded(
      trail,
      source,
      { event: 'list-viewed', outcome: 'success', kind: 'resource' },
      () =>
        listPage(
          { limit: 20, status: 'all' },
          { list: async () => ({ items: [record], lastId: null }) },
        ),
      () => T0,
    );
    expect(page.data).toEqual([record]);

    // A notify that read the record and mailed it.
    const none = {
      get: async () => null,
      stampNotified: async () => ({ outcome: 'missing' as const }),
      unstampNotified: async () => undefined,
    };
    const deps: NotifyDeps = {
      repositories: {
        contact: none,
        resource: {
          get: async () => record,
          stampNotified: async () => ({ outcome: 'stamped', previous: null }),
          unstampNotified: async () => undefined,
        },
        shipping: none,
      },
      send: async () => 'ses-1',
      notifyTo: 'lab@example.com',
      now: () => T0,
    };
    const params = { kind: 'resource' as const, id: record.id };
    const result = await recorded(
      trail,
      source,
      (r) => notifyAction(params, r),
      () => notify(params, deps),
      () => T0,
    );
    expect(result).toMatchObject({ outcome: 'sent' });

    expect(items).toHaveLength(2);
    const logged = lines.filter((line) => line.includes('"message":"audit"'));
    expect(logged).toHaveLength(2);
    for (const text of [JSON.stringify(items), logged.join('\n')]) {
      for (const content of CONTENT) expect(text).not.toContain(content);
    }
    expect(items[1]).toMatchObject({
      event: 'record-notified',
      kind: 'resource',
      recordId: record.id,
      outcome: 'success',
    });
    // The log line carries the same entry as the table, with the request id.
    const line = JSON.parse(logged[1]!) as { audit: unknown; level: string };
    const {
      [AUDIT_TABLE.partitionKey]: _pk,
      [AUDIT_TABLE.sortKey]: sk,
      [AUDIT_TABLE.ttlAttribute]: ttl,
      ...stored
    } = items[1]!;
    expect(line).toMatchObject({ level: 'INFO', audit: stored });
    expect(stored).toMatchObject({ requestId: 'req-123' });
    expect(sk).toBe(`${String(stored.at)}#${String(stored.id)}`);
    expect(ttl).toBe(auditExpiresAt(String(stored.at)));
  });
});
