import { expect, test, type Page } from '@playwright/test';
import type { RecordKind } from '@lab/shared/constants/record-kinds';
import { SITE } from '@lab/web/config/site';
import { FORM_COPY } from '@lab/web/content/forms';
import { useMobileProfile } from '../tools/mobile-profile';
import { expectLive, fillForm, REQUEST_FORMS, sendFilled, uniqueAddress } from './support/forms';
import { holdScripts } from './support/held-scripts';

/*
 * The three public forms as a farmer meets them on a phone: a tap on Send that comes
 * before the form's code is answered, not lost; the consent box shows its tick at once;
 * without JavaScript the form says how else to reach the laboratory; and once a request
 * is stored, its reference number is in view, uncovered, with where its copy went.
 */

const PHONE = { width: 390, height: 844 };

/** Each form, with the spec's messages for it untouched (in field order) and its success notice. */
const FORMS: { kind: RecordKind; messages: string[]; success: string }[] = [
  {
    kind: 'contact',
    messages: [
      'Name must be at least 2 characters',
      'Please enter a valid email address',
      'Message must be at least 10 characters',
      'You must agree to our data collection policy',
    ],
    success: 'Message sent!',
  },
  {
    kind: 'resource',
    messages: [
      'Name is required',
      'Please enter a valid email address',
      'Please select a container type',
      'Please specify quantity needed',
      'Address is required',
      'City is required',
      'Province is required',
      'Postal code is required',
    ],
    success: 'Container request submitted',
  },
  {
    kind: 'shipping',
    messages: [
      'Shipper name is required',
      'Please enter a valid email address',
      'Phone number is required',
      'Please select a sample type',
      'Shipment weight is required',
      'Shipment dimensions are required',
    ],
    success: 'Shipping request submitted',
  },
];
const contactPageForm = REQUEST_FORMS.contact.form;

test.describe('on the mobile profile, a tap on Send is the first thing a visitor does', () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });
  test.beforeEach(async ({ page }) => useMobileProfile(page));

  for (const { kind, messages } of FORMS) {
    const { path, submit, form: formOf } = REQUEST_FORMS[kind];
    test(`${path}: the tap is answered at once and then with the form's messages`, async ({
      page,
    }) => {
      await page.goto(path, { waitUntil: 'commit' });
      const form = formOf(page);
      const send = form.getByRole('button', { name: submit });
      await send.scrollIntoViewIfNeeded();
      await send.tap();
      // At once: the form says it is getting ready (or, already live, shows what is missing).
      await expect(form.getByText(FORM_COPY.notReady).or(form.getByText(messages[0]!))).toBeVisible(
        { timeout: 1_000 },
      );
      // Then, without a second tap, the spec's message under every field.
      for (const message of messages) {
        await expect(form.getByText(message, { exact: true })).toBeVisible({ timeout: 30_000 });
      }
      await expect(form.getByText(FORM_COPY.notReady)).toHaveCount(0);
    });
  }
});

test('the consent box draws its tick from the first tap, before the form is live', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  const release = await holdScripts(page);
  await page.goto('/contact', { waitUntil: 'commit' });
  const form = contactPageForm(page);
  const consent = form.getByRole('checkbox');
  const ticked = form.locator('.consent-checked');
  const empty = form.locator('.consent-unchecked');
  await expect(empty).toBeVisible();
  await expect(ticked).toBeHidden();

  await consent.click();
  await expect(ticked).toBeVisible();
  await expect(empty).toBeHidden();
  // A second tap takes it away, visibly: the box never says the opposite of its state.
  await consent.click();
  await expect(ticked).toBeHidden();
  await expect(empty).toBeVisible();
  await consent.click();
  await expect(ticked).toBeVisible();

  release();
  await expectLive(form);
  await expect(consent).toBeChecked();
  await expect(ticked).toBeVisible();
  await form.getByLabel('Full name').fill('Early Consent');
  await form.getByLabel('Email address').fill('early.consent@example.com');
  await form.getByLabel('Message').fill('Consent ticked before the form was live.');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Message sent!')).toBeVisible();
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false, viewport: PHONE });

  const pages = [
    { path: '/', submit: 'Send Message', form: (page: Page) => page.locator('form') },
    ...Object.values(REQUEST_FORMS),
  ];
  for (const { path, submit, form: formOf } of pages) {
    test(`${path}: the form says how to reach the laboratory instead of offering a dead button`, async ({
      page,
    }) => {
      await page.goto(path);
      const form = formOf(page);
      await expect(form.getByRole('button', { name: submit })).toBeHidden();
      const note = form.getByRole('note');
      await expect(note).toBeVisible();
      await expect(note).toContainText(FORM_COPY.noScript.title);
      await expect(note.getByRole('link', { name: SITE.phoneDisplay })).toHaveAttribute(
        'href',
        `tel:${SITE.phone}`,
      );
      await expect(note.getByRole('link', { name: SITE.email })).toHaveAttribute(
        'href',
        `mailto:${SITE.email}`,
      );
      await expect(note).toContainText(SITE.hours.weekdays);
      // Enter in a field sends nothing anywhere: what was typed never lands in an address.
      const first = form.getByRole('textbox').first();
      await first.fill('Typed without JavaScript');
      await first.press('Enter');
      await page.waitForTimeout(300);
      expect(new URL(page.url()).search).toBe('');
      await expect(first).toHaveValue('Typed without JavaScript');
    });
  }
});

test.describe('the confirmation on a phone', () => {
  for (const width of [320, 390]) {
    for (const { kind, success } of FORMS) {
      test(`${REQUEST_FORMS[kind].path} at ${width} px: the reference number is in view, uncovered, with where its copy went`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height: width === 320 ? 568 : 844 });
        const email = uniqueAddress(`phone-${width}`);
        await fillForm(page, kind, email);
        await sendFilled(page, kind);

        const toast = page
          .locator('.notifications-container')
          .getByRole('status')
          .filter({ hasText: success });
        await expect(toast).toBeVisible();
        // The number, what to do with it, where its copy went and the copy button.
        const parts = [
          page.getByText(/^Your reference number:/),
          page.getByText(FORM_COPY.emailed(email)),
          page.getByRole('button', { name: 'Copy number' }),
        ];
        for (const part of parts) await expect(part).toBeVisible();
        const { height } = page.viewportSize()!;
        // Scrolled into view (smoothly): wait for it to settle inside the screen.
        for (const part of parts) {
          await expect
            .poll(async () => {
              const box = await part.boundingBox();
              return box !== null && box.y >= 0 && box.y + box.height <= height;
            })
            .toBe(true);
        }
        const toastBox = (await toast.boundingBox())!;
        for (const part of parts) {
          const box = (await part.boundingBox())!;
          const overlaps =
            box.y < toastBox.y + toastBox.height &&
            toastBox.y < box.y + box.height &&
            box.x < toastBox.x + toastBox.width &&
            toastBox.x < box.x + box.width;
          expect(overlaps, `the toast covers ${await part.textContent()}`).toBe(false);
        }
      });
    }
  }
});
