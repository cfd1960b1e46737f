import { expect, test, type Page } from '@playwright/test';
import { isStaffPath } from '@lab/shared/security/headers';
import { SITE_ROUTES } from '@lab/web/config/site-routes';
import { fullTitle } from '@lab/web/lib/page-meta';

/** Console errors and warnings, hydration mismatches included. */
function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      problems.push(`${page.url()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
  return problems;
}

test.describe('pre-rendered pages', () => {
  test('every route is served as complete HTML with its own title', async ({ request }) => {
    for (const route of SITE_ROUTES) {
      const res = await request.get(route.path);
      expect(res.status(), route.path).toBe(200);
      const html = await res.text();
      expect(html, route.path).toContain(
        `<title>${fullTitle(route.title).replace(/&/g, '&amp;')}</title>`,
      );
      // Content, not an empty root for the browser to fill.
      expect(html, route.path).toMatch(/<div id="root">.*<header.*<main.*<h1/s);
      expect(html, route.path).toContain('<style data-emotion="css');
    }
  });

  test('unknown paths answer 404 with the not-found screen', async ({ page }) => {
    for (const path of ['/no-such-page', '/services/not-a-service']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found');
      await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
    }
  });

  test('every page starts without warnings and keeps its pre-rendered content', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const problems = collectProblems(page);
    // Hydration must adopt the pre-rendered DOM: if React discards it and renders again,
    // <main> is empty for a moment (a flash of blank page) before the content returns.
    // Watched from the end of parsing, when <main> is whole: hydration comes after it, and a
    // parser pausing right after `<main>` would otherwise look like an emptied page.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        new MutationObserver(() => {
          const main = document.querySelector('main');
          if (main && main.childElementCount === 0)
            document.documentElement.dataset.mainEmptied = '';
        }).observe(document, { childList: true, subtree: true });
      });
    });
    for (const { path } of SITE_ROUTES) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      // Without a token the staff screens (the dashboard, Receive samples) send the visitor on
      // to /admin: a navigation, not a re-render.
      if (isStaffPath(path) && path !== '/admin') continue;
      expect(
        await page.locator('html[data-main-emptied]').count(),
        `${path} was emptied during hydration; console: ${problems.join(' | ')}`,
      ).toBe(0);
    }
    expect(problems).toEqual([]);
  });

  test('a link to another page loads its pre-rendered document, which reports its own page view', async ({
    page,
  }) => {
    const problems = collectProblems(page);
    await page.goto('/');
    const pageViews = () =>
      page.evaluate(() =>
        ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).filter(
          (entry) => entry.event === 'page_view',
        ),
      );
    await expect.poll(pageViews).toEqual([expect.objectContaining({ page_path: '/' })]);
    // A link works at once: no script has to be running for it.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'About Us' })
      .click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page).toHaveTitle(fullTitle('About Our Laboratory'));
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/about$/);
    await expect
      .poll(pageViews)
      .toEqual([
        expect.objectContaining({ page_path: '/about', page_title: 'About Our Laboratory' }),
      ]);
    expect(problems).toEqual([]);
  });

  test('sitemap.xml lists the indexable pages and robots.txt points to it', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain('/services/soil-testing</loc>');
    expect(sitemap).not.toContain('/admin');
    expect(sitemap).not.toContain('/resources/request<');
    expect(await (await request.get('/robots.txt')).text()).toMatch(
      /Sitemap: https?:\/\/\S+\/sitemap\.xml/,
    );
  });

  test('the theme choice survives a reload of a pre-rendered page with no flash', async ({
    page,
  }) => {
    await page.goto('/');
    // The menu is a native popover: the first click opens it.
    await page.getByRole('button', { name: /Colour theme/ }).click();
    await page.getByRole('button', { name: 'Dark' }).click();
    await expect(page.getByRole('button', { name: 'Colour theme: Dark' })).toBeVisible();
    await page.reload();
    // Set by the inline script before the first paint, not after hydration.
    const scheme = await page.evaluate(() =>
      document.documentElement.getAttribute('data-color-scheme'),
    );
    expect(scheme).toBe('dark');
  });
});
