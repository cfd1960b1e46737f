import { randomUUID } from 'node:crypto';
import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import type { RecordKind } from '@lab/shared/constants/record-kinds';
import type { RecordStatus } from '@lab/shared/constants/record-status';
import {
  COUNTER_SHARDS,
  counterId,
  emailKey,
  LIST_PARTITION,
  TABLE_KEYS,
  WORK_ATTRIBUTES,
} from '@lab/shared/data/tables';
import { isTransactionConflict, transactionConditionFailed } from '../aws/dynamo-errors';
import { queryUpTo } from '../aws/dynamo-query';
import { retryOnConflict } from '../aws/retry';
import { CHANGE_ATTEMPTS, type RecordContext } from './context';
import { countRemoved } from './counters';
import { MARKER_RECORD_ID, statusOf } from './item';
import { getItem } from './query';

/*
 * Deleting records, and finding which to delete: the retention purge takes the oldest by
 * arrival, an erasure a requester's by address.
 */

type Context = RecordContext<RecordKind>;

const { partitionKey, listIndex, emailIndex } = TABLE_KEYS;

/**
 * The transaction that deletes record `id`, read with `status`, and takes it off shard
 * `shard`'s counts: `total` less one, and its status's count less one unless it is new
 * (which no shard counts). The delete holds only while the record has the status it was
 * read with, so a status change racing it either lands first (and fails this) or after
 * (and finds no record).
 */
export function recordRemoval({
  tableName,
  id,
  status,
  reference,
  shard,
  token,
}: {
  tableName: string;
  id: string;
  status: RecordStatus;
  /** Its reference number, whose claim goes with it (null: stored before references). */
  reference: string | null;
  shard: number;
  /** The client request token: the SDK's resends of one attempt are applied once. */
  token: string;
}): TransactWriteCommandInput {
  return {
    ClientRequestToken: token,
    TransactItems: [
      {
        Delete: {
          TableName: tableName,
          Key: { [partitionKey]: id },
          // A record stored before statuses existed has none, and is new.
          ConditionExpression:
            status === 'new'
              ? 'attribute_exists(#id) AND (attribute_not_exists(#status) OR #status = :status)'
              : 'attribute_exists(#id) AND #status = :status',
          ExpressionAttributeNames: { '#id': partitionKey, '#status': WORK_ATTRIBUTES.status },
          ExpressionAttributeValues: { ':status': status },
        },
      },
      ...(reference === null
        ? []
        : [
            {
              Delete: {
                TableName: tableName,
                Key: { [partitionKey]: reference },
                // Only its own claim, never another record's.
                ConditionExpression: '#record = :id',
                ExpressionAttributeNames: { '#record': MARKER_RECORD_ID },
                ExpressionAttributeValues: { ':id': id },
              },
            },
          ]),
      {
        Update: {
          TableName: tableName,
          Key: { [partitionKey]: counterId(shard) },
          ...countRemoved(status),
        },
      },
    ],
  };
}

/**
 * Deletes a record and takes it off one shard's counts in the same transaction,
 * conditional on the status it was read with (a status change that lands first makes it
 * read again): never a drift. False when there was no such record.
 */
export async function removeRecord(context: Context, id: string): Promise<boolean> {
  const { client, tableName, random, retry } = context;
  for (let attempt = 0; attempt < CHANGE_ATTEMPTS; attempt++) {
    const item = await getItem(context, id);
    if (!item) return false;
    const { reference } = item;
    try {
      await retryOnConflict(
        () =>
          client.send(
            new TransactWriteCommand(
              recordRemoval({
                tableName,
                id,
                status: statusOf(item),
                reference: typeof reference === 'string' ? reference : null,
                shard: Math.floor(random() * COUNTER_SHARDS),
                token: randomUUID(),
              }),
            ),
          ),
        isTransactionConflict,
        retry,
      );
      return true;
    } catch (error) {
      // Its status changed (or it was deleted) since it was read: read it again.
      if (!transactionConditionFailed(error)) throw error;
    }
  }
  throw new Error(`Record ${id} kept changing while it was being deleted`);
}

/** Ids only, oldest first, of one index partition (and sort-key condition on `:before`). */
async function queryIds(
  { client, tableName }: Context,
  index: { name: string; partitionKey: string; sortKey: string },
  value: string,
  condition: string | undefined,
  before: string | undefined,
  limit: number,
): Promise<string[]> {
  return queryUpTo(
    client,
    {
      TableName: tableName,
      IndexName: index.name,
      KeyConditionExpression: condition ? `#pk = :pk AND ${condition}` : '#pk = :pk',
      ExpressionAttributeNames: {
        '#pk': index.partitionKey,
        '#id': partitionKey,
        ...(condition && { '#sk': index.sortKey }),
      },
      ExpressionAttributeValues: {
        ':pk': value,
        ...(before !== undefined && { ':before': before }),
      },
      ProjectionExpression: '#id',
      ScanIndexForward: true,
    },
    limit,
    (item) => String(item[partitionKey]),
  );
}

/**
 * Up to `limit` ids below `before` (a ULID bound, so records that arrived earlier),
 * oldest first: a key range of the newest-first index, never a Scan.
 */
export async function idsBefore(
  context: Context,
  before: string,
  limit: number,
): Promise<string[]> {
  return queryIds(context, listIndex, LIST_PARTITION, '#sk < :before', before, limit);
}

/** Up to `limit` ids of the requester's records (through the `by-email` index). */
export async function idsByEmail(
  context: Context,
  address: string,
  limit: number,
): Promise<string[]> {
  return queryIds(context, emailIndex, emailKey(address), undefined, undefined, limit);
}
