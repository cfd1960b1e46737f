import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { SITE_ROUTES } from '@lab/web/config/site-routes';
import { openDashboard, openRecord } from './support/admin-ui';
import { layOutWholePage } from './support/layout';

/** WCAG 2.0, 2.1 and 2.2 A and AA; axe leaves wcag22aa out unless asked. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function violations(page: Page): Promise<string[]> {
  await layOutWholePage(page);
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n${violation.nodes
        .slice(0, 5)
        .map((node) => `    ${node.target.join(' ')}: ${node.failureSummary ?? ''}`)
        .join('\n')}`,
  );
}

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;

for (const scheme of ['light', 'dark'] as const) {
  for (const viewport of VIEWPORTS) {
    test.describe(`${scheme} theme, ${viewport.width} px`, () => {
      test.use({ viewport: { width: viewport.width, height: viewport.height } });
      test.beforeEach(async ({ page }) => {
        await page.addInitScript((value) => localStorage.setItem('lab-theme', value), scheme);
      });

      test('every page has no WCAG 2.2 AA violation', async ({ page }) => {
        test.setTimeout(240_000);
        const found: string[] = [];
        for (const route of SITE_ROUTES.filter((r) => r.path !== '/admin/dashboard')) {
          await page.goto(route.path);
          await page.waitForLoadState('networkidle');
          await expect(page.locator('html')).toHaveAttribute('data-color-scheme', scheme);
          found.push(...(await violations(page)).map((v) => `${route.path}: ${v}`));
        }
        expect(found, found.join('\n')).toEqual([]);
      });

      test('the signed-in dashboard has no WCAG 2.2 AA violation', async ({ page, request }) => {
        // A record to show, so the cards and their actions are checked too.
        await request.post('/api/contact', {
          data: {
            name: 'Axe Check',
            email: 'axe@example.com',
            phone: '',
            message: 'Checking the dashboard for accessibility.',
          },
        });
        await openDashboard(page);
        // The welcome toast is part of the page while it shows.
        const found = await violations(page);
        await page.getByRole('tab', { name: /^Contact Submissions/ }).click();
        // A compact row, then its full card opened, so the card's controls are checked too.
        await openRecord(page, 'Axe Check');
        found.push(...(await violations(page)));
        // The audit trail, with this sign-in and these list views in it.
        await page.getByRole('tab', { name: 'Activity' }).click();
        await expect(page.getByRole('tabpanel').locator('ol > li').first()).toBeVisible();
        found.push(...(await violations(page)));
        expect(found, found.join('\n')).toEqual([]);
      });
    });
  }
}
