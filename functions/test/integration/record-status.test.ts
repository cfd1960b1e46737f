import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import { apiPath, listRoute } from '@lab/shared/api/routes';
import { LIMITS } from '@lab/shared/constants/limits';
import type { RecordKind } from '@lab/shared/constants/record-kinds';
import { RECORD_STATUSES, type RecordStatus } from '@lab/shared/constants/record-status';
import { COUNTER_ATTRIBUTE, counterId, LIST_PARTITION, TABLE_KEYS } from '@lab/shared/data/tables';
import { RECORD_MESSAGES, RECORD_PATCH_MESSAGES } from '@lab/shared/schemas/admin';
import { activityPageSchema } from '@lab/shared/schemas/audit';
import { recordSchemaByKind, type AnyRecord } from '@lab/shared/schemas/records';
import { newStamp } from '../../src/lib/ids';
import { ADMIN_USERNAME } from '../../src/local/stack';
import { SHIPPING_REQUEST } from '../support/fixtures';
import { inbox } from '../support/inbox';
import { useTestApi } from '../support/test-api';

const context = useTestApi();

const {
  get,
  create,
  dashboard,
  listAll: listEvery,
  tableOf,
  client,
  repository,
  countsAgree,
} = inbox(context);

/** A whole list, two records a page, so that paging is part of every filter checked. */
const listAll = (kind: RecordKind, query: Record<string, string>, limit = 2) =>
  listEvery(kind, query, limit);

const patch = (
  kind: RecordKind,
  id: string,
  body: unknown,
  token: string | undefined = context.token,
) => context.api.request('PATCH', apiPath('update-record', { kind, id }), { body, token });

