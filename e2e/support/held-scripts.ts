import type { Page } from '@playwright/test';

/**
 * Holds back the page's JavaScript modules until the answered function is called: the page
 * as a visitor on a slow connection has it before its scripts run.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
