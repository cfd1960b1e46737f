import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { STORAGE_KEYS } from '@lab/shared/constants/storage-keys';
import { storedRecords } from './support/admin-api';
import { expectLive, REQUEST_FORMS, uniqueAddress } from './support/forms';
import { automaticMessagesOf, shownReference, viewerMessages } from './support/mail';

/*
 * Requests drafted offline (issue 32): a container request sent with no network is kept on
 * the device, shown as waiting on the page, can be discarded, and is sent exactly once when
 * the network returns, with the form's own confirmation.
 */

const PATH = '/api/resources/request';
const resource = REQUEST_FORMS.resource;

/** Every container request POST the page makes, by its Idempotency-Key. */
function watchPosts(page: Page): string[] {
  const keys: string[] = [];
  page.on('request', (req) => {
    if (req.method() === 'POST' && req.url().endsWith(PATH))
      keys.push(req.headers()['idempotency-key'] ?? '');
  });
  return keys;
}

/** Fills the container request form as `name` at `email` and sends it. */
async function sendRequest(page: Page, name: string, email: string) {
  const form = resource.form(page);
  await form.getByLabel(resource.name).fill(name);
  await resource.fill(form, email);
  await form.getByRole('button', { name: resource.submit }).click();
}

/** Opens the container request page online and waits until its form's code runs. */
async function openForm(page: Page) {
  await page.goto(resource.path);
  const form = resource.form(page);
  // The form's code is fetched when the visitor first reaches into it: here, online.
  await form.getByLabel(resource.name).click();
  await expectLive(form);
  // So is the toasts' code, when a field of the live form is first focused.
  await form.getByLabel('Email address').focus();
  await page.waitForLoadState('networkidle');
}

test('a container request sent offline waits on the device, and is sent once when the network returns', async ({
  page,
  context,
  request,
}) => {
  const posts = watchPosts(page);
  const email = uniqueAddress('offline-kept');
  const name = `Offline E2E ${Date.now()}`;
  const discarded = uniqueAddress('offline-discarded');
  await openForm(page);

  await context.setOffline(true);
  await sendRequest(page, name, email);
  await expect(page.getByText('Waiting to send: 1 request', { exact: true })).toBeVisible();
  await expect(page.getByText('Saved on this device')).toBeVisible();
  await expect(page.getByText(`Container request from ${name}`)).toBeVisible();

  // A second one, discarded.
  await sendRequest(page, 'Second Thoughts', discarded);
  await expect(page.getByText('Waiting to send: 2 requests', { exact: true })).toBeVisible();
  await page
    .getByRole('button', { name: 'Discard Container request from Second Thoughts' })
    .click();
  await expect(page.getByText('Waiting to send: 1 request', { exact: true })).toBeVisible();
  await expect(page.getByText('Second Thoughts')).toHaveCount(0);
  // Nothing reached the server while offline.
  expect(posts).toEqual([]);
  const before = await storedRecords(request, PATH);
  expect(before.filter((r) => r.email === email || r.email === discarded)).toEqual([]);

  await context.setOffline(false);
  // The form's own confirmation, with the reference, as if it had gone at once.
  await expect(page.getByRole('heading', { name: 'Request Submitted!' })).toBeVisible();
  await expect(page.getByText('Container request submitted', { exact: true })).toBeVisible();
  const reference = await shownReference(page);
  await expect(page.getByText(/Waiting to send/)).toHaveCount(0);
  expect(posts).toHaveLength(1);

  const records = (await storedRecords(request, PATH)).filter(
    (r) => r.email === email || r.email === discarded,
  );
  expect(records).toHaveLength(1);
  expect(records[0]).toMatchObject({ name, email, reference });
  const id = String(records[0]?.id);
  const messages = await automaticMessagesOf(request, id, 2);
  expect(messages.find((m) => m.delivery === `resource/${id}/alert`)?.body.text).toContain(
    reference,
  );
  expect(messages.find((m) => m.delivery === `resource/${id}/receipt`)?.destination.to).toEqual([
    email,
  ]);
  // Exactly once: the record's deliveries settled, and still one alert and one receipt.
  await expect
    .poll(
      async () => {
        const record = (await storedRecords(request, PATH)).find((r) => r.id === id);
        const delivery = record?.delivery as Record<string, { state: string } | null>;
        return [delivery?.alert?.state, delivery?.receipt?.state];
      },
      { timeout: 30_000 },
    )
    .toEqual(['delivered', 'delivered']);
  const all = (await viewerMessages(request)).filter((m) => m.delivery?.includes(`/${id}/`));
  expect(all.map((m) => m.delivery).sort()).toEqual([
    `resource/${id}/alert`,
    `resource/${id}/receipt`,
  ]);
  expect((await viewerMessages(request)).some((m) => m.destination.to.includes(discarded))).toBe(
    false,
  );
});

