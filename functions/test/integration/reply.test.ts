import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { apiPath, listRoute } from '@lab/shared/api/routes';
import { LABORATORY } from '@lab/shared/constants/laboratory';
import { DELIVERY_HEADER } from '@lab/shared/constants/mail';
import { RECORD_KINDS, type RecordKind } from '@lab/shared/constants/record-kinds';
import { MAIL_RECIPIENTS_TABLE, RECORD_TABLES } from '@lab/shared/data/tables';
import type { AnyRecord } from '@lab/shared/schemas/records';
import { REPLY_MESSAGES } from '@lab/shared/schemas/replies';
import { main as feedback, type FeedbackDeps } from '../../src/jobs/mail-feedback/feedback';
import { createRecipientStore } from '../../src/lib/mail/recipients';
import { createReplyStore } from '../../src/lib/mail/replies';
import { localDocumentClient } from '../../src/local/local-clients';
import { startMailFeedback } from '../../src/local/mail-feedback';
import { FORM_BODIES } from '../support/inbox';
import { sentEmails, useTestApi } from '../support/test-api';

const context = useTestApi();

/** The test API's record tables and recipients table, as the mail jobs reach them. */
function stores() {
  const { base, values } = context.api.env;
  const client = localDocumentClient(base.DYNAMODB_ENDPOINT as string);
  const tables = Object.fromEntries(
    RECORD_KINDS.map((kind) => [kind, values[RECORD_TABLES[kind].envVar as keyof typeof values]]),
  ) as Record<RecordKind, string>;
  const recipients = createRecipientStore({
    client,
    tableName: values[MAIL_RECIPIENTS_TABLE.envVar as keyof typeof values],
  });
  return { client, tables, recipients, replies: createReplyStore({ client, tables }) };
}

