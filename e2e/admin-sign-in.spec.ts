import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { createLocalAccount } from '@lab/functions/local/bootstrap';
import { currentCode } from '@lab/functions/local/totp';
import { SIGN_IN_MESSAGES } from '@lab/shared/schemas/admin';
import { E2E } from './playwright.config';
import { PASSWORD_INPUT } from './support/admin-ui';

const TEMPORARY_PASSWORD = 'Temporary-Passw0rd!';
const NEW_PASSWORD = 'Own-Passw0rd-2026!';

async function noAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
}

async function enterPassword(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/admin');
  const submit = page.getByRole('button', { name: 'Access Admin Dashboard' });
  await expect(submit).toBeEnabled();
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.locator(PASSWORD_INPUT).fill(password);
  await submit.click();
}

test('a new admin sets a password, enrols an authenticator from its secret and signs in with a code', async ({
  page,
}) => {
  const username = `staff-${Date.now().toString(36)}`;
  await createLocalAccount(`http://127.0.0.1:${E2E.cognitoPort}`, {
    username,
    temporaryPassword: TEMPORARY_PASSWORD,
  });

  await enterPassword(page, username, TEMPORARY_PASSWORD);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await noAxeViolations(page);
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('textbox', { name: 'Confirm new password' }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Set password' }).click();

  await expect(page.getByRole('heading', { name: 'Set up two-step verification' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  await noAxeViolations(page);
  const secret = (await page.locator('dd code').innerText()).replace(/\s+/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);

  // A wrong code is refused under its field, and the step stays.
  const code = page.getByRole('textbox', { name: 'Authentication code' });
  const wrong = currentCode(secret) === '000000' ? '111111' : '000000';
  await code.fill(wrong);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText(SIGN_IN_MESSAGES.codeRefused).first()).toBeVisible();
  await expect(page).toHaveURL(/\/admin$/);

  await code.fill(currentCode(secret));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('tab', { name: 'Overview' })).toBeVisible();

  // Signing in again asks for the code of the app just set up.
  await page.evaluate(() => localStorage.clear());
  await enterPassword(page, username, NEW_PASSWORD);
  await expect(page.getByRole('heading', { name: 'Two-step verification' })).toBeVisible();
  await noAxeViolations(page);
  await page.getByRole('textbox', { name: 'Authentication code' }).fill(currentCode(secret));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('tab', { name: 'Overview' })).toBeVisible();
});
