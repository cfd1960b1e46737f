import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { IDLE_MINUTES } from '@lab/shared/constants/sign-in';
import { openDashboard } from './support/admin-ui';

/*
 * The idle warning in real Chromium. The browser's clock is Playwright's, so half an hour
 * passes in a moment; the server keeps real time, so it still answers 'Stay signed in'.
 */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const minutes = (count: number) => count * 60_000;

for (const scheme of ['light', 'dark'] as const) {
  test(`the idle warning is keyboard-operable and has no WCAG 2.2 AA violation (${scheme})`, async ({
    page,
  }) => {
    await page.addInitScript((value) => localStorage.setItem('lab-theme', value), scheme);
    await page.clock.install();
    await openDashboard(page);
    await expect(
      page.getByText(`Signed-in sessions end after ${IDLE_MINUTES} minutes without activity.`),
    ).toBeVisible();

    await page.clock.fastForward(minutes(IDLE_MINUTES - 2) + 5_000);
    const dialog = page.getByRole('alertdialog', { name: 'Your session is about to end' });
    await expect(dialog).toBeVisible();
    await expect(page.getByRole('timer')).toHaveText(/^1:5\d/);
    await expect(page.getByRole('button', { name: 'Stay signed in' })).toBeFocused();
    const found = await new AxeBuilder({ page }).withTags(TAGS).analyze();
    expect(found.violations.map((violation) => violation.id)).toEqual([]);

    // Focus stays in the dialog; Enter on 'Stay signed in' asks the server, and the warning goes.
    await page.keyboard.press('Shift+Tab');
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeFocused();
    await page.keyboard.press('Tab');
    const request = page.waitForResponse((response) =>
      response.url().endsWith('/api/admin/dashboard'),
    );
    await page.keyboard.press('Enter');
    expect((await request).ok()).toBe(true);
    await expect(dialog).toBeHidden();

    // Nothing more: the session ends as a refused token ends it.
    await page.clock.fastForward(minutes(IDLE_MINUTES) + 5_000);
    await expect(page.getByText('Session expired')).toBeVisible();
    await expect(page).toHaveURL(/\/admin$/);
  });
}
