import { BatchWriteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { Item } from './table-export';

/** DynamoDB's largest batch write. */
const BATCH = 25;
const MAX_ROUNDS = 10;

type WriteRequest = { PutRequest: { Item: Item } } | { DeleteRequest: { Key: Item } };

/** Sends `requests` 25 at a time, sending again what DynamoDB hands back unprocessed. */
async function batchWrite(
  client: Pick<DynamoDBDocumentClient, 'send'>,
  tableName: string,
  requests: readonly WriteRequest[],
): Promise<number> {
  for (let offset = 0; offset < requests.length; offset += BATCH) {
    let batch = requests.slice(offset, offset + BATCH);
    for (let round = 0; batch.length > 0; round++) {
      if (round >= MAX_ROUNDS) throw new Error(`Batch write to ${tableName} did not complete`);
      if (round > 0) await new Promise((resolve) => setTimeout(resolve, 20 * 2 ** round));
      const result = await client.send(
        new BatchWriteCommand({ RequestItems: { [tableName]: batch } }),
      );
      batch = (result.UnprocessedItems?.[tableName] ?? []) as WriteRequest[];
    }
  }
  return requests.length;
}

/**
 * Puts `items` into `tableName` as they were (counter shards and reference claims
 * included). @returns how many items were written
 */
export function writeItems(
  client: Pick<DynamoDBDocumentClient, 'send'>,
  tableName: string,
  items: readonly Item[],
): Promise<number> {
  return batchWrite(
    client,
    tableName,
    items.map((Item) => ({ PutRequest: { Item } })),
  );
}

/** Deletes the items with these `keys` from `tableName`. @returns how many */
export function deleteItems(
  client: Pick<DynamoDBDocumentClient, 'send'>,
  tableName: string,
  keys: readonly Item[],
): Promise<number> {
  return batchWrite(
    client,
    tableName,
    keys.map((Key) => ({ DeleteRequest: { Key } })),
  );
}
