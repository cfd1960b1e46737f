import { expect, test, type Page } from '@playwright/test';
import { E2E } from './playwright.config';
import { adminCode } from './support/admin-ui';
import { expectLive } from './support/forms';

/*
 * Keyboard-only runs of the three main forms: every field reached with Tab and filled or
 * chosen with keys, focus visible at each stop, errors announced on the field, and focus
 * sent to the first invalid field when a submit fails.
 */

/** What the focused element is called and whether the browser shows its focus ring. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element) return null;
    const labelled = element.getAttribute('aria-label');
    const label = labelled ?? (element as HTMLInputElement).labels?.[0]?.textContent ?? '';
    const style = getComputedStyle(element);
    const field = element.closest('.MuiInputBase-root');
    return {
      name: (label || element.textContent || '').replace(/\s*\*\s*$/, '').trim(),
      focusVisible: element.matches(':focus-visible'),
      // Inputs show focus on their MUI frame (a thicker, coloured outline); buttons and
      // checkboxes get the theme's focus ring.
      indicator:
        Boolean(field?.classList.contains('Mui-focused')) ||
        // The same frame before the form is live (what it looks like, not a class).
        (Boolean(field?.matches(':focus-within')) &&
          getComputedStyle(field!.querySelector('.MuiOutlinedInput-notchedOutline')!)
            .borderTopWidth === '2px') ||
        element.classList.contains('Mui-focusVisible') ||
        Boolean(element.closest('.Mui-focusVisible')) ||
        (style.outlineStyle !== 'none' && style.outlineWidth !== '0px'),
    };
  });

/** Presses Tab until the element named `name` has focus (from wherever focus is). */
async function tabTo(page: Page, name: string | RegExp, limit = 80) {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    const current = await focused(page);
    if (current && (typeof name === 'string' ? current.name === name : name.test(current.name))) {
      expect(current.focusVisible, `${current.name} focus-visible`).toBe(true);
      // MUI marks a focused button in its next render, not in the focus event itself.
      await expect
        .poll(async () => (await focused(page))?.indicator, {
          message: `${current.name} shows focus`,
          timeout: 2_000,
        })
        .toBe(true);
      return;
    }
  }
  throw new Error(`Tab never reached ${String(name)}`);
}

/** The invalid field with focus, and the message its aria-describedby points to. */
const announcedError = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement;
    const ids = (element.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
    return {
      invalid: element.getAttribute('aria-invalid'),
      description: ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' '),
    };
  });

async function submitEmpty(page: Page, submit: string) {
  await tabTo(page, submit);
  await page.keyboard.press('Enter');
}

test('the contact form works from the keyboard alone', async ({ page }) => {
  await page.goto('/contact');
  // Tabbing into the form starts its code: its submit button is live once that has run.
  await tabTo(page, 'Full name');
  await expectLive(page.locator('form').filter({ has: page.getByLabel('Subject') }));
  await submitEmpty(page, 'Send Message');
  await expect.poll(() => focused(page).then((f) => f?.name)).toBe('Full name');
  expect(await announcedError(page)).toEqual({
    invalid: 'true',
    description: 'Name must be at least 2 characters',
  });

  await page.keyboard.type('Kay Board');
  await page.keyboard.press('Tab');
  expect((await focused(page))?.name).toBe('Email address');
  await page.keyboard.type('kay@example.com');
  await tabTo(page, 'Subject');
  await page.keyboard.press('ArrowDown');
  await tabTo(page, 'Message');
  await page.keyboard.type('Keyboard only: please send a soil sampling kit.');
  await tabTo(page, /I consent/);
  await page.keyboard.press('Space');
  await tabTo(page, 'Send Message');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Message sent!')).toBeVisible();
});

test('the resource request form works from the keyboard alone', async ({ page }) => {
  await page.goto('/request-bags');
  // Tabbing into the form starts its code: its submit button is live once that has run.
  await tabTo(page, 'Full name');
  await expectLive(page.locator('form'));
  await submitEmpty(page, 'Submit Request');
  await expect.poll(() => focused(page).then((f) => f?.name)).toBe('Full name');
  expect(await announcedError(page)).toEqual({ invalid: 'true', description: 'Name is required' });

  const steps: [string, string | 'ArrowDown'][] = [
    ['Full name', 'Kay Board'],
    ['Email address', 'kay@example.com'],
    ['Container type', 'ArrowDown'],
    ['Quantity needed', '10 bags'],
    ['Street address', '1 Keyboard Lane'],
    ['City or town', 'Leduc'],
    ['Province', 'ArrowDown'],
    ['Postal code', 'T9E 2X2'],
  ];
  for (const [index, [name, input]] of steps.entries()) {
    if (index > 0) await tabTo(page, name);
    expect((await focused(page))?.name).toBe(name);
    if (input === 'ArrowDown') await page.keyboard.press('ArrowDown');
    else await page.keyboard.type(input);
  }
  await tabTo(page, 'Submit Request');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Request Submitted!' })).toBeFocused();
});

test('the admin login works from the keyboard alone', async ({ page }) => {
  await page.goto('/admin');
  await expect(page.getByRole('button', { name: 'Access Admin Dashboard' })).toBeEnabled();
  await submitEmpty(page, 'Access Admin Dashboard');
  await expect.poll(() => focused(page).then((f) => f?.name)).toBe('Username');
  expect(await announcedError(page)).toEqual({
    invalid: 'true',
    description: 'Username is required',
  });

  await page.keyboard.type('admin');
  await tabTo(page, 'Password');
  await page.keyboard.type(E2E.adminPassword);
  await tabTo(page, 'Show password');
  await page.keyboard.press('Enter');
  await expect(page.locator('input[name="password"]')).toHaveAttribute('type', 'text');
  await tabTo(page, 'Access Admin Dashboard');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('textbox', { name: 'Authentication code' })).toBeVisible();
  await tabTo(page, 'Authentication code');
  await page.keyboard.type(await adminCode());
  await tabTo(page, 'Verify');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  // The tabs are one stop: the keys move along them, to the last (Accounts) and back to Activity.
  await tabTo(page, 'Overview');
  await page.keyboard.press('End');
  await expect(page.getByRole('tab', { name: 'Accounts' })).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('tab', { name: 'Activity' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Activity', level: 2 })).toBeVisible();
  await expect(page.getByRole('tabpanel').locator('ol > li').first()).toBeVisible();
});