async function create(kind: RecordKind, email: string): Promise<string> {
  const res = await context.api.request('POST', listRoute(kind).path, {
    body: FORM_BODIES[kind](email),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return (res.body as { id: string }).id;
}

const reply = (kind: RecordKind, id: string, body: unknown, token: string) =>
  context.api.request('POST', apiPath('reply-record', { kind, id }), { body, token });

async function recordOf(id: string): Promise<AnyRecord> {
  const res = await context.api.request('GET', `/api/admin/records/search?id=${id}`, {
    token: context.token,
  });
  return (res.body as { data: { record: AnyRecord }[] }).data[0]!.record;
}

describe('replying to a requester from the record', () => {
  // The local stack's delivery feedback, as `npm start` runs it: the mail viewer's messages
  // become SES events, handed to the feedback's own module.
  let stopFeedback: (() => Promise<void>) | undefined;
  afterAll(() => stopFeedback?.());

  it('mails the requester from the laboratory, keeps the reply sent, then delivered from its SES events (staff role)', async () => {
    const marker = randomUUID().slice(0, 8);
    const email = `reply-${marker}@example.com`;
    const id = await create('resource', email);
    const token = await context.api.staffToken();

    const res = await reply(
      'resource',
      id,
      { subject: `Your bags ${marker}`, text: 'Dear Jo,\nThey left today.' },
      token,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const answered = res.body as AnyRecord;
    const reference = answered.reference!;
    expect(answered.replies).toEqual([
      {
        at: expect.any(String),
        by: 'staff',
        subject: `Your bags ${marker} [${reference}]`,
        text: 'Dear Jo,\nThey left today.',
        delivery: { state: 'sent', at: expect.any(String), reason: null },
      },
    ]);

    const sent = (await sentEmails(context.api.env)).filter((m) => m.subject.includes(marker));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      from: context.api.env.values.MAIL_FROM,
      replyTo: [LABORATORY.email],
      destination: { to: [email] },
      subject: `Your bags ${marker} [${reference}]`,
    });
    expect(sent[0]!.body.text).toContain('They left today.');
    const header = sent[0]!.headers?.find((h) => h.name === DELIVERY_HEADER)?.value;
    expect(header).toMatch(new RegExp(`^reply/resource/${id}/[0-9A-Z]{26}$`));

    const { recipients, replies } = stores();
    const deps: FeedbackDeps = {
      deliveries: { report: async () => false },
      followUps: { report: async () => false, members: async () => null },
      recipients,
      replies,
      log: () => undefined,
      warn: () => undefined,
    };
    stopFeedback = startMailFeedback(
      context.api.env.base.SES_ENDPOINT as string,
      (event) => feedback(event, deps),
      () => undefined,
      { since: Math.floor(Date.now() / 1000) - 60 },
    );
    await expect
      .poll(async () => (await recordOf(id)).replies[0]?.delivery.state, { timeout: 10_000 })
      .toBe('delivered');
  });

  it('refuses an address that bounced before with a 409 saying why, sending and storing nothing', async () => {
    const marker = randomUUID().slice(0, 8);
    const email = `bounced-${marker}@example.com`;
    const id = await create('contact', email);
    await stores().recipients.suppress(email, { reason: 'bounce', at: new Date().toISOString() });

    const res = await reply(
      'contact',
      id,
      { subject: `Hello ${marker}`, text: 'Hi.' },
      context.token,
    );
    expect(res).toMatchObject({ status: 409, body: { message: REPLY_MESSAGES.suppressed } });
    expect((await sentEmails(context.api.env)).filter((m) => m.subject.includes(marker))).toEqual(
      [],
    );
    expect((await recordOf(id)).replies).toEqual([]);
  });

  it.each([
    ['no subject', { text: 'Hi.' }],
    ['a blank message', { subject: 'Hi', text: '   ' }],
    ['a line break in the subject', { subject: 'Hi\r\nBcc: all@example.com', text: 'Hi.' }],
    ['an invisible character', { subject: 'Hi', text: 'a\u2066b' }],
    ['a lone surrogate', { subject: 'Hi \ud800', text: 'Hi.' }],
    ['a field it does not know', { subject: 'Hi', text: 'Hi.', to: 'other@example.com' }],
    ['not an object', ['Hi']],
  ])('answers 400 to %s, with nothing sent or stored', async (_what, body) => {
    const id = await create('shipping', `bad-${randomUUID().slice(0, 8)}@example.com`);
    const res = await reply('shipping', id, body, context.token);
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect((res.body as { message: string }).message).toEqual(expect.any(String));
    expect((await recordOf(id)).replies).toEqual([]);
  });

  it('answers 404 for a record that does not exist, and 401 without a token', async () => {
    const missing = await reply(
      'contact',
      '01JD0000000000000000000000',
      { subject: 'Hi', text: 'Hi.' },
      context.token,
    );
    expect(missing).toMatchObject({ status: 404, body: { message: REPLY_MESSAGES.notFound } });
    const anonymous = await context.api.request(
      'POST',
      apiPath('reply-record', { kind: 'contact', id: '01JD0000000000000000000000' }),
      {
        body: { subject: 'Hi', text: 'Hi.' },
      },
    );
    expect(anonymous.status).toBe(401);
  });
});

describe('the replies on a record in DynamoDB', () => {
  const stored = (n: number) => ({
    id: `01JD00000000000000000000${String(n).padStart(2, '0')}`,
    at: '2026-03-01T00:00:00.000Z',
    by: 'staff',
    subject: `Reply ${n}`,
    text: 'Hi.',
    delivery: { state: 'sending' as const, at: '2026-03-01T00:00:00.000Z', reason: null },
  });

  it('holds at most the cap, never creates a record, and moves or removes one reply by its id', async () => {
    const id = await create('contact', `store-${randomUUID().slice(0, 8)}@example.com`);
    const { replies } = stores();
    expect(await replies.add('contact', id, stored(1), 2)).toBe('added');
    expect(await replies.add('contact', id, stored(2), 2)).toBe('added');
    expect(await replies.add('contact', id, stored(3), 2)).toBe('full');
    expect(await replies.add('contact', '01JD0000000000000000000009', stored(3), 2)).toBe(
      'missing',
    );

    const second = { kind: 'contact' as const, id, replyId: stored(2).id };
    const sent = { state: 'sent' as const, at: '2026-03-01T00:00:01.000Z', reason: null };
    expect(await replies.move(second, { delivery: sent, messageId: 'ses-2' }, ['sending'])).toBe(
      true,
    );
    // A later report is never undone by an earlier one arriving late.
    expect(await replies.report(second, { state: 'bounced', at: '2026-03-01T00:00:02.000Z' })).toBe(
      true,
    );
    expect(
      await replies.report(second, { state: 'delivered', at: '2026-03-01T00:00:03.000Z' }),
    ).toBe(false);
    expect(await replies.remove({ ...second, replyId: stored(1).id })).toBe(true);
    expect((await recordOf(id)).replies).toEqual([
      {
        at: '2026-03-01T00:00:00.000Z',
        by: 'staff',
        subject: 'Reply 2',
        text: 'Hi.',
        delivery: { state: 'bounced', at: '2026-03-01T00:00:02.000Z', reason: null },
      },
    ]);
  });
});
