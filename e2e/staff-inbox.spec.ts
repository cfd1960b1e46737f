import { expect, test, type Page } from '@playwright/test';
import { openDashboard } from './support/admin-ui';

/*
 * The staff inbox in Chromium against `npm start`: a request taken from New to Done with a
 * note, the open count and the total, the status filter, and a requester found across kinds.
 */

const overviewCounts = async (page: Page) => {
  await page.getByRole('tab', { name: 'Overview' }).click();
  const total = await page.getByRole('button', { name: /^Contact Submissions \d+/ }).innerText();
  const open = await page.getByRole('button', { name: /open: show the open contact/i }).innerText();
  return { total: Number(/\d+/.exec(total)?.[0]), open: Number(/\d+/.exec(open)?.[0]) };
};

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
  const before = await overviewCounts(page);

  await page.getByRole('tab', { name: /^Contact Submissions/ }).click();
  const card = page.getByRole('article', { name });
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
    .poll(() => overviewCounts(page))
    .toEqual({ total: before.total, open: before.open - 1 });

  // The filter narrows the list: Done shows it, Open does not.
  await page.getByRole('tab', { name: /^Contact Submissions/ }).click();
  const filter = page.getByLabel('Filter by status');
  await filter.selectOption({ label: 'Done' });
  await expect(page.getByRole('article', { name })).toBeVisible();
  await filter.selectOption({ label: 'Open (new and in progress)' });
  await expect(
    page.getByText(/Showing \d+ matching records|No records match this filter/),
  ).toBeVisible();
  await expect(page.getByRole('article', { name })).toHaveCount(0);

  // The requester, by e-mail in any case, across kinds.
  await page.getByLabel('E-mail address or reference').fill(email.toUpperCase());
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^2 records found for / })).toBeVisible();
  const results = page.getByRole('list', { name: 'Search results' });
  await expect(results.getByRole('article')).toHaveCount(2);
  await expect(results.getByRole('article', { name })).toHaveCount(2);
});
