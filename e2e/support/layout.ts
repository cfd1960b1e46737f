import type { Page } from '@playwright/test';

/**
 * Lays out the whole page at once. The blocks below the first screen are laid out only
 * when they come near it (content-visibility: auto); until then each keeps a placeholder
 * size and clips its content, so a check of the whole page's geometry (widths, what covers
 * a target) would measure placeholders. A visitor scrolls each into view: measure that.
 * What is hidden stays hidden (`hidden="until-found"` is content-visibility: hidden too:
 * the dashboard's kept tabs).
 */
export async function layOutWholePage(page: Page): Promise<void> {
  await page.addStyleTag({
    content: '*:not([hidden]) { content-visibility: visible !important; }',
  });
}
