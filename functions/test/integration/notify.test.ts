import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { NOTIFY_MESSAGES, NOTIFY_REPEAT_SECONDS } from '@lab/shared/schemas/admin';
import { AS_ARRIVED } from '../../src/lib/records/item';
import { createRecordRepository } from '../../src/lib/records/record-repository';
import { localDocumentClient } from '../../src/local/local-clients';
import { ensureTables } from '../../src/local/local-tables';
import { localTableEnv } from '../../src/local/stack';
import { sentEmails, useTestApi } from '../support/test-api';

const context = useTestApi();

const contact = (name: string) => ({
  name,
  email: 'flood@example.com',
  message: 'Please call me about soil testing.',
});

async function createContact(name: string): Promise<string> {
  const created = await context.api.request('POST', '/api/contact', { body: contact(name) });
  expect(created.status).toBe(201);
  return (created.body as { id: string }).id;
}

const notify = (id: string) =>
  context.api.request('POST', `/api/admin/notify/contact/${id}`, { token: context.token });

async function mailsFor(name: string) {
  return (await sentEmails(context.api.env)).filter((mail) => mail.subject.includes(name));
}

describe('notifying one record again', () => {
  it('sends one e-mail when the same record is notified twice at once', async () => {
    const name = `Concurrent ${randomUUID().slice(0, 8)}`;
    const id = await createContact(name);
    const answers = await Promise.all([notify(id), notify(id), notify(id)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 429, 429]);
    expect(await mailsFor(name)).toHaveLength(1);
  });

  it('answers 429 with Retry-After and sends nothing within the window', async () => {
    const name = `Repeat ${randomUUID().slice(0, 8)}`;
    const id = await createContact(name);
    expect((await notify(id)).status).toBe(200);
    const again = await notify(id);
    expect(again).toMatchObject({
      status: 429,
      body: { success: false, message: NOTIFY_MESSAGES.tooSoon },
    });
    const retryAfter = Number(again.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(NOTIFY_REPEAT_SECONDS);
    expect(await mailsFor(name)).toHaveLength(1);
  });

  it('leaves other records alone', async () => {
    const first = await createContact(`First ${randomUUID().slice(0, 8)}`);
    const second = await createContact(`Second ${randomUUID().slice(0, 8)}`);
    expect((await notify(first)).status).toBe(200);
    expect((await notify(second)).status).toBe(200);
  });

  it('never shows the stamp in the admin lists', async () => {
    const id = await createContact(`Listed ${randomUUID().slice(0, 8)}`);
    await notify(id);
    const list = await context.api.request('GET', '/api/contact', { token: context.token });
    const listed = (list.body as { data: { id: string }[] }).data.find((r) => r.id === id);
    expect(listed).toBeDefined();
    expect(listed).not.toHaveProperty('notifiedAt');
  });
});

describe('the notify stamp in DynamoDB', () => {
  const repository = () => {
    const tableName = localTableEnv(`-stamp-${randomUUID().slice(0, 8)}`).CONTACTS_TABLE_NAME;
    const client = localDocumentClient(inject('stackEnv').base.DYNAMODB_ENDPOINT as string);
    return {
      tableName,
      ready: ensureTables(inject('stackEnv').base.DYNAMODB_ENDPOINT as string, [tableName]),
      repo: createRecordRepository({ kind: 'contact', tableName, client }),
    };
  };
  const record = {
    id: '01JD0000000000000000000001',
    createdAt: '2026-01-02T03:04:05.000Z',
    name: 'Stamp Test',
    email: 'stamp@example.com',
    phone: null,
    subject: null,
    message: 'Stamp me.',
  };
  const minute = (n: number) => new Date(Date.UTC(2026, 0, 1, 0, n)).toISOString();

  it('stamps once per window, can be taken back, and never creates a record', async () => {
    const { ready, repo } = repository();
    await ready;
    const { reference } = await repo.create(record);

    expect(await repo.stampNotified(record.id, { at: minute(10), after: minute(9) })).toEqual({
      outcome: 'stamped',
      previous: null,
    });
    expect(await repo.stampNotified(record.id, { at: minute(10), after: minute(9) })).toEqual({
      outcome: 'recent',
      notifiedAt: minute(10),
    });
    // A failed send takes its own stamp back: the record can be notified again at once.
    await repo.unstampNotified(record.id, { at: minute(10), previous: null });
    expect(await repo.stampNotified(record.id, { at: minute(10), after: minute(9) })).toMatchObject(
      { outcome: 'stamped' },
    );
    // Past the window it stamps again, reporting the stamp it replaced.
    expect(await repo.stampNotified(record.id, { at: minute(12), after: minute(11) })).toEqual({
      outcome: 'stamped',
      previous: minute(10),
    });
    // Taking back a stamp restores the one before; a stale undo changes nothing.
    await repo.unstampNotified(record.id, { at: minute(12), previous: minute(10) });
    await repo.unstampNotified(record.id, { at: minute(12), previous: null });
    expect(await repo.stampNotified(record.id, { at: minute(12), after: minute(9) })).toEqual({
      outcome: 'recent',
      notifiedAt: minute(10),
    });
    expect(await repo.get(record.id)).toEqual({ ...record, ...AS_ARRIVED, reference });

    const unknown = '01JD0000000000000000000009';
    expect(await repo.stampNotified(unknown, { at: minute(20), after: minute(19) })).toEqual({
      outcome: 'missing',
    });
    expect(await repo.get(unknown)).toBeNull();
    expect(await repo.stampNotified('#count#0', { at: minute(20), after: minute(19) })).toEqual({
      outcome: 'missing',
    });
  });
});
