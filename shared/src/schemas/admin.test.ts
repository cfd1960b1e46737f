import { describe, expect, it } from 'vitest';
import { recordFilterSchema, recordListQuerySchema } from './admin';
import { fieldErrors } from './api-error';

const errorsOf = (query: Record<string, string>) => {
  const result = recordListQuerySchema.safeParse(query);
  return result.success ? {} : fieldErrors(result.error);
};

describe('a list’s date range', () => {
  it('takes days of the calendar, leap days included, both ends as given', () => {
    expect(recordListQuerySchema.parse({ from: '2024-02-29', to: '2026-12-31' })).toMatchObject({
      from: '2024-02-29',
      to: '2026-12-31',
    });
    for (const from of ['2026-01-31', '2026-04-30', '2000-02-29', '2026-02-28']) {
      expect(recordFilterSchema.safeParse({ from }).success, from).toBe(true);
    }
  });

  it('refuses a day the calendar does not have, saying why, rather than rolling it over', () => {
    expect(errorsOf({ from: '2026-02-31' })).toEqual({
      from: 'from is not a date: February 2026 has 28 days',
    });
    expect(errorsOf({ to: '2026-02-29' })).toEqual({
      to: 'to is not a date: February 2026 has 28 days',
    });
    expect(errorsOf({ from: '2026-04-31' })).toEqual({
      from: 'from is not a date: April 2026 has 30 days',
    });
    expect(errorsOf({ from: '1900-02-29' })).toEqual({
      from: 'from is not a date: February 1900 has 28 days',
    });
    expect(errorsOf({ to: '2026-13-01' })).toEqual({
      to: 'to is not a date: there is no month 13',
    });
    expect(errorsOf({ to: '2026-00-10' })).toEqual({ to: 'to is not a date: there is no month 0' });
    expect(errorsOf({ from: '2026-01-00' })).toEqual({
      from: 'from is not a date: January 2026 has 31 days',
    });
    expect(errorsOf({ from: '2026-01-32' })).toEqual({
      from: 'from is not a date: January 2026 has 31 days',
    });
  });

  it('says a malformed day is not YYYY-MM-DD, once', () => {
    for (const from of ['yesterday', '2026-2-3', '2026-02-031', '２０２６-02-01', '']) {
      expect(errorsOf({ from }), from).toEqual({ from: 'from must be a date (YYYY-MM-DD)' });
    }
  });

  it('refuses a range the wrong way round', () => {
    expect(errorsOf({ from: '2026-03-04', to: '2026-03-01' })).toEqual({
      from: 'from must not be after to',
    });
  });
});

describe('a list’s assignee filter', () => {
  it('takes me and none, and no filter when absent', () => {
    expect(recordListQuerySchema.parse({ assignee: 'me' })).toMatchObject({ assignee: 'me' });
    expect(recordFilterSchema.parse({ assignee: 'none' })).toMatchObject({ assignee: 'none' });
    expect(recordFilterSchema.parse({})).not.toHaveProperty('assignee');
  });

  it.each(['someone', 'ME', '', 'me,none'])(
    'refuses %j with a message that names both',
    (value) => {
      const result = recordListQuerySchema.safeParse({ assignee: value });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]).toMatchObject({
        path: ['assignee'],
        message: 'assignee must be me (assigned to you) or none (assigned to nobody)',
      });
    },
  );
});
