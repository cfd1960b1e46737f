import {
  BatchGetCommand,
  GetCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import type { RecordKind } from '@lab/shared/constants/record-kinds';
import {
  COUNTER_ATTRIBUTE,
  COUNTER_SHARDS,
  counterId,
  LIST_PARTITION,
  NOTIFIED_AT_ATTRIBUTE,
  RECORD_TABLES,
  TABLE_KEYS,
} from '@lab/shared/data/tables';
import type { RecordByKind } from '@lab/shared/schemas/records';
import { dynamoClient } from '../aws/dynamo';
import { readEnv } from '../env';
import { retryOnConflict, type RetryOptions } from './retry';

export interface ListPage<T> {
  items: T[];
  /** Id of the last item returned when more items follow it, else null. */
  lastId: string | null;
}

/** What stamping a record as notified came to. */
export type NotifyStamp =
  /** Stamped; `previous` is the stamp it replaced, if any. */
  | { outcome: 'stamped'; previous: string | null }
  /** Not stamped: it was notified at `notifiedAt`, after the cut-off. */
  | { outcome: 'recent'; notifiedAt: string }
  /** Not stamped: there is no such record. */
  | { outcome: 'missing' };

/** Storage of one kind of record: hides DynamoDB from the handlers. */
export interface RecordRepository<K extends RecordKind> {
  create(record: RecordByKind[K]): Promise<void>;
  get(id: string): Promise<RecordByKind[K] | null>;
  /** Newest first; `before` is the id of the last record of the previous page. */
  list(options: { limit: number; before?: string }): Promise<ListPage<RecordByKind[K]>>;
  count(): Promise<number>;
  /**
   * Stamps the record as notified `at` (an ISO instant) unless its last stamp is later
   * than `after`: one atomic conditional write, so of concurrent callers exactly one
   * stamps it.
   */
  stampNotified(id: string, stamp: { at: string; after: string }): Promise<NotifyStamp>;
  /**
   * Undoes `stampNotified`'s stamp `at` (restoring `previous`), so the record can be
   * notified again at once; a later stamp than `at` is left alone.
   */
  unstampNotified(id: string, stamp: { at: string; previous: string | null }): Promise<void>;
}

export interface RepositoryOptions {
  tableName: string;
  client: DynamoDBDocumentClient;
  random?: () => number;
  retry?: RetryOptions;
}

const { partitionKey, listIndex } = TABLE_KEYS;

const isConditionFailure = (error: unknown) =>
  error instanceof Error && error.name === 'ConditionalCheckFailedException';

/** A transaction lost a race for the counter item (or another in-flight transaction). */
export function isTransactionConflict(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'TransactionConflictException') return true;
  if (error.name === 'TransactionInProgressException') return true;
  if (error.name !== 'TransactionCanceledException') return false;
  const reasons = (error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons;
  return reasons?.some((reason) => reason.Code === 'TransactionConflict') ?? false;
}

function toRecord<K extends RecordKind>(item: Record<string, unknown>): RecordByKind[K] {
  // Items are written only by `create`, from validated records; drop the index key and
  // the notify route's bookkeeping.
  const {
    [listIndex.partitionKey]: _listPk,
    [NOTIFIED_AT_ATTRIBUTE]: _notifiedAt,
    ...record
  } = item;
  return record as RecordByKind[K];
}

export function createRecordRepository<K extends RecordKind>({
  tableName,
  client,
  random = Math.random,
  retry,
}: RepositoryOptions): RecordRepository<K> {
  const counterKeys = Array.from({ length: COUNTER_SHARDS }, (_, shard) => ({
    [partitionKey]: counterId(shard),
  }));

  return {
    async create(record) {
      const item = { ...record, [listIndex.partitionKey]: LIST_PARTITION };
      await retryOnConflict(
        (attempt) =>
          client.send(
            new TransactWriteCommand({
              // The SDK resends the same token on network retries, so a write that
              // landed is not applied twice; a conflict retry is a new request.
              ClientRequestToken: `${record.id}-${attempt}`,
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
                  Update: {
                    TableName: tableName,
                    // A fresh shard on each attempt moves away from the contended item.
                    Key: { [partitionKey]: counterId(Math.floor(random() * COUNTER_SHARDS)) },
                    UpdateExpression: 'ADD #total :one',
                    ExpressionAttributeNames: { '#total': COUNTER_ATTRIBUTE },
                    ExpressionAttributeValues: { ':one': 1 },
                  },
                },
              ],
            }),
          ),
        isTransactionConflict,
        retry,
      );
    },

    async get(id) {
      if (id.startsWith('#')) return null; // counter items are not records
      const result = await client.send(
        new GetCommand({ TableName: tableName, Key: { [partitionKey]: id } }),
      );
      return result.Item ? toRecord<K>(result.Item) : null;
    },

    async list({ limit, before }) {
      // One extra item tells whether another page follows, so the last page has no cursor.
      const result = await client.send(
        new QueryCommand({
          TableName: tableName,
          IndexName: listIndex.name,
          KeyConditionExpression: before ? '#pk = :pk AND #sk < :before' : '#pk = :pk',
          ExpressionAttributeNames: {
            '#pk': listIndex.partitionKey,
            ...(before && { '#sk': listIndex.sortKey }),
          },
          ExpressionAttributeValues: {
            ':pk': LIST_PARTITION,
            ...(before && { ':before': before }),
          },
          ScanIndexForward: false,
          Limit: limit + 1,
        }),
      );
      const items = (result.Items ?? []).slice(0, limit).map((item) => toRecord<K>(item));
      const more = (result.Items?.length ?? 0) > limit;
      return { items, lastId: more ? (items.at(-1)?.id ?? null) : null };
    },

    async stampNotified(id, { at, after }) {
      if (id.startsWith('#')) return { outcome: 'missing' };
      try {
        const result = await client.send(
          new UpdateCommand({
            TableName: tableName,
            Key: { [partitionKey]: id },
            UpdateExpression: 'SET #at = :at',
            // attribute_exists: an update must never create an item.
            ConditionExpression:
              'attribute_exists(#id) AND (attribute_not_exists(#at) OR #at <= :after)',
            ExpressionAttributeNames: { '#id': partitionKey, '#at': NOTIFIED_AT_ATTRIBUTE },
            ExpressionAttributeValues: { ':at': at, ':after': after },
            ReturnValues: 'UPDATED_OLD',
          }),
        );
        const previous = result.Attributes?.[NOTIFIED_AT_ATTRIBUTE];
        return { outcome: 'stamped', previous: typeof previous === 'string' ? previous : null };
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
      }
      // Refused: gone, or stamped recently. Read which with the record grant (GetItem), not
      // ReturnValuesOnConditionCheckFailure, which the stamp's narrow update grant need not allow.
      const { Item } = await client.send(
        new GetCommand({
          TableName: tableName,
          Key: { [partitionKey]: id },
          ProjectionExpression: '#at',
          ExpressionAttributeNames: { '#at': NOTIFIED_AT_ATTRIBUTE },
        }),
      );
      const notifiedAt: unknown = Item?.[NOTIFIED_AT_ATTRIBUTE];
      return typeof notifiedAt === 'string'
        ? { outcome: 'recent', notifiedAt }
        : { outcome: 'missing' };
    },

    async unstampNotified(id, { at, previous }) {
      try {
        await client.send(
          new UpdateCommand({
            TableName: tableName,
            Key: { [partitionKey]: id },
            UpdateExpression: previous === null ? 'REMOVE #at' : 'SET #at = :previous',
            ConditionExpression: '#at = :at',
            ExpressionAttributeNames: { '#at': NOTIFIED_AT_ATTRIBUTE },
            ExpressionAttributeValues: {
              ':at': at,
              ...(previous !== null && { ':previous': previous }),
            },
          }),
        );
      } catch (error) {
        // Someone notified it since: their stamp stands.
        if (!isConditionFailure(error)) throw error;
      }
    },

    async count() {
      let keys: Record<string, unknown>[] = counterKeys;
      let total = 0;
      // BatchGet may hand back unprocessed keys under load; ask again for those.
      for (let round = 0; keys.length > 0; round++) {
        if (round > 0) await new Promise((resolve) => setTimeout(resolve, 10 * 2 ** round));
        const result = await client.send(
          new BatchGetCommand({
            RequestItems: { [tableName]: { Keys: keys, ConsistentRead: true } },
          }),
        );
        for (const item of result.Responses?.[tableName] ?? []) {
          total += Number(item[COUNTER_ATTRIBUTE] ?? 0);
        }
        keys = result.UnprocessedKeys?.[tableName]?.Keys ?? [];
        if (round > 8) throw new Error(`Counter read did not complete for ${tableName}`);
      }
      return total;
    },
  };
}

/**
 * The repository of one kind, with its table name from the environment. Handlers call it
 * once, when they load; nothing is cached here, so each call checks that the caller's
 * environment names the table (locally, several handlers share this module).
 */
export function recordRepository<K extends RecordKind>(kind: K): RecordRepository<K> {
  const envVar = RECORD_TABLES[kind].envVar;
  const tableName = readEnv({ [envVar]: z.string().min(3) })[envVar] as string;
  return createRecordRepository<K>({ tableName, client: dynamoClient() });
}
