import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiPath } from '@lab/shared/api/routes';
import type { RecordKind } from '@lab/shared/constants/record-kinds';
import { retentionCutoff } from '@lab/shared/constants/retention';
import { laboratoryDay } from '@lab/shared/time/laboratory-time';
import { adminToken } from './support/admin-api';
import { inboxRecord, openDashboard, openRecord } from './support/admin-ui';
import { parseCsv } from './support/csv';
import { purgeAsOf, storeContactAt } from './support/retention';

/*
 * The staff inbox in Chromium against `npm start`: a request taken from New to Done with a
 * note, the status filter, a requester found across kinds, a filtered CSV export, an
 * erasure and the retention purge, each checked against the overview's exact counts (this
 * file runs after every other test, alone: see playwright.config.ts).
 */

const TITLES = {
  contact: 'Contact Submissions',
  resource: 'Resource Requests',
  shipping: 'Shipping Requests',
} as const satisfies Record<RecordKind, string>;
const KINDS = Object.keys(TITLES) as RecordKind[];

type Counts = Record<RecordKind, { total: number; open: number }>;

/** Every overview card's total and its open count, as the page shows them. */
const overviewCounts = async (page: Page): Promise<Counts> => {
  await page.getByRole('tab', { name: 'Overview' }).click();
  const number = async (name: RegExp) =>
    Number(/\d+/.exec(await page.getByRole('button', { name }).innerText())?.[0]);
  const counts = {} as Counts;
  for (const kind of KINDS) {
    counts[kind] = {
      total: await number(new RegExp(`^${TITLES[kind]} \\d+`)),
      open: await number(new RegExp(`open: show the open ${TITLES[kind]}`, 'i')),
    };
  }
  return counts;
};

/** `before` with `by` taken off the total and the open count of each kind it names. */
const less = (before: Counts, by: Partial<Record<RecordKind, number>>): Counts =>
  Object.fromEntries(
    KINDS.map((kind) => [
      kind,
      { total: before[kind].total - (by[kind] ?? 0), open: before[kind].open - (by[kind] ?? 0) },
    ]),
  ) as Counts;

const submit = async (request: APIRequestContext, path: string, data: object) => {
  const res = await request.post(path, { data });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
};

/** Looks `term` up with the dashboard's 'Find records' and waits for its outcome. */
const find = async (page: Page, term: string, outcome: RegExp) => {
  await page.getByLabel('E-mail address or reference').fill(term);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('status').filter({ hasText: outcome })).toBeVisible();
};

/** Today on the laboratory's calendar (Edmonton), as the day filter counts days. */
const today = () => laboratoryDay(Date.now());

test('a message goes from New to Done with a note; filters and search find it', async ({
  page,
  request,
}) => {
  const tag = Date.now().toString(36);
  const email = `zoe.${tag}@example.com`;
  const name = `Zoë Bélanger ${tag}`;
  expect(
    (
      await request.post('/api/contact', {
        data: { name, email, phone: '', message: 'Please call me about my soil test results.' },
      })
    ).status(),
  ).toBe(201);
  expect(
    (
      await request.post('/api/resources/request', {
        data: {
          name,
          resourceId: 'soil-sample-bags',
          email: email.toUpperCase(),
          phone: '',
          address: '11820 170 Street NW, Edmonton, AB, T5S 1J7',
          comments: '',
        },
      })
    ).status(),
  ).toBe(201);

  await openDashboard(page);
  const before = (await overviewCounts(page)).contact;

  await page.getByRole('tab', { name: /^Contact Submissions/ }).click();
  const card = await openRecord(page, name);
  await expect(card.getByText('New', { exact: true }).first()).toBeVisible();
  await card.getByLabel('Status').selectOption({ label: 'Done' });
  await expect(card.getByText(/Done · by admin/)).toBeVisible();
  await card
    .getByRole('textbox', { name: 'Internal note' })
    .fill('Called back; results sent by e-mail.');
  await card.getByRole('button', { name: 'Add note' }).click();
  await expect(card.getByText('Called back; results sent by e-mail.')).toBeVisible();

  // One fewer open; the total is what it was.
  await expect
    .poll(async () => (await overviewCounts(page)).contact)
    .toEqual({ total: before.total, open: before.open - 1 });

  // The filter narrows the list: Done shows it, Open does not.
  await page.getByRole('tab', { name: /^Contact Submissions/ }).click();
  // The shown list's filter: the other lists are drawn too, hidden, each with its own.
  const shown = page.getByRole('tabpanel');
  const filter = shown.getByLabel('Filter by status');
  await filter.selectOption({ label: 'Done' });
  await expect(inboxRecord(page, name).row).toBeVisible();
  await filter.selectOption({ label: 'Open (new and in progress)' });
  await expect(
    shown.getByText(/Showing \d+\+? matching records|No records match this filter/),
  ).toBeVisible();
  await expect(inboxRecord(page, name).row).toHaveCount(0);

  // The requester, by e-mail in any case, across kinds.
  await find(page, email.toUpperCase(), /^2 records found for /);
  const results = page.getByRole('list', { name: 'Search results' });
  await expect(results.getByRole('article')).toHaveCount(2);
  await expect(results.getByRole('article', { name })).toHaveCount(2);
});

