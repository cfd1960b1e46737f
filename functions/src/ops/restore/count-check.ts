import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { RECORD_STATUSES, type RecordStatus } from '@lab/shared/constants/record-status';
import { LIST_PARTITION, TABLE_KEYS, WORK_ATTRIBUTES } from '@lab/shared/data/tables';
import { queryUpTo } from '../../lib/aws/dynamo-query';
import { countRecords, type RecordCounts } from '../../lib/records/counters';
import { statusOf } from '../../lib/records/item';
import { EVERY_ITEM } from './table-export';

/*
 * A restored table checked against itself: its counter shards (what the dashboard shows)
 * against the records it holds. Restored as one table, records and shards come from the
 * same instant and must agree; an erasure applied again must keep them agreeing.
 */

/** A record table's counts both ways, and where they differ. */
export interface CountCheck {
  /** Counted by reading every record (the newest-first index, every record of the table). */
  records: RecordCounts;
  /** Summed from the counter shards. */
  shards: RecordCounts;
  /** `total` and each status whose two counts differ, e.g. `done: 3 records, 4 counted`. */
  mismatches: string[];
}

const { partitionKey, listIndex } = TABLE_KEYS;

/** Counts the records of `tableName` by status, reading each (a Query, never a Scan). */
async function countByReading(
  client: Pick<DynamoDBDocumentClient, 'send'>,
  tableName: string,
): Promise<RecordCounts> {
  const statuses = await queryUpTo(
    client,
    {
      TableName: tableName,
      IndexName: listIndex.name,
      KeyConditionExpression: '#pk = :pk',
      ExpressionAttributeNames: {
        '#pk': listIndex.partitionKey,
        '#id': partitionKey,
        '#status': WORK_ATTRIBUTES.status,
      },
      ExpressionAttributeValues: { ':pk': LIST_PARTITION },
      ProjectionExpression: '#id, #status',
    },
    EVERY_ITEM,
    (item) => statusOf(item),
  );
  const byStatus = Object.fromEntries(RECORD_STATUSES.map((s) => [s, 0])) as Record<
    RecordStatus,
    number
  >;
  for (const status of statuses) byStatus[status] += 1;
  return { total: statuses.length, byStatus };
}

/** Reads a record table's records and its counter shards, and says where they disagree. */
export async function checkCounts(
  client: DynamoDBDocumentClient,
  tableName: string,
): Promise<CountCheck> {
  const [records, shards] = await Promise.all([
    countByReading(client, tableName),
    countRecords({ client, tableName }),
  ]);
  const mismatches: string[] = [];
  if (records.total !== shards.total) {
    mismatches.push(`total: ${records.total} records, ${shards.total} counted`);
  }
  for (const status of RECORD_STATUSES) {
    const [read, counted] = [records.byStatus[status], shards.byStatus[status]];
    if (read !== counted) mismatches.push(`${status}: ${read} records, ${counted} counted`);
  }
  return { records, shards, mismatches };
}
