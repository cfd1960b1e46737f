import { expect, test, type Page } from '@playwright/test';
import { apiPath, listRoute } from '@lab/shared/api/routes';
import { RECORD_KINDS } from '@lab/shared/constants/record-kinds';
import { E2E } from './playwright.config';
import { enterCode, openRecord, PASSWORD_INPUT, signIn } from './support/admin-ui';
import { expectLive } from './support/forms';
import { isNotify, viewerMessages } from './support/mail';

const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('adminToken'));

test('a wrong password is refused, the right one opens the dashboard', async ({ page }) => {
  await signIn(page, 'not-the-password');
  await expect(page.getByText('Login Failed')).toBeVisible();
  await expect(page.getByText('Invalid credentials')).toBeVisible();
  await expect(page).toHaveURL(/\/admin$/);
  expect(await storedToken(page)).toBeNull();

  await page.locator(PASSWORD_INPUT).fill(E2E.adminPassword);
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(page.locator(PASSWORD_INPUT)).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Access Admin Dashboard' }).click();
  await enterCode(page);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByText('Login Successful')).toBeVisible();
  expect(await storedToken(page)).toBeTruthy();
  await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByText('Active', { exact: true })).toBeVisible();
});

test('the dashboard shows what the public forms stored, copies e-mails and notifies', async ({
  page,
  context,
  request,
}) => {
  const stamp = Date.now();
  const name = `Dashboard Grower ${stamp}`;
  const email = `grower-${stamp}@example.com`;
  // Through the public contact page, exactly as a visitor sends it.
  await page.goto('/contact');
  const form = page.locator('form').filter({ has: page.getByLabel('Subject') });
  await form.getByLabel('Full name').fill(name);
  // Reaching into the form starts its code; the rest is typed into the live form.
  await expectLive(form);
  await form.getByLabel('Email address').fill(email);
  await form.getByLabel('Subject').selectOption('results');
  await form.getByLabel('Message').fill('When will my canola tissue results be ready?');
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Message sent!')).toBeVisible();
  // The other two forms' payloads, as their pages send them.
  expect(
    (
      await request.post('/api/shipping/request', {
        data: {
          shipperName: name,
          shipperEmail: email,
          shipperPhone: '780-555-0101',
          sampleType: 'feed',
          shipmentWeight: '3 kg',
          shipmentDimensions: '30 x 20 x 20 cm',
        },
      })
    ).status(),
  ).toBe(201);

  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  await page.getByRole('tab', { name: /^Contact Submissions \(\d+\)$/ }).click();
  const card = await openRecord(page, name);
  await expect(card).toContainText(email);
  await expect(card).toContainText('Test Results');
  await expect(card).toContainText('When will my canola tissue results be ready?');
  // The first time on the card is when it arrived (the automatic e-mails' times follow).
  await expect(card.locator('time').first()).toHaveText(
    /^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M$/,
  );

  await card.getByRole('button', { name: 'Copy Email' }).click();
  await expect(page.getByText(`${email} copied to clipboard`)).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(email);

  await card.getByRole('button', { name: 'Re-send lab alert' }).click();
  await expect(page.getByText('Notification Sent')).toBeVisible();
  await expect(page.getByText(/Notification email sent to \S+@\S+/)).toBeVisible();
  // The button's message, not the automatic alert (which has the same subject, another header).
  const manual = (await viewerMessages(request)).filter(isNotify);
  expect(manual.map((mail) => mail.subject)).toContain(`New contact message from ${name}`);

  await page.getByRole('tab', { name: /^Shipping Requests \(\d+\)$/ }).click();
  const shipping = await openRecord(page, name);
  await expect(shipping).toContainText('Feed');
  await expect(shipping).toContainText('30 x 20 x 20 cm');
});

test('submitted HTML and script show as literal text and never run', async ({ page, request }) => {
  const hostile = `<img src=x onerror="window.__xss=1"><script>window.__xss=2</script> ${Date.now()}`;
  const created = await request.post('/api/contact', {
    data: {
      name: hostile,
      email: 'hostile@example.com',
      phone: '',
      message: '<b>bold?</b> مرحبا بالمختبر 🌾 — long text '.repeat(20),
    },
  });
  expect(created.status()).toBe(201);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });

  await signIn(page);
  await page.getByRole('tab', { name: /^Contact Submissions/ }).click();
  const card = await openRecord(page, hostile);
  await expect(card.getByRole('heading')).toHaveText(hostile);
  await expect(card).toContainText('<b>bold?</b> مرحبا بالمختبر');
  expect(await card.locator('img, script, b').count()).toBe(0);
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
});

test('logout ends the session; the dashboard without a token goes to the login', async ({
  page,
}) => {
  await signIn(page);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByText('You have been logged out successfully')).toBeVisible();
  expect(await storedToken(page)).toBeNull();

  let listCalls = 0;
  page.on('request', (req) => {
    if (req.url().includes('/api/')) listCalls += 1;
  });
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('button', { name: 'Access Admin Dashboard' })).toBeVisible();
  expect(listCalls).toBe(0);
});

test('after Logout the earlier token is refused by all four admin reads', async ({
  page,
  request,
}) => {
  await signIn(page);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  const token = await storedToken(page);
  expect(token).toBeTruthy();
  const reads = [apiPath('get-dashboard'), ...RECORD_KINDS.map((kind) => listRoute(kind).path)];
  const statuses = async () =>
    Promise.all(
      reads.map(async (path) =>
        (await request.get(path, { headers: { authorization: `Bearer ${token}` } })).status(),
      ),
    );
  expect(await statuses()).toEqual([200, 200, 200, 200]);

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText('You have been logged out successfully')).toBeVisible();
  expect(await statuses()).toEqual([401, 401, 401, 401]);
});

test('a forged or expired token ends the session with a notice', async ({ page }) => {
  await page.goto('/admin');
  // Well-formed but signed by nobody the API trusts, like a token from another pool.
  await page.evaluate(() =>
    localStorage.setItem(
      'adminToken',
      'eyJhbGciOiJSUzI1NiIsImtpZCI6ImZvcmdlZCJ9.eyJzdWIiOiJhZG1pbiIsImV4cCI6MX0.c2lnbmF0dXJl',
    ),
  );
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByText('Session expired')).toBeVisible();
  expect(await storedToken(page)).toBeNull();
  await expect(page.getByText(/No contact submissions yet/)).toHaveCount(0);
});
