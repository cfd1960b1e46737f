/**
 * Draws the installed site's icons (the manifest's and the apple-touch-icon, as
 * `web/src/config/app-manifest.ts` lists them) from the logo, `web/public/favicon.svg`,
 * into `web/public/`, rendered by headless Chromium. The PNGs are committed: run this
 * after changing the logo or the icon list.
 *
 * Usage: `npm -w @lab/web run icons`
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS } from '../../../tools/chromium';
import { APP_ICONS, APPLE_TOUCH_ICON } from '../../src/config/app-manifest';
import { iconSvg } from './draw';

const PUBLIC = join(dirname(fileURLToPath(import.meta.url)), '../../public');

const logo = await readFile(join(PUBLIC, 'favicon.svg'), 'utf8');
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: CHROMIUM_FLAGS,
});
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  for (const icon of [...APP_ICONS, APPLE_TOUCH_ICON]) {
    await page.setViewportSize({ width: icon.size, height: icon.size });
    await page.setContent(`<!doctype html><body style="margin:0">${iconSvg(logo, icon)}</body>`);
    const png = await page.screenshot({
      clip: { x: 0, y: 0, width: icon.size, height: icon.size },
      // The `any` icons keep the logo's transparent corners.
      omitBackground: true,
    });
    const file = join(PUBLIC, icon.src);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, png);
    console.log(`Wrote ${icon.src} (${icon.size}×${icon.size}, ${icon.purpose})`);
  }
} finally {
  await browser.close();
}
