import * as z from 'zod';
import { RECORD_KINDS } from '../constants/record-kinds';
import { SECRETS } from '../security/secrets';
import { MAIL_RECIPIENTS_TABLE, RECORD_TABLES } from './tables';

/*
 * The two functions behind the automatic e-mails, and the environment each reads: the CDK
 * app sets exactly these variables on each Lambda function, and the local stack gives the
 * same handlers exactly these.
 */

/**
 * The name of the SES configuration set the laboratory's messages are sent with (the
 * alerts, and the notify route's), whose events the delivery feedback reads.
 */
export const MAIL_CONFIGURATION_SET_ENV = 'MAIL_CONFIGURATION_SET';
/**
 * The name of the SES configuration set the receipts (and follow-ups) are sent with, apart
 * from the alerts' so that their bounce and complaint rates are measured apart and sending
 * can be paused for receipts alone; its events reach the same delivery feedback.
 */
export const MAIL_RECEIPT_CONFIGURATION_SET_ENV = 'MAIL_RECEIPT_CONFIGURATION_SET';
/**
 * The site's address (`https://…`, no trailing slash), for the alert's link to its record
 * and the receipts' link to the site.
 */
export const SITE_URL_ENV = 'SITE_URL';

/**
 * The event the mail worker is invoked with for the follow-up check (sending the follow-ups
 * whose interval ended): what the EventBridge schedule sends in AWS (every
 * FOLLOW_UP_CHECK_MINUTES) and what the local worker hands its handler on a timer.
 *
 * Its value is the one place the check's older wording stays: it is data the deployed rule
 * sends, and during a deploy the rule and the function are updated one after the other, so a
 * new value would reach a function that does not know it (or the reverse, on a rollback).
 */
export const FOLLOW_UP_CHECK_EVENT = { job: 'send-due-follow-ups' } as const;
export type FollowUpCheckEvent = typeof FOLLOW_UP_CHECK_EVENT;

/** True when a worker invocation is the follow-up check, not a stream batch. */
export function isFollowUpCheck(event: unknown): event is FollowUpCheckEvent {
  return (event as { job?: unknown } | null)?.job === FOLLOW_UP_CHECK_EVENT.job;
}

/**
 * The event the mail worker is invoked with by `npm run mail:redrive` (a synchronous
 * invocation in AWS, the same handler loaded in the command's process locally): these
 * records' automatic messages, each sent unless it already was. A message SES refused for
 * good (`failed`) is sent again; one sent, skipped or waiting in a follow-up is left as it
 * stands. At most MAIL_REDRIVE_BATCH records an invocation, so one always ends well within
 * the worker's timeout.
 */
export const MAIL_REDRIVE_JOB = 'redrive-records' as const;
export const MAIL_REDRIVE_BATCH = 25;

export const mailRedriveEventSchema = z.strictObject({
  job: z.literal(MAIL_REDRIVE_JOB),
  records: z
    .array(
      z.strictObject({
        kind: z.enum(RECORD_KINDS),
        id: z.string().regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, 'a record id is a ULID'),
      }),
    )
    .min(1)
    .max(MAIL_REDRIVE_BATCH),
});
export type MailRedriveEvent = z.output<typeof mailRedriveEventSchema>;

/**
 * The app stack's outputs `npm run mail:redrive` finds a stage's mail by (the stack itself
 * by its stage tag, STAGE_TAG).
 */
export const MAIL_REDRIVE_OUTPUTS = {
  worker: 'MailWorkerFunctionName',
  feedback: 'MailFeedbackFunctionName',
  streamFailures: 'MailStreamFailuresBucketName',
  feedbackDeadLetters: 'MailFeedbackDeadLettersUrl',
} as const;

/** True when a worker invocation is a redrive (not yet checked: see mailRedriveEventSchema). */
export function isMailRedrive(event: unknown): boolean {
  return (event as { job?: unknown } | null)?.job === MAIL_REDRIVE_JOB;
}

const RECORD_TABLE_ENV = RECORD_KINDS.map((kind) => RECORD_TABLES[kind].envVar);

export const MAIL_JOBS = {
  /**
   * The mail worker (`functions/src/jobs/mail-worker`): the record tables' streams, filtered by
   * MAIL_EVENT_PATTERNS, sends each new record's alert and receipt (or puts the receipt
   * in its address's follow-up) and each samples fact's arrival or dispatch; a schedule
   * (FOLLOW_UP_CHECK_EVENT) sends the due follow-ups. It reads the document link key
   * (SECRETS.documentLink), which signs the requesters' links to their documents and status.
   */
  worker: {
    handler: 'mail-worker',
    env: [
      ...RECORD_TABLE_ENV,
      MAIL_RECIPIENTS_TABLE.envVar,
      'MAIL_FROM',
      'NOTIFY_TO',
      MAIL_CONFIGURATION_SET_ENV,
      MAIL_RECEIPT_CONFIGURATION_SET_ENV,
      SITE_URL_ENV,
      SECRETS.documentLink.envVar,
    ],
  },
  /**
   * The delivery feedback (`functions/src/jobs/mail-feedback`): SES's events for both
   * configuration sets, through SNS, onto the records (a follow-up's onto each of its
   * records) and into the suppression list.
   */
  feedback: {
    handler: 'mail-feedback',
    env: [...RECORD_TABLE_ENV, MAIL_RECIPIENTS_TABLE.envVar],
  },
} as const;
