import type { Context, DynamoDBStreamEvent } from 'aws-lambda';
import * as z from 'zod';
import { SEND_LEASE_SECONDS } from '@lab/shared/constants/mail';
import { MAIL_CONFIGURATION_SET_ENV, SITE_URL_ENV } from '@lab/shared/data/mail-jobs';
import { readEnv } from '../../lib/env';
import { logger } from '../../lib/logging/logger';
import { createAutomaticSender, sesV2Client } from '../../lib/mail/automatic-sender';
import { mailStoresFromEnv } from '../../lib/mail/stores-from-env';
import { main, type SendMailDeps } from './send-mail';

/*
 * The mail worker in Lambda, behind the record tables' stream event source mappings
 * (reporting batch item failures); the local stack runs this same module on its own
 * stream reader.
 */

const env = readEnv({
  MAIL_FROM: z.email(),
  NOTIFY_TO: z.email(),
  [MAIL_CONFIGURATION_SET_ENV]: z.string().min(1),
  [SITE_URL_ENV]: z.url().transform((url) => url.replace(/\/+$/, '')),
  // Shorter on the local stack (LOCAL_LEASE_SECONDS), whose SES events arrive within seconds.
  MAIL_LEASE_SECONDS: z.coerce.number().int().positive().default(SEND_LEASE_SECONDS),
});

const deps: SendMailDeps = {
  ...mailStoresFromEnv(),
  send: createAutomaticSender(sesV2Client(), {
    from: env.MAIL_FROM,
    configurationSet: env[MAIL_CONFIGURATION_SET_ENV],
  }),
  notifyTo: env.NOTIFY_TO,
  siteUrl: env[SITE_URL_ENV],
  leaseSeconds: env.MAIL_LEASE_SECONDS,
  log: (message, fields) => logger.info(message, fields),
};

export const handler = async (
  event: DynamoDBStreamEvent,
  context: Pick<Context, 'awsRequestId'>,
) => {
  logger.appendKeys({ requestId: context.awsRequestId });
  return main(event, deps);
};
