import { randomUUID } from 'node:crypto';
import { TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { LIMITS } from '@lab/shared/constants/limits';
import type { RecordKind } from '@lab/shared/constants/record-kinds';
import type { RecordStatus } from '@lab/shared/constants/record-status';
import { TABLE_KEYS, WORK_ATTRIBUTES } from '@lab/shared/data/tables';
import type { RecordByKind } from '@lab/shared/schemas/records';
import {
  isConditionFailure,
  isTransactionConflict,
  transactionConditionFailed,
} from '../aws/dynamo-errors';
import { retryOnConflict } from '../aws/retry';
import { isUlid } from '../ids';
import { CHANGE_ATTEMPTS, type RecordContext } from './context';
import { countMove, randomShardKey } from './counters';
import { notesOf, recordFromItem, statusOf } from './item';
import { getItem } from './query';

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
  /**
   * Nothing changed: other writes to the record kept winning the race until the retries
   * ran out (a status change's transaction, or a note behind other transactions).
   */
  | { outcome: 'conflict' }
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

const { partitionKey, statusIndex } = TABLE_KEYS;

/**
 * Changes a record's status (moving the counts in the same transaction, conditional on
 * the status it had) and/or appends a note: never a lost update, never a double count.
 * A note on its own is one conditional write, not a transaction: concurrent notes on one
 * record then queue on the item instead of cancelling each other's transactions, so none
 * is lost however many arrive together.
 */
export async function changeRecord<K extends RecordKind>(
  context: RecordContext<K>,
  id: string,
  request: RecordChange,
): Promise<ChangeOutcome<RecordByKind[K]>> {
  // Counter shards and reference claims share the table; records alone have ULID keys.
  if (!isUlid(id)) return { outcome: 'missing' };
  if (request.status === undefined && request.note !== undefined) {
    return appendNote(context, id, { ...request, note: request.note });
  }
  let wanted = request;
  // The status it had when this change was asked for, for the answer.
  let asked: RecordStatus | undefined;
  for (let attempt = 0; attempt < CHANGE_ATTEMPTS; attempt++) {
    const item = await getItem(context, id);
    if (!item) return { outcome: 'missing' };
    const from = statusOf(item);
    asked ??= from;
    if (wanted.note !== undefined && notesOf(item).length >= LIMITS.notesPerRecord) {
      return { outcome: 'notes-full', record: recordFromItem<K>(item) };
    }
    const to = wanted.status;
    const moves = to !== undefined && to !== from;
    const status = request.status !== undefined && {
      status: { from: asked, to: request.status, applied: wanted === request },
    };
    if (!moves) {
      if (wanted.note === undefined) {
        return { outcome: 'changed', record: recordFromItem<K>(item), ...status, noted: false };
      }
      // The status stays as it is (asked for, or another change's): the note alone.
      const noted = await appendNote(context, id, { ...wanted, note: wanted.note });
      return noted.outcome === 'changed' ? { ...noted, ...status } : noted;
    }
    try {
      await writeChange(context, id, { ...wanted, status: to }, from);
    } catch (error) {
      if (transactionConditionFailed(error)) {
        // Gone, full of notes, or its status moved since it was read: the next read says
        // which. Another admin's status change stands; a note is still added.
        const now = await getItem(context, id);
        if (now && statusOf(now) !== from) wanted = { ...wanted, status: undefined };
        continue;
      }
      // Lost the race to other transactions every time: nothing was written.
      if (isTransactionConflict(error)) return { outcome: 'conflict' };
      throw error;
    }
    const record = await getItem(context, id);
    if (!record) return { outcome: 'missing' };
    return {
      outcome: 'changed',
      record: recordFromItem<K>(record),
      ...status,
      noted: wanted.note !== undefined,
    };
  }
  // Its status kept moving under every read: nothing of this change was written.
  return { outcome: 'conflict' };
}

/**
 * Appends a note in one conditional write: on the record (so not on a deleted one), below
 * the cap (so the cap is exact however many arrive together) and not there already (so the
 * SDK's own resend of a write whose answer was lost does not add it twice). DynamoDB
 * applies writes to one item one after another, so concurrent notes all land; only a
 * transaction in flight on the item (a status change) makes one wait and try again.
 */
async function appendNote<K extends RecordKind>(
  context: RecordContext<K>,
  id: string,
  { note, by, at }: RecordChange & { note: string },
): Promise<ChangeOutcome<RecordByKind[K]>> {
  const { client, tableName, retry } = context;
  const entry = { at, by, text: note };
  try {
    const { Attributes } = await retryOnConflict(
      () =>
        client.send(
          new UpdateCommand({
            TableName: tableName,
            Key: { [partitionKey]: id },
            UpdateExpression: 'SET #notes = list_append(if_not_exists(#notes, :none), :note)',
            ConditionExpression:
              'attribute_exists(#id) AND (attribute_not_exists(#notes) OR ' +
              '(size(#notes) < :max AND NOT contains(#notes, :entry)))',
            ExpressionAttributeNames: { '#id': partitionKey, '#notes': WORK_ATTRIBUTES.notes },
            ExpressionAttributeValues: {
              ':note': [entry],
              ':entry': entry,
              ':none': [],
              ':max': LIMITS.notesPerRecord,
            },
            ReturnValues: 'ALL_NEW',
          }),
        ),
      isTransactionConflict,
      retry,
    );
    return { outcome: 'changed', record: recordFromItem<K>(Attributes ?? {}), noted: true };
  } catch (error) {
    if (isTransactionConflict(error)) return { outcome: 'conflict' };
    if (!isConditionFailure(error)) throw error;
  }
  // Refused: notes never shrink, so a read tells which condition failed.
  const item = await getItem(context, id);
  if (!item) return { outcome: 'missing' };
  const record = recordFromItem<K>(item);
  const added = notesOf(item).some((n) => n.at === at && n.by === by && n.text === note);
  return added ? { outcome: 'changed', record, noted: true } : { outcome: 'notes-full', record };
}

/**
 * One transaction: the record's status (conditional on the status `from` it was read
 * with) and, when asked, a note (conditional on room for it), and one shard's status
 * counts. The client request token makes the SDK's own resends idempotent, so a note is
 * never added twice; a conflict with another transaction is retried as `create` does.
 */
async function writeChange(
  context: RecordContext<RecordKind>,
  id: string,
  { status, note, by, at }: RecordChange & { status: RecordStatus },
  from: RecordStatus,
): Promise<void> {
  const { client, tableName, retry } = context;
  const names: Record<string, string> = {
    '#id': partitionKey,
    '#status': WORK_ATTRIBUTES.status,
    '#statusPk': statusIndex.partitionKey,
    '#changedAt': WORK_ATTRIBUTES.changedAt,
    '#changedBy': WORK_ATTRIBUTES.changedBy,
  };
  const values: Record<string, unknown> = { ':to': status, ':from': from, ':at': at, ':by': by };
  const sets = ['#status = :to', '#statusPk = :to', '#changedAt = :at', '#changedBy = :by'];
  const conditions = [
    'attribute_exists(#id)',
    // A record stored before statuses existed has none, and is new.
    from === 'new' ? '(attribute_not_exists(#status) OR #status = :from)' : '#status = :from',
  ];
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
            {
              Update: {
                TableName: tableName,
                Key: randomShardKey(context),
                ...countMove(from, status),
              },
            },
          ],
        }),
      ),
    isTransactionConflict,
    retry,
  );
}
