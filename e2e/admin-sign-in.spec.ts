import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { createLocalAccount, resetLocalPassword } from '@lab/functions/local/local-admin-pool';
import { currentCode } from '@lab/functions/local/totp';
import { unusedCode } from '@lab/functions/local/unused-code';
import { apiPath, listRoute } from '@lab/shared/api/routes';
import { RECORD_KINDS } from '@lab/shared/constants/record-kinds';
import { SIGN_IN_MESSAGES } from '@lab/shared/schemas/admin';
import { AUDIT_EVENT_LABELS, AUDIT_REASON_LABELS } from '@lab/shared/schemas/audit';
import { E2E } from './playwright.config';
import { PASSWORD_INPUT } from './support/admin-ui';

const TEMPORARY_PASSWORD = 'Temporary-Passw0rd!';
const NEW_PASSWORD = 'Own-Passw0rd-2026!';
const RESET_PASSWORD = 'Reset-Temp-Passw0rd!';
const AFTER_RESET_PASSWORD = 'After-Reset-Passw0rd-2026!';

async function noAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
}

/** What the Activity tab shows for one user, newest first: each entry's event and outcome. */
async function activityOf(page: Page, username: string): Promise<string[]> {
  await page.getByRole('tab', { name: 'Activity' }).click();
  // The views are hidden until asked for; this test counts them too.
  await page.getByRole('tabpanel').getByRole('switch', { name: 'Show views' }).check();
  const list = page.getByRole('tabpanel').locator('ol > li');
  await expect(list.first()).toBeVisible();
  // Older entries, page by page.
  const more = page.getByRole('tabpanel').getByRole('button', { name: 'Load more' });
  while (await more.isVisible()) {
    const shown = await list.count();
    await more.click();
    await expect.poll(() => list.count()).toBeGreaterThan(shown);
  }
  const entries = await list.evaluateAll((items) =>
    items.map((item) => {
      const fact = (label: string) =>
        Array.from(item.querySelectorAll('dt')).find((dt) => dt.textContent === label)
          ?.nextElementSibling?.textContent;
      return {
        event: item.querySelector('h3')?.textContent,
        who: fact('Who'),
        outcome: fact('Outcome'),
      };
    }),
  );
  return entries
    .filter((entry) => entry.who === username)
    .map((entry) => `${entry.event} | ${entry.outcome}`);
}

const succeeded = (event: keyof typeof AUDIT_EVENT_LABELS) =>
  `${AUDIT_EVENT_LABELS[event]} | Success`;

/** Chooses a new password at the step that asks for one. */
async function chooseNewPassword(page: Page, password: string): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(password);
  await page.getByRole('textbox', { name: 'Confirm new password' }).fill(password);
  await page.getByRole('button', { name: 'Set password' }).click();
}

/** Gives the code of the app just set up at the step that asks for it. */
async function enterCodeOf(page: Page, secret: string): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Two-step verification' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Authentication code' }).fill(await unusedCode(secret));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('tab', { name: 'Overview' })).toBeVisible();
}

async function enterPassword(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/admin');
  const submit = page.getByRole('button', { name: 'Access Admin Dashboard' });
  await expect(submit).toBeEnabled();
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.locator(PASSWORD_INPUT).fill(password);
  await submit.click();
}

test('a new admin enrols and signs in, is signed out, resets a password; each step is in the Activity view', async ({
  page,
}) => {
  // A long journey (three sign-ins, a reset, five accessibility checks) on a shared machine.
  test.setTimeout(120_000);
  const username = `staff-${Date.now().toString(36)}`;
  // An administrator: it reads its own steps in the Activity tab at the end.
  await createLocalAccount(`http://127.0.0.1:${E2E.cognitoPort}`, {
    username,
    temporaryPassword: TEMPORARY_PASSWORD,
    role: 'administrator',
  });

  await enterPassword(page, username, TEMPORARY_PASSWORD);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await noAxeViolations(page);
  await chooseNewPassword(page, NEW_PASSWORD);

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

  await code.fill(await unusedCode(secret));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('tab', { name: 'Overview' })).toBeVisible();

  // Signing in again asks for the code of the app just set up.
  await page.evaluate(() => localStorage.clear());
  await enterPassword(page, username, NEW_PASSWORD);
  await expect(page.getByRole('heading', { name: 'Two-step verification' })).toBeVisible();
  await noAxeViolations(page);
  await enterCodeOf(page, secret);

  // After Logout, the token this sign-in got is refused by every admin read.
  const token = await page.evaluate(() => localStorage.getItem('adminToken'));
  const reads = [apiPath('get-dashboard'), ...RECORD_KINDS.map((kind) => listRoute(kind).path)];
  const statuses = () =>
    Promise.all(
      reads.map(async (path) =>
        (await page.request.get(path, { headers: { authorization: `Bearer ${token}` } })).status(),
      ),
    );
  expect(await statuses()).toEqual([200, 200, 200, 200]);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText('You have been logged out successfully')).toBeVisible();
  expect(await statuses()).toEqual([401, 401, 401, 401]);

  // An operator resets the forgotten password: the temporary one leads to a new password,
  // and the authenticator stays.
  await resetLocalPassword(`http://127.0.0.1:${E2E.cognitoPort}`, {
    username,
    temporaryPassword: RESET_PASSWORD,
  });
  await enterPassword(page, username, RESET_PASSWORD);
  await chooseNewPassword(page, AFTER_RESET_PASSWORD);
  await enterCodeOf(page, secret);

  // Every step is in the Activity view under this admin's name, newest first; so are the
  // dashboard reads between them.
  const activity = await activityOf(page, username);
  // Views, the Activity tab's own first read among them (the switch reads it again).
  const views = [
    succeeded('dashboard-viewed'),
    succeeded('list-viewed'),
    succeeded('activity-viewed'),
  ];
  expect(activity.filter((entry) => !views.includes(entry))).toEqual([
    succeeded('sign-in'),
    succeeded('password-changed'),
    succeeded('logout'),
    succeeded('sign-in'),
    succeeded('sign-in'),
    succeeded('mfa-enrolled'),
    `${AUDIT_EVENT_LABELS['sign-in-failed']} | Refused: ${AUDIT_REASON_LABELS['wrong-code']}`,
    succeeded('password-changed'),
  ]);
  expect(activity).toEqual(expect.arrayContaining(views));
  await noAxeViolations(page);
});
