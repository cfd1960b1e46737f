import type { Context, DynamoDBStreamEvent } from 'aws-lambda';
import * as z from 'zod';
import { SEND_LEASE_SECONDS } from '@lab/shared/constants/mail';
import { RECORD_KINDS } from '@lab/shared/constants/record-kinds';
import { MAIL_CONFIGURATION_SET_ENV, SITE_URL_ENV } from '@lab/shared/data/mail-jobs';
import { MAIL_RECIPIENTS_TABLE, RECORD_TABLES } from '@lab/shared/data/tables';
import { dynamoClient } from '../../lib/aws/dynamo';
import { readEnv } from '../../lib/env';
import { logger } from '../../lib/logging/logger';
import { createAutomaticSender, sesV2Client } from '../../lib/mail/automatic-sender';
import { createDeliveryStore } from '../../lib/mail/deliveries';
import { createRecipientStore } from '../../lib/mail/recipients';
import { main, type SendMailDeps } from './send-mail';

/*
 * The mail worker in Lambda, behind the record tables' stream event source mappings
 * (reporting batch item failures); the local stack runs this same module on its own
 * stream reader.
 */

const tableName = z.string().min(3);
const tableNames = readEnv(
  Object.fromEntries(RECORD_KINDS.map((kind) => [RECORD_TABLES[kind].envVar, tableName])),
) as Record<string, string>;
const env = readEnv({
  [MAIL_RECIPIENTS_TABLE.envVar]: tableName,
  MAIL_FROM: z.email(),
  NOTIFY_TO: z.email(),
  [MAIL_CONFIGURATION_SET_ENV]: z.string().min(1),
  [SITE_URL_ENV]: z.url().transform((url) => url.replace(/\/+$/, '')),
  // Shorter on the local stack, whose SES events arrive in a fraction of a second.
  MAIL_LEASE_SECONDS: z.coerce.number().int().positive().default(SEND_LEASE_SECONDS),
});

const tables = Object.fromEntries(
  RECORD_KINDS.map((kind) => [kind, tableNames[RECORD_TABLES[kind].envVar]]),
) as SendMailDeps['tables'];

const deps: SendMailDeps = {
  tables,
  deliveries: createDeliveryStore({ client: dynamoClient(), tables }),
  recipients: createRecipientStore({
    client: dynamoClient(),
    tableName: env[MAIL_RECIPIENTS_TABLE.envVar],
  }),
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
