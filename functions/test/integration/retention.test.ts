import { ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import { apiPath } from '@lab/shared/api/routes';
import { RECORD_KINDS, type RecordKind } from '@lab/shared/constants/record-kinds';
import { type RecordStatus } from '@lab/shared/constants/record-status';
import { RETENTION_ACTOR } from '@lab/shared/constants/retention';
import { eraseResultSchema } from '@lab/shared/schemas/admin';
import { activityPageSchema } from '@lab/shared/schemas/audit';
import { emailHash } from '../../src/lib/auth/erasure-hash';
import type { NewRecord } from '../../src/lib/records/item';
import { purgeTarget, runLocalPurge } from '../../src/local/retention';
import { ADMIN_USERNAME } from '../../src/local/stack';
import { inbox } from '../support/inbox';
import { useTestApi } from '../support/test-api';

const context = useTestApi();

const { get, create, dashboard, repository, countsAgree } = inbox(context);

const MONTH_MS = 31 * 24 * 60 * 60 * 1000;

/**
 * A record of `kind` that arrived at `at` (epoch ms), stored as the form route stores one
 * (its counts moved with it), then given `status`: a copy of a record the API stored, with
 * an id of that time.
 */
async function storeAt(kind: RecordKind, at: number, status: RecordStatus = 'new') {
  const repo = repository(kind);
  const template = await repo.get(await create(kind, 'old@example.com'));
  if (!template) throw new Error('The record just created is missing');
  const { status: _s, statusChangedAt: _a, statusChangedBy: _b, notes: _n, ...fields } = template;
  const id = ulid(at);
  await repo.create({ ...fields, id, createdAt: new Date(at).toISOString() } as NewRecord<
    typeof kind
  >);
  if (status !== 'new') {
    const changed = await repo.change(id, {
      status,
      by: ADMIN_USERNAME,
      at: new Date().toISOString(),
    });
    expect(changed.outcome).toBe('changed');
  }
  return id;
}

describe('retention purge', () => {
  it('deletes the records older than 24 months with their counts, keeps the rest, and records the run', async () => {
    const now = Date.now();
    const old = now - 25 * MONTH_MS;
    const expired = {
      contact: [
        await storeAt('contact', old, 'new'),
        await storeAt('contact', old, 'done'),
        await storeAt('contact', old, 'spam'),
      ],
      resource: [await storeAt('resource', old, 'in-progress')],
      shipping: [await storeAt('shipping', old)],
    } satisfies Record<RecordKind, string[]>;
    // Just inside the 24 months, and today's records (the templates above among them).
    const kept = [
      await storeAt('contact', now - 23 * MONTH_MS, 'in-progress'),
      await create('contact'),
    ];
    const dashboardBefore = await dashboard();

    const deleted = await runLocalPurge(purgeTarget(context.api.env), now);

    expect(deleted).toEqual({ contact: 3, resource: 1, shipping: 1 });
    // Read first: the checks below are admin reads that the trail records too.
    const trail = activityPageSchema.parse((await get(`${apiPath('list-activity')}?limit=5`)).body);
    expect(trail.data.find((entry) => entry.event === 'records-purged')).toMatchObject({
      actor: RETENTION_ACTOR,
      outcome: 'success',
      deleted: { contact: 3, resource: 1, shipping: 1 },
    });
    for (const kind of RECORD_KINDS) {
      for (const id of expired[kind]) expect(await repository(kind).get(id)).toBeNull();
      await countsAgree(kind);
    }
    for (const id of kept) expect(await repository('contact').get(id)).not.toBeNull();
    const summary = await dashboard();
    expect(summary.counts).toEqual({
      contact: dashboardBefore.counts.contact - 3,
      resource: dashboardBefore.counts.resource - 1,
      shipping: dashboardBefore.counts.shipping - 1,
    });
    // One open contact (the new one) and the in-progress resource went.
    expect(summary.open).toEqual({
      contact: dashboardBefore.open.contact - 1,
      resource: dashboardBefore.open.resource - 1,
      shipping: dashboardBefore.open.shipping - 1,
    });

    // Nothing is left to purge: a second run deletes nothing.
    expect(await runLocalPurge(purgeTarget(context.api.env), now)).toEqual({
      contact: 0,
      resource: 0,
      shipping: 0,
    });
  });

  it('keeps the counts exact when status changes race the purge', async () => {
    const now = Date.now();
    const statuses: RecordStatus[] = ['new', 'in-progress', 'done', 'spam', 'new', 'done'];
    const ids = [];
    for (const status of statuses) ids.push(await storeAt('resource', now - 25 * MONTH_MS, status));
    const targets: RecordStatus[] = ['done', 'new', 'spam', 'in-progress', 'spam', 'new'];
    const [, ...answers] = await Promise.all([
      runLocalPurge(purgeTarget(context.api.env), now),
      ...ids.map((id, i) =>
        context.api.request('PATCH', apiPath('update-record', { kind: 'resource', id }), {
          body: { status: targets[i] },
          token: context.token,
        }),
      ),
    ]);
    // Each change either landed before the record was deleted, or found it gone.
    for (const answer of answers) expect([200, 404]).toContain(answer.status);
    for (const id of ids) expect(await repository('resource').get(id)).toBeNull();
    await countsAgree('resource');
  });
});

describe('erasure', () => {
  const erase = (body: unknown) =>
    context.api.request('POST', apiPath('erase-requester'), { body, token: context.token });

  it("erases every record of every kind with the address, whatever its case, with their counts, and keeps others'", async () => {
    const address = 'Erase.Me@Example.com';
    const mine = {
      contact: [await create('contact', address), await create('contact', 'erase.me@example.com')],
      resource: [await create('resource', 'ERASE.ME@EXAMPLE.COM')],
      shipping: [await create('shipping', address)],
    } satisfies Record<RecordKind, string[]>;
    await repository('contact').change(mine.contact[0]!, {
      status: 'done',
      by: ADMIN_USERNAME,
      at: new Date().toISOString(),
    });
    const other = await create('contact', 'someone.else@example.com');
    const before = await dashboard();

    const res = await erase({ email: '  erase.me@EXAMPLE.com ' });

    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(eraseResultSchema.parse(res.body)).toEqual({
      deleted: { contact: 2, resource: 1, shipping: 1 },
    });
    const trail = activityPageSchema.parse((await get(`${apiPath('list-activity')}?limit=5`)).body);
    const entry = trail.data.find((e) => e.event === 'records-erased');
    expect(entry).toMatchObject({
      actor: ADMIN_USERNAME,
      outcome: 'success',
      deleted: { contact: 2, resource: 1, shipping: 1 },
      emailHash: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(JSON.stringify(trail).toLowerCase()).not.toContain('erase.me');
    for (const kind of RECORD_KINDS) {
      for (const id of mine[kind]) expect(await repository(kind).get(id)).toBeNull();
      await countsAgree(kind);
    }
    expect(await repository('contact').get(other)).not.toBeNull();
    const after = await dashboard();
    expect(after.counts).toEqual({
      contact: before.counts.contact - 2,
      resource: before.counts.resource - 1,
      shipping: before.counts.shipping - 1,
    });
    // The done contact was not open: one open contact went.
    expect(after.open.contact).toBe(before.open.contact - 1);

    // A repeat request deletes nothing, and its entry carries the same hash.
    const again = await erase({ email: address });
    expect(again.body).toEqual({ deleted: { contact: 0, resource: 0, shipping: 0 } });
    const latest = activityPageSchema.parse(
      (await get(`${apiPath('list-activity')}?limit=5`)).body,
    );
    const repeat = latest.data.filter((e) => e.event === 'records-erased');
    expect(repeat[0]?.emailHash).toBe(entry?.emailHash);

    // Keyed by the erasure key, which outlives the origin secret's rotations (locally, its
    // restarts): never by the origin secret or the sign-in handle key.
    const { values } = context.api.env;
    expect(entry?.emailHash).toBe(emailHash(address, values.ERASURE_KEY));
    expect(entry?.emailHash).not.toBe(emailHash(address, values.ORIGIN_SECRET));
    expect(entry?.emailHash).not.toBe(emailHash(address, values.SIGN_IN_HANDLE_KEY));
  });

  it('answers 401 without a token and 400 for a missing, malformed or extra field, deleting nothing', async () => {
    const id = await create('contact', 'kept@example.com');
    const anonymous = await context.api.request('POST', apiPath('erase-requester'), {
      body: { email: 'kept@example.com' },
    });
    expect(anonymous.status).toBe(401);
    for (const body of [
      {},
      { email: 'not an address' },
      { email: 'kept@example.com', kind: 'contact' },
      { email: 'kept\u202e@example.com' },
      'kept@example.com',
    ]) {
      const res = await erase(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toMatchObject({ message: expect.any(String) });
    }
    expect(await repository('contact').get(id)).not.toBeNull();
  });
});