describe('status and notes', () => {
  it('moves a contact message from New to Done with a note: the open count drops, the total does not', async () => {
    const id = await create('contact');
    const before = await dashboard();
    const res = await patch('contact', id, { status: 'done', note: 'Called back, quote sent.' });
    expect(res.status).toBe(200);
    const record = recordSchemaByKind.contact.parse(res.body);
    expect(record).toMatchObject({
      id,
      status: 'done',
      statusChangedBy: ADMIN_USERNAME,
      notes: [{ by: ADMIN_USERNAME, text: 'Called back, quote sent.' }],
    });
    expect(Date.parse(record.statusChangedAt!)).toBeGreaterThan(Date.now() - 60_000);
    const after = await dashboard();
    expect(after.counts.contact).toBe(before.counts.contact);
    expect(after.open.contact).toBe(before.open.contact - 1);
    await countsAgree('contact');

    // The trail says what changed and that a note was added, never the note's text.
    const trail = activityPageSchema.parse((await get(`${apiPath('list-activity')}?limit=5`)).body);
    const mine = trail.data.filter((entry) => entry.recordId === id);
    expect(
      mine.map(({ event, outcome, fromStatus, toStatus }) => ({
        event,
        outcome,
        fromStatus,
        toStatus,
      })),
    ).toEqual(
      expect.arrayContaining([
        { event: 'status-changed', outcome: 'success', fromStatus: 'new', toStatus: 'done' },
        { event: 'note-added', outcome: 'success', fromStatus: undefined, toStatus: undefined },
      ]),
    );
    expect(JSON.stringify(trail)).not.toContain('quote sent');
  });

  it('answers two status changes at once with a consistent record, and the counts stay exact', async () => {
    const ids = await Promise.all(Array.from({ length: 4 }, () => create('resource')));
    for (const id of ids) {
      const answers = await Promise.all([
        patch('resource', id, { status: 'in-progress' }),
        patch('resource', id, { status: 'done', note: 'Shipped' }),
        patch('resource', id, { status: 'spam' }),
      ]);
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
      const found = (await get(`${apiPath('find-records')}?id=${id}`)).body as {
        data: { record: AnyRecord }[];
      };
      const stored = found.data[0]!.record;
      // Every answer is a state the record was in, one of them what it ended up as, and
      // the note (added whether or not its status change won) is there exactly once.
      const statuses = answers.map((a) => recordSchemaByKind.resource.parse(a.body).status);
      for (const status of statuses) expect(['in-progress', 'done', 'spam']).toContain(status);
      expect(statuses).toContain(stored.status);
      expect(stored.notes.map((note) => note.text)).toEqual(['Shipped']);
    }
    await countsAgree('resource');
    const summary = await dashboard();
    const records = await listAll('resource', {}, 100);
    expect(summary.counts.resource).toBe(records.length);
    expect(summary.open.resource).toBe(
      records.filter((r) => r.status === 'new' || r.status === 'in-progress').length,
    );
  });

  it('refuses a note with control, bidi or ill-formed characters with the field message, and stores nothing', async () => {
    const id = await create('contact');
    for (const note of [
      'Call \u202Eback',
      'bell\u0007',
      'lone \uD800 surrogate',
      'zero\u200Bwidth',
    ]) {
      const res = await patch('contact', id, { note });
      expect(res.status, note).toBe(400);
      expect((res.body as { errors: Record<string, string> }).errors.note).toBe(
        'Note must not contain control or invisible characters',
      );
    }
    const found = (await get(`${apiPath('find-records')}?id=${id}`)).body as {
      data: { record: AnyRecord }[];
    };
    expect(found.data[0]!.record.notes).toEqual([]);
  });

  it(`keeps at most ${LIMITS.notesPerRecord} notes`, async () => {
    const id = await create('shipping');
    for (let n = 1; n <= LIMITS.notesPerRecord; n++) {
      expect((await patch('shipping', id, { note: `Note ${n}` })).status).toBe(200);
    }
    const refused = await patch('shipping', id, { note: 'One too many', status: 'done' });
    expect(refused).toMatchObject({ status: 409, body: { message: RECORD_MESSAGES.notesFull } });
    const found = (await get(`${apiPath('find-records')}?id=${id}`)).body as {
      data: { record: AnyRecord }[];
    };
    const { notes, status } = found.data[0]!.record;
    expect(notes).toHaveLength(LIMITS.notesPerRecord);
    expect(notes.at(-1)!.text).toBe(`Note ${LIMITS.notesPerRecord}`);
    expect(status).toBe('new');
  });

  it('adds a note once when the same write arrives twice (the SDK resending a write whose answer was lost)', async () => {
    const id = await create('contact');
    const repo = repository('contact');
    const note = { note: 'Sent twice', by: ADMIN_USERNAME, at: new Date().toISOString() };
    const first = await repo.change(id, note);
    const again = await repo.change(id, note);
    expect(first).toMatchObject({ outcome: 'changed', noted: true });
    expect(again).toMatchObject({ outcome: 'changed', noted: true });
    const texts = (record: AnyRecord) => record.notes.map((n) => n.text);
    expect(again.outcome === 'changed' && texts(again.record)).toEqual(['Sent twice']);
    // The same words a moment later are another note.
    await repo.change(id, { ...note, at: new Date(Date.parse(note.at) + 1).toISOString() });
    expect(texts((await repo.get(id))!)).toEqual(['Sent twice', 'Sent twice']);
  });

  it('answers 404 for an unknown record or a counter item, 400 for an unknown status, 401 without a token', async () => {
    const id = await create('contact');
    expect(await patch('contact', newStamp().id, { status: 'done' })).toMatchObject({
      status: 404,
      body: { message: RECORD_MESSAGES.notFound },
    });
    // The record exists, but in another table.
    expect((await patch('shipping', id, { status: 'done' })).status).toBe(404);
    expect((await patch('contact', counterId(0), { status: 'done' })).status).toBe(404);
    const unknown = await patch('contact', id, { status: 'closed' });
    expect(unknown.status).toBe(400);
    expect((unknown.body as { errors: Record<string, string> }).errors.status).toBe(
      RECORD_PATCH_MESSAGES.status,
    );
    expect((await patch('contact', id, {})).status).toBe(400);
    expect((await patch('contact', id, { status: 'done' }, '')).status).toBe(401);
    // Nothing of that moved the counts.
    await countsAgree('contact');
  });

  it('reads a record stored before statuses existed as new, and moves it and its counts', async () => {
    const { id, createdAt } = newStamp();
    const documents = client();
    await documents.send(
      new PutCommand({
        TableName: tableOf('shipping'),
        Item: {
          id,
          createdAt,
          ...SHIPPING_REQUEST,
          [TABLE_KEYS.listIndex.partitionKey]: LIST_PARTITION,
        },
      }),
    );
    await documents.send(
      new UpdateCommand({
        TableName: tableOf('shipping'),
        Key: { id: counterId(3) },
        UpdateExpression: 'ADD #total :one',
        ExpressionAttributeNames: { '#total': COUNTER_ATTRIBUTE },
        ExpressionAttributeValues: { ':one': 1 },
      }),
    );
    const [legacy] = await listAll('shipping', {}, 1);
    expect(legacy).toMatchObject({
      id,
      status: 'new',
      statusChangedAt: null,
      statusChangedBy: null,
      notes: [],
    });
    await countsAgree('shipping');
    const res = await patch('shipping', id, { status: 'in-progress', note: 'Label sent' });
    expect(res).toMatchObject({
      status: 200,
      body: { status: 'in-progress', notes: [{ text: 'Label sent' }] },
    });
    await countsAgree('shipping');
  });
});

