import { describe, expect, it, vi } from 'vitest';
import { LABORATORY } from '@lab/shared/constants/laboratory';
import { LIMITS } from '@lab/shared/constants/limits';
import type { ResourceRequestRecord } from '@lab/shared/schemas/records';
import { REPLY_MESSAGES } from '@lab/shared/schemas/replies';
import { logger } from '../../lib/logging/logger';
import type { StoredReply } from '../../lib/mail/replies';
import type { OutgoingReply } from '../../lib/mail/ses-sender';
import { AS_ARRIVED } from '../../lib/records/item';
import { answer, main, replyAction, type ReplyDeps } from './handler';

const ID = '01JD0000000000000000000000';
const record: ResourceRequestRecord = {
  id: ID,
  reference: 'PAL-7K3Q-9D',
  createdAt: '2026-01-02T03:04:05.000Z',
  name: 'Jo Farmer',
  resourceId: 'soil-sample-bags',
  email: 'jo@example.com',
  phone: null,
  address: null,
  comments: null,
  ...AS_ARRIVED,
};
const T0 = Date.parse('2026-03-04T05:06:07.000Z');
const body = {
  subject: 'Your soil sample bags are on their way',
  text: 'Dear Jo,\nThey left today.',
};

/** An in-memory resource table holding `record` and its replies, and a fake SES. */
function deps({
  suppressed = false,
  replies = 0,
  send = async (_message: OutgoingReply) => 'ses-1',
}: {
  suppressed?: boolean;
  replies?: number;
  send?: (message: OutgoingReply) => Promise<string>;
} = {}) {
  const stored: StoredReply[] = Array.from({ length: replies }, (_, i) => ({
    id: `01JD00000000000000000000${String(i).padStart(2, '0')}`,
    at: '2026-03-01T00:00:00.000Z',
    by: 'staff',
    subject: 's',
    text: 't',
    delivery: { state: 'delivered', at: '2026-03-01T00:00:00.000Z', reason: null },
  }));
  const current = () => ({
    ...record,
    replies: stored.map(({ id: _id, messageId: _m, ...r }) => r),
  });
  const none = { get: vi.fn(async () => null) };
  const sendFn = vi.fn(send);
  const d: ReplyDeps = {
    repositories: {
      contact: none,
      resource: { get: vi.fn(async () => current()) },
      shipping: none,
    },
    replies: {
      add: vi.fn(async (_kind, _id, reply: StoredReply, max: number) => {
        if (stored.length >= max) return 'full' as const;
        stored.push(reply);
        return 'added' as const;
      }),
      move: vi.fn(async (ref, { delivery, messageId }) => {
        const reply = stored.find((r) => r.id === ref.replyId);
        if (!reply) return false;
        Object.assign(reply, { delivery, messageId });
        return true;
      }),
      remove: vi.fn(async (ref) => {
        const index = stored.findIndex((r) => r.id === ref.replyId);
        if (index >= 0) stored.splice(index, 1);
        return index >= 0;
      }),
    },
    recipients: { isSuppressed: vi.fn(async () => suppressed) },
    send: sendFn,
    now: () => T0,
  };
  return { d, stored, send: sendFn };
}

const input = (id = ID) => ({ path: { kind: 'resource' as const, id }, body, by: 'sam' });

describe('reply to a requester', () => {
  it('mails the requester from the laboratory, Reply-To its inbox, with the reference in the subject, and keeps the reply sent', async () => {
    const { d, stored, send } = deps();
    const outcome = await main(input(), d);

    expect(send).toHaveBeenCalledTimes(1);
    const message = send.mock.calls[0]![0];
    expect(message).toMatchObject({
      to: 'jo@example.com',
      replyTo: LABORATORY.email,
      subject: 'Your soil sample bags are on their way [PAL-7K3Q-9D]',
      text: body.text,
      reply: { kind: 'resource', id: ID, replyId: stored[0]!.id },
    });
    expect(stored).toEqual([
      expect.objectContaining({
        by: 'sam',
        at: '2026-03-04T05:06:07.000Z',
        subject: 'Your soil sample bags are on their way [PAL-7K3Q-9D]',
        messageId: 'ses-1',
        delivery: { state: 'sent', at: '2026-03-04T05:06:07.000Z', reason: null },
      }),
    ]);
    expect(outcome.outcome).toBe('sent');
    const result = answer(outcome);
    expect(result.statusCode).toBe(200);
    expect(JSON.parse(result.body as string).replies).toEqual([
      {
        at: '2026-03-04T05:06:07.000Z',
        by: 'sam',
        subject: 'Your soil sample bags are on their way [PAL-7K3Q-9D]',
        text: body.text,
        delivery: { state: 'sent', at: '2026-03-04T05:06:07.000Z', reason: null },
      },
    ]);
    expect(replyAction(input().path, outcome)).toEqual({
      event: 'reply-sent',
      outcome: 'success',
      kind: 'resource',
      recordId: ID,
    });
  });

  it('refuses a suppressed address with a 409 that says why, sending and storing nothing', async () => {
    const { d, stored, send } = deps({ suppressed: true });
    const outcome = await main(input(), d);
    expect(send).not.toHaveBeenCalled();
    expect(stored).toEqual([]);
    expect(answer(outcome)).toMatchObject({ statusCode: 409 });
    expect(JSON.parse(answer(outcome).body as string)).toEqual({
      message: REPLY_MESSAGES.suppressed,
    });
    expect(replyAction(input().path, outcome)).toMatchObject({
      outcome: 'failure',
      reason: 'suppressed',
    });
  });

  it(`refuses a reply beyond ${LIMITS.repliesPerRecord} on one record with a 409`, async () => {
    const { d, stored, send } = deps({ replies: LIMITS.repliesPerRecord });
    const outcome = await main(input(), d);
    expect(send).not.toHaveBeenCalled();
    expect(stored).toHaveLength(LIMITS.repliesPerRecord);
    expect(answer(outcome).statusCode).toBe(409);
    expect(JSON.parse(answer(outcome).body as string).message).toBe(REPLY_MESSAGES.full);
  });

  it('answers 404 for an unknown record or an id that is no record id, sending nothing', async () => {
    for (const id of ['01JD0000000000000000000001', '#count#0']) {
      const { d, send } = deps();
      d.repositories.resource.get = vi.fn(async () => null);
      const outcome = await main(input(id), d);
      expect(answer(outcome).statusCode).toBe(404);
      expect(send).not.toHaveBeenCalled();
    }
  });

  it('takes the reply back off the record when SES refuses it, and answers 502 saying it was not saved', async () => {
    vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const { d, stored } = deps({
      send: async () => {
        throw new Error('MessageRejected');
      },
    });
    const outcome = await main(input(), d);
    expect(stored).toEqual([]);
    const result = answer(outcome);
    expect(result.statusCode).toBe(502);
    expect(JSON.parse(result.body as string).message).toBe(REPLY_MESSAGES.failed);
    expect(replyAction(input().path, outcome)).toMatchObject({ reason: 'mail-failed' });
  });

  it('keeps a subject that already names the reference as it is', async () => {
    const { d, send } = deps();
    await main({ ...input(), body: { ...body, subject: 'About pal-7k3q-9d and PAL-7K3Q-9D' } }, d);
    expect(send.mock.calls[0]![0].subject).toBe('About pal-7k3q-9d and PAL-7K3Q-9D');
  });
});
