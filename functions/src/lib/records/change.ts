import { randomUUID } from 'node:crypto';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { LIMITS } from '@lab/shared/constants/limits';
import type { RecordKind } from '@lab/shared/constants/record-kinds';
import type { RecordStatus } from '@lab/shared/constants/record-status';
import { TABLE_KEYS, WORK_ATTRIBUTES } from '@lab/shared/data/tables';
import type { RecordByKind } from '@lab/shared/schemas/records';
import { isTransactionConflict, transactionConditionFailed } from '../aws/dynamo-errors';
import { retryOnConflict } from '../aws/retry';
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
 */
export async function changeRecord<K extends RecordKind>(
  context: RecordContext<K>,
  id: string,
  request: RecordChange,
): Promise<ChangeOutcome<RecordByKind[K]>> {
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
      await writeChange(context, id, { ...wanted, status: moves ? to : undefined }, from);
    } catch (error) {
      if (!transactionConditionFailed(error)) throw error;
      // Gone, full of notes, or its status moved since it was read: the next read says
      // which. Another admin's status change stands; a note is still added.
      const now = await getItem(context, id);
      if (now && moves && statusOf(now) !== from) {
        wanted = { ...wanted, status: undefined };
      }
      continue;
    }
    const record = await getItem(context, id);
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
}

/**
 * One transaction: the record's status (conditional on the status `from` it was read
 * with) and/or a note (conditional on room for it), and one shard's status counts. The
 * client request token makes the SDK's own resends idempotent, so a note is never added
 * twice; a conflict with another transaction is retried as `create` does.
 */
async function writeChange(
  context: RecordContext<RecordKind>,
  id: string,
  { status, note, by, at }: RecordChange,
  from: RecordStatus,
): Promise<void> {
  const { client, tableName, retry } = context;
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
              ? [{ Update: { TableName: tableName, Key: randomShardKey(context), ...counts } }]
              : []),
          ],
        }),
      ),
    isTransactionConflict,
    retry,
  );
}
