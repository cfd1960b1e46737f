import { expect, type Locator, type Page } from '@playwright/test';
import { readAccountSecret } from '@lab/functions/local/admin-secret';
import { unusedCode } from '@lab/functions/local/unused-code';
import { E2E } from '../playwright.config';

/** The password field (its label toggles with the show/hide button). */
export const PASSWORD_INPUT = 'input[name="password"]';

/**
 * The local admin's current authenticator code. The stack `npm start` runs for the e2e
 * tests enrols the admin at start and keeps the secret in its data directory.
 */
export function adminCode(): Promise<string> {
  const secret = readAccountSecret(E2E.dataDir);
  if (!secret) throw new Error(`The e2e stack enrolled no admin authenticator in ${E2E.dataDir}`);
  return unusedCode(secret);
}

/**
 * Fills in and sends the admin login form, once it has hydrated. With the right password
 * it then gives the authenticator code the next screen asks for; with a wrong one it
 * stops at the password's answer.
 */
export async function signIn(page: Page, password: string = E2E.adminPassword): Promise<void> {
  await page.goto('/admin');
  const submit = page.getByRole('button', { name: 'Access Admin Dashboard' });
  await expect(submit).toBeEnabled();
  await page.getByRole('textbox', { name: 'Username' }).fill('admin');
  await page.locator(PASSWORD_INPUT).fill(password);
  await submit.click();
  if (password === E2E.adminPassword) await enterCode(page);
}

/** Gives the authenticator code the screen after the password asks for. */
export async function enterCode(page: Page): Promise<void> {
  const code = page.getByRole('textbox', { name: 'Authentication code' });
  await expect(code).toBeVisible();
  await code.fill(await adminCode());
  await page.getByRole('button', { name: 'Verify' }).click();
}

/** Signs in with the right password and code, and waits for the dashboard. */
export async function openDashboard(page: Page): Promise<void> {
  await signIn(page);
  await expect(page.getByRole('tab', { name: 'Overview' })).toBeVisible();
}

/**
 * A list tab's record, whose compact line shows `text` (its requester's name, its
 * subject): the line's button (the requester's name, which opens it) and, once opened,
 * its full card.
 */
export function inboxRecord(page: Page, text: string): { row: Locator; card: Locator } {
  // The shown tab's panel: a list opened before stays in the page, hidden, behind it.
  const item = page
    .getByRole('tabpanel')
    .locator('[data-inbox-record]')
    .filter({ has: page.locator('[data-inbox-head]', { hasText: text }) })
    // The newest, when earlier runs left records that read the same.
    .first();
  return { row: item.locator('[data-inbox-row]'), card: item.getByRole('article') };
}

/**
 * Opens a list tab's record (a compact row until then) and returns its full card, with
 * the copy, alert, status and note controls.
 */
export async function openRecord(page: Page, text: string): Promise<Locator> {
  const { row, card } = inboxRecord(page, text);
  await expect(row).toBeVisible();
  if ((await row.getAttribute('aria-expanded')) !== 'true') await row.click();
  await expect(card).toBeVisible();
  return card;
}
