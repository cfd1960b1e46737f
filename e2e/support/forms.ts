import { expect, type Page } from '@playwright/test';
import { listRoute } from '@lab/shared/api/routes';
import type { RecordKind } from '@lab/shared/constants/record-kinds';
import { shownReference } from './mail';

/*
 * The three public request forms as a visitor fills and sends them, for the specs that
 * follow a request into the mail.
 */

/** Each form: where it is, how a visitor from `email` fills it, and its submit button. */
export const REQUEST_FORMS: Record<
  RecordKind,
  { fill: (page: Page, email: string) => Promise<void>; submit: string }
> = {
  contact: {
    submit: 'Send Message',
    async fill(page, email) {
      await page.goto('/contact');
      const form = page.locator('form').filter({ has: page.getByLabel('Subject') });
      await form.getByLabel('Full name').fill('Mail Check');
      // Reaching into the form starts its code; the rest is typed into the live form.
      await expect(form.getByRole('button', { name: 'Send Message' })).toBeEnabled();
      await form.getByLabel('Email address').fill(email);
      await form.getByLabel('Message').fill('Please call me about soil sampling near Leduc.');
      await form.getByRole('checkbox').check();
    },
  },
  resource: {
    submit: 'Submit Request',
    async fill(page, email) {
      await page.goto('/request-bags');
      const form = page.locator('form');
      await form.getByLabel('Full name').fill('Mail Check');
      // Reaching into the form starts its code; the rest is typed into the live form.
      await expect(form.getByRole('button', { name: 'Submit Request' })).toBeEnabled();
      await form.getByLabel('Email address').fill(email);
      await form.getByLabel('Container type').selectOption('soil-sample-bags');
      await form.getByLabel('Quantity needed').fill('10 bags');
      await form.getByLabel('Street address').fill('55 Township Road 510');
      await form.getByLabel('City or town').fill('Leduc');
      await form.getByLabel('Province').selectOption('AB');
      await form.getByLabel('Postal code').fill('T9E 2X2');
    },
  },
  shipping: {
    submit: 'Request Shipping Label',
    async fill(page, email) {
      await page.goto('/ship-sample');
      const form = page.locator('form');
      await form.getByLabel('Shipper name').fill('Mail Check');
      // Reaching into the form starts its code; the rest is typed into the live form.
      await expect(form.getByRole('button', { name: 'Request Shipping Label' })).toBeEnabled();
      await form.getByLabel('Email address').fill(email);
      await form.getByLabel('Phone number').fill('306-555-0110');
      await form.getByLabel('Sample type').selectOption('soil');
      await form.getByLabel('Shipment weight').fill('8 kg');
      await form.getByLabel('Shipment dimensions').fill('40 x 30 x 30 cm');
    },
  },
};

/**
 * Sends `kind`'s filled form on `page` and reads the stored record's id and the reference
 * on screen.
 */
export async function sendFilled(page: Page, kind: RecordKind) {
  const answer = page.waitForResponse(
    (res) => res.request().method() === 'POST' && res.url().endsWith(listRoute(kind).path),
  );
  await page.locator('form').getByRole('button', { name: REQUEST_FORMS[kind].submit }).click();
  const res = await answer;
  expect(res.status()).toBe(201);
  const { id, reference } = (await res.json()) as { id: string; reference: string };
  expect(await shownReference(page)).toBe(reference);
  return { id, reference };
}

/** Fills and sends `kind`'s form as a visitor from `email`. */
export async function submit(page: Page, kind: RecordKind, email: string) {
  await REQUEST_FORMS[kind].fill(page, email);
  return sendFilled(page, kind);
}

/** An address no other test uses. */
export const uniqueAddress = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
