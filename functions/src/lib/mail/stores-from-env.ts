import * as z from 'zod';
import { RECORD_KINDS, type RecordKind } from '@lab/shared/constants/record-kinds';
import { MAIL_RECIPIENTS_TABLE, RECORD_TABLES } from '@lab/shared/data/tables';
import { dynamoClient } from '../aws/dynamo';
import { readEnv } from '../env';
import { recordRepositories } from '../records/record-repository';
import { createDeliveryStore } from './deliveries';
import { createFollowUpStore } from './follow-ups';
import { createReceiptBudget } from './receipt-caps';
import { createRecipientStore } from './recipients';
import { createReplyStore } from './replies';

/**
 * What both mail functions keep their bookkeeping in, from the environment the CDK app sets
 * (MAIL_JOBS): the three record tables (a message's delivery lives on its record, and a
 * follow-up reads its records there) and the recipients table (limits, follow-ups,
 * suppressions, the day's receipt budget). `receiptIntervalSeconds` and `receiptBudget` are
 * the worker's (RECEIPT_INTERVAL_MINUTES and RECEIPT_CAPS.budget unless the local stack
 * changes them).
 */
export function mailStoresFromEnv({
  receiptIntervalSeconds,
  receiptBudget,
}: { receiptIntervalSeconds?: number; receiptBudget?: number } = {}) {
  const tableName = z.string().min(3);
  const env = readEnv(
    Object.fromEntries(
      [...RECORD_KINDS.map((kind) => RECORD_TABLES[kind].envVar), MAIL_RECIPIENTS_TABLE.envVar].map(
        (name) => [name, tableName],
      ),
    ),
  ) as Record<string, string>;
  const tables = Object.fromEntries(
    RECORD_KINDS.map((kind) => [kind, env[RECORD_TABLES[kind].envVar]]),
  ) as Record<RecordKind, string>;
  const client = dynamoClient();
  const recipientsTable = env[MAIL_RECIPIENTS_TABLE.envVar] as string;
  return {
    tables,
    deliveries: createDeliveryStore({ client, tables }),
    replies: createReplyStore({ client, tables }),
    recipients: createRecipientStore({
      client,
      tableName: recipientsTable,
      ...(receiptIntervalSeconds && { intervalSeconds: receiptIntervalSeconds }),
    }),
    followUps: createFollowUpStore({ client, tableName: recipientsTable, tables }),
    receiptBudget: createReceiptBudget({
      client,
      tableName: recipientsTable,
      ...(receiptBudget && { budget: receiptBudget }),
    }),
    records: recordRepositories({ client, tables }),
  };
}
