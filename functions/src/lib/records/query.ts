import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { RecordKind } from '@lab/shared/constants/record-kinds';
import type { RecordStatus } from '@lab/shared/constants/record-status';
import { emailKey, LIST_PARTITION, TABLE_KEYS } from '@lab/shared/data/tables';
import type { RecordByKind } from '@lab/shared/schemas/records';
import { queryUpTo } from '../aws/dynamo-query';
import { isUlid } from '../ids';
import type { RecordContext } from './context';
import { sortKeyCondition, type IdRange, type SortKeyCondition } from './id-range';
import { MARKER_RECORD_ID, recordFromItem } from './item';

/** What one page of a list holds. */
export interface ListOptions {
  limit: number;
  /** The id of the last record of the previous page. */
  before?: string;
  /** Only records with one of these statuses; every record (the spec's list) when absent. */
  statuses?: readonly RecordStatus[];
  /** Only records whose id (so arrival time) is in this range. */
  range?: IdRange;
}

export interface ListPage<T> {
  items: T[];
  /** Id of the last item returned when more items follow it, else null. */
  lastId: string | null;
}

type Context = RecordContext<RecordKind>;

const { partitionKey, listIndex, statusIndex, emailIndex } = TABLE_KEYS;

/** A record's item by id, read consistently; counter items are not records. */
export async function getItem(
  { client, tableName }: Context,
  id: string,
): Promise<Record<string, unknown> | null> {
  // Counter shards and reference claims share the table; records alone have ULID keys.
  if (!isUlid(id)) return null;
  const result = await client.send(
    new GetCommand({ TableName: tableName, Key: { [partitionKey]: id }, ConsistentRead: true }),
  );
  return result.Item ?? null;
}

export async function getRecord<K extends RecordKind>(
  context: RecordContext<K>,
  id: string,
): Promise<RecordByKind[K] | null> {
  const item = await getItem(context, id);
  return item ? recordFromItem<K>(item) : null;
}

/** The record a reference number was given to, if any. */
export async function findByReference<K extends RecordKind>(
  context: RecordContext<K>,
  reference: string,
): Promise<RecordByKind[K] | null> {
  const marker = await context.client.send(
    new GetCommand({
      TableName: context.tableName,
      Key: { [partitionKey]: reference },
      ConsistentRead: true,
    }),
  );
  const id: unknown = marker.Item?.[MARKER_RECORD_ID];
  if (typeof id !== 'string') return null;
  return getRecord(context, id);
}

/** Newest first across several pages that are each newest first. */
const byIdDescending = (a: Record<string, unknown>, b: Record<string, unknown>) =>
  String(a[partitionKey]) < String(b[partitionKey]) ? 1 : -1;

/** Up to `limit` items of one index partition, newest first. */
async function queryIndex(
  { client, tableName }: Context,
  index: { name: string; partitionKey: string; sortKey: string },
  value: string,
  condition: SortKeyCondition | undefined,
  limit: number,
): Promise<Record<string, unknown>[]> {
  return queryUpTo(
    client,
    {
      TableName: tableName,
      IndexName: index.name,
      KeyConditionExpression: condition ? `#pk = :pk AND ${condition.expression}` : '#pk = :pk',
      ExpressionAttributeNames: {
        '#pk': index.partitionKey,
        ...(condition && { '#sk': index.sortKey }),
      },
      ExpressionAttributeValues: { ':pk': value, ...condition?.values },
      ScanIndexForward: false,
    },
    limit,
    (item) => item,
  );
}

/** Newest first, through an index (never a Scan). */
export async function listRecords<K extends RecordKind>(
  context: RecordContext<K>,
  { limit, before, statuses, range = {} }: ListOptions,
): Promise<ListPage<RecordByKind[K]>> {
  const condition = sortKeyCondition(range, before);
  if (condition === null) return { items: [], lastId: null };
  // One Query per status (the open filter is two), each newest first; one extra item
  // tells whether another page follows, so the last page has no cursor.
  const partitions = statuses
    ? statuses.map((status) => ({ index: statusIndex, value: status as string }))
    : [{ index: listIndex, value: LIST_PARTITION }];
  const pages = await Promise.all(
    partitions.map(({ index, value }) => queryIndex(context, index, value, condition, limit + 1)),
  );
  const newest = pages
    .flat()
    .sort(byIdDescending)
    .slice(0, limit + 1);
  const items = newest.slice(0, limit).map((item) => recordFromItem<K>(item));
  return { items, lastId: newest.length > limit ? (items.at(-1)?.id ?? null) : null };
}

/** The requester's records, newest first, at most `limit` (through the `by-email` index). */
export async function findByEmail<K extends RecordKind>(
  context: RecordContext<K>,
  address: string,
  limit: number,
): Promise<RecordByKind[K][]> {
  const items = await queryIndex(context, emailIndex, emailKey(address), undefined, limit);
  return items.map((item) => recordFromItem<K>(item));
}
