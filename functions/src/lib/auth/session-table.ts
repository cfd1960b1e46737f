import { PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { SESSION_TABLE } from '@lab/shared/data/tables';
import { dynamoClient } from '../aws/dynamo';
import { unlessConditionFails } from '../aws/dynamo-errors';
import { readEnv } from '../env';

/**
 * The session table as its stores reach it (`SessionStore`: admin sessions; `LockoutStore`:
 * lockout counts; `UsedOnceStore`: codes and handles used once): the client and the
 * table's name.
 */
export interface SessionTable {
  readonly client: Pick<DynamoDBDocumentClient, 'send'>;
  readonly tableName: string;
}

/** The session table of this function: its name from SESSIONS_TABLE_NAME, the shared client. */
export function sessionTableFromEnv(): SessionTable {
  const { [SESSION_TABLE.envVar]: tableName } = readEnv({
    [SESSION_TABLE.envVar]: z.string().min(1),
  });
  return { client: dynamoClient(), tableName: tableName as string };
}

/**
 * Puts `item` unless an item with its key exists: true when put. One conditional PutItem,
 * so of two at once only one is put, and nothing is ever overwritten.
 */
export async function putIfAbsent(
  { client, tableName }: SessionTable,
  item: Record<string, unknown>,
): Promise<boolean> {
  const put = await unlessConditionFails(() =>
    client.send(
      new PutCommand({
        TableName: tableName,
        Item: item,
        ConditionExpression: 'attribute_not_exists(#pk)',
        ExpressionAttributeNames: { '#pk': SESSION_TABLE.partitionKey },
      }),
    ),
  );
  return put !== false;
}
