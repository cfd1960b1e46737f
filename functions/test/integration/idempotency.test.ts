import { randomUUID } from 'node:crypto';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import {
  IDEMPOTENCY_HEADER,
  IDEMPOTENCY_KEY_HOURS,
  IDEMPOTENCY_KEY_MESSAGE,
} from '@lab/shared/api/idempotency';
import { listRoute } from '@lab/shared/api/routes';
import { RECORD_KINDS, type RecordKind } from '@lab/shared/constants/record-kinds';
import {
  IDEMPOTENCY_CLAIM_PREFIX,
  NEW_RECORD_EVENT_PATTERN,
  RECORD_TTL_ATTRIBUTE,
} from '@lab/shared/data/tables';
import { createdResponseSchema } from '@lab/shared/schemas/api-error';
import { FORM_BODIES, inbox } from '../support/inbox';
import { useTestApi } from '../support/test-api';

const context = useTestApi();
const { dashboard, repository, tableOf, client } = inbox(context);

const post = (kind: RecordKind, email: string, key?: string) =>
  context.api.request('POST', listRoute(kind).path, {
    body: FORM_BODIES[kind](email),
    ...(key && { headers: { [IDEMPOTENCY_HEADER]: key } }),
  });

describe('an idempotency key on a public submission', () => {
  it.each(RECORD_KINDS)(
    'answers a retried %s with the first answer and stores, counts and sends nothing new',
    async (kind) => {
      const email = `retry.${kind}.${randomUUID().slice(0, 8)}@example.com`;
      const key = randomUUID();
      const before = (await dashboard()).counts[kind];

      // The retry races the first request, as a client retrying a slow answer does.
      const answers = await Promise.all([post(kind, email, key), post(kind, email, key)]);
      const again = await post(kind, email, key);
      for (const res of [...answers, again]) expect(res.status, JSON.stringify(res.body)).toBe(201);
      const [first, ...rest] = [...answers, again].map((res) =>
        createdResponseSchema.parse(res.body),
      );
      for (const answer of rest) expect(answer).toEqual(first);

      const stored = await repository(kind).findByEmail(email, 10);
      expect(stored.map(({ id, reference }) => ({ id, reference }))).toEqual([
        { id: first!.id, reference: first!.reference },
      ]);
      expect((await dashboard()).counts[kind]).toBe(before + 1);

      // Mail is sent for each new record's stream event that matches the worker's filter:
      // the claim, which has no list key, never does.
      const { Item: claim } = await client().send(
        new GetCommand({
          TableName: tableOf(kind),
          Key: { id: `${IDEMPOTENCY_CLAIM_PREFIX}${key}` },
          ConsistentRead: true,
        }),
      );
      expect(claim).toMatchObject({ recordId: first!.id, reference: first!.reference });
      expect(claim).not.toHaveProperty(Object.keys(NEW_RECORD_EVENT_PATTERN.dynamodb.NewImage)[0]!);
    },
  );

  it('stores a new record for a new key, and for no key', async () => {
    const email = `fresh.${randomUUID().slice(0, 8)}@example.com`;
    const answers = [
      await post('contact', email, randomUUID()),
      await post('contact', email, randomUUID()),
      await post('contact', email),
      await post('contact', email),
    ].map((res) => createdResponseSchema.parse(res.body));
    expect(new Set(answers.map(({ id }) => id)).size).toBe(4);
    expect(await repository('contact').findByEmail(email, 10)).toHaveLength(4);
  });

  it(`forgets a key after ${IDEMPOTENCY_KEY_HOURS} hours: an expired key is a new submission`, async () => {
    const email = `expired.${randomUUID().slice(0, 8)}@example.com`;
    const key = randomUUID();
    const first = createdResponseSchema.parse((await post('contact', email, key)).body);
    const Key = { id: `${IDEMPOTENCY_CLAIM_PREFIX}${key}` };
    const { Item: claim } = await client().send(
      new GetCommand({ TableName: tableOf('contact'), Key, ConsistentRead: true }),
    );
    const expiresAt = Math.floor(Date.now() / 1000) + IDEMPOTENCY_KEY_HOURS * 3600;
    expect(claim?.[RECORD_TTL_ATTRIBUTE]).toBeGreaterThan(expiresAt - 60);
    expect(claim?.[RECORD_TTL_ATTRIBUTE]).toBeLessThanOrEqual(expiresAt);
    // TTL deletes late: the claim is still there, past its expiry.
    await client().send(
      new UpdateCommand({
        TableName: tableOf('contact'),
        Key,
        UpdateExpression: 'SET #expires = :past',
        ExpressionAttributeNames: { '#expires': RECORD_TTL_ATTRIBUTE },
        ExpressionAttributeValues: { ':past': Math.floor(Date.now() / 1000) - 1 },
      }),
    );
    const second = createdResponseSchema.parse((await post('contact', email, key)).body);
    expect(second.id).not.toBe(first.id);
    expect(second.reference).not.toBe(first.reference);
    expect(await repository('contact').findByEmail(email, 10)).toHaveLength(2);
  });

  it('refuses a malformed key with a 400 that says why, storing nothing', async () => {
    const email = `bad.key.${randomUUID().slice(0, 8)}@example.com`;
    for (const key of [
      'short',
      'x'.repeat(129),
      'has spaces in it here',
      'clé-clé-clé-clé-clé-clé',
    ]) {
      const res = await post('contact', email, key);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        errors: { [IDEMPOTENCY_HEADER.toLowerCase()]: IDEMPOTENCY_KEY_MESSAGE },
      });
    }
    expect(await repository('contact').findByEmail(email, 10)).toEqual([]);
  });
});
