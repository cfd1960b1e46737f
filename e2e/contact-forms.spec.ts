import { expect, test, type Locator } from '@playwright/test';
import { storedRecords } from './support/admin-api';
import { expectLive } from './support/forms';

async function fillCommon(form: Locator, name: string) {
  await form.scrollIntoViewIfNeeded();
  await form.getByLabel('Full name').fill(name);
  // Reaching into the form starts its code; the rest is typed into the live form.
  await expectLive(form);
  await form.getByLabel('Email address').fill('grower@example.com');
  await form.getByLabel('Phone (optional)').fill('780-555-0199');
  await form
    .getByLabel('Message')
    .fill('Please call me about soil sampling for 400 acres near Leduc.');
}

test('the contact page form stores the message with its subject and resets', async ({
  page,
  request,
}) => {
  await page.goto('/contact');
  const form = page.locator('form').filter({ has: page.getByLabel('Subject') });
  const name = `Contact Page ${Date.now()}`;
  await fillCommon(form, name);
  await form.getByLabel('Subject').selectOption('pricing');
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Message sent!')).toBeVisible();
  await expect(page.getByText("We'll get back to you shortly.")).toBeVisible();
  await expect(form.getByLabel('Full name')).toHaveValue('');
  await expect(form.getByLabel('Subject')).toHaveValue('general');

  const record = (await storedRecords(request, '/api/contact')).find((r) => r.name === name);
  expect(record).toMatchObject({
    email: 'grower@example.com',
    phone: '780-555-0199',
    subject: 'pricing',
    message: 'Please call me about soil sampling for 400 acres near Leduc.',
  });
});

test('the home page form stores the message without a subject', async ({ page, request }) => {
  await page.goto('/');
  const form = page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: 'Get In Touch' }) })
    .locator('form');
  const name = `Home Page ${Date.now()}`;
  await fillCommon(form, name);
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Message sent!')).toBeVisible();

  const record = (await storedRecords(request, '/api/contact')).find((r) => r.name === name);
  expect(record).toMatchObject({ email: 'grower@example.com', subject: null });
});
