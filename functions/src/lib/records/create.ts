import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { RecordKind } from '@lab/shared/constants/record-kinds';
import { TABLE_KEYS } from '@lab/shared/data/tables';
import { isTransactionConflict, transactionConditionFailed } from '../aws/dynamo-errors';
import { retryOnConflict } from '../aws/retry';
import type { RecordContext } from './context';
import { countAdded, randomShardKey } from './counters';
import { MARKER_RECORD_ID, newRecordItem, type NewRecord } from './item';

/** How many reference numbers `create` draws before giving up (30^6 numbers: never, really). */
const REFERENCE_ATTEMPTS = 5;

const { partitionKey } = TABLE_KEYS;

/**
 * Stores a new record, status `new`, counts it and claims a reference number for it, all
 * in one transaction; answers the reference (another draw if the first was taken).
 */
export async function createRecord<K extends RecordKind>(
  context: RecordContext<K>,
  record: Omit<NewRecord<K>, 'reference'>,
): Promise<{ reference: string }> {
  const { kind, tableName, client, retry } = context;
  for (let draw = 0; draw < REFERENCE_ATTEMPTS; draw++) {
    const reference = context.drawReference();
    const item = newRecordItem(kind, { ...record, reference } as NewRecord<K>);
    try {
      await retryOnConflict(
        (attempt) =>
          client.send(
            new TransactWriteCommand({
              // The SDK resends the same token on network retries, so a write that
              // landed is not applied twice; a conflict retry or another reference
              // is a new request (at most 36 characters: the ULID and two counts).
              ClientRequestToken: `${record.id}-${draw}-${attempt}`,
              TransactItems: [
                {
                  Put: {
                    TableName: tableName,
                    Item: item,
                    ConditionExpression: 'attribute_not_exists(#id)',
                    ExpressionAttributeNames: { '#id': partitionKey },
                  },
                },
                {
                  Put: {
                    TableName: tableName,
                    Item: { [partitionKey]: reference, [MARKER_RECORD_ID]: record.id },
                    ConditionExpression: 'attribute_not_exists(#id)',
                    ExpressionAttributeNames: { '#id': partitionKey },
                  },
                },
                { Update: { TableName: tableName, Key: randomShardKey(context), ...countAdded } },
              ],
            }),
          ),
        isTransactionConflict,
        retry,
      );
      return { reference };
    } catch (error) {
      // Only the reference's claim failing is worth another draw.
      if (!transactionConditionFailed(error, 1)) throw error;
    }
  }
  throw new Error(`No free reference number for record ${record.id}`);
}
