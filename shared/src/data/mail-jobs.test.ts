import { describe, expect, it } from 'vitest';
import { isMailRedrive, MAIL_REDRIVE_BATCH, mailRedriveEventSchema } from './mail-jobs';

const id = '01JC0000000000000000000001';

describe('the mail redrive event', () => {
  it('names up to MAIL_REDRIVE_BATCH records by kind and ULID', () => {
    const event = { job: 'redrive-records', records: [{ kind: 'contact', id }] };
    expect(isMailRedrive(event)).toBe(true);
    expect(mailRedriveEventSchema.parse(event)).toEqual(event);
    const full = {
      ...event,
      records: Array.from({ length: MAIL_REDRIVE_BATCH }, () => ({ kind: 'shipping', id })),
    };
    expect(mailRedriveEventSchema.safeParse(full).success).toBe(true);
  });

  it('refuses anything else whole: too many records, none, an unknown kind, a key that is no ULID, extra fields', () => {
    const refused = [
      { job: 'redrive-records', records: [] },
      {
        job: 'redrive-records',
        records: Array.from({ length: MAIL_REDRIVE_BATCH + 1 }, () => ({ kind: 'contact', id })),
      },
      { job: 'redrive-records', records: [{ kind: 'invoice', id }] },
      { job: 'redrive-records', records: [{ kind: 'contact', id: '#count#1' }] },
      { job: 'redrive-records', records: [{ kind: 'contact', id, message: 'receipt' }] },
      { job: 'redrive-records', records: [{ kind: 'contact', id }], all: true },
    ];
    for (const event of refused)
      expect(mailRedriveEventSchema.safeParse(event).success).toBe(false);
  });

  it('is told apart from a stream batch and the follow-up check', () => {
    expect(isMailRedrive({ Records: [] })).toBe(false);
    expect(isMailRedrive({ job: 'send-due-follow-ups' })).toBe(false);
    expect(isMailRedrive(null)).toBe(false);
  });
});
