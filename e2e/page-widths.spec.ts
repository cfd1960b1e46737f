import { expect, test, type Locator, type Page } from '@playwright/test';
import { STORAGE_KEYS } from '@lab/shared/constants/storage-keys';
import { SITE_ROUTES } from '@lab/web/config/site-routes';
import { DEFAULT_SAMPLING_TAB, SAMPLING_TAB_IDS } from '@lab/web/content/sampling';
import { signIn } from './support/admin-ui';
import { layOutWholePage } from './support/layout';

/*
 * No page scrolls sideways on a phone: at the narrowest common width (320 px) and a
 * typical one (390 px), in both themes, every public page, the sampling guide's tab
 * addresses and the staff screens are no wider than the screen. A failure names the
 * element that sticks out, so the fix can start there.
 */

const WIDTHS = [320, 390] as const;
const SCHEMES = ['light', 'dark'] as const;
const STAFF_PATHS = new Set(['/admin', '/admin/dashboard']);

const PUBLIC_PATHS = [
  ...SITE_ROUTES.map((route) => route.path).filter((path) => !STAFF_PATHS.has(path)),
  // Each tab of the sampling guide is an address of its own, loaded before any script.
  ...SAMPLING_TAB_IDS.filter((tab) => tab !== DEFAULT_SAMPLING_TAB).map(
    (tab) => `/sampling-instructions?tab=${tab}`,
  ),
];

interface Overflow {
  scrollWidth: number;
  viewportWidth: number;
  /** The outermost element reaching furthest past an edge of the screen. */
  widest: string;
  /** The innermost element reaching as far: often the content that holds it open. */
  innermost: string;
}

/**
 * How far the page reaches past the screen's width, or null when it fits. Run in the page.
 * An element inside a box that clips or scrolls sideways (a carousel track, a scrolling
 * tab strip) or a fixed one cannot widen the page, so only the others are candidates.
 * Among those reaching furthest, the outermost is the one wider than its container; the
 * innermost (a long word, a row of figures) is what makes it so.
 */
function measureOverflow(): Overflow | null {
  const root = document.documentElement;
  const viewportWidth = root.clientWidth;
  if (root.scrollWidth <= viewportWidth) return null;

  const clipsSideways = (element: Element) => {
    const { overflowX, position } = getComputedStyle(element);
    return overflowX !== 'visible' || position === 'fixed';
  };
  const describe = (element: Element) => {
    const parts: string[] = [];
    for (let node: Element | null = element; node && node !== document.body;) {
      const classes = Array.from(node.classList)
        .filter((name) => !/^css-/.test(name))
        .slice(0, 2);
      parts.unshift(
        node.tagName.toLowerCase() +
          (node.id ? `#${node.id}` : '') +
          classes.map((name) => `.${name}`).join(''),
      );
      if (parts.length === 4) break;
      node = node.parentElement;
    }
    const rect = element.getBoundingClientRect();
    const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60);
    return `${parts.join(' > ')}${text ? ` ("${text}")` : ''}, ${Math.round(rect.width)} px wide from x=${Math.round(rect.left)}`;
  };

  const candidates: { element: Element; reach: number; depth: number }[] = [];
  const visit = (element: Element, depth: number) => {
    const rect = element.getBoundingClientRect();
    if (rect.width > 0 || rect.height > 0) {
      const reach = Math.max(rect.right + window.scrollX - viewportWidth, -rect.left);
      if (reach > 0.5) candidates.push({ element, reach, depth });
    }
    if (clipsSideways(element)) return;
    for (const child of Array.from(element.children)) visit(child, depth + 1);
  };
  for (const child of Array.from(document.body.children)) visit(child, 0);

  const furthest = Math.max(...candidates.map((candidate) => candidate.reach));
  // In document order, so the first of the deepest is the earliest in the page.
  const tied = candidates.filter((candidate) => candidate.reach > furthest - 0.5);
  const outermost = tied.reduce<(typeof tied)[number] | undefined>(
    (best, candidate) => (!best || candidate.depth < best.depth ? candidate : best),
    undefined,
  );
  const innermost = tied.reduce<(typeof tied)[number] | undefined>(
    (best, candidate) => (!best || candidate.depth > best.depth ? candidate : best),
    undefined,
  );
  const none = '(no element: check margins and pseudo-elements)';
  return {
    scrollWidth: root.scrollWidth,
    viewportWidth,
    widest: outermost ? describe(outermost.element) : none,
    innermost: innermost ? describe(innermost.element) : none,
  };
}

/**
 * Whether a dashboard tab shows whole within its strip's width: the strip scrolls to whole
 * pixels, so a tab's fractional edge may sit up to a pixel beyond it. The page itself may
 * have scrolled, so the strip, not the viewport, is the measure.
 */
function wholeInStrip(tab: Locator): Promise<boolean> {
  return tab.evaluate((element) => {
    const strip = (element.parentElement as HTMLElement).getBoundingClientRect();
    const { left, right } = element.getBoundingClientRect();
    return left >= strip.left - 1 && right <= strip.right + 1;
  });
}

