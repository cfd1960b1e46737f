import { RECORD_KINDS } from '../constants/record-kinds';
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

const RECORD_TABLE_ENV = RECORD_KINDS.map((kind) => RECORD_TABLES[kind].envVar);

export const MAIL_JOBS = {
  /**
   * The mail worker (`functions/src/jobs/mail-worker`): the record tables' streams, filtered by
   * NEW_RECORD_EVENT_PATTERN, sends each new record's alert and receipt (or puts the
   * receipt in its address's follow-up); a schedule (FOLLOW_UP_CHECK_EVENT) sends the due
   * follow-ups.
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
