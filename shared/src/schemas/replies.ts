import * as z from 'zod';
import { LIMITS } from '../constants/limits';
import { requiredText } from './fields';

/*
 * `POST /api/admin/records/{kind}/{id}/reply` (issue 30): staff write to a record's
 * requester from its card. Kept apart from the record patch: a reply is an e-mail, sent once,
 * and its answer is the record with the reply on it.
 */

export const REPLY_MESSAGES = {
  subject: 'Write a subject',
  text: 'Write a message',
  notFound: 'Record not found',
  /** 409: the address bounced or complained before; SES would hold it against the account. */
  suppressed:
    'Not sent: this address bounced or marked our e-mail as spam before, so no more e-mail goes to it. Phone the requester instead.',
  full: `Not sent: a record holds at most ${LIMITS.repliesPerRecord} replies`,
  /** 502: SES refused or did not answer; nothing was stored, so sending again is safe. */
  failed: 'The reply could not be sent, and it was not saved. Please try again.',
  /** 409: the record changed while the reply was being written down (deleted, say). */
  conflict:
    'The reply was not sent: the record was changed or removed at the same moment. Please reload it.',
} as const;

/** The reply staff send: a one-line subject and a plain-text message of several lines. */
export const replySchema = z.strictObject({
  subject: requiredText('Subject', REPLY_MESSAGES.subject, LIMITS.replySubject),
  text: requiredText('Message', REPLY_MESSAGES.text, LIMITS.reply, { multiline: true }),
});
export type ReplyInput = z.input<typeof replySchema>;
export type Reply = z.output<typeof replySchema>;
