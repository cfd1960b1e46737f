import type { SNSEvent } from 'aws-lambda';
import * as z from 'zod';
import { RECORD_KINDS, type RecordKind } from '@lab/shared/constants/record-kinds';
import { MAIL_RECIPIENTS_TABLE, RECORD_TABLES } from '@lab/shared/data/tables';
import { dynamoClient } from '../../lib/aws/dynamo';
import { readEnv } from '../../lib/env';
import { logger } from '../../lib/logging/logger';
import { createDeliveryStore } from '../../lib/mail/deliveries';
import { createRecipientStore } from '../../lib/mail/recipients';
import { main, type FeedbackDeps } from './feedback';

/*
 * The delivery feedback in Lambda, subscribed to the configuration set's SNS topic; the
 * local stack feeds this same module the events it makes from the mail viewer.
 */

const tableName = z.string().min(3);
const env = readEnv(
  Object.fromEntries(
    [...RECORD_KINDS.map((kind) => RECORD_TABLES[kind].envVar), MAIL_RECIPIENTS_TABLE.envVar].map(
      (name) => [name, tableName],
    ),
  ),
) as Record<string, string>;

const deps: FeedbackDeps = {
  deliveries: createDeliveryStore({
    client: dynamoClient(),
    tables: Object.fromEntries(
      RECORD_KINDS.map((kind) => [kind, env[RECORD_TABLES[kind].envVar]]),
    ) as Record<RecordKind, string>,
  }),
  recipients: createRecipientStore({
    client: dynamoClient(),
    tableName: env[MAIL_RECIPIENTS_TABLE.envVar] as string,
  }),
  log: (message, fields) => logger.info(message, fields),
};

export const handler = (event: SNSEvent) => main(event, deps);
