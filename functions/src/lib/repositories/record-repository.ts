import { randomUUID } from 'node:crypto';
import {
  BatchGetCommand,
  GetCommand,
  QueryCommand,
  TransactWriteCommand,
  type TransactWriteCommandInput,
  UpdateCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { LIMITS } from '@lab/shared/constants/limits';
import type { RecordKind } from '@lab/shared/constants/record-kinds';
import { RECORD_STATUSES, type RecordStatus } from '@lab/shared/constants/record-status';
import { newReference } from '@lab/shared/constants/reference';
import {
  COUNTER_ATTRIBUTE,
  COUNTER_SHARDS,
  counterId,
  DELIVERY_ATTRIBUTES,
  emailKey,
  LIST_PARTITION,
  NOTIFIED_AT_ATTRIBUTE,
  RECORD_TABLES,
  REQUESTER_EMAIL_FIELD,
  STATUS_COUNTER_ATTRIBUTES,
  TABLE_KEYS,
  WORK_ATTRIBUTES,
} from '@lab/shared/data/tables';
import {
  deliverySchema,
  type Delivery,
  type RecordByKind,
  type RecordNote,
} from '@lab/shared/schemas/records';
import { dynamoClient } from '../aws/dynamo';
import { readEnv } from '../env';
import { isUlid } from '../ids';
import { sortKeyCondition, type IdRange, type SortKeyCondition } from './id-range';
import { retryOnConflict, type RetryOptions } from './retry';

/** The staff's work on a record: what a new record does not hold yet. */
type WorkField = 'status' | 'statusChangedAt' | 'statusChangedBy' | 'notes' | 'delivery';

/** A record as a public form stores it: it arrives `new`, with no notes. */
export type NewRecord<K extends RecordKind> = Omit<RecordByKind[K], WorkField>;

/** The staff's work on a record as it arrived (and on one stored before statuses existed). */
export const AS_ARRIVED = {
  status: 'new',
  statusChangedAt: null,
  statusChangedBy: null,
  notes: [],
  delivery: { alert: null, receipt: null },
} as const satisfies Pick<RecordByKind[RecordKind], WorkField>;

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

/** A table's counts: every record, and how many have each status. */
export interface RecordCounts {
  total: number;
  byStatus: Record<RecordStatus, number>;
}

/** A status change and/or a note, by an admin at an instant. */
export interface RecordChange {
  status?: RecordStatus;
  note?: string;
  /** The admin's username, from the verified token. */
  by: string;
  /** ISO-8601 UTC. */
  at: string;
}

/** What a change came to; `record` is the record as it ended up. */
export type ChangeOutcome<R> =
  | { outcome: 'missing' }
  /** Nothing changed: the record holds LIMITS.notesPerRecord notes already. */
  | { outcome: 'notes-full'; record: R }
  | {
      outcome: 'changed';
      record: R;
      /**
       * The status asked for and the one it had; `applied` is false when another change
       * moved it first (the record shows that change, and this one was not made).
       */
      status?: { from: RecordStatus; to: RecordStatus; applied: boolean };
      noted: boolean;
    };

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
  /**
   * Stores a new record, status `new`, counts it and claims a reference number for it, all
   * in one transaction; answers the reference (another draw if the first was taken).
   */
  create(record: Omit<NewRecord<K>, 'reference'>): Promise<{ reference: string }>;
  /** The record a reference number was given to, if any. */
  findByReference(reference: string): Promise<RecordByKind[K] | null>;
  get(id: string): Promise<RecordByKind[K] | null>;
  /** Newest first, through an index (never a Scan). */
  list(options: ListOptions): Promise<ListPage<RecordByKind[K]>>;
  /** The requester's records, newest first, at most `limit` (through the `by-email` index). */
  findByEmail(address: string, limit: number): Promise<RecordByKind[K][]>;
  count(): Promise<RecordCounts>;
  /**
   * Changes a record's status (moving the counts in the same transaction, conditional on
   * the status it had) and/or appends a note: never a lost update, never a double count.
   */
  change(id: string, change: RecordChange): Promise<ChangeOutcome<RecordByKind[K]>>;
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
  /**
   * Up to `limit` ids below `before` (a ULID bound, so records that arrived earlier),
   * oldest first: a key range of the newest-first index, never a Scan.
   */
  idsBefore(before: string, limit: number): Promise<string[]>;
  /** Up to `limit` ids of the requester's records (through the `by-email` index). */
  idsByEmail(address: string, limit: number): Promise<string[]>;
  /**
   * Deletes a record and takes it off one shard's counts in the same transaction,
   * conditional on the status it was read with (a status change that lands first makes it
   * read again): never a drift. False when there was no such record.
   */
  remove(id: string): Promise<boolean>;
}

