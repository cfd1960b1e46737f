import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiPath } from '@lab/shared/api/routes';
import { RECORD_MESSAGES, type RecordPatchInput } from '@lab/shared/schemas/admin';
import { activityPageSchema } from '@lab/shared/schemas/audit';
import type { AnyRecord } from '@lab/shared/schemas/records';
import { dynamoClient } from '../../src/lib/aws/dynamo';
import { inbox } from '../support/inbox';
import { useTestApi } from '../support/test-api';
import {
  emulateTransactionConflicts,
  type TransactionConflicts,
} from '../support/transaction-conflicts';

const context = useTestApi();
const { get, create, tableOf, countsAgree } = inbox(context);

/*
 * An idle machine hides contention: requests that arrive together get served one after
 * the other. Two processes spinning for the whole file keep the CPUs as busy as a loaded
 * CI runner (or a laptop running the rest of the suite) does, so what passes here does not
 * depend on the machine being quiet. And DynamoDB Local queues transactions that meet on an
 * item where DynamoDB cancels them: the handlers' client is given DynamoDB's answers.
 */
const BUSY_PROCESSES = 2;
let busy: ChildProcess[] = [];
let conflicts: TransactionConflicts;

beforeAll(() => {
  busy = Array.from({ length: BUSY_PROCESSES }, () =>
    spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }),
  );
  // The module's one client, which the handlers loaded by the test API share.
  conflicts = emulateTransactionConflicts(dynamoClient());
});

afterAll(() => {
  conflicts.restore();
  for (const child of busy) child.kill('SIGKILL');
});

const patch = (id: string, body: RecordPatchInput) =>
  context.api.request('PATCH', apiPath('update-record', { kind: 'contact', id }), {
    body,
    token: context.token,
  });

const stored = async (id: string) => {
  const found = (await get(`${apiPath('find-records')}?id=${id}`)).body as {
    data: { record: AnyRecord }[];
  };
  return found.data[0]!.record;
};

const trailOf = async (id: string) => {
  const trail = activityPageSchema.parse((await get(`${apiPath('list-activity')}?limit=100`)).body);
  return trail.data.filter((entry) => entry.recordId === id);
};

const NOTES = 45;

describe('notes under contention', () => {
  it(`adds ${NOTES} notes sent at once to one record, on a busy machine: every one 200 and stored once`, async () => {
    // A running site's route has answered before: the burst below measures contention on
    // one record, not the route's first call (its token check's key fetch, cold code).
    expect((await patch(await create('contact'), { note: 'Warm-up' })).status).toBe(200);

    const id = await create('contact');
    const texts = Array.from({ length: NOTES }, (_, n) => `Note ${n + 1}`);
    const answers = await Promise.all(texts.map((note) => patch(id, { note })));
    expect(answers.map((a) => a.status)).toEqual(texts.map(() => 200));

    const notes = (await stored(id)).notes.map((note) => note.text);
    expect([...notes].sort()).toEqual([...texts].sort());
    // Each answer is the record with its own note in it.
    for (const [n, res] of answers.entries()) {
      expect((res.body as AnyRecord).notes.map((note) => note.text)).toContain(texts[n]);
    }
    // Each note is one success in the trail.
    const entries = await trailOf(id);
    expect(entries).toHaveLength(NOTES);
    for (const entry of entries) {
      expect(entry).toMatchObject({ event: 'note-added', outcome: 'success' });
    }
  });

  it('waits for a transaction in flight on the record, and then adds the note', async () => {
    const id = await create('contact');
    const release = conflicts.hold(tableOf('contact'), { id });
    const refusedBefore = conflicts.refused;
    const answer = patch(id, { note: 'After the other write' });
    // The other write ends once the note has met it.
    await vi.waitFor(() => expect(conflicts.refused).toBeGreaterThan(refusedBefore), {
      timeout: 8_000,
      interval: 10,
    });
    release();
    expect(await answer).toMatchObject({
      status: 200,
      body: { notes: [{ text: 'After the other write' }] },
    });
  });
});

describe('status changes under contention', () => {
  it('answers 409, saying to try again, when other writes hold the record through every retry; nothing is changed', async () => {
    const id = await create('contact');
    const release = conflicts.hold(tableOf('contact'), { id });
    try {
      for (const body of [{ status: 'done' }, { status: 'spam', note: 'Junk' }, { note: 'x' }]) {
        expect(await patch(id, body as RecordPatchInput), JSON.stringify(body)).toMatchObject({
          status: 409,
          body: { message: RECORD_MESSAGES.conflict },
        });
      }
    } finally {
      release();
    }
    expect(await stored(id)).toMatchObject({ status: 'new', notes: [] });
    await countsAgree('contact');
    // The trail says what was refused, and why.
    const refused = (await trailOf(id)).map(({ event, outcome, reason, toStatus }) => ({
      event,
      outcome,
      reason,
      toStatus,
    }));
    expect(refused).toEqual(
      expect.arrayContaining([
        { event: 'status-changed', outcome: 'failure', reason: 'conflict', toStatus: 'done' },
        { event: 'status-changed', outcome: 'failure', reason: 'conflict', toStatus: 'spam' },
        { event: 'note-added', outcome: 'failure', reason: 'conflict', toStatus: undefined },
      ]),
    );
    expect(refused).toHaveLength(4);

    // Once the other writer is done, the same change is made.
    expect(await patch(id, { status: 'done', note: 'Now' })).toMatchObject({
      status: 200,
      body: { status: 'done', notes: [{ text: 'Now' }] },
    });
    await countsAgree('contact');
  });

  it('answers status changes and notes sent at once with 200 or 409, never a 5xx; what was answered 200 is stored once, and the counts stay exact', async () => {
    const id = await create('contact');
    const bodies: RecordPatchInput[] = [
      ...Array.from({ length: 20 }, (_, n) => ({ note: `Busy note ${n}` })),
      ...(['in-progress', 'done', 'spam', 'new', 'done', 'in-progress'] as const).map(
        (status, n) => (n % 2 ? { status } : { status, note: `With ${status} ${n}` }),
      ),
    ];
    const answers = await Promise.all(bodies.map((body) => patch(id, body)));
    for (const [n, res] of answers.entries()) {
      expect([200, 409], JSON.stringify(bodies[n])).toContain(res.status);
      if (res.status === 409) expect(res.body).toEqual({ message: RECORD_MESSAGES.conflict });
    }
    const kept = bodies.filter((body, n) => body.note && answers[n]!.status === 200);
    const notes = (await stored(id)).notes.map((note) => note.text);
    expect([...notes].sort()).toEqual(kept.map((body) => body.note).sort());
    await countsAgree('contact');
  });
});
