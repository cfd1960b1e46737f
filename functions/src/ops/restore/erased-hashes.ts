import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { AUDIT_TABLE } from '@lab/shared/data/tables';
import { queryUpTo } from '../../lib/aws/dynamo-query';
import { EVERY_ITEM } from './table-export';

/** The erasures the audit trail recorded from a point on. */
export interface ErasedHashes {
  /** How many `records-erased` entries succeeded since the point. */
  entries: number;
  /** The distinct erasure hashes they hold (an address erased twice is one hash). */
  hashes: Set<string>;
}

const { partitionKey, partition, sortKey } = AUDIT_TABLE;

/**
 * The erasure hashes of every erasure the trail recorded at or after `since` (an ISO
 * instant: the sort keys begin with the entry's time, so this is one key range, oldest
 * first). Only successful erasures: a refused one deleted nothing.
 */
export async function erasedHashesSince(
  client: Pick<DynamoDBDocumentClient, 'send'>,
  auditTable: string,
  since: string,
): Promise<ErasedHashes> {
  const found = await queryUpTo(
    client,
    {
      TableName: auditTable,
      KeyConditionExpression: '#pk = :pk AND #sk >= :since',
      FilterExpression: '#event = :erased AND #outcome = :success',
      ExpressionAttributeNames: {
        '#pk': partitionKey,
        '#sk': sortKey,
        '#event': 'event',
        '#outcome': 'outcome',
      },
      ExpressionAttributeValues: {
        ':pk': partition,
        ':since': since,
        ':erased': 'records-erased',
        ':success': 'success',
      },
      ScanIndexForward: true,
    },
    EVERY_ITEM,
    (item) => (typeof item.emailHash === 'string' ? item.emailHash : null),
  );
  return { entries: found.length, hashes: new Set(found) };
}