export interface RepositoryOptions<K extends RecordKind> {
  kind: K;
  tableName: string;
  client: DynamoDBDocumentClient;
  random?: () => number;
  /** Draws a reference number (tests force a given one, or a collision). */
  reference?: () => string;
  retry?: RetryOptions;
}

/**
 * A reference number's claim: an item keyed by the reference itself, naming its record.
 * Written in the record's own transaction on the condition that none exists, it makes
 * the number unique in the table; it has no index keys, so no list, count, search by
 * e-mail or export ever sees it, and `getItem` (records only) never returns it.
 */
const MARKER_RECORD_ID = 'recordId';

/** How many reference numbers `create` draws before giving up (30^6 numbers: never, really). */
const REFERENCE_ATTEMPTS = 5;

const { partitionKey, listIndex, statusIndex, emailIndex } = TABLE_KEYS;

/** How often a change re-reads and tries again when its record moved under it. */
const CHANGE_ATTEMPTS = 5;

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

const isStatus = (value: unknown): value is RecordStatus =>
  RECORD_STATUSES.includes(value as RecordStatus);

/** A stored item's status: items stored before statuses existed have none, and are new. */
const statusOf = (item: Record<string, unknown>): RecordStatus => {
  const status = item[WORK_ATTRIBUTES.status];
  return isStatus(status) ? status : AS_ARRIVED.status;
};

const notesOf = (item: Record<string, unknown>): RecordNote[] => {
  const notes = item[WORK_ATTRIBUTES.notes];
  return Array.isArray(notes) ? (notes as RecordNote[]) : [];
};

/** A message's delivery as the card shows it, without the worker's lease. */
const deliveryOf = (value: unknown): Delivery | null => {
  const parsed = deliverySchema.safeParse({ reason: null, ...(value as object) });
  return parsed.success ? parsed.data : null;
};

/** A stored item as the admin API gives it: index keys and bookkeeping dropped, defaults for older items. */
export function recordFromItem<K extends RecordKind>(
  item: Record<string, unknown>,
): RecordByKind[K] {
  // Items are written by `create`, from validated records, and by `change`; drop the index
  // keys and the notify route's bookkeeping, and read an item stored before statuses
  // existed as a new record without notes.
  const {
    [listIndex.partitionKey]: _listPk,
    [statusIndex.partitionKey]: _statusPk,
    [emailIndex.partitionKey]: _emailKey,
    [NOTIFIED_AT_ATTRIBUTE]: _notifiedAt,
    [DELIVERY_ATTRIBUTES.alert]: alert,
    [DELIVERY_ATTRIBUTES.receipt]: receipt,
    ...record
  } = item;
  return {
    ...record,
    // Records stored before reference numbers have none.
    reference: typeof item.reference === 'string' ? item.reference : null,
    status: statusOf(item),
    statusChangedAt: item[WORK_ATTRIBUTES.changedAt] ?? AS_ARRIVED.statusChangedAt,
    statusChangedBy: item[WORK_ATTRIBUTES.changedBy] ?? AS_ARRIVED.statusChangedBy,
    notes: notesOf(item),
    delivery: { alert: deliveryOf(alert), receipt: deliveryOf(receipt) },
  } as RecordByKind[K];
}

