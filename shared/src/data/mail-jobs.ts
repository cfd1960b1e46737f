import { RECORD_KINDS } from '../constants/record-kinds';
import { MAIL_RECIPIENTS_TABLE, RECORD_TABLES } from './tables';

/*
 * The two functions behind the automatic e-mails, and the environment each reads: the CDK
 * app sets exactly these variables on each Lambda function, and the local stack gives the
 * same handlers exactly these.
 */

/** The name of the SES configuration set every automatic message is sent with. */
export const MAIL_CONFIGURATION_SET_ENV = 'MAIL_CONFIGURATION_SET';
/** The site's address (`https://…`, no trailing slash), for the alert's link to its record. */
export const SITE_URL_ENV = 'SITE_URL';

const RECORD_TABLE_ENV = RECORD_KINDS.map((kind) => RECORD_TABLES[kind].envVar);

export const MAIL_JOBS = {
  /**
   * The worker (`functions/src/jobs/send-mail`): the record tables' streams, filtered by
   * NEW_RECORD_EVENT_PATTERN, sends each new record's alert and receipt.
   */
  worker: {
    handler: 'send-mail',
    env: [
      ...RECORD_TABLE_ENV,
      MAIL_RECIPIENTS_TABLE.envVar,
      'MAIL_FROM',
      'NOTIFY_TO',
      MAIL_CONFIGURATION_SET_ENV,
      SITE_URL_ENV,
    ],
  },
  /**
   * The delivery feedback (`functions/src/jobs/mail-feedback`): SES's events for the
   * configuration set, through SNS, onto the records and into the suppression list.
   */
  feedback: {
    handler: 'mail-feedback',
    env: [...RECORD_TABLE_ENV, MAIL_RECIPIENTS_TABLE.envVar],
  },
} as const;
