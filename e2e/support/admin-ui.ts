import { expect, type Page } from '@playwright/test';
import { E2E } from '../playwright.config';

/** The password field (its label toggles with the show/hide button). */
export const PASSWORD_INPUT = 'input[name="password"]';

/** Fills in and sends the admin login form, once it has hydrated. */
export async function signIn(page: Page, password: string = E2E.adminPassword): Promise<void> {
  await page.goto('/admin');
  const submit = page.getByRole('button', { name: 'Access Admin Dashboard' });
  await expect(submit).toBeEnabled();
  await page.getByRole('textbox', { name: 'Username' }).fill('admin');
  await page.locator(PASSWORD_INPUT).fill(password);
  await submit.click();
}

/** Signs in with the right password and waits for the dashboard. */
export async function openDashboard(page: Page): Promise<void> {
  await signIn(page);
  await expect(page.getByRole('tab', { name: 'Overview' })).toBeVisible();
}
