import { chromium, expect, test } from '@playwright/test';
import { CHROMIUM_FLAGS } from '../tools/chromium';
import { renderFirstPageGrey } from '../tools/pdf-tools';
import { openDashboard } from './support/admin-ui';
import { writeStillVideo } from './support/fake-camera';
import { submit, uniqueAddress } from './support/forms';

/*
 * The camera path of Receive samples (issue 31), in a browser without the Barcode
 * Detection API (Chromium on Linux has none), so the WebAssembly decoder reads the label:
 * the 4×6 in label printed from the confirmation, rendered at 150 dpi and filmed by
 * Chromium's fake camera, finds its request, under the staff pages' real CSP.
 */
test('a label held to the camera finds its request where the browser has no barcode reader', async ({
  page,
  baseURL,
}, testInfo) => {
  test.slow();
  const { reference } = await submit(page, 'shipping', uniqueAddress('camera'));
  const href = await page
    .getByRole('link', { name: 'Print your shipping label' })
    .getAttribute('href');
  const label = await page.request.get(`${href}&size=4x6`);
  expect(label.status()).toBe(200);
  const video = testInfo.outputPath('label.y4m');
  writeStillVideo(renderFirstPageGrey(await label.body(), 150), video);

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      ...CHROMIUM_FLAGS,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
  try {
    const context = await browser.newContext({ baseURL, permissions: ['camera'] });
    const staff = await context.newPage();
    expect(await staff.evaluate(() => 'BarcodeDetector' in globalThis)).toBe(false);
    const refused: string[] = [];
    staff.on('console', (message) => {
      if (/Content Security Policy|Content-Security-Policy/i.test(message.text())) {
        refused.push(message.text());
      }
    });
    await openDashboard(staff);
    await staff
      .getByRole('navigation', { name: 'Staff' })
      .getByRole('link', { name: 'Receive samples' })
      .click();
    await staff.getByRole('button', { name: 'Scan with camera' }).click();
    // The decoder reads the filmed label, closes the camera and looks the reference up.
    await expect(staff.getByRole('button', { name: 'Record arrival' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(staff.getByRole('dialog')).toBeHidden();
    await expect(staff.getByRole('main')).toContainText(reference);
    expect(refused).toEqual([]);
  } finally {
    await browser.close();
  }
});
