import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import type { RecordKind } from '@lab/shared/constants/record-kinds';
import type { RecordStatus } from '@lab/shared/constants/record-status';
import { RECORD_TABLES } from '@lab/shared/data/tables';
import type { RecordByKind } from '@lab/shared/schemas/records';
import { dynamoClient } from '../aws/dynamo';
import { readEnv } from '../env';
import type { ClientCount } from '../mail/receipt-caps';
import { changeRecord, type ChangeOutcome, type RecordChange } from './change';
import { recordContext, type RepositoryOptions } from './context';
import { countArrivedBy } from './count-arrived';
import { countRecords, type RecordCounts } from './counters';
import { createRecord, type CreatedRecord, type Idempotency } from './create';
import type { NewRecord } from './item';
import { stampNotified, unstampNotified, type NotifyStamp } from './notify-stamps';
import {
  findByEmail,
  findByReference,
  getRecord,
  listRecords,
  type ListOptions,
  type ListPage,
} from './query';
import { idsBefore, idsByEmail, removeRecord } from './remove';
import {
  markContainersSent,
  receiveSamples,
  type SampleFactOutcome,
  type StoredContainersSent,
  type StoredSamplesReceived,
} from './samples';

/** Storage of one kind of record: hides DynamoDB from the handlers. */
export interface RecordRepository<K extends RecordKind> {
  /**
   * Stores a new record, status `new`, counts it and claims a reference number (and the
   * idempotency key, if any) for it, all in one transaction; answers its id and reference,
   * or those of the record the key was first used for, storing nothing. With
   * `clientCount`, it counts the request on its client address's daily tally too, and a
   * request beyond it is stored without a receipt (see `createRecord`).
   */
  create(
    record: Omit<NewRecord<K>, 'reference'>,
    idempotency?: Idempotency,
    clientCount?: ClientCount,
  ): Promise<CreatedRecord>;
  /** The record a reference number was given to, if any. */
  findByReference(reference: string): Promise<RecordByKind[K] | null>;
  get(id: string): Promise<RecordByKind[K] | null>;
  /** Newest first, through an index (never a Scan). */
  list(options: ListOptions): Promise<ListPage<RecordByKind[K]>>;
  /** The requester's records, newest first, at most `limit` (through the `by-email` index). */
  findByEmail(address: string, limit: number): Promise<RecordByKind[K][]>;
  count(): Promise<RecordCounts>;
  /**
   * How many records with one of `statuses` arrived at or before the id bound `upper`
   * (through the status index, Select COUNT: never a Scan, no record read out).
   */
  countArrivedBy(statuses: readonly RecordStatus[], upper: string): Promise<number>;
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
  /**
   * Records the samples received on an existing record, once, in one conditional write:
   * `already` (nothing written) when they were recorded before.
   */
  receiveSamples(id: string, fact: StoredSamplesReceived): Promise<SampleFactOutcome>;
  /** Records the containers sent on an existing record, once, as `receiveSamples` does. */
  markContainersSent(id: string, fact: StoredContainersSent): Promise<SampleFactOutcome>;
}

/** Every kind's repository, by kind. */
export type RecordRepositories = { readonly [K in RecordKind]: RecordRepository<K> };

export function createRecordRepository<K extends RecordKind>(
  options: RepositoryOptions<K>,
): RecordRepository<K> {
  const context = recordContext(options);
  // Whether a refused fact's record is there: read with the route's GetItem grant.
  const exists = (id: string) => async () => (await getRecord(context, id)) !== null;
  return {
    create: (record, idempotency, clientCount) =>
      createRecord(context, record, idempotency, clientCount),
    findByReference: (reference) => findByReference(context, reference),
    get: (id) => getRecord(context, id),
    list: (listOptions) => listRecords(context, listOptions),
    findByEmail: (address, limit) => findByEmail(context, address, limit),
    count: () => countRecords(context),
    countArrivedBy: (statuses, upper) => countArrivedBy(context, statuses, upper),
    change: (id, change) => changeRecord(context, id, change),
    stampNotified: (id, stamp) => stampNotified(context, id, stamp),
    unstampNotified: (id, stamp) => unstampNotified(context, id, stamp),
    idsBefore: (before, limit) => idsBefore(context, before, limit),
    idsByEmail: (address, limit) => idsByEmail(context, address, limit),
    remove: (id) => removeRecord(context, id),
    receiveSamples: (id, fact) => receiveSamples(context, id, fact, exists(id)),
    markContainersSent: (id, fact) => markContainersSent(context, id, fact, exists(id)),
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
  return createRecordRepository<K>({ kind, tableName, client: dynamoClient() });
}

/**
 * Every kind's repository: with the table names from the environment, as
 * `recordRepository` reads them, or over the `client` and `tables` given (the mail jobs'
 * shared client, the local stack, tests).
 */
export function recordRepositories(over?: {
  client: DynamoDBDocumentClient;
  tables: Readonly<Record<RecordKind, string>>;
}): RecordRepositories {
  const repository = <K extends RecordKind>(kind: K): RecordRepository<K> =>
    over
      ? createRecordRepository({ kind, client: over.client, tableName: over.tables[kind] })
      : recordRepository(kind);
  return {
    contact: repository('contact'),
    resource: repository('resource'),
    shipping: repository('shipping'),
  };
}
