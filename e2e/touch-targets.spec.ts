import { expect, test, type Locator } from '@playwright/test';
import { SITE, telHref } from '@lab/web/config/site';

/*
 * Targets a thumb can hit: every link and button in the footer and in the open mobile
 * drawer is at least 24 by 24 CSS pixels (WCAG 2.2, 2.5.8 Target Size (Minimum), met by
 * size rather than by the spacing exception).
 */

const MIN_TARGET = 24;
const TARGETS = 'a[href], button, [role="button"], [role="tab"], input, select, summary';

/** Each visible target in the region that is smaller than the minimum, with its size. */
async function smallTargets(region: Locator): Promise<string[]> {
  return region.evaluate(
    (element, { selector, min }) =>
      Array.from(element.querySelectorAll<HTMLElement>(selector))
        .map((target) => ({ target, rect: target.getBoundingClientRect() }))
        .filter(({ rect }) => rect.width > 0 && rect.height > 0)
        .filter(({ rect }) => rect.width < min || rect.height < min)
        .map(({ target, rect }) => {
          const name = (target.getAttribute('aria-label') ?? target.textContent ?? '').trim();
          return `${target.tagName.toLowerCase()} "${name}": ${rect.width.toFixed(1)} x ${rect.height.toFixed(1)} px`;
        }),
    { selector: TARGETS, min: MIN_TARGET },
  );
}

for (const width of [320, 390, 1440]) {
  test(`every footer target is at least ${MIN_TARGET} px at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    // Not an empty pass: the footer's links are all there to measure.
    await expect(footer.getByRole('link')).toHaveCount(
      6 +
        5 +
        2 +
        SITE.social.length +
        3 /* quick links, services, phone and e-mail, social, legal */,
    );
    expect(await smallTargets(footer)).toEqual([]);
  });
}

for (const width of [320, 390]) {
  test(`the open drawer leads with Contact and a call button, every target at least ${MIN_TARGET} px, at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 700 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Site menu' });
    await expect(drawer).toBeVisible();

    // Within reach at the top: the first two links are calling the laboratory and Contact,
    // both on screen as the drawer opens.
    const links = drawer.getByRole('link');
    const call = links.nth(0);
    await expect(call).toHaveAttribute('href', telHref(SITE.phone));
    await expect(call).toContainText(SITE.phoneDisplay);
    await expect(links.nth(1)).toHaveAttribute('href', '/contact');
    await expect(call).toBeInViewport({ ratio: 1 });
    await expect(links.nth(1)).toBeInViewport({ ratio: 1 });

    expect(await smallTargets(drawer)).toEqual([]);
  });
}