test('a filtered export opens with its accents and with formulas neutralised', async ({
  page,
  request,
}) => {
  const tag = Date.now().toString(36);
  const name = `Zoë Bélanger ${tag}`;
  const email = `export.${tag}@example.com`;
  const formula = '=HYPERLINK("http://example.com/x","Click me")';
  const done = await submit(request, '/api/contact', {
    name,
    email,
    phone: '+1 780 555 0100',
    message: formula,
  });
  await submit(request, '/api/contact', {
    name: `Still new ${tag}`,
    email,
    phone: '',
    message: 'Not answered yet.',
  });
  const patched = await request.patch(apiPath('update-record', { kind: 'contact', id: done }), {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
    data: { status: 'done' },
  });
  expect(patched.status()).toBe(200);

  await openDashboard(page);
  await page.getByRole('tab', { name: /^Contact Submissions/ }).click();
  const shown = page.getByRole('tabpanel');
  await shown.getByLabel('Filter by status').selectOption({ label: 'Done' });
  await shown.getByRole('button', { name: 'Today' }).click();
  await expect(shown.getByLabel('Received from')).toHaveValue(today());
  await expect(shown.getByLabel('Received to')).toHaveValue(today());
  await expect(inboxRecord(page, name).row).toBeVisible();
  // The readable file: headings in words, labels, the laboratory's date-times.
  const readable = await exported(page, () =>
    page.getByRole('button', { name: 'Export CSV' }).click(),
  );
  const ours = readable.rows.filter((row) => readable.cell(row, 'Email') === email);
  expect(ours).toHaveLength(1);
  const [row = []] = ours;
  expect(readable.header.slice(0, 3)).toEqual(['Reference', 'Received', 'Status']);
  expect(readable.cell(row, 'Status')).toBe('Done');
  // On the laboratory's clock, the day the filter says.
  expect(readable.cell(row, 'Received')).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  expect(readable.cell(row, 'Received')?.slice(0, 10)).toBe(today());
  expect(readable.cell(row, 'Name')).toBe(name);
  // A leading apostrophe makes a spreadsheet show these as text instead of running them.
  expect(readable.cell(row, 'Message')).toBe(`'${formula}`);
  expect(readable.cell(row, 'Phone')).toBe("'+1 780 555 0100");

  // The full export, from the button's menu: every field as stored.
  const full = await exported(page, async () => {
    await page.getByRole('button', { name: 'Export choices' }).click();
    await page.getByRole('menuitem', { name: /^Full export \(all fields\)/ }).click();
  });
  // What the filter shows, and only that: done, arrived today.
  expect(full.rows.length).toBeGreaterThan(0);
  for (const fullRow of full.rows) {
    expect(full.cell(fullRow, 'status')).toBe('done');
    expect(laboratoryDay(Date.parse(full.cell(fullRow, 'createdAt') ?? ''))).toBe(today());
  }
  const [fullRow = []] = full.rows.filter((r) => full.cell(r, 'email') === email);
  expect(full.cell(fullRow, 'name')).toBe(name);
  expect(full.cell(fullRow, 'message')).toBe(`'${formula}`);
  expect(full.cell(fullRow, 'phone')).toBe("'+1 780 555 0100");
});

