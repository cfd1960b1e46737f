import { expect, test, type Page } from '@playwright/test';
import { CAROUSEL } from '@lab/web/page-script/attributes';
import { holdScripts } from './support/held-scripts';

/*
 * The home page's service carousel, which runs no React: a row that scrolls and snaps by
 * itself, cards that are links, and arrows and arrow keys handled by the page script.
 */

const track = (page: Page) => page.locator(`[${CAROUSEL.track}]`);
const next = (page: Page) => page.getByRole('button', { name: 'Next service' });
const previous = (page: Page) => page.getByRole('button', { name: 'Previous service' });
const card = (page: Page, title: string) =>
  track(page).getByRole('link', { name: new RegExp(`^${title}`) });

/** The titles of the cards wholly in view in the row, in order (from the page's layout). */
const inView = (page: Page) =>
  track(page).evaluate((row) => {
    const box = row.getBoundingClientRect();
    return Array.from(row.children)
      .filter((slot) => {
        const { left, right } = slot.getBoundingClientRect();
        return left >= box.left - 1 && right <= box.right + 1;
      })
      .map((slot) => slot.querySelector('h3')?.textContent ?? '');
  });

const SOIL = 'Soil Testing';
const PLANT = 'Plant Tissue Testing';
const WATER = 'Water Analysis';
const FERTILIZER = 'Fertilizer Testing';
const FEED = 'Feed Analysis';
const MANURE = 'Manure Testing';
const HUMIC = 'Humic Substances Analysis';

test('shows 1, 2, 3 and 4 cards per row on small, sm, lg and xl screens', async ({ page }) => {
  const rows = [
    [390, [SOIL]],
    [600, [SOIL, PLANT]],
    [1200, [SOIL, PLANT, WATER]],
    [1536, [SOIL, PLANT, WATER, FERTILIZER]],
  ] as const;
  for (const [width, cards] of rows) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    expect(await inView(page), `${width} px`).toEqual(cards);
  }
});

test('scrolls inside itself: no sideways scrolling of the page on a 320 px phone', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/');
  expect(await inView(page)).toEqual([SOIL]);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
});

test('the arrows move the row by one card and loop at both ends', async ({ page }) => {
  await page.setViewportSize({ width: 1200, height: 900 });
  await page.goto('/');
  await next(page).click();
  await expect.poll(() => inView(page)).toEqual([PLANT, WATER, FERTILIZER]);
  await previous(page).click();
  await expect.poll(() => inView(page)).toEqual([SOIL, PLANT, WATER]);
  // Previous from the first goes to the last card (the last three in view)…
  await previous(page).click();
  await expect.poll(() => inView(page)).toEqual([FEED, MANURE, HUMIC]);
  await expect(page.getByText(/^First card:/)).toHaveText('First card: Feed Analysis (5 of 7)');
  // …and next from there back to the first.
  await next(page).click();
  await expect.poll(() => inView(page)).toEqual([SOIL, PLANT, WATER]);
});

test('on a phone, next goes through every card and round to the first again', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  for (const title of [PLANT, WATER, FERTILIZER, FEED, MANURE, HUMIC, SOIL]) {
    await next(page).click();
    await expect.poll(() => inView(page)).toEqual([title]);
  }
});

test('the Left and Right keys move the row, carrying focus along, and Tab brings a card into view', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await card(page, SOIL).focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => inView(page)).toEqual([PLANT]);
  await expect(card(page, PLANT)).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect.poll(() => inView(page)).toEqual([HUMIC]);
  await expect(card(page, HUMIC)).toBeFocused();
  // Tab backwards to the card before it, out of view until then: the browser shows it.
  await page.keyboard.press('Shift+Tab');
  await expect(card(page, MANURE)).toBeFocused();
  await expect.poll(() => inView(page)).toEqual([MANURE]);
  // The row itself takes focus too, and the keys move it from there.
  await track(page).focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => inView(page)).toEqual([HUMIC]);
});

test('with reduced motion the row jumps to the next card instead of gliding', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await track(page).evaluate((row) => {
    const seen: number[] = [];
    (window as unknown as { scrolledTo: number[] }).scrolledTo = seen;
    row.addEventListener('scroll', () => seen.push(row.scrollLeft));
  });
  await next(page).click();
  await expect.poll(() => inView(page)).toEqual([PLANT]);
  const [scrolledTo, cardLeft] = await track(page).evaluate((row) => [
    (window as unknown as { scrolledTo: number[] }).scrolledTo,
    (row.children[1] as HTMLElement).offsetLeft - (row.children[0] as HTMLElement).offsetLeft,
  ]);
  // No frame in between: every scroll event finds the row already at the next card.
  expect(scrolledTo.length).toBeGreaterThan(0);
  expect(scrolledTo.every((left) => Math.abs(left - (cardLeft as number)) <= 1)).toBe(true);
});

test('a card is a link to its service page, and its click is reported as a service card click', async ({
  page,
}) => {
  // The events the page reports, kept across the page load the click starts.
  await page.addInitScript(() => {
    const events: unknown[] = [];
    events.push = (...items: unknown[]) => {
      const kept = JSON.parse(sessionStorage.getItem('events') ?? '[]') as unknown[];
      sessionStorage.setItem('events', JSON.stringify([...kept, ...items]));
      return Array.prototype.push.apply(events, items);
    };
    (window as unknown as { dataLayer: unknown[] }).dataLayer = events;
  });
  await page.setViewportSize({ width: 1200, height: 900 });
  await page.goto('/');
  await card(page, WATER).click();
  await expect(page).toHaveURL(/\/services\/water-analysis$/);
  const events = await page.evaluate(
    () => JSON.parse(sessionStorage.getItem('events') ?? '[]') as unknown[],
  );
  expect(events).toContainEqual({
    event: 'click',
    category: 'service_card',
    label: 'water-analysis',
  });
});

test('an arrow tapped before the page script runs is answered once it does', async ({ page }) => {
  const release = await holdScripts(page);
  await page.setViewportSize({ width: 1200, height: 900 });
  // Module scripts hold back DOMContentLoaded: the page is usable from its first bytes.
  await page.goto('/', { waitUntil: 'commit' });
  // Live from its first paint: never shown disabled.
  await expect(next(page)).toBeEnabled();
  await next(page).click();
  expect(await inView(page)).toEqual([SOIL, PLANT, WATER]);
  release();
  await expect.poll(() => inView(page)).toEqual([PLANT, WATER, FERTILIZER]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the row still scrolls card by card, its cards are links, and the arrows are not shown', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    // Nothing could answer them: not shown rather than dead.
    await expect(next(page)).toBeHidden();
    await expect(previous(page)).toBeHidden();
    const left = async (title: string) => (await card(page, title).boundingBox())?.x ?? NaN;
    const start = await left(SOIL);
    // The row's own scrolling, from the keyboard: it snaps to the next card.
    await track(page).focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(async () => Math.abs((await left(PLANT)) - start)).toBeLessThan(2);
    // And a sideways swipe or wheel.
    await track(page).hover();
    await page.mouse.wheel(400, 0);
    await expect.poll(async () => Math.abs((await left(WATER)) - start)).toBeLessThan(2);
    await card(page, WATER).click();
    await expect(page).toHaveURL(/\/services\/water-analysis$/);
  });
});
