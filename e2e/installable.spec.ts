import { expect, test } from '@playwright/test';
import { SITE_ROUTES } from '@lab/web/config/site-routes';

/*
 * "Add to home screen": every page links the manifest and the iOS icon, the manifest the
 * site serves parses as Chromium reads it, and every icon it names is there as a PNG.
 * (Its caching headers are checked with the other no-cache files.)
 */

test('every page links the manifest, the iOS icon and a bar colour for each scheme', async ({
  request,
}) => {
  for (const route of SITE_ROUTES) {
    const html = await (await request.get(route.path)).text();
    expect(html, route.path).toContain('<link rel="manifest" href="/manifest.webmanifest"/>');
    expect(html, route.path).toContain(
      '<link rel="apple-touch-icon" href="/apple-touch-icon.png"/>',
    );
    expect(
      html.match(/<meta name="theme-color" media="\(prefers-color-scheme: (light|dark)\)"/g),
      route.path,
    ).toHaveLength(2);
  }
});

test('the linked manifest parses and each icon it names answers as a PNG', async ({ page }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  const manifestUrl = new URL(href ?? '', page.url()).href;

  // As Chromium reads it for installing: no parse errors, the fields it found.
  const cdp = await page.context().newCDPSession(page);
  const read = await cdp.send('Page.getAppManifest', {});
  expect(read.url).toBe(manifestUrl);
  expect(read.errors).toEqual([]);
  // Chromium's own install check (manifest fields, icons fetched and sized). The one
  // complaint left is the test's browser context: like a private window, it never installs.
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors.map((error) => error.errorId)).toEqual(['in-incognito']);

  const response = await page.request.get(manifestUrl);
  expect(response.status()).toBe(200);
  const manifest = JSON.parse(await response.text()) as {
    name: string;
    start_url: string;
    display: string;
    icons: { src: string; sizes: string }[];
  };
  expect(manifest).toMatchObject({ start_url: '/', display: 'standalone' });

  const appleIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  for (const src of [...manifest.icons.map((icon) => icon.src), appleIcon ?? '']) {
    const icon = await page.request.get(new URL(src, manifestUrl).href);
    expect(icon.status(), src).toBe(200);
    expect(icon.headers()['content-type'], src).toBe('image/png');
  }
});
