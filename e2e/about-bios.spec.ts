import { expect, test, type Page } from '@playwright/test';
import { hasLongerBio, TEAM } from '@lab/web/content/team';

/*
 * The team bios' Read more / Read less toggle is a native disclosure: it answers the first
 * tap, with or without the page's JavaScript.
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
});

test('after hydration the same toggle still works', async ({ page }) => {
  await page.goto('/about');
  await page.waitForLoadState('networkidle');
  await checkToggle(page);
});
