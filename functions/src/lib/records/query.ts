import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { RecordKind } from '@lab/shared/constants/record-kinds';
import type { RecordStatus } from '@lab/shared/constants/record-status';
import { emailKey, LIST_PARTITION, TABLE_KEYS, WORK_ATTRIBUTES } from '@lab/shared/data/tables';
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
  /** Only records assigned to this colleague (a username), or to nobody (null). */
  assignee?: string | null;
  /**
   * How many items a page with an assignee filter reads at most in each index partition.
   * @default FILTERED_READ_BOUND
   */
  readBound?: number;
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

/**
 * How many items an assignee-filtered page reads per request, and at most in each index
 * partition. The assignee is no key, so DynamoDB filters the items a Query reads; the bound
 * keeps a rare filter over a long history from reading the whole table in one call (the
 * page then comes back short, with a cursor from where reading stopped), as the activity's
 * filters do. The first request reads twice the page and each next one twice as many as
 * the last, up to the chunk: a common filter (a colleague's quarter of the requests) then
 * reads about what a page needs however long the history, a rare one few requests more.
 */
const FILTERED_READ_CHUNK = 250;
export const FILTERED_READ_BOUND = 2000;

/** A DynamoDB filter on the assignee: one colleague's records, or nobody's. */
export function assigneeFilter(assignee: string | null): {
  expression: string;
  names: Record<string, string>;
  values?: Record<string, unknown>;
} {
  const names = { '#assignee': WORK_ATTRIBUTES.assignee };
  // Nobody's is an absent attribute (see `changeRecord`), as on records stored before it.
  if (assignee === null) return { expression: 'attribute_not_exists(#assignee)', names };
  return { expression: '#assignee = :assignee', names, values: { ':assignee': assignee } };
}

/**
 * What one index partition gave a page: up to `wanted` matching items, newest first, and
 * `floor`, the lowest id down to which it was read through (null: to its end). Every item
 * of the partition at or above `floor` that matches is among `items`.
 */
interface PartitionRead {
  items: Record<string, unknown>[];
  floor: string | null;
}

/** Up to `wanted` items of one partition that pass `assignee`'s filter, reading at most `bound`. */
async function queryFiltered(
  { client, tableName }: Context,
  index: { name: string; partitionKey: string; sortKey: string },
  value: string,
  condition: SortKeyCondition | undefined,
  assignee: string | null,
  wanted: number,
  bound: number,
): Promise<PartitionRead> {
  const filter = assigneeFilter(assignee);
  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  let evaluated = 0;
  let chunk = wanted * 2;
  do {
    const answer = await client.send(
      new QueryCommand({
        TableName: tableName,
        IndexName: index.name,
        KeyConditionExpression: condition ? `#pk = :pk AND ${condition.expression}` : '#pk = :pk',
        FilterExpression: filter.expression,
        ExpressionAttributeNames: {
          '#pk': index.partitionKey,
          ...(condition && { '#sk': index.sortKey }),
          ...filter.names,
        },
        ExpressionAttributeValues: { ':pk': value, ...condition?.values, ...filter.values },
        ScanIndexForward: false,
        // With a filter, Limit counts the items read, not those that pass.
        Limit: Math.max(1, Math.min(chunk, FILTERED_READ_CHUNK, bound - evaluated)),
        ExclusiveStartKey: start,
      }),
    );
    chunk *= 2;
    evaluated += answer.ScannedCount ?? answer.Items?.length ?? 0;
    items.push(...(answer.Items ?? []));
    start = answer.LastEvaluatedKey;
  } while (start && items.length < wanted && evaluated < bound);
  const kept = items.slice(0, wanted);
  if (kept.length === wanted) return { items: kept, floor: String(kept.at(-1)?.[partitionKey]) };
  return { items: kept, floor: start ? String(start[partitionKey]) : null };
}

/** Newest first, through an index (never a Scan). */
export async function listRecords<K extends RecordKind>(
  context: RecordContext<K>,
  { limit, before, statuses, range = {}, assignee, readBound = FILTERED_READ_BOUND }: ListOptions,
): Promise<ListPage<RecordByKind[K]>> {
  const condition = sortKeyCondition(range, before);
  if (condition === null) return { items: [], lastId: null };
  // One Query per status (the open filter is two), each newest first; one extra item
  // tells whether another page follows, so the last page has no cursor.
  const partitions = statuses
    ? statuses.map((status) => ({ index: statusIndex, value: status as string }))
    : [{ index: listIndex, value: LIST_PARTITION }];
  const reads = await Promise.all(
    partitions.map(async ({ index, value }): Promise<PartitionRead> => {
      if (assignee !== undefined) {
        return queryFiltered(context, index, value, condition, assignee, limit + 1, readBound);
      }
      const items = await queryIndex(context, index, value, condition, limit + 1);
      return { items, floor: items.length > limit ? String(items.at(-1)?.[partitionKey]) : null };
    }),
  );
  // Every partition was read through down to the highest floor: below it, one may hold
  // items not read yet, so the page stops there.
  const floor = reads.reduce<string | null>(
    (highest, { floor: f }) => (f !== null && (highest === null || f > highest) ? f : highest),
    null,
  );
  const known = reads
    .flatMap(({ items }) => items)
    .filter((item) => floor === null || String(item[partitionKey]) >= floor)
    .sort(byIdDescending);
  if (known.length > limit) {
    const items = known.slice(0, limit).map((item) => recordFromItem<K>(item));
    return { items, lastId: items.at(-1)?.id ?? null };
  }
  // The whole of what is known, and when reading stopped short of the end (a filter's
  // bound), a cursor from where it stopped: the page may be short, even empty.
  return { items: known.map((item) => recordFromItem<K>(item)), lastId: floor };
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
