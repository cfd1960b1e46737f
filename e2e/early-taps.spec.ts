import { expect, test, type Page } from '@playwright/test';
import { FORM_COPY } from '@lab/web/content/forms';
import { hasLongerBio, TEAM } from '@lab/web/content/team';
import { useMobileProfile } from '../tools/mobile-profile';
import { expectLive } from './support/forms';
import { holdScripts } from './support/held-scripts';

/*
 * Controls that answer the first tap, with or without the page's JavaScript: the header's
 * menus and drawer (native popovers), the team bios' Read more / Read less (a native
 * disclosure) and the sampling guide's tabs (links to their own addresses).
 */

const member = TEAM.find(hasLongerBio);
if (!member) throw new Error('No team member has a longer bio');

async function checkToggle(page: Page) {
  const card = page.getByRole('article', { name: member!.name });
  const fullBio = card.getByText(member!.fullBio);
  const shortBio = card.getByText(member!.shortBio, { exact: true });
  await expect(shortBio).toBeVisible();
  await expect(fullBio).toBeHidden();

  await card.getByText('Read more').click();
  await expect(fullBio).toBeVisible();
  await expect(shortBio).toBeHidden();
  await expect(card.getByText('Read more')).toBeHidden();
  const less = card.getByText('Read less');
  await expect(less).toBeVisible();
  // The toggle sits under the bio it opened.
  const [lessBox, bioBox] = [await less.boundingBox(), await fullBio.boundingBox()];
  expect(lessBox!.y).toBeGreaterThan(bioBox!.y);

  // From the keyboard: Enter closes it again.
  await card.locator('summary').focus();
  await page.keyboard.press('Enter');
  await expect(fullBio).toBeHidden();
  await expect(shortBio).toBeVisible();
  await expect(card.getByText('Read more')).toBeVisible();
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('Read more opens the full bio and Read less closes it', async ({ page }) => {
    await page.goto('/about');
    await checkToggle(page);
  });

  test('the header menus open, close on Escape, and take their links', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/');
    const main = page.getByRole('navigation', { name: 'Main' });
    await main.getByRole('button', { name: 'Services' }).click();
    const soil = main.getByRole('link', { name: 'Soil Testing', exact: true });
    await expect(soil).toBeVisible();
    // Placed under its button, not in the middle of the screen.
    const [button, link] = [
      await main.getByRole('button', { name: 'Services' }).boundingBox(),
      await soil.boundingBox(),
    ];
    expect(link!.y).toBeGreaterThan(button!.y);
    expect(Math.abs(link!.x - button!.x)).toBeLessThan(40);
    await page.keyboard.press('Escape');
    await expect(soil).toBeHidden();
    await main.getByRole('button', { name: 'Who We Serve' }).click();
    await page.getByRole('link', { name: 'Greenhouses' }).click();
    await expect(page).toHaveURL(/\/industries#greenhouses$/);
  });

  test('the drawer opens on a phone and its links work', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Site menu' });
    await expect(drawer).toBeVisible();
    await drawer.getByRole('button', { name: 'Close menu' }).click();
    await expect(drawer).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await drawer.getByRole('link', { name: 'About Us' }).click();
    await expect(page).toHaveURL(/\/about$/);
  });

  test('a sampling tab loads its own address', async ({ page }) => {
    await page.goto('/sampling-instructions');
    await page.getByRole('tab', { name: 'Plant Tissue' }).click();
    await expect(page).toHaveURL(/\/sampling-instructions\?tab=plant-tissue$/);
  });
});

test('a tab tapped before hydration is taken once the page it loaded hydrates', async ({
  page,
}) => {
  // The page's modules held back: the tap lands on the pre-rendered HTML alone.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/sampling-instructions');
  await page.getByRole('tab', { name: 'Potato' }).click();
  await expect(page).toHaveURL(/\?tab=potato$/);
  await page.unroute('**/assets/*.js');
  await page.reload();
  await expect(page.getByRole('tab', { selected: true })).toHaveAccessibleName('Potato');
});

test('after hydration the same toggle still works', async ({ page }) => {
  await page.goto('/about');
  await page.waitForLoadState('networkidle');
  await checkToggle(page);
});

test('what is typed into a form before hydration survives it', async ({ page }) => {
  const release = await holdScripts(page);
  // Module scripts hold back DOMContentLoaded: the page is usable from its first bytes.
  await page.goto('/contact', { waitUntil: 'commit' });
  const form = page.locator('form').filter({ has: page.getByLabel('Subject') });
  const send = form.getByRole('button', { name: 'Send Message' });
  await form.getByLabel('Full name').fill('Early Typist');
  await form.getByLabel('Message').fill('Typed before the page was live.');
  await form.getByLabel('Subject').selectOption('pricing');
  // Ready for a tap from first paint (one is kept until the form is live: see forms-on-a-phone).
  await expect(send).toBeEnabled();
  // A wait of more than a moment is explained beside the button.
  await expect(form.getByText(FORM_COPY.notReady)).toBeVisible();

  release();
  await expectLive(form);
  await expect(form.getByText(FORM_COPY.notReady)).toHaveCount(0);
  await expect(form.getByLabel('Full name')).toHaveValue('Early Typist');
  await expect(form.getByLabel('Message')).toHaveValue('Typed before the page was live.');
  await expect(form.getByLabel('Subject')).toHaveValue('pricing');
});

test.describe('on a slow connection, tapped the moment they are on screen', () => {
  // Lighthouse's mobile network (150 ms RTT, 1.6 Mbps): the page paints long before its
  // modules could run. Each control is tapped once, as soon as it shows: no second try.
  test.beforeEach(async ({ page }) => useMobileProfile(page, { cpu: false }));

  test('the drawer, the theme menu and a bio answer the first tap', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/about', { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Site menu' })).toBeVisible({ timeout: 1_000 });
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: /Colour theme/ }).click();
    await page.getByRole('button', { name: 'Dark' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-color-scheme', 'dark');
    await page.getByRole('article', { name: member!.name }).getByText('Read more').click();
    await expect(page.getByText(member!.fullBio)).toBeVisible({ timeout: 1_000 });
  });

  test('a sampling tab answers the first tap', async ({ page }) => {
    await page.goto('/sampling-instructions', { waitUntil: 'commit' });
    await page.getByRole('tab', { name: 'Corn' }).click();
    await expect(page.getByRole('tab', { name: 'Corn' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toContainText('Corn');
  });
});