async function overflowOf(page: Page, label: string): Promise<string[]> {
  await layOutWholePage(page);
  const overflow = await page.evaluate(measureOverflow);
  return overflow
    ? [
        `${label}: ${overflow.scrollWidth} px wide on a ${overflow.viewportWidth} px screen; ` +
          `widest element: ${overflow.widest}; innermost as wide: ${overflow.innermost}`,
      ]
    : [];
}

for (const scheme of SCHEMES) {
  for (const width of WIDTHS) {
    test.describe(`${width} px, ${scheme} theme`, () => {
      test.use({ viewport: { width, height: 800 } });
      test.beforeEach(async ({ page }) => {
        await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
          STORAGE_KEYS.theme,
          scheme,
        ] as const);
      });

      test('every public page fits the screen', async ({ page }) => {
        test.setTimeout(240_000);
        const found: string[] = [];
        for (const path of PUBLIC_PATHS) {
          await page.goto(path);
          await page.waitForLoadState('networkidle');
          await expect(page.locator('html')).toHaveAttribute('data-color-scheme', scheme);
          found.push(...(await overflowOf(page, path)));
        }
        expect(found, found.join('\n')).toEqual([]);
      });

      test('the staff screens fit the screen', async ({ page, request }) => {
        test.setTimeout(120_000);
        // One record of each kind, so the lists show cards, not only their empty messages.
        const stamp = Date.now();
        const email = `width-check-${stamp}@example.com`;
        await request.post('/api/contact', {
          data: {
            name: 'Width Check',
            email,
            phone: '780-555-0101',
            message: 'Checking that the dashboard fits a phone screen.',
          },
        });
        await request.post('/api/resources/request', {
          data: {
            resourceId: 'soil-sample-bags',
            name: 'Width Check',
            email,
            address: '55 Township Road 510, Leduc, AB, T9E 2X2',
            phone: null,
            comments: 'Container type: Soil Sample Bags\nQuantity: 10 bags',
          },
        });
        await request.post('/api/shipping/request', {
          data: {
            shipperName: 'Width Check',
            shipperEmail: email,
            shipperPhone: '780-555-0101',
            sampleType: 'soil',
            shipmentWeight: '3 kg',
            shipmentDimensions: '30 x 20 x 20 cm',
          },
        });

        const found: string[] = [];
        await page.goto('/admin');
        // Measured live, as staff see it. A shared machine under load can take a while.
        await expect(page.getByRole('button', { name: 'Access Admin Dashboard' })).toBeEnabled({
          timeout: 30_000,
        });
        found.push(...(await overflowOf(page, '/admin')));

        await signIn(page);
        await expect(page.getByRole('tab', { name: 'Overview' })).toBeVisible({ timeout: 30_000 });
        await expect(page.locator('html')).toHaveAttribute('data-color-scheme', scheme);
        const tabList = page.getByRole('tablist', { name: 'Dashboard sections' });
        const tabs = tabList.getByRole('tab');
        const names = await tabs.allInnerTexts();
        expect(names.length).toBeGreaterThanOrEqual(5);
        // One row above the list, however narrow the screen (it scrolls sideways), and the
        // keys bring the tab they reach into sight.
        expect((await tabList.boundingBox())?.height).toBeLessThan(2 * 48);
        await tabs.first().focus();
        await page.keyboard.press('End');
        await expect(tabs.last()).toBeFocused();
        await expect.poll(() => wholeInStrip(tabs.last())).toBe(true);
        await page.keyboard.press('Home');
        await expect.poll(() => wholeInStrip(tabs.first())).toBe(true);
        // A list shown from its overview card: its tab, the fourth, is scrolled into sight.
        await page
          .getByRole('tabpanel')
          .getByRole('button', { name: /^Shipping Requests/ })
          .click();
        const shipping = tabList.getByRole('tab', { name: /^Shipping Requests/ });
        await expect(shipping).toHaveAttribute('aria-selected', 'true');
        await expect.poll(() => wholeInStrip(shipping)).toBe(true);
        await tabs.first().click();
        for (const [index, name] of names.entries()) {
          await tabs.nth(index).click();
          await expect(tabs.nth(index)).toHaveAttribute('aria-selected', 'true');
          const panel = page.getByRole('tabpanel');
          // A list tab shows its cards (or its empty message) once loaded.
          await expect(panel).toBeVisible();
          await page.waitForLoadState('networkidle');
          found.push(...(await overflowOf(page, `/admin/dashboard, ${name.trim()} tab`)));
          // A list's rows are compact; the record they open to must fit as well.
          const row = panel.locator('[data-inbox-row]').first();
          if (await row.count()) {
            await row.click();
            await expect(panel.getByRole('article')).toBeVisible();
            found.push(...(await overflowOf(page, `/admin/dashboard, ${name.trim()} record`)));
          }
        }
        expect(found, found.join('\n')).toEqual([]);
      });
    });
  }
}