describe('list filters', () => {
  it('lists exactly the records of a status, or the open ones, across pages; the default lists them all', async () => {
    const kind = 'shipping';
    const ids = [];
    for (let n = 0; n < 7; n++) ids.push(await create(kind));
    const set: [number, RecordStatus][] = [
      [0, 'done'],
      [2, 'in-progress'],
      [3, 'spam'],
      [5, 'in-progress'],
      [6, 'done'],
    ];
    for (const [n, status] of set)
      expect((await patch(kind, ids[n]!, { status })).status).toBe(200);

    const all = await listAll(kind, {});
    const expected = (statuses: RecordStatus[]) =>
      all.filter((r) => statuses.includes(r.status)).map((r) => r.id);
    expect((await listAll(kind, { status: 'all' })).map((r) => r.id)).toEqual(all.map((r) => r.id));
    expect(all.map((r) => r.id)).toEqual([...all.map((r) => r.id)].sort().reverse());
    for (const status of RECORD_STATUSES) {
      const listed = await listAll(kind, { status });
      expect(
        listed.map((r) => r.id),
        status,
      ).toEqual(expected([status]));
    }
    const open = await listAll(kind, { status: 'open' });
    expect(open.map((r) => r.id)).toEqual(expected(['new', 'in-progress']));
    expect((await listAll(kind, { status: 'open' }, 3)).map((r) => r.id)).toEqual(
      expected(['new', 'in-progress']),
    );
    expect((await get(`${listRoute(kind).path}?status=closed`)).status).toBe(400);
  });

  it('lists the records that arrived within a date range of laboratory days, both included, with a status', async () => {
    const repo = repository('resource');
    // Laboratory days (Edmonton, UTC−7 in early March): the 2nd runs from 07:00 UTC.
    // Not the monotonic factory: it never goes back in time.
    const at = (iso: string) => ({ id: ulid(Date.parse(iso)), createdAt: iso });
    const stored = [
      at('2026-03-02T06:59:59.999Z'),
      at('2026-03-02T07:00:00.000Z'),
      at('2026-03-02T19:00:00.000Z'),
      at('2026-03-04T06:59:59.999Z'),
      at('2026-03-04T07:00:00.000Z'),
    ];
    for (const stamp of stored) {
      await repo.create({
        ...stamp,
        resourceId: 'soil-sample-bags',
        name: 'Jo Farmer',
        email: 'range@example.com',
        phone: null,
        address: null,
        comments: null,
      });
    }
    const ids = (records: AnyRecord[]) => records.map((r) => r.id);
    const newestFirst = (...n: number[]) => n.map((i) => stored[i]!.id);
    expect(ids(await listAll('resource', { from: '2026-03-02', to: '2026-03-03' }))).toEqual(
      newestFirst(3, 2, 1),
    );
    expect(ids(await listAll('resource', { from: '2026-03-02', to: '2026-03-02' }, 1))).toEqual(
      newestFirst(2, 1),
    );
    expect(ids(await listAll('resource', { to: '2026-03-01' }))).toEqual(newestFirst(0));
    expect(ids(await listAll('resource', { from: '2026-03-04', to: '2026-03-31' }))).toEqual(
      newestFirst(4),
    );
    expect((await patch('resource', stored[2]!.id, { status: 'done' })).status).toBe(200);
    expect(
      ids(await listAll('resource', { status: 'open', from: '2026-03-02', to: '2026-03-03' }, 1)),
    ).toEqual(newestFirst(3, 1));
    expect((await get(`${listRoute('resource').path}?from=2026-03-04&to=2026-03-01`)).status).toBe(
      400,
    );
    expect((await get(`${listRoute('resource').path}?from=yesterday`)).status).toBe(400);
  });

  it('refuses a day the calendar does not have, on the lists and the export, instead of rolling it over', async () => {
    const refused = [
      [`${listRoute('contact').path}?from=2026-02-31`, 'from', 'February 2026 has 28 days'],
      [`${listRoute('shipping').path}?to=2026-04-31&status=open`, 'to', 'April 2026 has 30 days'],
      [
        `${apiPath('export-records', { kind: 'resource' })}?to=2026-13-01`,
        'to',
        'there is no month 13',
      ],
    ] as const;
    for (const [path, field, why] of refused) {
      const res = await get(path);
      expect(res.status, path).toBe(400);
      expect((res.body as { errors: Record<string, string> }).errors).toEqual({
        [field]: `${field} is not a date: ${why}`,
      });
    }
    // A leap day is one.
    expect((await get(`${listRoute('contact').path}?from=2024-02-29&to=2024-02-29`)).status).toBe(
      200,
    );
  });
});