test('a kept request is sent when any page of the site opens online, and told with its reference', async ({
  page,
  context,
  request,
}) => {
  const email = uniqueAddress('offline-later');
  const name = `Offline Later ${Date.now()}`;
  await openForm(page);
  await context.setOffline(true);
  await sendRequest(page, name, email);
  await expect(page.getByText('Waiting to send: 1 request', { exact: true })).toBeVisible();
  await page.close();

  await context.setOffline(false);
  const later = await context.newPage();
  const posts = watchPosts(later);
  await later.goto('/about');
  const told = later.getByText(/^Your container request was sent\. Your reference number: /);
  await expect(told).toBeVisible();
  await expect(told).toContainText(`A copy was e-mailed to ${email}.`);
  await expect(later.getByText(/Waiting to send/)).toHaveCount(0);
  expect(posts).toHaveLength(1);
  const records = (await storedRecords(request, PATH)).filter((r) => r.email === email);
  expect(records).toHaveLength(1);
  await expect(told).toContainText(String(records[0]?.reference));

  await later.getByRole('button', { name: 'Dismiss the sent requests' }).click();
  await expect(told).toHaveCount(0);
});

test('a kept request the server refuses stays, with the reason, until it is discarded', async ({
  page,
  context,
}) => {
  const email = uniqueAddress('offline-refused');
  await openForm(page);
  await context.setOffline(true);
  await sendRequest(page, 'Refused Request', email);
  await expect(page.getByText('Waiting to send: 1 request', { exact: true })).toBeVisible();

  const keys: string[] = [];
  await page.route(`**${PATH}`, async (route) => {
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    await route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'We cannot ship containers to that address.' }),
    });
  });
  await context.setOffline(false);
  await expect(page.getByText('Not sent: 1 request', { exact: true })).toBeVisible();
  await expect(
    page.getByText('Not sent: We cannot ship containers to that address.'),
  ).toBeVisible();
  await expect(page.getByText(/Waiting to send/)).toHaveCount(0);
  // Not sent again by itself: the page coming back into view or a reload sends nothing.
  await page.reload();
  await expect(page.getByText('Not sent: 1 request', { exact: true })).toBeVisible();
  expect(keys).toHaveLength(1);

  await page
    .getByRole('button', { name: 'Discard Container request from Refused Request' })
    .click();
  await expect(page.getByText(/Not sent/)).toHaveCount(0);
  expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.outbox)).toBeNull();
});

/** A waiting draft and a refused one with long words, as the outbox stores them. */
const SEEDED = [
  {
    id: 'a'.repeat(32),
    kind: 'shipping',
    payload: { shipperName: 'Jo' },
    key: 'b'.repeat(32),
    draftedAt: Date.now(),
    who: 'Josephine Featherstonehaugh-Cholmondeley',
    emailedTo: 'josephine.featherstonehaugh-cholmondeley@prairie-example-farms.example.com',
  },
  {
    id: 'c'.repeat(32),
    kind: 'contact',
    payload: { name: 'Jo' },
    key: 'd'.repeat(32),
    draftedAt: Date.now(),
    who: 'averyveryveryveryveryverylongnamewithoutanyspaces',
    emailedTo: 'jo@example.com',
    refused: { status: 400, reason: 'Please enter a valid email address' },
  },
];

for (const scheme of ['light', 'dark'] as const) {
  for (const width of [320, 390]) {
    test(`the outbox bar fits ${width} px and passes WCAG 2.2 AA in the ${scheme} theme`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.addInitScript(
        ([theme, key, drafts]) => {
          localStorage.setItem('lab-theme', theme);
          if (!sessionStorage.getItem('seeded')) {
            localStorage.setItem(key, JSON.stringify(drafts));
            sessionStorage.setItem('seeded', '1');
          }
        },
        [scheme, STORAGE_KEYS.outbox, SEEDED] as const,
      );
      // No answer for the waiting one: it stays waiting.
      await page.route('**/api/shipping/request', (route) => route.abort());
      await page.goto('/contact');
      await expect(page.getByText('Waiting to send: 1 request', { exact: true })).toBeVisible();
      await expect(page.getByText('Not sent: 1 request', { exact: true })).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBe(0);
      const results = await new AxeBuilder({ page })
        .include('#outbox')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    });
  }
}
