import * as z from 'zod';
import { RECORD_KINDS, type RecordKind } from '@lab/shared/constants/record-kinds';
import { MAIL_RECIPIENTS_TABLE, RECORD_TABLES } from '@lab/shared/data/tables';
import { dynamoClient } from '../aws/dynamo';
import { readEnv } from '../env';
import { createDeliveryStore } from './deliveries';
import { createRecipientStore } from './recipients';

/**
 * What both mail functions keep their bookkeeping in, from the environment the CDK app sets
 * (MAIL_JOBS): the three record tables (a message's delivery lives on its record) and the
 * recipients table.
 */
export function mailStoresFromEnv() {
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
  return {
    tables,
    deliveries: createDeliveryStore({ client, tables }),
    recipients: createRecipientStore({
      client,
      tableName: env[MAIL_RECIPIENTS_TABLE.envVar] as string,
    }),
  };
}