describe('finding records', () => {
  it('finds a requester by e-mail across the three kinds, whatever the case, newest first', async () => {
    const contact = await create('contact', 'Pat.Search@Example.com');
    const resource = await create('resource', 'pat.search@example.com');
    const shipping = await create('shipping', 'PAT.SEARCH@EXAMPLE.COM');
    await create('contact', 'someone.else@example.com');
    const res = await get(
      `${apiPath('find-records')}?email=${encodeURIComponent('pat.search@EXAMPLE.com')}`,
    );
    expect(res.status).toBe(200);
    const found = (res.body as { data: { kind: RecordKind; record: AnyRecord }[] }).data;
    expect(found.map(({ kind, record }) => [kind, record.id])).toEqual([
      ['shipping', shipping],
      ['resource', resource],
      ['contact', contact],
    ]);
    for (const { kind, record } of found) recordSchemaByKind[kind].parse(record);
    expect((await get(`${apiPath('find-records')}?email=nobody%40example.com`)).body).toEqual({
      data: [],
    });

    // The trail records the search and how many it found, never the address.
    const trail = activityPageSchema.parse((await get(`${apiPath('list-activity')}?limit=3`)).body);
    expect(trail.data.find((e) => e.event === 'records-searched' && e.found === 3)).toMatchObject({
      searchBy: 'email',
    });
    expect(JSON.stringify(trail).toLowerCase()).not.toContain('pat.search');
  });

  it('finds a record by id, in any case, and nothing for an unknown or malformed id', async () => {
    const id = await create('shipping');
    for (const asked of [id, id.toLowerCase()]) {
      const res = await get(`${apiPath('find-records')}?id=${asked}`);
      expect(res.body).toMatchObject({
        data: [{ kind: 'shipping', record: { id, status: 'new' } }],
      });
    }
    expect((await get(`${apiPath('find-records')}?id=${newStamp().id}`)).body).toEqual({
      data: [],
    });
    expect(
      (await get(`${apiPath('find-records')}?id=${encodeURIComponent(counterId(1))}`)).body,
    ).toEqual({ data: [] });
    expect((await get(`${apiPath('find-records')}?email=a%40b.ca&id=${id}`)).status).toBe(400);
    expect((await get(apiPath('find-records'))).status).toBe(400);
    expect((await context.api.request('GET', `${apiPath('find-records')}?id=${id}`)).status).toBe(
      401,
    );
  });
});
