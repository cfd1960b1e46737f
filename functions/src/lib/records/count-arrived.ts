import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { RecordKind } from '@lab/shared/constants/record-kinds';
import type { RecordStatus } from '@lab/shared/constants/record-status';
import { TABLE_KEYS } from '@lab/shared/data/tables';
import type { RecordContext } from './context';

const { statusIndex } = TABLE_KEYS;

/**
 * How many records with one of `statuses` have an id at or below `upper` (a ULID bound, so
 * arrived at or before its instant): one Query per status on the status index with
 * Select COUNT, read on page after page (each stops at 1 MB read), never a Scan and
 * never a record handed out. Records stored before statuses existed lack the index key
 * and are not counted.
 */
export async function countArrivedBy(
  { client, tableName }: RecordContext<RecordKind>,
  statuses: readonly RecordStatus[],
  upper: string,
): Promise<number> {
  const counts = await Promise.all(
    statuses.map(async (status) => {
      let count = 0;
      let start: Record<string, unknown> | undefined;
      do {
        const page = await client.send(
          new QueryCommand({
            TableName: tableName,
            IndexName: statusIndex.name,
            KeyConditionExpression: '#pk = :pk AND #sk <= :upper',
            ExpressionAttributeNames: {
              '#pk': statusIndex.partitionKey,
              '#sk': statusIndex.sortKey,
            },
            ExpressionAttributeValues: { ':pk': status, ':upper': upper },
            Select: 'COUNT',
            ExclusiveStartKey: start,
          }),
        );
        count += page.Count ?? 0;
        start = page.LastEvaluatedKey;
      } while (start);
      return count;
    }),
  );
  return counts.reduce((sum, n) => sum + n, 0);
}
