import { expect, test } from '@playwright/test';
import { SAMPLING_TAB_IDS } from '@lab/web/content/sampling';
import { CROP_SPEC } from '@lab/web/test/crop-spec';

for (const [id, crop] of Object.entries(CROP_SPEC)) {
  test(`the ${crop.name} guide shows every figure the product spec gives it`, async ({ page }) => {
    await page.goto(`/sampling/${id}-instructions`);
    const main = page.locator('main');
    // Whitespace as rendered (line breaks between elements), compared case-insensitively.
    const text = (await main.innerText()).replace(/\s+/g, ' ').toLowerCase();
    for (const figure of [...crop.figures, ...crop.labels, ...(crop.form ?? [])]) {
      expect(text, figure).toContain(figure.toLowerCase());
    }
    await expect(main.getByRole('link', { name: 'Back to All Crops' })).toHaveAttribute(
      'href',
      '/sampling/plant-tissue-instructions',
    );
    await expect(main.getByRole('link', { name: 'Request Sample Bags' })).toHaveAttribute(
      'href',
      '/request-bags',
    );
  });
}

test('sampling tabs deep-link: the URL selects a tab and a tab changes the URL', async ({
  page,
}) => {
  await page.goto('/sampling-instructions');
  await expect(page.getByRole('tab', { name: 'Soil' })).toHaveAttribute('aria-selected', 'true');

  await page.goto('/sampling-instructions?tab=corn');
  await expect(page.getByRole('tab', { name: 'Corn' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toContainText('15-20 leaves');

  await page.getByRole('tab', { name: 'Peas' }).click();
  await expect(page).toHaveURL(/\?tab=peas$/);
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Peas' })).toHaveAttribute('aria-selected', 'true');
});

for (const width of [320, 390]) {
  test(`all seven sampling tabs are whole on a ${width} px screen`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/sampling-instructions');
    const list = page.getByRole('tablist');
    await list.scrollIntoViewIfNeeded();
    const tabs = list.getByRole('tab');
    await expect(tabs).toHaveCount(SAMPLING_TAB_IDS.length);
    // None cut at the screen's edge, none hidden in a strip that scrolls.
    for (const tab of await tabs.all()) await expect(tab).toBeInViewport({ ratio: 1 });
    await page.getByRole('tab', { name: 'Peas' }).click();
    await expect(page).toHaveURL(/\?tab=peas$/);
  });
}

test('a guide prints without header, footer or buttons', async ({ page }) => {
  await page.goto('/sampling/potato-instructions');
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('header').first()).toBeHidden();
  await expect(page.locator('footer').first()).toBeHidden();
  await expect(page.getByRole('link', { name: 'Request Sample Bags' })).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
