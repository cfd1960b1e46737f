import { simpleParser } from 'mailparser';

/**
 * The subject a mail client shows for a Subject header of `value` (as SES writes an ASCII
 * subject: unchanged): read by mailparser, which decodes encoded words as clients do.
 */
export async function subjectAsShown(value: string): Promise<string | undefined> {
  const raw = `From: a@example.com\r\nTo: b@example.com\r\nSubject: ${value}\r\n\r\nBody\r\n`;
  return (await simpleParser(raw)).subject;
}
