import { BatchWriteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { Item } from './table-export';

/** DynamoDB's largest batch write. */
const BATCH = 25;
const MAX_ROUNDS = 10;

/**
 * Puts `items` into `tableName` as they were (counter shards and reference claims
 * included), 25 at a time, writing again what DynamoDB hands back unprocessed.
 * @returns how many items were written
 */
export async function writeItems(
  client: Pick<DynamoDBDocumentClient, 'send'>,
  tableName: string,
  items: readonly Item[],
): Promise<number> {
  for (let offset = 0; offset < items.length; offset += BATCH) {
    let requests = items.slice(offset, offset + BATCH).map((Item) => ({ PutRequest: { Item } }));
    for (let round = 0; requests.length > 0; round++) {
      if (round >= MAX_ROUNDS) throw new Error(`Batch write to ${tableName} did not complete`);
      if (round > 0) await new Promise((resolve) => setTimeout(resolve, 20 * 2 ** round));
      const result = await client.send(
        new BatchWriteCommand({ RequestItems: { [tableName]: requests } }),
      );
      requests = (result.UnprocessedItems?.[tableName] ?? []).flatMap((request) =>
        request.PutRequest?.Item ? [{ PutRequest: { Item: request.PutRequest.Item } }] : [],
      );
    }
  }
  return items.length;
}
