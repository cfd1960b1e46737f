import type { Context, DynamoDBStreamEvent } from 'aws-lambda';
import * as z from 'zod';
import { SEND_LEASE_SECONDS } from '@lab/shared/constants/mail';
import {
  isFollowUpCheck,
  isMailRedrive,
  mailRedriveEventSchema,
  SITE_URL_ENV,
  type FollowUpCheckEvent,
} from '@lab/shared/data/mail-jobs';
import { secretValuesFromEnv } from '../../lib/auth/secret-values';
import { localCount, readEnv } from '../../lib/env';
import { logger } from '../../lib/logging/logger';
import { sesSenderFromEnv } from '../../lib/mail/ses-sender';
import { mailStoresFromEnv } from '../../lib/mail/stores-from-env';
import { runFollowUpCheck, type FollowUpCheckDeps } from './follow-up-check';
import { main, redrive, type MailWorkerDeps } from './mail-worker';

/*
 * The mail worker in Lambda, behind the record tables' stream event source mappings
 * (reporting batch item failures), the schedule of the follow-up check
 * (FOLLOW_UP_CHECK_EVENT) and the operator's `npm run mail:redrive` (a redrive event); the
 * local stack runs this same module on its own stream reader and timer, and the redrive
 * command loads it locally.
 */

const env = readEnv({
  NOTIFY_TO: z.email(),
  [SITE_URL_ENV]: z.url().transform((url) => url.replace(/\/+$/, '')),
  // Shorter on the local stack (LOCAL_LEASE_SECONDS), whose SES events arrive within seconds.
  MAIL_LEASE_SECONDS: z.coerce.number().int().positive().default(SEND_LEASE_SECONDS),
});
// Local only (refused in Lambda): a test's short receipt interval, and the local stack's
// raised budget (every local request comes from one address).
const interval = localCount('RECEIPT_INTERVAL_SECONDS');
const budget = localCount('RECEIPT_BUDGET');

const { tables, deliveries, recipients, followUps, records, receiptBudget } = mailStoresFromEnv({
  ...(interval && { receiptIntervalSeconds: interval }),
  ...(budget && { receiptBudget: budget }),
});
const sender = sesSenderFromEnv({ receipts: true });
const log = (message: string, fields: Record<string, unknown>) => logger.info(message, fields);

// Read as the API routes read it: the receipts' and the samples e-mails' links are signed with it.
const linkKey = secretValuesFromEnv('documentLink');

const deps: MailWorkerDeps = {
  tables,
  deliveries,
  recipients,
  followUps,
  budget: receiptBudget,
  send: sender.message,
  notifyTo: env.NOTIFY_TO,
  siteUrl: env[SITE_URL_ENV],
  linkKey,
  leaseSeconds: env.MAIL_LEASE_SECONDS,
  log,
};

const followUpCheckDeps: FollowUpCheckDeps = {
  followUps,
  deliveries,
  recipients,
  budget: receiptBudget,
  records,
  send: sender.followUp,
  siteUrl: env[SITE_URL_ENV],
  linkKey,
  leaseSeconds: env.MAIL_LEASE_SECONDS,
  log,
};

export const handler = async (
  event: DynamoDBStreamEvent | FollowUpCheckEvent | { job: string },
  context: Pick<Context, 'awsRequestId'>,
) => {
  logger.appendKeys({ requestId: context.awsRequestId });
  if (isMailRedrive(event)) {
    // Invoked by an operator's command: an event that is not one is refused whole.
    const redriven = await redrive(mailRedriveEventSchema.parse(event), { ...deps, records });
    logger.info('mail redrive', { records: redriven });
    return redriven;
  }
  if (!isFollowUpCheck(event)) return main(event as DynamoDBStreamEvent, deps);
  const check = await runFollowUpCheck(followUpCheckDeps);
  if (check.due > 0) logger.info('follow-up check', { ...check });
  return check;
};
