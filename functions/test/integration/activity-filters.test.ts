import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath } from '@lab/shared/api/routes';
import { AUDIT_TABLE, auditItem } from '@lab/shared/data/tables';
import { activityPageSchema, type AuditEntry, type AuditEvent } from '@lab/shared/schemas/audit';
import { buildAuditEntry } from '../../src/lib/audit/audit-entry';
import { createAuditStore } from '../../src/lib/audit/audit-store';
import { encodeCursor } from '../../src/lib/http/cursor';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '../../src/local/local-clients';
import { useTestApi } from '../support/test-api';

// One sign-in for the whole file: every request reuses its token.
const context = useTestApi();

const get = (query: Record<string, string>) =>
  context.api.request('GET', `${apiPath('list-activity')}?${new URLSearchParams(query)}`, {
    token: context.token,
  });

/** Every entry the Activity tab would show for `query`, following the cursors; and the pages. */
async function pagesOf(query: Record<string, string>) {
  const pages: AuditEntry[][] = [];
  let cursor: string | null = null;
  do {
    const res = await get({ ...query, ...(cursor && { cursor }) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const page = activityPageSchema.parse(res.body);
    pages.push(page.data);
    cursor = page.nextCursor;
  } while (cursor && pages.length < 50);
  return { pages, entries: pages.flat() };
}

/** Each entry as `<actor> <event> <at>`, easy to read in a failure. */
const brief = (entries: AuditEntry[]) => entries.map((e) => `${e.actor} ${e.event} ${e.at}`);

let client: DynamoDBDocumentClient;
const tableName = () => context.api.env.values[AUDIT_TABLE.envVar] as string;

async function seed(actor: string, event: AuditEvent, at: string) {
  const entry = buildAuditEntry(
    { event, outcome: 'success' },
    { actor, requestId: `seed-${actor}` },
    Date.parse(at),
  );
  // Straight into the table: the store's append would log each of these fifty entries.
  await client.send(new PutCommand({ TableName: tableName(), Item: auditItem(entry) }));
  return entry;
}

beforeAll(async () => {
  client = DynamoDBDocumentClient.from(
    new DynamoDBClient({
      endpoint: context.api.env.base.DYNAMODB_ENDPOINT,
      region: LOCAL_REGION,
      credentials: LOCAL_CREDENTIALS,
    }),
  );
  // 20 November 2025 in Edmonton (UTC-7 then): 07:00 UTC that day to 07:00 UTC the next.
  await seed('ana', 'note-added', '2025-11-20T06:59:59.999Z'); // the evening before
  await seed('ana', 'list-viewed', '2025-11-20T07:00:00.000Z'); // the day's first instant
  await seed('ana', 'status-changed', '2025-11-20T12:00:00.000Z');
  await seed('ben', 'records-erased', '2025-11-20T18:00:00.000Z');
  await seed('ben', 'dashboard-viewed', '2025-11-21T06:59:59.999Z'); // its last millisecond
  await seed('ana', 'status-changed', '2025-11-21T07:00:00.000Z'); // the next day
  // 18 November: cal's five actions among forty views of dee's, newest views first.
  for (let n = 0; n < 40; n++) {
    await seed('dee', 'list-viewed', new Date(Date.UTC(2025, 10, 18, 20, n)).toISOString());
  }
  for (let n = 0; n < 5; n++) {
    await seed('cal', 'note-added', new Date(Date.UTC(2025, 10, 18, 10, n)).toISOString());
  }
});

afterAll(() => client.destroy());

describe('filtering the activity', () => {
  it('shows one laboratory day, midnight to midnight in Edmonton, newest first', async () => {
    const { entries } = await pagesOf({ day: '2025-11-20' });
    expect(brief(entries)).toEqual([
      'ben dashboard-viewed 2025-11-21T06:59:59.999Z',
      'ben records-erased 2025-11-20T18:00:00.000Z',
      'ana status-changed 2025-11-20T12:00:00.000Z',
      'ana list-viewed 2025-11-20T07:00:00.000Z',
    ]);
    // Page by page the same, with no entry twice.
    const paged = await pagesOf({ day: '2025-11-20', limit: '1' });
    expect(paged.pages.map((page) => page.length)).toEqual([1, 1, 1, 1]);
    expect(brief(paged.entries)).toEqual(brief(entries));
  });

  it('leaves the views out when asked, unless the event asked for is one', async () => {
    const { entries } = await pagesOf({ day: '2025-11-20', views: 'hide' });
    expect(brief(entries)).toEqual([
      'ben records-erased 2025-11-20T18:00:00.000Z',
      'ana status-changed 2025-11-20T12:00:00.000Z',
    ]);
    const views = await pagesOf({ day: '2025-11-20', views: 'hide', event: 'list-viewed' });
    expect(brief(views.entries)).toEqual(['ana list-viewed 2025-11-20T07:00:00.000Z']);
  });

  it('shows one event, or one person, on any day', async () => {
    const changes = await pagesOf({ event: 'status-changed' });
    expect(brief(changes.entries)).toEqual([
      'ana status-changed 2025-11-21T07:00:00.000Z',
      'ana status-changed 2025-11-20T12:00:00.000Z',
    ]);
    const ben = await pagesOf({ actor: 'ben' });
    expect(brief(ben.entries)).toEqual([
      'ben dashboard-viewed 2025-11-21T06:59:59.999Z',
      'ben records-erased 2025-11-20T18:00:00.000Z',
    ]);
    const both = await pagesOf({ actor: 'ana', event: 'status-changed', day: '2025-11-21' });
    expect(brief(both.entries)).toEqual(['ana status-changed 2025-11-21T07:00:00.000Z']);
  });

  it("fills each page of a person's entries, however many others come between them", async () => {
    const { pages, entries } = await pagesOf({ actor: 'cal', limit: '2' });
    expect(pages.map((page) => page.length)).toEqual([2, 2, 1]);
    expect(entries.map((e) => e.at)).toEqual([
      '2025-11-18T10:04:00.000Z',
      '2025-11-18T10:03:00.000Z',
      '2025-11-18T10:02:00.000Z',
      '2025-11-18T10:01:00.000Z',
      '2025-11-18T10:00:00.000Z',
    ]);
  });

  it('stops reading at its bound, and the cursor goes on from where reading stopped', async () => {
    // Ten items a page at most: dee's forty views come first, so the first pages are empty.
    const bounded = createAuditStore({ client, tableName: tableName(), readBound: 10 });
    const pages: AuditEntry[][] = [];
    let before: string | undefined;
    do {
      const page = await bounded.page({ limit: 3, actor: 'cal', ...(before && { before }) });
      pages.push(page.entries);
      before = page.lastKey ?? undefined;
    } while (before && pages.length < 20);
    expect(pages[0]).toEqual([]);
    expect(pages.flat().map((e) => e.at)).toEqual([
      '2025-11-18T10:04:00.000Z',
      '2025-11-18T10:03:00.000Z',
      '2025-11-18T10:02:00.000Z',
      '2025-11-18T10:01:00.000Z',
      '2025-11-18T10:00:00.000Z',
    ]);
    // Never a full read: the last page ends where the data does.
    expect(pages.length).toBeLessThan(20);
  });

  it('takes a cursor from inside a day and stays within the day', async () => {
    const first = await get({ day: '2025-11-20', limit: '2' });
    const { nextCursor } = activityPageSchema.parse(first.body);
    expect(nextCursor).not.toBeNull();
    // A cursor from a later day asks for entries older than the day's end: only the day's.
    const later = encodeCursor('2025-12-01T00:00:00.000Z#01KA0000000000000000000000');
    const fromLater = await pagesOf({ day: '2025-11-20', cursor: later as string });
    expect(fromLater.entries).toHaveLength(4);
    // One from before the day: nothing, and no error.
    const earlier = encodeCursor('2025-11-01T00:00:00.000Z#01KA0000000000000000000000');
    const res = await get({ day: '2025-11-20', cursor: earlier as string });
    expect(res).toMatchObject({ status: 200, body: { data: [], nextCursor: null } });
  });

  it('refuses a filter it does not know with a 400', async () => {
    for (const query of [
      { day: '2025-02-30' } as Record<string, string>,
      { day: '20-11-2025' },
      { event: 'coffee-made' },
      { views: 'sometimes' },
      { actor: '  ' },
    ]) {
      expect((await get(query)).status, JSON.stringify(query)).toBe(400);
    }
  });
});