/** Newest first across several pages that are each newest first. */
const byIdDescending = (a: Record<string, unknown>, b: Record<string, unknown>) =>
  String(a[partitionKey]) < String(b[partitionKey]) ? 1 : -1;

/**
 * The item a new record is stored as: its fields, arrived as New, with the keys of the
 * list, status and e-mail indexes (the last only when it has an address).
 */
export function newRecordItem<K extends RecordKind>(
  kind: K,
  record: NewRecord<K>,
): Record<string, unknown> {
  const address: unknown = (record as Record<string, unknown>)[REQUESTER_EMAIL_FIELD[kind]];
  return {
    ...record,
    [WORK_ATTRIBUTES.status]: 'new',
    [listIndex.partitionKey]: LIST_PARTITION,
    [statusIndex.partitionKey]: 'new',
    ...(typeof address === 'string' && { [emailIndex.partitionKey]: emailKey(address) }),
  };
}

export function createRecordRepository<K extends RecordKind>({
  kind,
  tableName,
  client,
  random = Math.random,
  reference: drawReference = newReference,
  retry,
}: RepositoryOptions<K>): RecordRepository<K> {
  const counterKeys = Array.from({ length: COUNTER_SHARDS }, (_, shard) => ({
    [partitionKey]: counterId(shard),
  }));

  return {
    async create(record) {
      for (let draw = 0; draw < REFERENCE_ATTEMPTS; draw++) {
        const reference = drawReference();
        const item = newRecordItem(kind, { ...record, reference } as NewRecord<K>);
        try {
          await retryOnConflict(
            (attempt) =>
              client.send(
                new TransactWriteCommand({
                  // The SDK resends the same token on network retries, so a write that
                  // landed is not applied twice; a conflict retry or another reference
                  // is a new request (at most 36 characters: the ULID and two counts).
                  ClientRequestToken: `${record.id}-${draw}-${attempt}`,
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
                      Put: {
                        TableName: tableName,
                        Item: { [partitionKey]: reference, [MARKER_RECORD_ID]: record.id },
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
          return { reference };
        } catch (error) {
          // Only the reference's claim failing is worth another draw.
          if (!failedAt(error, 1)) throw error;
        }
      }
      throw new Error(`No free reference number for record ${record.id}`);
    },

    async findByReference(reference) {
      const marker = await client.send(
        new GetCommand({
          TableName: tableName,
          Key: { [partitionKey]: reference },
          ConsistentRead: true,
        }),
      );
      const id: unknown = marker.Item?.[MARKER_RECORD_ID];
      if (typeof id !== 'string') return null;
      const item = await getItem(id);
      return item ? recordFromItem<K>(item) : null;
    },

    async get(id) {
      const item = await getItem(id);
      return item ? recordFromItem<K>(item) : null;
    },

    async list({ limit, before, statuses, range = {} }) {
      const condition = sortKeyCondition(range, before);
      if (condition === null) return { items: [], lastId: null };
      // One Query per status (the open filter is two), each newest first; one extra item
      // tells whether another page follows, so the last page has no cursor.
      const partitions = statuses
        ? statuses.map((status) => ({ index: statusIndex, value: status as string }))
        : [{ index: listIndex, value: LIST_PARTITION }];
      const pages = await Promise.all(
        partitions.map(({ index, value }) => queryIndex(index, value, condition, limit + 1)),
      );
      const newest = pages
        .flat()
        .sort(byIdDescending)
        .slice(0, limit + 1);
      const items = newest.slice(0, limit).map((item) => recordFromItem<K>(item));
      return { items, lastId: newest.length > limit ? (items.at(-1)?.id ?? null) : null };
    },

    async findByEmail(address, limit) {
      const items = await queryIndex(emailIndex, emailKey(address), undefined, limit);
      return items.map((item) => recordFromItem<K>(item));
    },

    async change(id, request) {
      let wanted = request;
      // The status it had when this change was asked for, for the answer.
      let asked: RecordStatus | undefined;
      for (let attempt = 0; attempt < CHANGE_ATTEMPTS; attempt++) {
        const item = await getItem(id);
        if (!item) return { outcome: 'missing' };
        const from = statusOf(item);
        asked ??= from;
        if (wanted.note !== undefined && notesOf(item).length >= LIMITS.notesPerRecord) {
          return { outcome: 'notes-full', record: recordFromItem<K>(item) };
        }
        const to = wanted.status;
        const moves = to !== undefined && to !== from;
        if (!moves && wanted.note === undefined) {
          return {
            outcome: 'changed',
            record: recordFromItem<K>(item),
            ...(request.status !== undefined && {
              status: { from: asked, to: request.status, applied: wanted === request },
            }),
            noted: false,
          };
        }
        try {
          await writeChange(id, { ...wanted, status: moves ? to : undefined }, from);
        } catch (error) {
          if (!isConditionCancel(error)) throw error;
          // Gone, full of notes, or its status moved since it was read: the next read says
          // which. Another admin's status change stands; a note is still added.
          const now = await getItem(id);
          if (now && moves && statusOf(now) !== from) {
            wanted = { ...wanted, status: undefined };
          }
          continue;
        }
        const record = await getItem(id);
        if (!record) return { outcome: 'missing' };
        return {
          outcome: 'changed',
          record: recordFromItem<K>(record),
          ...(request.status !== undefined && {
            status: { from: asked, to: request.status, applied: wanted === request },
          }),
          noted: wanted.note !== undefined,
        };
      }
      throw new Error(`Record ${id} kept changing under ${CHANGE_ATTEMPTS} attempts`);
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

    async idsBefore(before, limit) {
      return queryIds(listIndex, LIST_PARTITION, '#sk < :before', before, limit);
    },

    async idsByEmail(address, limit) {
      return queryIds(emailIndex, emailKey(address), undefined, undefined, limit);
    },

    async remove(id) {
      for (let attempt = 0; attempt < CHANGE_ATTEMPTS; attempt++) {
        const item = await getItem(id);
        if (!item) return false;
        try {
          await retryOnConflict(
            () =>
              client.send(new TransactWriteCommand(removal(id, statusOf(item), item.reference))),
            isTransactionConflict,
            retry,
          );
          return true;
        } catch (error) {
          // Its status changed (or it was deleted) since it was read: read it again.
          if (!isConditionCancel(error)) throw error;
        }
      }
      throw new Error(`Record ${id} kept changing while it was being deleted`);
    },

    async count() {
      let keys: Record<string, unknown>[] = counterKeys;
      const sums: Record<string, number> = {};
      const attributes = [COUNTER_ATTRIBUTE, ...Object.values(STATUS_COUNTER_ATTRIBUTES)];
      // BatchGet may hand back unprocessed keys under load; ask again for those.
      for (let round = 0; keys.length > 0; round++) {
        if (round > 0) await new Promise((resolve) => setTimeout(resolve, 10 * 2 ** round));
        const result = await client.send(
          new BatchGetCommand({
            RequestItems: { [tableName]: { Keys: keys, ConsistentRead: true } },
          }),
        );
        for (const item of result.Responses?.[tableName] ?? []) {
          for (const name of attributes) sums[name] = (sums[name] ?? 0) + Number(item[name] ?? 0);
        }
        keys = result.UnprocessedKeys?.[tableName]?.Keys ?? [];
        if (round > 8) throw new Error(`Counter read did not complete for ${tableName}`);
      }
      const total = sums[COUNTER_ATTRIBUTE] ?? 0;
      const counted = {
        'in-progress': sums[STATUS_COUNTER_ATTRIBUTES['in-progress']] ?? 0,
        done: sums[STATUS_COUNTER_ATTRIBUTES.done] ?? 0,
        spam: sums[STATUS_COUNTER_ATTRIBUTES.spam] ?? 0,
      };
      // No shard counts new: records arrive new, and those stored before statuses did too.
      const others = counted['in-progress'] + counted.done + counted.spam;
      return { total, byStatus: { new: total - others, ...counted } };
    },
  };

  /** A record's item by id, read consistently; counter items are not records. */
  async function getItem(id: string): Promise<Record<string, unknown> | null> {
    // Counter shards and reference claims share the table; records alone have ULID keys.
    if (!isUlid(id)) return null;
    const result = await client.send(
      new GetCommand({ TableName: tableName, Key: { [partitionKey]: id }, ConsistentRead: true }),
    );
    return result.Item ?? null;
  }

  /** Up to `limit` items of one index partition, newest first. */
  async function queryIndex(
    index: { name: string; partitionKey: string; sortKey: string },
    value: string,
    condition: SortKeyCondition | undefined,
    limit: number,
  ): Promise<Record<string, unknown>[]> {
    const items: Record<string, unknown>[] = [];
    let start: Record<string, unknown> | undefined;
    // A page may stop at 1 MB before `limit` items: read on until it is full.
    do {
      const result = await client.send(
        new QueryCommand({
          TableName: tableName,
          IndexName: index.name,
          KeyConditionExpression: condition ? `#pk = :pk AND ${condition.expression}` : '#pk = :pk',
          ExpressionAttributeNames: {
            '#pk': index.partitionKey,
            ...(condition && { '#sk': index.sortKey }),
          },
          ExpressionAttributeValues: { ':pk': value, ...condition?.values },
          ScanIndexForward: false,
          Limit: limit - items.length,
          ExclusiveStartKey: start,
        }),
      );
      items.push(...(result.Items ?? []));
      start = result.LastEvaluatedKey;
    } while (start && items.length < limit);
    return items;
  }

  /** Ids only, oldest first, of one index partition (and sort-key condition on `:before`). */
  async function queryIds(
    index: { name: string; partitionKey: string; sortKey: string },
    value: string,
    condition: string | undefined,
    before: string | undefined,
    limit: number,
  ): Promise<string[]> {
    const ids: string[] = [];
    let start: Record<string, unknown> | undefined;
    do {
      const result = await client.send(
        new QueryCommand({
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
          Limit: limit - ids.length,
          ExclusiveStartKey: start,
        }),
      );
      for (const item of result.Items ?? []) ids.push(String(item[partitionKey]));
      start = result.LastEvaluatedKey;
    } while (start && ids.length < limit);
    return ids;
  }

  /**
   * The counted deletion of a record read with status `status`: the delete (conditional on
   * that status) and one shard's `total` and status count, each less one.
   */
  function removal(id: string, status: RecordStatus, reference: unknown) {
    return recordRemoval({
      tableName,
      id,
      status,
      reference: typeof reference === 'string' ? reference : null,
      shard: Math.floor(random() * COUNTER_SHARDS),
      token: randomUUID(),
    });
  }

  /**
   * One transaction: the record's status (conditional on the status `from` it was read
   * with) and/or a note (conditional on room for it), and one shard's status counts. The
   * client request token makes the SDK's own resends idempotent, so a note is never added
   * twice; a conflict with another transaction is retried as `create` does.
   */
  async function writeChange(
    id: string,
    { status, note, by, at }: RecordChange,
    from: RecordStatus,
  ): Promise<void> {
    const names: Record<string, string> = { '#id': partitionKey };
    const values: Record<string, unknown> = {};
    const sets: string[] = [];
    const conditions = ['attribute_exists(#id)'];
    if (status !== undefined) {
      Object.assign(names, {
        '#status': WORK_ATTRIBUTES.status,
        '#statusPk': statusIndex.partitionKey,
        '#changedAt': WORK_ATTRIBUTES.changedAt,
        '#changedBy': WORK_ATTRIBUTES.changedBy,
      });
      Object.assign(values, { ':to': status, ':from': from, ':at': at, ':by': by });
      sets.push('#status = :to', '#statusPk = :to', '#changedAt = :at', '#changedBy = :by');
      // A record stored before statuses existed has none, and is new.
      conditions.push(
        from === 'new' ? '(attribute_not_exists(#status) OR #status = :from)' : '#status = :from',
      );
    }
    if (note !== undefined) {
      names['#notes'] = WORK_ATTRIBUTES.notes;
      Object.assign(values, {
        ':note': [{ at, by, text: note }],
        ':none': [],
        ':max': LIMITS.notesPerRecord,
      });
      sets.push('#notes = list_append(if_not_exists(#notes, :none), :note)');
      conditions.push('(attribute_not_exists(#notes) OR size(#notes) < :max)');
    }
    const counts = status === undefined ? undefined : countMove(from, status);
    await retryOnConflict(
      () =>
        client.send(
          new TransactWriteCommand({
            // A new token per attempt (at most 36 characters); the SDK resends the same one.
            ClientRequestToken: randomUUID(),
            TransactItems: [
              {
                Update: {
                  TableName: tableName,
                  Key: { [partitionKey]: id },
                  UpdateExpression: `SET ${sets.join(', ')}`,
                  ConditionExpression: conditions.join(' AND '),
                  ExpressionAttributeNames: names,
                  ExpressionAttributeValues: values,
                },
              },
              ...(counts
                ? [
                    {
                      Update: {
                        TableName: tableName,
                        Key: {
                          [partitionKey]: counterId(Math.floor(random() * COUNTER_SHARDS)),
                        },
                        ...counts,
                      },
                    },
                  ]
                : []),
            ],
          }),
        ),
      isTransactionConflict,
      retry,
    );
  }
}

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
  const counted = status === 'new' ? undefined : STATUS_COUNTER_ATTRIBUTES[status];
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
          UpdateExpression: counted ? 'ADD #total :minus, #status :minus' : 'ADD #total :minus',
          ExpressionAttributeNames: {
            '#total': COUNTER_ATTRIBUTE,
            ...(counted && { '#status': counted }),
          },
          ExpressionAttributeValues: { ':minus': -1 },
        },
      },
    ],
  };
}

/** The shard update that moves one record from one status's count to another's. */
function countMove(from: RecordStatus, to: RecordStatus) {
  const names: Record<string, string> = {};
  const values: Record<string, number> = {};
  const adds: string[] = [];
  // New is not counted by the shards (it is the total less the others).
  if (from !== 'new') {
    names['#from'] = STATUS_COUNTER_ATTRIBUTES[from];
    values[':minus'] = -1;
    adds.push('#from :minus');
  }
  if (to !== 'new') {
    names['#to'] = STATUS_COUNTER_ATTRIBUTES[to];
    values[':plus'] = 1;
    adds.push('#to :plus');
  }
  return {
    UpdateExpression: `ADD ${adds.join(', ')}`,
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: values,
  };
}

/** A transaction cancelled because the condition of its item at `index` did not hold. */
export function failedAt(error: unknown, index: number): boolean {
  if (!(error instanceof Error) || error.name !== 'TransactionCanceledException') return false;
  const reasons = (error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons;
  return reasons?.[index]?.Code === 'ConditionalCheckFailed';
}

/** A transaction cancelled because a condition of one of its items did not hold. */
function isConditionCancel(error: unknown): boolean {
  if (!(error instanceof Error) || error.name !== 'TransactionCanceledException') return false;
  const reasons = (error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons;
  return reasons?.some((reason) => reason.Code === 'ConditionalCheckFailed') ?? false;
}

/**
 * The repository of one kind, with its table name from the environment. Handlers call it
 * once, when they load; nothing is cached here, so each call checks that the caller's
 * environment names the table (locally, several handlers share this module).
 */
export function recordRepository<K extends RecordKind>(kind: K): RecordRepository<K> {
  const envVar = RECORD_TABLES[kind].envVar;
  const tableName = readEnv({ [envVar]: z.string().min(3) })[envVar] as string;
  return createRecordRepository<K>({ kind, tableName, client: dynamoClient() });
}