/** The CSV file a click downloads, read as a spreadsheet reads it. */
async function exported(page: Page, click: () => Promise<void>) {
  const download = page.waitForEvent('download');
  await click();
  const file = await readFile(await (await download).path());
  // UTF-8 with a byte-order mark, so a spreadsheet reads the accents as accents.
  expect([...file.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const [header = [], ...rows] = parseCsv(file.subarray(3).toString('utf8'));
  const cell = (row: string[], column: string) => row[header.indexOf(column)];
  return { header, rows, cell };
}

test('erasing a requester deletes their records of every kind and every count follows', async ({
  page,
  request,
}) => {
  const tag = Date.now().toString(36);
  const email = `erase.${tag}@example.com`;
  await submit(request, '/api/contact', {
    name: 'Erin Erase',
    email,
    phone: '',
    message: 'Please delete my data after this.',
  });
  await submit(request, '/api/resources/request', {
    name: 'Erin Erase',
    resourceId: 'soil-sample-bags',
    email: email.toUpperCase(),
    phone: '',
    address: '1 Main St, Leduc, AB, T9E 2X2',
    comments: '',
  });
  await submit(request, '/api/shipping/request', {
    shipperName: 'Erin Erase',
    shipperEmail: `Erase.${tag}@Example.com`,
    shipperPhone: '306-555-0199',
    sampleType: 'feed',
    shipmentWeight: '4 kg',
    shipmentDimensions: '40 x 30 x 20 cm',
  });

  await openDashboard(page);
  const before = await overviewCounts(page);
  await find(page, email, /^3 records found for /);
  await page.getByRole('button', { name: 'Erase this requester' }).click();
  const dialog = page.getByRole('dialog', { name: `Erase everything held about ${email}?` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Erase', exact: true }).click();
  await expect(
    page.getByText('Deleted Contact Submissions: 1, Resource Requests: 1, Shipping Requests: 1'),
  ).toBeVisible();
  await expect(dialog).toBeHidden();

  await expect
    .poll(() => overviewCounts(page))
    .toEqual(less(before, { contact: 1, resource: 1, shipping: 1 }));
  await find(page, email, /^No records found for /);
});

test("the retention purge deletes what is older than 24 months, on the test's clock", async ({
  page,
}) => {
  const tag = Date.now().toString(36);
  const email = `aged.${tag}@example.com`;
  // Clocks a month in the past, so the purge can only reach records this test stores.
  const firstRun = Date.now() - 30 * 86_400_000;
  const secondRun = firstRun + 2 * 86_400_000;
  const cutoff = retentionCutoff(firstRun);
  const fields = { email, phone: null, subject: null, message: 'Soil test, 2 samples.' };
  await storeContactAt(cutoff - 86_400_000, { ...fields, name: `Past retention ${tag}` });
  await storeContactAt(cutoff + 86_400_000, { ...fields, name: `Within retention ${tag}` });

  await openDashboard(page);
  const before = await overviewCounts(page);
  await find(page, email, /^2 records found for /);

  // A day past 24 months for the first record; a day short of it for the second.
  expect(await purgeAsOf(firstRun)).toEqual({ contact: 1, resource: 0, shipping: 0 });
  await page.reload();
  await expect.poll(() => overviewCounts(page)).toEqual(less(before, { contact: 1 }));
  await find(page, email, /^1 record found for /);
  await expect(page.getByRole('article', { name: `Within retention ${tag}` })).toBeVisible();

  // Two days on, the second record's time is up too.
  expect(await purgeAsOf(secondRun)).toEqual({ contact: 1, resource: 0, shipping: 0 });
  await page.reload();
  await expect.poll(() => overviewCounts(page)).toEqual(less(before, { contact: 2 }));
  await find(page, email, /^No records found for /);

  await page.getByRole('tab', { name: 'Activity' }).click();
  // The entry (the Action filter's options carry the same words).
  await expect(
    page.getByRole('listitem', { name: 'Deleted records past the retention period' }).first(),
  ).toBeVisible();
});
