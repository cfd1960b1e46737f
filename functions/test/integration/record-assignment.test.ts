import { describe, expect, it } from 'vitest';
import { ADMIN_TOKEN_HEADER, apiPath, listRoute } from '@lab/shared/api/routes';
import type { RecordKind } from '@lab/shared/constants/record-kinds';
import { RECORD_PATCH_MESSAGES } from '@lab/shared/schemas/admin';
import { activityPageSchema } from '@lab/shared/schemas/audit';
import { recordSchemaByKind } from '@lab/shared/schemas/records';
import { ADMIN_USERNAME, STAFF_USERNAME } from '../../src/local/stack';
import { inbox } from '../support/inbox';
import { csvRecords } from '../support/parse-csv';
import { useTestApi } from '../support/test-api';

const context = useTestApi();
const { get, create, listAll, repository, countsAgree } = inbox(context);

const patch = (kind: RecordKind, id: string, body: unknown, token = context.token) =>
  context.api.request('PATCH', apiPath('update-record', { kind, id }), { body, token });

const assigneeOf = (kind: RecordKind, body: unknown) =>
  recordSchemaByKind[kind].parse(body).assignee;

describe('assigning a record', () => {
  it('assigns, reassigns and unassigns a record, each on the trail with the colleagues it moved between', async () => {
    const id = await create('contact');
    const taken = await patch('contact', id, { assignee: ADMIN_USERNAME });
    expect(taken.status).toBe(200);
    expect(assigneeOf('contact', taken.body)).toBe(ADMIN_USERNAME);

    const passed = await patch('contact', id, { assignee: STAFF_USERNAME });
    expect(assigneeOf('contact', passed.body)).toBe(STAFF_USERNAME);
    // Asking for the assignee it has already is not an error.
    const again = await patch('contact', id, { assignee: STAFF_USERNAME });
    expect(again.status).toBe(200);
    expect(assigneeOf('contact', again.body)).toBe(STAFF_USERNAME);

    const dropped = await patch('contact', id, { assignee: null });
    expect(dropped.status).toBe(200);
    expect(assigneeOf('contact', dropped.body)).toBeNull();
    expect((await repository('contact').get(id))?.assignee).toBeNull();

    const trail = activityPageSchema.parse(
      (await get(`${apiPath('list-activity')}?limit=20&event=record-assigned`)).body,
    );
    const mine = trail.data
      .filter((entry) => entry.recordId === id)
      .reverse()
      .map(({ actor, outcome, fromAssignee, toAssignee }) => ({
        actor,
        outcome,
        fromAssignee,
        toAssignee,
      }));
    expect(mine).toEqual([
      { actor: ADMIN_USERNAME, outcome: 'success', fromAssignee: null, toAssignee: ADMIN_USERNAME },
      {
        actor: ADMIN_USERNAME,
        outcome: 'success',
        fromAssignee: ADMIN_USERNAME,
        toAssignee: STAFF_USERNAME,
      },
      {
        actor: ADMIN_USERNAME,
        outcome: 'success',
        fromAssignee: STAFF_USERNAME,
        toAssignee: STAFF_USERNAME,
      },
      { actor: ADMIN_USERNAME, outcome: 'success', fromAssignee: STAFF_USERNAME, toAssignee: null },
    ]);
  });

  it('moves the status, assigns and notes in one change, and the counts stay exact', async () => {
    const id = await create('resource');
    const res = await patch('resource', id, {
      status: 'in-progress',
      assignee: ADMIN_USERNAME,
      note: 'Taking this one',
    });
    expect(res.status).toBe(200);
    expect(recordSchemaByKind.resource.parse(res.body)).toMatchObject({
      status: 'in-progress',
      assignee: ADMIN_USERNAME,
      notes: [{ text: 'Taking this one' }],
    });
    await countsAgree('resource');
  });

  it('lets two colleagues take one record at once: one of them has it, and each answer says who', async () => {
    const id = await create('contact');
    const staffToken = await context.api.staffToken();
    const answers = await Promise.all([
      patch('contact', id, { assignee: ADMIN_USERNAME }),
      patch('contact', id, { assignee: STAFF_USERNAME }, staffToken),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    const stored = (await repository('contact').get(id))?.assignee;
    expect([ADMIN_USERNAME, STAFF_USERNAME]).toContain(stored);
    expect(answers.map((a) => assigneeOf('contact', a.body))).toContain(stored);
  });

  it.each([
    ['an empty name', ''],
    ['a name of spaces', '   '],
    ['a name with control characters', 'staff\u0007'],
    ['a name too long', 'x'.repeat(129)],
    ['a number', 42],
  ])('refuses %s with 400 and the field message, changing nothing', async (_, assignee) => {
    const id = await create('contact');
    const res = await patch('contact', id, { assignee });
    expect(res.status).toBe(400);
    expect((res.body as { errors?: Record<string, string> }).errors?.assignee).toEqual(
      expect.any(String),
    );
    expect((await repository('contact').get(id))?.assignee).toBeNull();
  });

  it('answers 404 for an assignment to a record that does not exist', async () => {
    const res = await patch('contact', '01JD0000000000000000000000', { assignee: ADMIN_USERNAME });
    expect(res.status).toBe(404);
  });

  it('refuses an empty patch with the message that names the assignee too', async () => {
    const id = await create('contact');
    const res = await patch('contact', id, {});
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain(RECORD_PATCH_MESSAGES.empty);
  });
});

describe('the assignee filter', () => {
  /** Seven shipping requests: three mine, two the staff member's, two nobody's. */
  async function seed() {
    const ids = [];
    for (let n = 0; n < 7; n++) ids.push(await create('shipping'));
    const owner = (n: number) => (n < 3 ? ADMIN_USERNAME : n < 5 ? STAFF_USERNAME : null);
    for (const [n, id] of ids.entries()) {
      const who = owner(n);
      if (who !== null) expect((await patch('shipping', id, { assignee: who })).status).toBe(200);
    }
    return {
      mine: ids.filter((_, n) => owner(n) === ADMIN_USERNAME),
      theirs: ids.filter((_, n) => owner(n) === STAFF_USERNAME),
      nobodys: ids.filter((_, n) => owner(n) === null),
      all: ids,
    };
  }

  it('lists what is mine and what is nobody’s, two a page, across every page', async () => {
    const seeded = await seed();
    const mine = await listAll('shipping', { assignee: 'me' }, 2);
    expect(mine.every((r) => r.assignee === ADMIN_USERNAME)).toBe(true);
    expect(mine.map((r) => r.id)).toEqual(expect.arrayContaining(seeded.mine));
    expect(mine.map((r) => r.id)).not.toEqual(expect.arrayContaining([seeded.theirs[0]]));

    const nobodys = await listAll('shipping', { assignee: 'none' }, 2);
    expect(nobodys.every((r) => r.assignee === null)).toBe(true);
    const nobodyIds = nobodys.map((r) => r.id);
    expect(nobodyIds).toEqual(expect.arrayContaining(seeded.nobodys));
    for (const id of [...seeded.mine, ...seeded.theirs]) expect(nobodyIds).not.toContain(id);

    // Me is whoever asks: the staff member's own token lists theirs.
    const staffToken = await context.api.staffToken();
    const res = await context.api.request(
      'GET',
      `${listRoute('shipping').path}?assignee=me&limit=100`,
      { token: staffToken },
    );
    expect(res.status).toBe(200);
    const theirs = (res.body as { data: { id: string; assignee: string }[] }).data;
    expect(theirs.map((r) => r.id).sort()).toEqual([...seeded.theirs].sort());

    // Combined with the status filter (two status partitions merged) it holds too.
    const openMine = await listAll('shipping', { assignee: 'me', status: 'open' }, 2);
    expect(openMine.map((r) => r.id)).toEqual(expect.arrayContaining(seeded.mine));
    expect(openMine.every((r) => r.assignee === ADMIN_USERNAME)).toBe(true);
  });

  it('pages on past a read bound with short pages and a cursor, missing nothing and repeating nothing', async () => {
    const seeded = await seed();
    const shipping = repository('shipping');
    const seen: string[] = [];
    let before: string | undefined;
    let shortPages = 0;
    for (let page = 0; page < 100; page++) {
      const { items, lastId } = await shipping.list({
        limit: 2,
        before,
        assignee: null,
        readBound: 2,
      });
      if (lastId !== null && items.length < 2) shortPages++;
      seen.push(...items.map((r) => r.id));
      if (lastId === null) break;
      before = lastId;
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual(expect.arrayContaining(seeded.nobodys));
    for (const id of [...seeded.mine, ...seeded.theirs]) expect(seen).not.toContain(id);
    expect(shortPages).toBeGreaterThan(0);
  });

  it('refuses any other value with 400 and a message that says which are allowed', async () => {
    for (const value of ['admin', 'everyone', '']) {
      const res = await get(`${listRoute('contact').path}?assignee=${value}`);
      expect(res.status, value).toBe(400);
      expect(JSON.stringify(res.body)).toContain('assignee must be me');
    }
  });

  it('exports what the filter shows, with who has each record', async () => {
    const seeded = await seed();
    const res = await fetch(
      `${context.api.url}${apiPath('export-records', { kind: 'shipping' })}?assignee=me`,
      { headers: { [ADMIN_TOKEN_HEADER]: `Bearer ${context.token}` } },
    );
    expect(res.status).toBe(200);
    const rows = csvRecords((await res.text()).replace(/^\uFEFF/, ''));
    expect(rows.every((row) => row['Assigned to'] === ADMIN_USERNAME)).toBe(true);
    const ids = rows.map((row) => row['Record ID']);
    expect(ids).toEqual(expect.arrayContaining(seeded.mine));
    for (const id of seeded.nobodys) expect(ids).not.toContain(id);
  });
});
