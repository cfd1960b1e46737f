import { expect, test, type Page } from '@playwright/test';
import { openDashboard, openRecord } from './support/admin-ui';
import { expectLive } from './support/forms';

/*
 * Hostile and unusual text through every public form, then read back on the dashboard:
 * it must arrive whole and show as literal text, with no markup created and no script run.
 */
const stamp = Date.now();
const SCRIPT = `<script>window.__xss=1</script><img src=x onerror="window.__xss=2">`;
const RTL = 'مرحبا بالمختبر في إدمونتون';
const EMOJI = '🌾🚜🧪';
const name = (form: string) => `${form} ${SCRIPT} ${stamp}`.slice(0, 100);
const LONG = `${'Long text without a break '.repeat(70)}end`; // ~1,800 characters

function watchForScripts(page: Page) {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return dialogs;
}

test('hostile text goes through every public form and shows literally on the dashboard', async ({
  page,
}) => {
  const dialogs = watchForScripts(page);

  await page.goto('/contact');
  const contact = page.locator('form').filter({ has: page.getByLabel('Subject') });
  await contact.getByLabel('Full name').fill(name('Contact'));
  // Reaching into the form starts its code; the rest is typed into the live form.
  await expectLive(contact);
  await contact.getByLabel('Email address').fill('hostile@example.com');
  await contact.getByLabel('Message').fill(`${SCRIPT}\n${RTL} ${EMOJI}\n${LONG}`);
  await contact.getByRole('checkbox').check();
  await contact.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Message sent!')).toBeVisible();

  await page.goto('/request-bags');
  const resource = page.locator('form');
  await resource.getByLabel('Full name').fill(name('Container'));
  // Reaching into the form starts its code; the rest is typed into the live form.
  await expectLive(resource);
  await resource.getByLabel('Email address').fill('hostile@example.com');
  await resource.getByLabel('Company or farm (optional)').fill(`${RTL} ${EMOJI}`);
  await resource.getByLabel('Container type').selectOption('soil-sample-bags');
  await resource.getByLabel('Quantity needed').fill(`<b>12</b> ${EMOJI}`);
  await resource.getByLabel('Street address').fill(`<i>1</i> Main St ${RTL}`);
  await resource.getByLabel('City or town').fill('Leduc');
  await resource.getByLabel('Province').selectOption('AB');
  await resource.getByLabel('Postal code').fill('T9E 2X2');
  await resource.getByLabel('Notes (optional)').fill(`${SCRIPT} ${LONG.slice(0, 400)}`);
  await resource.getByRole('button', { name: 'Submit Request' }).click();
  await expect(page.getByRole('heading', { name: 'Request Submitted!' })).toBeVisible();

  await page.goto('/ship-sample');
  const shipping = page.locator('form');
  await shipping.getByLabel('Shipper name').fill(name('Shipping'));
  // Reaching into the form starts its code; the rest is typed into the live form.
  await expectLive(shipping);
  await shipping.getByLabel('Email address').fill('hostile@example.com');
  await shipping.getByLabel('Phone number').fill(`<u>780</u> ${EMOJI}`);
  await shipping.getByLabel('Sample type').selectOption('soil');
  await shipping.getByLabel('Shipment weight').fill(`${RTL} 5 kg`);
  await shipping.getByLabel('Shipment dimensions').fill(SCRIPT);
  await shipping.getByRole('button', { name: 'Request Shipping Label' }).click();
  await expect(page.getByRole('heading', { name: 'Shipping Request Submitted!' })).toBeVisible();

  await openDashboard(page);
  const checks: [RegExp, string, string[]][] = [
    [/^Contact Submissions/, name('Contact'), [SCRIPT, RTL, EMOJI, LONG]],
    [
      /^Resource Requests/,
      name('Container'),
      [`<b>12</b> ${EMOJI}`, `<i>1</i> Main St ${RTL}`, SCRIPT],
    ],
    [/^Shipping Requests/, name('Shipping'), [`<u>780</u> ${EMOJI}`, `${RTL} 5 kg`, SCRIPT]],
  ];
  for (const [tab, heading, texts] of checks) {
    await page.getByRole('tab', { name: tab }).click();
    const card = await openRecord(page, heading);
    await expect(card.getByRole('heading')).toHaveText(heading);
    const text = await card.innerText();
    for (const expected of texts)
      expect(text, `${heading}: ${expected.slice(0, 40)}`).toContain(expected);
    expect(await card.locator('script, img, b, i, u').count()).toBe(0);
  }
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
});

test('oversized and malformed bodies get a clear 4xx, never a 500', async ({ request }) => {
  const huge = await request.post('/api/contact', {
    headers: { 'content-type': 'application/json' },
    data: Buffer.from(JSON.stringify({ name: 'x'.repeat(20_000) })),
  });
  expect(huge.status()).toBe(413);
  expect(await huge.json()).toMatchObject({ message: expect.any(String) });

  const tooLong = await request.post('/api/shipping/request', {
    data: {
      shipperName: 'x'.repeat(101),
      shipperEmail: 'a@example.com',
      shipperPhone: '1',
      sampleType: 'soil',
      shipmentWeight: '1 kg',
      shipmentDimensions: '1 cm',
    },
  });
  expect(tooLong.status()).toBe(400);
  expect(await tooLong.json()).toMatchObject({ errors: { shipperName: expect.any(String) } });

  const broken = await request.post('/api/resources/request', {
    headers: { 'content-type': 'application/json' },
    data: Buffer.from('{"name": "unterminated'),
  });
  expect({ status: broken.status(), body: await broken.json() }).toEqual({
    status: 415,
    body: { message: 'Request body must be valid JSON' },
  });
});
