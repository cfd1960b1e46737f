import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import type { RecordKind } from '@lab/shared/constants/record-kinds';
import { OPEN_STATUSES, type RecordStatus } from '@lab/shared/constants/record-status';
import { LIST_PARTITION, RECORD_TABLES, TABLE_KEYS } from '@lab/shared/data/tables';
import { latestOverdueArrival, type PromisedKind } from '@lab/shared/time/laboratory-time';
import { instantRange } from '../../src/lib/records/id-range';
import type { NewRecord } from '../../src/lib/records/item';
import { localDocumentClient } from '../../src/local/local-clients';
import { ADMIN_USERNAME } from '../../src/local/stack';
import { SHIPPING_REQUEST } from '../support/fixtures';
import { inbox } from '../support/inbox';
import { useTestApi } from '../support/test-api';

const context = useTestApi();

const { create, dashboard, repository } = inbox(context);

/** A copy of a record the API stored, with an id of the instant `iso`, given `status`. */
async function storeAt(kind: RecordKind, iso: string, status: RecordStatus = 'new') {
  const repo = repository(kind);
  const template = await repo.get(await create(kind, 'promise@example.com'));
  if (!template) throw new Error('The record just created is missing');
  const { status: _s, statusChangedAt: _a, statusChangedBy: _b, notes: _n, ...fields } = template;
  const id = ulid(Date.parse(iso));
  await repo.create({ ...fields, id, createdAt: iso } as NewRecord<typeof kind>);
  if (status !== 'new') {
    const changed = await repo.change(id, { status, by: ADMIN_USERNAME, at: iso });
    expect(changed.outcome).toBe('changed');
  }
  return id;
}

describe('dashboard counts', () => {
  it('stay right when a stored record cannot be read as a record', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await context.api.request('POST', '/api/shipping/request', {
        body: SHIPPING_REQUEST,
      });
      expect(res.status).toBe(201);
    }
    // The newest item of both lists, in no shape the schemas accept (written by hand,
    // or by an older or newer version).
    const client = localDocumentClient(context.api.env.base.DYNAMODB_ENDPOINT as string);
    for (const kind of ['contact', 'shipping'] as const) {
      await client.send(
        new PutCommand({
          TableName: context.api.env.values[RECORD_TABLES[kind].envVar],
          Item: {
            [TABLE_KEYS.partitionKey]: '7ZZZZZZZZZZZZZZZZZZZZZZZZZ',
            [TABLE_KEYS.listIndex.partitionKey]: LIST_PARTITION,
            createdAt: 'not a date',
            name: 42,
            shipperEmail: ['not', 'an', 'address'],
          },
        }),
      );
    }
    client.destroy();

    const res = await context.api.request('GET', '/api/admin/dashboard', { token: context.token });
    expect(res).toMatchObject({
      status: 200,
      body: {
        counts: { contact: 0, resource: 0, shipping: 2 },
        open: { contact: 0, resource: 0, shipping: 2 },
      },
    });
    expect(Object.keys(res.body as object)).toEqual(['counts', 'open', 'overdue']);
  });

  it('count the open requests past their promise through the status index, to the millisecond', async () => {
    // Tuesday 2026-04-07 9:00 in Edmonton (UTC−6), after Good Friday and the weekend.
    // Containers due by now arrived by Wednesday 04-01 16:59:59.999 (due Monday 17:00);
    // shipping labels by Monday 04-06 8:59:59.999 (due Tuesday 8:59:59.999).
    const now = Date.parse('2026-04-07T15:00:00.000Z');
    await storeAt('resource', '2026-04-01T22:59:59.999Z'); // last overdue
    await storeAt('resource', '2026-04-01T23:00:00.000Z'); // first not: due Tuesday 17:00
    await storeAt('resource', '2026-03-20T16:00:00.000Z', 'in-progress');
    await storeAt('resource', '2026-03-20T16:00:01.000Z', 'done');
    await storeAt('resource', '2026-03-20T16:00:02.000Z', 'spam');
    await storeAt('shipping', '2026-04-06T14:59:59.999Z'); // last overdue
    await storeAt('shipping', '2026-04-06T15:00:00.000Z'); // first not
    await storeAt('shipping', '2026-04-02T16:00:00.000Z', 'in-progress'); // Thursday, due Monday
    await storeAt('contact', '2026-01-05T16:00:00.000Z'); // contact messages carry no promise

    // What the dashboard counts at `now` (its handler reads the tables from the environment).
    const overdueAt = (kind: PromisedKind) =>
      repository(kind).countArrivedBy(
        OPEN_STATUSES,
        instantRange({ to: latestOverdueArrival(kind, now)! }).upper!,
      );
    expect(await overdueAt('resource')).toBe(2);
    expect(await overdueAt('shipping')).toBe(2);

    // Through the API, at today's clock, every one of those still open is long overdue,
    // and the requests just stored through the forms (the templates) are not.
    const live = await dashboard();
    expect(live.overdue).toEqual({ resource: 3, shipping: 3 });
    expect(live.open.resource).toBeGreaterThan(3);
  });
});
