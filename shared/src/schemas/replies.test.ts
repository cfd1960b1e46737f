import { describe, expect, it } from 'vitest';
import { LIMITS } from '../constants/limits';
import { REPLY_MESSAGES, replySchema } from './replies';

const issues = (input: unknown) => {
  const parsed = replySchema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((i) => [i.path.join('.'), i.message]);
};

describe('the reply schema', () => {
  it('takes a one-line subject and a message of several lines, trimmed', () => {
    expect(replySchema.parse({ subject: ' Hi ', text: 'Line one\n\tLine two\r\n' })).toEqual({
      subject: 'Hi',
      text: 'Line one\n\tLine two',
    });
  });

  it('says which field is missing or blank', () => {
    expect(issues({ subject: '  ', text: '' })).toEqual([
      ['subject', REPLY_MESSAGES.subject],
      ['text', REPLY_MESSAGES.text],
    ]);
    expect(issues({})).toEqual([
      ['subject', REPLY_MESSAGES.subject],
      ['text', REPLY_MESSAGES.text],
    ]);
  });

  it('refuses a line break in the subject (a header) and invisible characters anywhere', () => {
    expect(issues({ subject: 'Hi\nBcc: x@example.com', text: 'ok' })[0]?.[0]).toBe('subject');
    expect(issues({ subject: 'Hi', text: 'a\u202Eb' })[0]?.[0]).toBe('text');
    expect(issues({ subject: 'Hi', text: 'a\u0000b' })[0]?.[0]).toBe('text');
  });

  it('keeps to the limits, and refuses fields it does not know', () => {
    expect(issues({ subject: 'x'.repeat(LIMITS.replySubject + 1), text: 'ok' })).toEqual([
      ['subject', `Subject must be at most ${LIMITS.replySubject} characters`],
    ]);
    expect(issues({ subject: 'Hi', text: 'x'.repeat(LIMITS.reply + 1) })).toEqual([
      ['text', `Message must be at most ${LIMITS.reply} characters`],
    ]);
    expect(issues({ subject: 'Hi', text: 'ok', to: 'someone@example.com' })).toHaveLength(1);
  });

  it('accepts any other Unicode as written', () => {
    const text = 'Grüße 🌾 — “quoted” 中文';
    expect(replySchema.parse({ subject: text, text })).toEqual({ subject: text, text });
  });
});
