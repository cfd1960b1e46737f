import {
  GetCommand,
  TransactWriteCommand,
  UpdateCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import { describe, expect, it, vi } from 'vitest';
import { LIMITS } from '@lab/shared/constants/limits';
import { changeRecord } from './change';
import { recordContext } from './context';

const ID = '01JD0000000000000000000000';
const NOTE = { at: '2026-05-06T07:08:09.000Z', by: 'staff.jo', text: 'Called back' };
const stored = (fields: object = {}) => ({ id: ID, status: 'new', notes: [], ...fields });

const named = (name: string, fields: object = {}) =>
  Object.assign(new Error(name), { name }, fields);
/** A transaction cancelled because another one held its items. */
const lostRace = () =>
  named('TransactionCanceledException', {
    CancellationReasons: [{ Code: 'None' }, { Code: 'TransactionConflict' }],
  });

type Command = GetCommand | UpdateCommand | TransactWriteCommand;

/** A client that answers each kind of command as the test says, and records them all. */
function fakeClient(answers: {
  get?: () => Record<string, unknown> | null;
  update?: (command: UpdateCommand) => unknown;
  transact?: () => unknown;
}) {
  const send = vi.fn(async (command: Command) => {
    if (command instanceof GetCommand) return { Item: answers.get?.() ?? undefined };
    if (command instanceof UpdateCommand) return answers.update?.(command);
    return answers.transact?.();
  });
  const context = recordContext({
    kind: 'contact',
    tableName: 'records',
    client: { send } as unknown as DynamoDBDocumentClient,
    retry: { attempts: 3, sleep: async () => undefined },
  });
  const sent = (type: new (...args: never[]) => Command) =>
    send.mock.calls.filter(([command]) => command instanceof type).length;
  return { context, send, sent };
}

describe('a status change', () => {
  it('that keeps losing the race to other transactions is a conflict: nothing is thrown', async () => {
    const { context, sent } = fakeClient({
      get: () => stored(),
      transact: () => {
        throw lostRace();
      },
    });
    const outcome = await changeRecord(context, ID, {
      status: 'done',
      by: 'staff.jo',
      at: NOTE.at,
    });
    expect(outcome).toEqual({ outcome: 'conflict' });
    // Each retry of the transaction, then no more: the admin is told to try again.
    expect(sent(TransactWriteCommand)).toBe(3);
  });

  it('whose record keeps moving under every read is a conflict, not an error', async () => {
    const { context } = fakeClient({
      get: () => stored(),
      transact: () => {
        throw named('TransactionCanceledException', {
          CancellationReasons: [{ Code: 'ConditionalCheckFailed' }, { Code: 'None' }],
        });
      },
    });
    expect(
      await changeRecord(context, ID, { status: 'spam', note: 'x', by: 'a', at: NOTE.at }),
    ).toEqual({ outcome: 'conflict' });
  });

  it('that is already the status adds its note alone, with no transaction', async () => {
    const { context, sent } = fakeClient({
      get: () => stored({ status: 'done' }),
      update: () => ({ Attributes: stored({ status: 'done', notes: [NOTE] }) }),
    });
    const outcome = await changeRecord(context, ID, { status: 'done', note: NOTE.text, ...NOTE });
    expect(outcome).toMatchObject({
      outcome: 'changed',
      record: { status: 'done', notes: [NOTE] },
      status: { from: 'done', to: 'done', applied: true },
      noted: true,
    });
    expect(sent(TransactWriteCommand)).toBe(0);
  });
});

describe('a note alone', () => {
  it('is one conditional write that appends it below the cap: no read, no transaction', async () => {
    const { context, send } = fakeClient({
      update: () => ({ Attributes: stored({ notes: [NOTE] }) }),
    });
    const outcome = await changeRecord(context, ID, { note: NOTE.text, by: NOTE.by, at: NOTE.at });
    expect(outcome).toMatchObject({ outcome: 'changed', record: { notes: [NOTE] }, noted: true });
    expect(send).toHaveBeenCalledTimes(1);
    const [[command]] = send.mock.calls as [[UpdateCommand]];
    expect(command).toBeInstanceOf(UpdateCommand);
    expect(command.input).toMatchObject({
      Key: { id: ID },
      UpdateExpression: 'SET #notes = list_append(if_not_exists(#notes, :none), :note)',
      ConditionExpression:
        'attribute_exists(#id) AND (attribute_not_exists(#notes) OR ' +
        '(size(#notes) < :max AND NOT contains(#notes, :entry)))',
      ExpressionAttributeValues: {
        ':note': [NOTE],
        ':entry': NOTE,
        ':none': [],
        ':max': LIMITS.notesPerRecord,
      },
      ReturnValues: 'ALL_NEW',
    });
  });

  it('waits for a status change in flight on the record and tries again', async () => {
    let calls = 0;
    const { context } = fakeClient({
      update: () => {
        if (++calls === 1) throw named('TransactionConflictException');
        return { Attributes: stored({ notes: [NOTE] }) };
      },
    });
    expect(
      await changeRecord(context, ID, { note: NOTE.text, by: NOTE.by, at: NOTE.at }),
    ).toMatchObject({ outcome: 'changed', noted: true });
    expect(calls).toBe(2);
  });

  it('is a conflict when transactions keep holding the record past the retries', async () => {
    const { context } = fakeClient({
      update: () => {
        throw named('TransactionConflictException');
      },
    });
    expect(await changeRecord(context, ID, { note: 'x', by: 'a', at: NOTE.at })).toEqual({
      outcome: 'conflict',
    });
  });

  it('refused because it is there already (a resend of a write that landed) counts as added, once', async () => {
    const { context } = fakeClient({
      update: () => {
        throw named('ConditionalCheckFailedException');
      },
      get: () => stored({ notes: [NOTE] }),
    });
    expect(
      await changeRecord(context, ID, { note: NOTE.text, by: NOTE.by, at: NOTE.at }),
    ).toMatchObject({ outcome: 'changed', record: { notes: [NOTE] }, noted: true });
  });

  it('refused on a full record is notes-full, on a missing one missing', async () => {
    const full = Array.from({ length: LIMITS.notesPerRecord }, (_, n) => ({
      ...NOTE,
      text: `${n}`,
    }));
    const refuse = () => {
      throw named('ConditionalCheckFailedException');
    };
    const onFull = fakeClient({ update: refuse, get: () => stored({ notes: full }) });
    expect(
      await changeRecord(onFull.context, ID, { note: 'x', by: 'a', at: NOTE.at }),
    ).toMatchObject({ outcome: 'notes-full' });
    const onMissing = fakeClient({ update: refuse, get: () => null });
    expect(await changeRecord(onMissing.context, ID, { note: 'x', by: 'a', at: NOTE.at })).toEqual({
      outcome: 'missing',
    });
  });

  it('is never written to an item that is not a record (a counter shard, a claim)', async () => {
    const { context, send } = fakeClient({});
    for (const id of ['#count#0', 'PAL-7K3Q-9D']) {
      expect(await changeRecord(context, id, { note: 'x', by: 'a', at: NOTE.at })).toEqual({
        outcome: 'missing',
      });
    }
    expect(send).not.toHaveBeenCalled();
  });
});

describe('an assignment', () => {
  const at = NOTE.at;

  it('without a status move is one conditional write on the assignee it was read with', async () => {
    const { context, send, sent } = fakeClient({
      get: () => stored(),
      update: () => ({ Attributes: stored({ assignee: 'staff.kim' }) }),
    });
    const outcome = await changeRecord(context, ID, { assignee: 'staff.kim', by: 'staff.jo', at });
    expect(outcome).toMatchObject({
      outcome: 'changed',
      record: { assignee: 'staff.kim' },
      assignee: { from: null, to: 'staff.kim', applied: true },
      noted: false,
    });
    expect(sent(TransactWriteCommand)).toBe(0);
    const update = send.mock.calls.map(([c]) => c).find((c) => c instanceof UpdateCommand);
    expect(update?.input).toMatchObject({
      UpdateExpression: 'SET #assignee = :assignee',
      ConditionExpression:
        'attribute_exists(#id) AND (attribute_not_exists(#assignee) OR #assignee = :assignee)',
      ExpressionAttributeValues: { ':assignee': 'staff.kim' },
    });
  });

  it('to nobody removes the attribute, on the condition it still names the colleague read', async () => {
    const { context, send } = fakeClient({
      get: () => stored({ assignee: 'staff.kim' }),
      update: () => ({ Attributes: stored() }),
    });
    const outcome = await changeRecord(context, ID, { assignee: null, by: 'staff.jo', at });
    expect(outcome).toMatchObject({
      record: { assignee: null },
      assignee: { from: 'staff.kim', to: null, applied: true },
    });
    const update = send.mock.calls.map(([c]) => c).find((c) => c instanceof UpdateCommand);
    expect(update?.input).toMatchObject({
      UpdateExpression: 'REMOVE #assignee',
      ConditionExpression:
        'attribute_exists(#id) AND (#assignee = :heldBy OR attribute_not_exists(#assignee))',
      ExpressionAttributeValues: { ':heldBy': 'staff.kim' },
    });
  });

  it('to the colleague it already has writes nothing and is not an error', async () => {
    const { context, sent } = fakeClient({ get: () => stored({ assignee: 'staff.kim' }) });
    expect(
      await changeRecord(context, ID, { assignee: 'staff.kim', by: 'staff.jo', at }),
    ).toMatchObject({
      outcome: 'changed',
      assignee: { from: 'staff.kim', to: 'staff.kim', applied: true },
    });
    expect(sent(UpdateCommand) + sent(TransactWriteCommand)).toBe(0);
  });

  it('with a status move is part of the status transaction, conditional on both', async () => {
    const { context, send } = fakeClient({
      get: () => stored(),
      transact: () => ({}),
    });
    await changeRecord(context, ID, {
      status: 'in-progress',
      assignee: 'staff.jo',
      by: 'staff.jo',
      at,
    });
    const transaction = send.mock.calls
      .map(([c]) => c)
      .find((c) => c instanceof TransactWriteCommand);
    const update = transaction?.input.TransactItems?.[0]?.Update;
    expect(update?.UpdateExpression).toContain('#assignee = :assignee');
    expect(update?.ConditionExpression).toContain(
      '(attribute_not_exists(#assignee) OR #assignee = :assignee)',
    );
  });

  it('that another colleague made first stands; the note that came with this one is still added', async () => {
    let reads = 0;
    const { context, sent } = fakeClient({
      // Read unassigned; by the write, someone else has it.
      get: () => (++reads === 1 ? stored() : stored({ assignee: 'staff.kim' })),
      update: (command) => {
        if (command.input.UpdateExpression?.includes('#assignee')) {
          throw named('ConditionalCheckFailedException');
        }
        return { Attributes: stored({ assignee: 'staff.kim', notes: [NOTE] }) };
      },
    });
    const outcome = await changeRecord(context, ID, {
      assignee: 'staff.jo',
      note: NOTE.text,
      by: NOTE.by,
      at,
    });
    expect(outcome).toMatchObject({
      outcome: 'changed',
      record: { assignee: 'staff.kim', notes: [NOTE] },
      assignee: { from: null, to: 'staff.jo', applied: false },
      noted: true,
    });
    expect(sent(UpdateCommand)).toBe(2);
  });
});
