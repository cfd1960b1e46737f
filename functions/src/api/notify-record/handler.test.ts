import { afterEach, describe, expect, it, vi } from 'vitest';
import { NOTIFY_REPEAT_SECONDS } from '@lab/shared/schemas/admin';
import type { ContactSubmission } from '@lab/shared/schemas/records';
import { logger } from '../../lib/logging/logger';
import type { OutgoingNotify } from '../../lib/mail/ses-sender';
import { AS_ARRIVED } from '../../lib/records/item';
import type { NotifyStamp } from '../../lib/records/notify-stamps';
import { answer, main, notifyAction, type NotifyDeps, type NotifyOutcome } from './handler';

const record: ContactSubmission = {
  id: '01JD0000000000000000000000',
  reference: 'PAL-7K3Q-9D',
  createdAt: '2026-01-02T03:04:05.000Z',
  name: 'Jo Farmer',
  email: 'jo@example.com',
  phone: null,
  subject: 'pricing',
  message: 'How much is a soil test?',
  ...AS_ARRIVED,
};

const T0 = Date.parse('2026-03-04T05:06:07.000Z');

/**
 * An in-memory contact table with the repository's stamp rules (stamp unless stamped after
 * the cut-off; undo only one's own stamp), and a clock the test moves.
 */
function deps(
  overrides: { send?: (message: OutgoingNotify) => Promise<string>; found?: boolean } = {},
) {
  const clock = { now: T0 };
  const table = { notifiedAt: null as string | null };
  const send = vi.fn(overrides.send ?? (async (_message: OutgoingNotify) => 'ses-1'));
  const get = vi.fn(async () => (overrides.found === false ? null : record));
  const stampNotified = vi.fn(
    async (_id: string, { at, after }: { at: string; after: string }): Promise<NotifyStamp> => {
      if (overrides.found === false) return { outcome: 'missing' };
      const previous = table.notifiedAt;
      if (previous !== null && previous > after) return { outcome: 'recent', notifiedAt: previous };
      table.notifiedAt = at;
      return { outcome: 'stamped', previous };
    },
  );
  const unstampNotified = vi.fn(
    async (_id: string, { at, previous }: { at: string; previous: string | null }) => {
      if (table.notifiedAt === at) table.notifiedAt = previous;
    },
  );
  const none = {
    get: vi.fn(async () => null),
    stampNotified: vi.fn(async (): Promise<NotifyStamp> => ({ outcome: 'missing' })),
    unstampNotified: vi.fn(async () => undefined),
  };
  const d: NotifyDeps = {
    repositories: {
      contact: { get, stampNotified, unstampNotified },
      resource: none,
      shipping: none,
    },
    send,
    notifyTo: 'lab@example.com',
    now: () => clock.now,
  };
  return { d, send, get, table, clock, unstampNotified };
}

const body = (result: ReturnType<typeof answer>) => JSON.parse(result.body ?? '');
/** Notifies the record and answers as the route does. */
const notify = async (d: NotifyDeps) => answer(await main({ kind: 'contact', id: record.id }, d));

afterEach(() => {
  vi.restoreAllMocks();
});

describe('notify', () => {
  it('e-mails the record to the internal address, Reply-To the submitter', async () => {
    const { d, send } = deps();
    const result = await notify(d);
    expect(result.statusCode).toBe(200);
    expect(body(result)).toEqual({
      success: true,
      message: 'Notification email sent to lab@example.com',
    });
    expect(send).toHaveBeenCalledWith(
      expect.objectContaining({
        replyTo: 'jo@example.com',
        subject: 'New contact message from Jo Farmer',
      }),
    );
    expect(send.mock.calls[0]?.[0].text).toContain('Subject: Pricing Information');
    // Named as a notify, so SES's events for it never move the record's automatic alert.
    expect(send.mock.calls[0]?.[0]).toMatchObject({
      notify: { kind: 'contact', id: record.id },
      to: 'lab@example.com',
    });
  });

  it('answers 404 for an unknown record and sends nothing', async () => {
    const { d, send } = deps({ found: false });
    const result = answer(await main({ kind: 'contact', id: 'nope' }, d));
    expect(result.statusCode).toBe(404);
    expect(body(result)).toEqual({ success: false, message: 'Record not found' });
    expect(send).not.toHaveBeenCalled();
  });

  it('answers 502 when SES fails', async () => {
    vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const { d } = deps({ send: async () => Promise.reject(new Error('MessageRejected')) });
    const result = await notify(d);
    expect(result.statusCode).toBe(502);
    expect(body(result)).toEqual({ success: false, message: 'Unable to send notification email' });
  });
});

