import { expect, test, type Page } from '@playwright/test';
import { listRoute } from '@lab/shared/api/routes';
import { RECORD_KINDS, type RecordKind } from '@lab/shared/constants/record-kinds';
import { DEFAULT_NOTIFY_TO } from '@lab/shared/lambda/deployment-defaults';
import { storedRecords } from './support/admin-api';
import { expectLive } from './support/forms';
import { automaticMessagesOf, shownReference, viewerMessages } from './support/mail';

/*
 * The automatic e-mails on `npm start`: the mail worker on the record streams sends each
 * stored request the laboratory's alert and the requester's receipt, through the local SES
 * (whose viewer this reads), and the reference on the confirmation is the one both carry.
 */

/** Fills and sends one public form as a visitor from `email`. */
const SUBMIT: Record<RecordKind, (page: Page, email: string) => Promise<void>> = {
  async contact(page, email) {
    await page.goto('/contact');
    const form = page.locator('form').filter({ has: page.getByLabel('Subject') });
    await form.getByLabel('Full name').fill('Mail Check');
    // Reaching into the form starts its code; the rest is typed into the live form.
    await expectLive(form);
    await form.getByLabel('Email address').fill(email);
    await form.getByLabel('Message').fill('Please call me about soil sampling near Leduc.');
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Send Message' }).click();
  },
  async resource(page, email) {
    await page.goto('/request-bags');
    const form = page.locator('form');
    await form.getByLabel('Full name').fill('Mail Check');
    // Reaching into the form starts its code; the rest is typed into the live form.
    await expectLive(form);
    await form.getByLabel('Email address').fill(email);
    await form.getByLabel('Container type').selectOption('soil-sample-bags');
    await form.getByLabel('Quantity needed').fill('10 bags');
    await form.getByLabel('Street address').fill('55 Township Road 510');
    await form.getByLabel('City or town').fill('Leduc');
    await form.getByLabel('Province').selectOption('AB');
    await form.getByLabel('Postal code').fill('T9E 2X2');
    await form.getByRole('button', { name: 'Submit Request' }).click();
  },
  async shipping(page, email) {
    await page.goto('/ship-sample');
    const form = page.locator('form');
    await form.getByLabel('Shipper name').fill('Mail Check');
    // Reaching into the form starts its code; the rest is typed into the live form.
    await expectLive(form);
    await form.getByLabel('Email address').fill(email);
    await form.getByLabel('Phone number').fill('306-555-0110');
    await form.getByLabel('Sample type').selectOption('soil');
    await form.getByLabel('Shipment weight').fill('8 kg');
    await form.getByLabel('Shipment dimensions').fill('40 x 30 x 30 cm');
    await form.getByRole('button', { name: 'Request Shipping Label' }).click();
  },
};

/** Sends `kind`'s form and reads the stored record's id and the reference on screen. */
async function submit(page: Page, kind: RecordKind, email: string) {
  const answer = page.waitForResponse(
    (res) => res.request().method() === 'POST' && res.url().endsWith(listRoute(kind).path),
  );
  await SUBMIT[kind](page, email);
  const res = await answer;
  expect(res.status()).toBe(201);
  const { id, reference } = (await res.json()) as { id: string; reference: string };
  expect(await shownReference(page)).toBe(reference);
  return { id, reference };
}

const uniqueAddress = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

for (const kind of RECORD_KINDS) {
  test(`a ${kind} request brings the laboratory one alert and the requester one receipt, with the reference shown`, async ({
    page,
    request,
  }) => {
    const email = uniqueAddress(kind);
    const { id, reference } = await submit(page, kind, email);

    const messages = await automaticMessagesOf(request, id, 2);
    const alert = messages.find((m) => m.delivery === `${kind}/${id}/alert`);
    const receipt = messages.find((m) => m.delivery === `${kind}/${id}/receipt`);
    expect(alert?.destination.to).toEqual([DEFAULT_NOTIFY_TO]);
    expect(receipt?.destination.to).toEqual([email]);
    expect(alert?.body.text).toContain(reference);
    expect(receipt?.subject).toContain(reference);
    expect(receipt?.body.text).toContain(reference);
    // Exactly once: the record's messages settled, and still two of them.
    await expect
      .poll(
        async () => {
          const record = (await storedRecords(request, listRoute(kind).path)).find(
            (r) => r.id === id,
          );
          const delivery = record?.delivery as Record<string, { state: string } | null>;
          return [delivery?.alert?.state, delivery?.receipt?.state];
        },
        { timeout: 30_000 },
      )
      .toEqual(['delivered', 'delivered']);
    const again = (await viewerMessages(request)).filter((m) => m.delivery?.includes(`/${id}/`));
    expect(again.map((m) => m.delivery).sort()).toEqual([
      `${kind}/${id}/alert`,
      `${kind}/${id}/receipt`,
    ]);
  });
}

test('a second request from the same address within the hour brings an alert and no receipt', async ({
  page,
  request,
}) => {
  const email = uniqueAddress('twice');
  const first = await submit(page, 'contact', email);
  await automaticMessagesOf(request, first.id, 2);
  const second = await submit(page, 'contact', email.toUpperCase());

  const [alert] = await automaticMessagesOf(request, second.id, 1);
  expect(alert?.delivery).toBe(`contact/${second.id}/alert`);
  await expect
    .poll(
      async () => {
        const record = (await storedRecords(request, '/api/contact')).find(
          (r) => r.id === second.id,
        );
        return (record?.delivery as { receipt?: unknown } | undefined)?.receipt;
      },
      { timeout: 30_000 },
    )
    .toMatchObject({ state: 'skipped', reason: 'limit' });
  const receipts = (await viewerMessages(request)).filter(
    (m) => m.delivery === `contact/${second.id}/receipt`,
  );
  expect(receipts).toEqual([]);
});
