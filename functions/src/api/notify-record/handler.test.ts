import { describe, expect, it, vi } from 'vitest';
import type { ContactSubmission } from '@lab/shared/schemas/records';
import type { NotificationEmail } from '../../lib/mail/notification-email';
import { main, type NotifyDeps } from './handler';

const record: ContactSubmission = {
  id: '01JD0000000000000000000000',
  createdAt: '2026-01-02T03:04:05.000Z',
  name: 'Jo Farmer',
  email: 'jo@example.com',
  phone: null,
  subject: 'pricing',
  message: 'How much is a soil test?',
};

function deps(
  overrides: { send?: (email: NotificationEmail) => Promise<void>; found?: boolean } = {},
) {
  const send = vi.fn(overrides.send ?? (async (_email: NotificationEmail) => undefined));
  const get = vi.fn(async () => (overrides.found === false ? null : record));
  const none = { get: vi.fn(async () => null) };
  const d: NotifyDeps = {
    repositories: { contact: { get }, resource: none, shipping: none },
    mailer: { notifyTo: 'lab@example.com', send },
  };
  return { d, send, get };
}

const body = (result: Awaited<ReturnType<typeof main>>) => JSON.parse(result.body ?? '');

describe('notify', () => {
  it('e-mails the record to the internal address, Reply-To the submitter', async () => {
    const { d, send } = deps();
    const result = await main({ kind: 'contact', id: record.id }, d);
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
  });

  it('answers 404 for an unknown record and sends nothing', async () => {
    const { d, send } = deps({ found: false });
    const result = await main({ kind: 'contact', id: 'nope' }, d);
    expect(result.statusCode).toBe(404);
    expect(body(result)).toEqual({ success: false, message: 'Record not found' });
    expect(send).not.toHaveBeenCalled();
  });

  it('answers 502 when SES fails', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { d } = deps({ send: async () => Promise.reject(new Error('MessageRejected')) });
    const result = await main({ kind: 'contact', id: record.id }, d);
    expect(result.statusCode).toBe(502);
    expect(body(result)).toEqual({ success: false, message: 'Unable to send notification email' });
    error.mockRestore();
  });
});