describe('what notify comes to', () => {
  it('is sent, then too soon with the seconds left, for a record; missing for none', async () => {
    const { d, clock } = deps();
    const params = { kind: 'contact' as const, id: record.id };
    expect(await main(params, d)).toEqual({
      outcome: 'sent',
      to: 'lab@example.com',
      messageId: 'ses-1',
    });
    clock.now += 15_000;
    expect(await main(params, d)).toEqual({
      outcome: 'too-soon',
      retryAfterSeconds: NOTIFY_REPEAT_SECONDS - 15,
    });
    expect(await main({ kind: 'resource', id: record.id }, d)).toEqual({ outcome: 'missing' });
  });

  it('failed when SES fails, logged through the logger with the record it named', async () => {
    const logged = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const { d } = deps({ send: async () => Promise.reject(new Error('MessageRejected')) });
    expect(await main({ kind: 'contact', id: record.id }, d)).toEqual({ outcome: 'failed' });
    expect(logged).toHaveBeenCalledWith('SES send failed', {
      kind: 'contact',
      id: record.id,
      error: expect.objectContaining({ message: 'MessageRejected' }),
    });
  });
});

describe('notifying one record again', () => {
  it('answers 429 with Retry-After within the window, and sends nothing', async () => {
    const { d, send, clock } = deps();
    expect((await notify(d)).statusCode).toBe(200);
    clock.now += 15_000;
    const again = await notify(d);
    expect(again.statusCode).toBe(429);
    expect(body(again)).toEqual({
      success: false,
      message:
        'This record was sent to the laboratory less than a minute ago. Please wait a minute before sending it again.',
    });
    expect(again.headers?.['retry-after']).toBe(String(NOTIFY_REPEAT_SECONDS - 15));
    expect(send).toHaveBeenCalledOnce();
  });

  it('sends again once the window has passed', async () => {
    const { d, send, clock } = deps();
    await notify(d);
    clock.now += NOTIFY_REPEAT_SECONDS * 1000;
    expect((await notify(d)).statusCode).toBe(200);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('sends once for 25 sends in a row', async () => {
    const { d, send, clock } = deps();
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) {
      statuses.push((await notify(d)).statusCode ?? 0);
      clock.now += 1_000;
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 429)).toHaveLength(24);
    expect(send).toHaveBeenCalledOnce();
  });

  it('takes the stamp back when the send fails, so staff can retry at once', async () => {
    vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const send = vi
      .fn<(message: OutgoingNotify) => Promise<string>>()
      .mockRejectedValueOnce(new Error('Throttling'))
      .mockResolvedValue('ses-1');
    const { d, table, unstampNotified } = deps({ send });
    expect((await notify(d)).statusCode).toBe(502);
    expect(unstampNotified).toHaveBeenCalledOnce();
    expect(table.notifiedAt).toBeNull();
    expect((await notify(d)).statusCode).toBe(200);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('restores the earlier stamp when a later send fails', async () => {
    vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const send = vi
      .fn<(message: OutgoingNotify) => Promise<string>>()
      .mockResolvedValueOnce('ses-1')
      .mockRejectedValueOnce(new Error('Throttling'));
    const { d, table, clock } = deps({ send });
    await notify(d);
    const first = table.notifiedAt;
    clock.now += NOTIFY_REPEAT_SECONDS * 1000;
    expect((await notify(d)).statusCode).toBe(502);
    expect(table.notifiedAt).toBe(first);
  });

  it('still answers 502 when the stamp cannot be taken back', async () => {
    const logged = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const { d, unstampNotified } = deps({ send: async () => Promise.reject(new Error('Down')) });
    unstampNotified.mockRejectedValueOnce(new Error('DynamoDB down'));
    expect((await notify(d)).statusCode).toBe(502);
    expect(logged.mock.calls.map((call) => String(call[0]))).toEqual([
      expect.stringContaining('SES send failed'),
      expect.stringContaining('Notify stamp not undone'),
    ]);
  });
});

describe('what notify records', () => {
  const params = { kind: 'contact' as const, id: record.id };
  it.each([
    [{ outcome: 'sent', to: 'lab@example.com', messageId: 'ses-1' }, { outcome: 'success' }],
    [{ outcome: 'missing' }, { outcome: 'failure', reason: 'not-found' }],
    [
      { outcome: 'too-soon', retryAfterSeconds: 30 },
      { outcome: 'failure', reason: 'too-soon' },
    ],
    [{ outcome: 'failed' }, { outcome: 'failure', reason: 'mail-failed' }],
  ] satisfies [NotifyOutcome, object][])('%j records %j for the record', (outcome, expected) => {
    expect(notifyAction(params, outcome)).toEqual({
      event: 'record-notified',
      kind: 'contact',
      recordId: record.id,
      ...expected,
    });
  });
});
