import { expect, test, type Page } from '@playwright/test';
import { hasLongerBio, TEAM } from '@lab/web/content/team';

/*
 * Controls that answer the first tap, with or without the page's JavaScript: the team
 * bios' Read more / Read less (a native disclosure) and the sampling guide's tabs (links to
 * their own addresses).
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
