import {
  QueryCommand,
  type DynamoDBDocumentClient,
  type QueryCommandInput,
} from '@aws-sdk/lib-dynamodb';

/**
 * Up to `limit` of what `select` makes of a Query's items, in the Query's order. A page may
 * stop at 1 MB before `limit` items, so it reads on from where each page stopped until
 * `limit` are selected or the Query has no more; `select` answers null for an item to pass
 * over, which does not count towards `limit`.
 */
export async function queryUpTo<T>(
  client: Pick<DynamoDBDocumentClient, 'send'>,
  input: Omit<QueryCommandInput, 'Limit' | 'ExclusiveStartKey'>,
  limit: number,
  select: (item: Record<string, unknown>) => T | null,
): Promise<T[]> {
  const selected: T[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await client.send(
      new QueryCommand({ ...input, Limit: limit - selected.length, ExclusiveStartKey: start }),
    );
    for (const item of page.Items ?? []) {
      const value = select(item);
      if (value !== null) selected.push(value);
    }
    start = page.LastEvaluatedKey;
  } while (start && selected.length < limit);
  return selected;
}
