import { expect, type Locator, type Page } from '@playwright/test';
import { listRoute } from '@lab/shared/api/routes';
import type { RecordKind } from '@lab/shared/constants/record-kinds';
import { EARLY_SUBMIT } from '@lab/web/components/form/early-submit';
import { shownReference } from './mail';

/*
 * The three public request forms as a visitor fills and sends them, for the specs that
 * follow a request from the form into the mail.
 */

/**
 * Waits until a public form's code runs (the form is marked live). Its submit button is
 * enabled from first paint, so being enabled says nothing of that. A wait, not a measure
 * (the tap benchmark times it): loading the form's code on a shared CI machine can take
 * longer than an assertion's usual 5 s.
 */
export async function expectLive(form: Locator): Promise<void> {
  await expect(form).toHaveAttribute(EARLY_SUBMIT.live, '', { timeout: 20_000 });
}

/** Each form: its page, the form on it, its submit button, and how a visitor fills it in. */
export const REQUEST_FORMS: Record<
  RecordKind,
  {
    path: string;
    form: (page: Page) => Locator;
    /** The label of the requester's name field, the first field. */
    name: string;
    submit: string;
    fill: (form: Locator, email: string) => Promise<void>;
  }
> = {
  contact: {
    path: '/contact',
    form: (page) => page.locator('form').filter({ has: page.getByLabel('Subject') }),
    name: 'Full name',
    submit: 'Send Message',
    async fill(form, email) {
      await form.getByLabel('Email address').fill(email);
      await form.getByLabel('Message').fill('Please call me about soil sampling near Leduc.');
      await form.getByRole('checkbox').check();
    },
  },
  resource: {
    path: '/request-bags',
    form: (page) => page.locator('form'),
    name: 'Full name',
    submit: 'Submit Request',
    async fill(form, email) {
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
    path: '/ship-sample',
    form: (page) => page.locator('form'),
    name: 'Shipper name',
    submit: 'Request Shipping Label',
    async fill(form, email) {
      await form.getByLabel('Email address').fill(email);
      await form.getByLabel('Phone number').fill('306-555-0110');
      await form.getByLabel('Sample type').selectOption('soil');
      await form.getByLabel('Shipment weight').fill('8 kg');
      await form.getByLabel('Shipment dimensions').fill('40 x 30 x 30 cm');
    },
  },
};

/**
 * Opens `kind`'s form on `page` and fills it in as a visitor from `email` (the name first:
 * reaching into the form starts its code; the rest is typed into the live form).
 */
export async function fillForm(page: Page, kind: RecordKind, email: string): Promise<Locator> {
  const { path, form: formOn, name, fill } = REQUEST_FORMS[kind];
  await page.goto(path);
  const form = formOn(page);
  await form.getByLabel(name).fill('Mail Check');
  await expectLive(form);
  await fill(form, email);
  return form;
}

/**
 * Sends `kind`'s filled form on `page` and reads the stored record's id and the reference
 * on screen.
 */
export async function sendFilled(page: Page, kind: RecordKind) {
  const answer = page.waitForResponse(
    (res) => res.request().method() === 'POST' && res.url().endsWith(listRoute(kind).path),
  );
  await REQUEST_FORMS[kind]
    .form(page)
    .getByRole('button', { name: REQUEST_FORMS[kind].submit })
    .click();
  const res = await answer;
  expect(res.status()).toBe(201);
  const { id, reference } = (await res.json()) as { id: string; reference: string };
  expect(await shownReference(page)).toBe(reference);
  return { id, reference };
}

/** Fills and sends `kind`'s form as a visitor from `email`. */
export async function submit(page: Page, kind: RecordKind, email: string) {
  await fillForm(page, kind, email);
  return sendFilled(page, kind);
}

/** An address no other test uses. */
export const uniqueAddress = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
