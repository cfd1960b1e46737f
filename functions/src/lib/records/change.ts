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
import { assigneeOf, notesOf, recordFromItem, statusOf } from './item';
import { getItem } from './query';

/** A status change, a note and/or an assignment, by an admin at an instant. */
export interface RecordChange {
  status?: RecordStatus;
  note?: string;
  /** The colleague (a username) to assign the record to; null to leave it with nobody. */
  assignee?: string | null;
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
      /**
       * The assignee asked for and the one it had (null: nobody), as `status` says it:
       * `applied` is false when another assignment landed first.
       */
      assignee?: { from: string | null; to: string | null; applied: boolean };
      noted: boolean;
    };

const { partitionKey, statusIndex } = TABLE_KEYS;

/**
 * Changes a record's status (moving the counts in the same transaction, conditional on
 * the status it had), its assignee (conditional on the assignee it had) and/or appends a
 * note: never a lost update, never a double count. A note on its own is one conditional
 * write, not a transaction: concurrent notes on one record then queue on the item instead
 * of cancelling each other's transactions, so none is lost however many arrive together.
 * An assignment without a status move is one conditional write too, with its note.
 */
export async function changeRecord<K extends RecordKind>(
  context: RecordContext<K>,
  id: string,
  request: RecordChange,
): Promise<ChangeOutcome<RecordByKind[K]>> {
  // Counter shards and reference claims share the table; records alone have ULID keys.
  if (!isUlid(id)) return { outcome: 'missing' };
  if (
    request.status === undefined &&
    request.assignee === undefined &&
    request.note !== undefined
  ) {
    return appendNote(context, id, { ...request, note: request.note });
  }
  let wanted = request;
  // The status and assignee it had when this change was asked for, for the answer.
  let asked: { status: RecordStatus; assignee: string | null } | undefined;
  for (let attempt = 0; attempt < CHANGE_ATTEMPTS; attempt++) {
    const item = await getItem(context, id);
    if (!item) return { outcome: 'missing' };
    const from = statusOf(item);
    const heldBy = assigneeOf(item);
    asked ??= { status: from, assignee: heldBy };
    if (wanted.note !== undefined && notesOf(item).length >= LIMITS.notesPerRecord) {
      return { outcome: 'notes-full', record: recordFromItem<K>(item) };
    }
    const to = wanted.status;
    const moves = to !== undefined && to !== from;
    const reassigns = wanted.assignee !== undefined && wanted.assignee !== heldBy;
    // A part of the request is dropped (not applied) only when another change beat it.
    const reported = {
      ...(request.status !== undefined && {
        status: { from: asked.status, to: request.status, applied: wanted.status !== undefined },
      }),
      ...(request.assignee !== undefined && {
        assignee: {
          from: asked.assignee,
          to: request.assignee,
          applied: wanted.assignee !== undefined,
        },
      }),
    };
    if (!moves && !reassigns) {
      if (wanted.note === undefined) {
        return { outcome: 'changed', record: recordFromItem<K>(item), ...reported, noted: false };
      }
      // The status and assignee stay as they are (asked for, or another change's): the note alone.
      const noted = await appendNote(context, id, { ...wanted, note: wanted.note });
      return noted.outcome === 'changed' ? { ...noted, ...reported } : noted;
    }
    if (!moves) {
      const assignee = wanted.assignee as string | null;
      const written = await writeAssignment(context, id, { ...wanted, assignee }, heldBy);
      if (written.outcome === 'conflict') return written;
      if (written.outcome === 'changed') {
        return { ...written, ...reported, noted: wanted.note !== undefined };
      }
      // Refused: gone, full of notes, assigned by someone else since the read, or (the SDK
      // resent a write whose answer was lost) already written.
      const now = await getItem(context, id);
      if (now && wanted.note !== undefined && hasNote(now, { ...wanted, note: wanted.note })) {
        return { outcome: 'changed', record: recordFromItem<K>(now), ...reported, noted: true };
      }
      if (now && assigneeOf(now) !== heldBy) wanted = { ...wanted, assignee: undefined };
      continue;
    }
    try {
      await writeChange(
        context,
        id,
        { ...wanted, status: to, assignee: reassigns ? wanted.assignee : undefined },
        { status: from, assignee: heldBy },
      );
    } catch (error) {
      if (transactionConditionFailed(error)) {
        // Gone, full of notes, or its status or assignee moved since it was read: the next
        // read says which. Another admin's status change or assignment stands; the rest of
        // this change is still made.
        const now = await getItem(context, id);
        if (now && statusOf(now) !== from) wanted = { ...wanted, status: undefined };
        if (now && reassigns && assigneeOf(now) !== heldBy) {
          wanted = { ...wanted, assignee: undefined };
        }
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
      ...reported,
      noted: wanted.note !== undefined,
    };
  }
  // Its status or assignee kept moving under every read: nothing of this change was written.
  return { outcome: 'conflict' };
}

/** Whether the item holds this very note (same instant, author and text). */
const hasNote = (
  item: Record<string, unknown>,
  { note, by, at }: Pick<RecordChange, 'by' | 'at'> & { note: string },
) => notesOf(item).some((n) => n.at === at && n.by === by && n.text === note);

/**
 * The condition that the record's assignee is still `heldBy` (null: nobody), or already
 * `to`: writing the same assignee again (the SDK's resend, two colleagues picking the same
 * person) is harmless, while an assignment made since the read is never overwritten.
 */
function assigneeIs(
  heldBy: string | null,
  to: string | null,
  names: Record<string, string>,
  values: Record<string, unknown>,
): string {
  names['#assignee'] = WORK_ATTRIBUTES.assignee;
  const is = (value: string | null, key: string) => {
    if (value === null) return 'attribute_not_exists(#assignee)';
    values[key] = value;
    return `#assignee = ${key}`;
  };
  return `(${is(heldBy, ':heldBy')} OR ${is(to, ':assignee')})`;
}

/** The update of the assignee: stored when someone has it, absent when nobody does. */
const assigneeUpdate = (to: string | null) =>
  to === null ? 'REMOVE #assignee' : 'SET #assignee = :assignee';

/**
 * An assignment (and its note, when asked) in one conditional write: on the record, on the
 * assignee it was read with (see `assigneeIs`), and with room for the note, not there
 * already. `refused` when a condition failed: the caller reads again to learn which.
 */
async function writeAssignment<K extends RecordKind>(
  context: RecordContext<K>,
  id: string,
  { note, by, at, assignee }: RecordChange & { assignee: string | null },
  heldBy: string | null,
): Promise<
  { outcome: 'changed'; record: RecordByKind[K] } | { outcome: 'refused' } | { outcome: 'conflict' }
> {
  const { client, tableName, retry } = context;
  const names: Record<string, string> = { '#id': partitionKey };
  const values: Record<string, unknown> = {};
  const conditions = ['attribute_exists(#id)', assigneeIs(heldBy, assignee, names, values)];
  const updates = [assigneeUpdate(assignee)];
  if (note !== undefined) {
    const entry = { at, by, text: note };
    names['#notes'] = WORK_ATTRIBUTES.notes;
    Object.assign(values, {
      ':note': [entry],
      ':entry': entry,
      ':none': [],
      ':max': LIMITS.notesPerRecord,
    });
    updates.unshift('SET #notes = list_append(if_not_exists(#notes, :none), :note)');
    conditions.push(
      '(attribute_not_exists(#notes) OR (size(#notes) < :max AND NOT contains(#notes, :entry)))',
    );
  }
  // SET and REMOVE are separate clauses of one expression; two SETs are one clause.
  const expression =
    assignee === null
      ? updates.join(' ')
      : `SET ${updates.map((u) => u.replace(/^SET /, '')).join(', ')}`;
  try {
    const { Attributes } = await retryOnConflict(
      () =>
        client.send(
          new UpdateCommand({
            TableName: tableName,
            Key: { [partitionKey]: id },
            UpdateExpression: expression,
            ConditionExpression: conditions.join(' AND '),
            ExpressionAttributeNames: names,
            ...(Object.keys(values).length > 0 && { ExpressionAttributeValues: values }),
            ReturnValues: 'ALL_NEW',
          }),
        ),
      isTransactionConflict,
      retry,
    );
    return { outcome: 'changed', record: recordFromItem<K>(Attributes ?? {}) };
  } catch (error) {
    if (isTransactionConflict(error)) return { outcome: 'conflict' };
    if (isConditionFailure(error)) return { outcome: 'refused' };
    throw error;
  }
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
  return hasNote(item, { note, by, at })
    ? { outcome: 'changed', record, noted: true }
    : { outcome: 'notes-full', record };
}

/**
 * One transaction: the record's status (conditional on the status `from` it was read
 * with), when asked a note (conditional on room for it) and an assignee (conditional on
 * the assignee it was read with, see `assigneeIs`), and one shard's status counts. The client request token makes the SDK's own resends idempotent, so a note is
 * never added twice; a conflict with another transaction is retried as `create` does.
 */
async function writeChange(
  context: RecordContext<RecordKind>,
  id: string,
  { status, note, by, at, assignee }: RecordChange & { status: RecordStatus },
  { status: from, assignee: heldBy }: { status: RecordStatus; assignee: string | null },
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
  if (assignee !== undefined) {
    conditions.push(assigneeIs(heldBy, assignee, names, values));
    if (assignee !== null) sets.push('#assignee = :assignee');
  }
  const update = `SET ${sets.join(', ')}${assignee === null ? ' REMOVE #assignee' : ''}`;
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
                UpdateExpression: update,
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
