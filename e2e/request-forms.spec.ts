import { expect, test } from '@playwright/test';
import { storedRecords } from './support/admin-api';
import { expectLive } from './support/forms';

test('a resource request is stored as one address line and comments, and confirmed', async ({
  page,
  request,
}) => {
  await page.goto('/request-bags');
  const name = `Container E2E ${Date.now()}`;
  const form = page.locator('form');
  await form.getByLabel('Full name').fill(name);
  // Reaching into the form starts its code; the rest is typed into the live form.
  await expectLive(form);
  await form.getByLabel('Email address').fill('grower@example.com');
  await form.getByLabel('Company or farm (optional)').fill('Prairie Acres');
  await form.getByLabel('Container type').selectOption('water-sample-bottles');
  await form.getByLabel('Quantity needed').fill('6 bottles');
  await form.getByLabel('Street address').fill('55 Township Road 510');
  await form.getByLabel('City or town').fill('Leduc');
  await form.getByLabel('Province').selectOption('AB');
  await form.getByLabel('Postal code').fill('t9e 2x2');
  await form.getByRole('button', { name: 'Submit Request' }).click();

  await expect(page.getByRole('heading', { name: 'Request Submitted!' })).toBeVisible();
  await expect(page.getByText('Container request submitted', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Resources' })).toHaveAttribute(
    'href',
    '/resources',
  );

  const record = (await storedRecords(request, '/api/resources/request')).find(
    (r) => r.name === name,
  );
  expect(record).toMatchObject({
    resourceId: 'water-sample-bottles',
    email: 'grower@example.com',
    phone: null,
    address: '55 Township Road 510, Leduc, AB, T9E 2X2',
    comments: 'Company: Prairie Acres\nContainer type: Water Sample Bottles\nQuantity: 6 bottles',
  });
});

test('/resources/request is the same screen, canonical to /request-bags', async ({ page }) => {
  await page.goto('/resources/request');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Request Sample Containers');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/request-bags$/);
});

test('the server rejects a postal code that is not Canadian', async ({ request }) => {
  const res = await request.post('/api/resources/request', {
    data: {
      resourceId: 'soil-sample-bags',
      name: 'Jo',
      email: 'jo@example.com',
      address: '1 Main St, Beverly Hills, CA, 90210',
    },
  });
  expect(res.status()).toBe(400);
  expect(await res.json()).toMatchObject({
    errors: { address: 'Please enter a valid Canadian postal code (for example T5J 0N3)' },
  });
});

test('a shipping label request is stored as entered and confirmed', async ({ page, request }) => {
  await page.goto('/ship-sample');
  const name = `Shipping E2E ${Date.now()}`;
  const form = page.locator('form');
  await form.getByLabel('Shipper name').fill(name);
  // Reaching into the form starts its code; the rest is typed into the live form.
  await expectLive(form);
  await form.getByLabel('Email address').fill('shipper@example.com');
  await form.getByLabel('Phone number').fill('306-555-0110');
  await form.getByLabel('Sample type').selectOption('manure');
  await form.getByLabel('Shipment weight').fill('8 kg');
  await form.getByLabel('Shipment dimensions').fill('40 x 30 x 30 cm');
  await form.getByRole('button', { name: 'Request Shipping Label' }).click();

  await expect(page.getByRole('heading', { name: 'Shipping Request Submitted!' })).toBeVisible();
  await expect(page.getByText('Shipping request submitted', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse Our Services' })).toHaveAttribute(
    'href',
    '/services',
  );

  const record = (await storedRecords(request, '/api/shipping/request')).find(
    (r) => r.shipperName === name,
  );
  expect(record).toMatchObject({
    shipperEmail: 'shipper@example.com',
    shipperPhone: '306-555-0110',
    sampleType: 'manure',
    shipmentWeight: '8 kg',
    shipmentDimensions: '40 x 30 x 30 cm',
  });
});

test('resource keys open their page; an unknown key shows the notice', async ({ page }) => {
  await page.goto('/resources?resource=water-bottles');
  await expect(page).toHaveURL(/\/request-bags$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Request Sample Containers');

  await page.goto('/resources?resource=peas');
  await expect(page).toHaveURL(/\/sampling\/peas-instructions$/);

  await page.goto('/resources?resource=unknown-thing');
  await expect(page.getByText('Resource not found. Please try again.')).toBeVisible();
  await expect(page).toHaveURL(/\/resources$/);
});
