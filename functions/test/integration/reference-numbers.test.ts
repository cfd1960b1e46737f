import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import { apiPath, listRoute } from '@lab/shared/api/routes';
import { RECORD_KINDS, type RecordKind } from '@lab/shared/constants/record-kinds';
import { isReference } from '@lab/shared/constants/reference';
import { createdResponseSchema } from '@lab/shared/schemas/api-error';
import { createRecordRepository } from '../../src/lib/records/record-repository';
import { purgeTarget, runLocalPurge } from '../../src/local/retention';
import { FORM_BODIES, inbox } from '../support/inbox';
import { useTestApi } from '../support/test-api';

const context = useTestApi();
const { get, dashboard, repository, tableOf, client } = inbox(context);

/** Submits a form of `kind` and returns the 201 answer. */
async function submit(kind: RecordKind, email: string) {
  const res = await context.api.request('POST', listRoute(kind).path, {
    body: FORM_BODIES[kind](email),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return createdResponseSchema.parse(res.body);
}

/** The reference claim item of `reference` in `kind`'s table, if there is one. */
async function claim(kind: RecordKind, reference: string) {
  const { Item } = await client().send(
    new GetCommand({ TableName: tableOf(kind), Key: { id: reference }, ConsistentRead: true }),
  );
  return Item;
}

const search = (query: string) => get(`${apiPath('find-records')}?${query}`);

describe('reference numbers', () => {
  it('are answered by every form, stored with the record and found by the search in any spelling', async () => {
    for (const kind of RECORD_KINDS) {
      const { id, reference } = await submit(kind, `ref.${kind}@example.com`);
      expect(isReference(reference), reference).toBe(true);
      expect((await repository(kind).get(id))?.reference).toBe(reference);
      expect(await claim(kind, reference)).toEqual({ id: reference, recordId: id });

      const typed = reference.toLowerCase().replaceAll('-', ' ');
      const found = await search(`reference=${encodeURIComponent(typed)}`);
      expect(found.status).toBe(200);
      expect(found.body).toMatchObject({ data: [{ kind, record: { id, reference } }] });
    }
  });

  it('find nothing for a free reference, refuse a malformed one, and are never a record id', async () => {
    expect((await search('reference=PAL-2222-22')).body).toEqual({ data: [] });
    const malformed = await search('reference=PAL-0000-00');
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ message: expect.any(String) });

    const { reference } = await submit('contact', 'claim@example.com');
    // The claim item shares the table, but no record route reads it as a record.
    expect((await search(`id=${reference}`)).body).toEqual({ data: [] });
    const patch = await context.api.request(
      'PATCH',
      apiPath('update-record', { kind: 'contact', id: reference }),
      { body: { status: 'done' }, token: context.token },
    );
    expect(patch.status).toBe(404);
  });

  it('draw again when a number is taken: both records stored, each with its own', async () => {
    const taken = 'PAL-TAKE-NN';
    const draws = [taken, taken, 'PAL-FREE-NN'];
    const repo = createRecordRepository({
      kind: 'contact',
      tableName: tableOf('contact'),
      client: client(),
      reference: () => draws.shift()!,
    });
    const before = await dashboard();
    const record = (id: string) => ({
      id,
      createdAt: new Date().toISOString(),
      name: 'Jo Farmer',
      email: 'draw@example.com',
      phone: null,
      subject: null,
      message: 'Please test my soil.',
    });
    const first = ulid();
    const second = ulid();
    expect(await repo.create(record(first))).toEqual({
      id: first,
      reference: taken,
      repeated: false,
    });
    expect(await repo.create(record(second))).toEqual({
      id: second,
      reference: 'PAL-FREE-NN',
      repeated: false,
    });
    expect((await repo.get(first))?.reference).toBe(taken);
    expect((await repo.get(second))?.reference).toBe('PAL-FREE-NN');
    expect((await claim('contact', taken))?.recordId).toBe(first);
    expect((await dashboard()).counts.contact).toBe(before.counts.contact + 2);
  });

  it('are all different under 50 submissions at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, n) => submit('shipping', `many.${n}@example.com`)),
    );
    expect(new Set(answers.map((answer) => answer.reference)).size).toBe(50);
  });

  it('go with their records: an erasure and the retention purge leave no claim behind', async () => {
    const erased = await submit('resource', 'erase.ref@example.com');
    const res = await context.api.request('POST', apiPath('erase-requester'), {
      body: { email: 'erase.ref@example.com' },
      token: context.token,
    });
    expect(res.status).toBe(200);
    expect(await claim('resource', erased.reference)).toBeUndefined();

    // A record stored 25 months ago, its claim with it, then purged.
    const old = Date.now() - 25 * 31 * 86_400_000;
    const id = ulid(old);
    const { reference } = await repository('contact').create({
      id,
      createdAt: new Date(old).toISOString(),
      name: 'Jo Farmer',
      email: 'old.ref@example.com',
      phone: null,
      subject: null,
      message: 'Please test my soil.',
    });
    expect(await claim('contact', reference)).toBeDefined();
    await runLocalPurge(purgeTarget(context.api.env));
    expect(await repository('contact').get(id)).toBeNull();
    expect(await claim('contact', reference)).toBeUndefined();
  });
});
