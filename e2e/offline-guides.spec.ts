import { execFileSync } from 'node:child_process';
import { cp, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { serveStatic } from '@lab/functions/local/static-files';
import { OFFLINE_PATH, offlineRoutes } from '@lab/web/config/site-routes';
import { OFFLINE_STATUS } from '@lab/web/page-script/attributes';

/*
 * The field kit's service worker in Chromium. Each test serves its own copy of the build
 * on a port of its own, through the local server's static-file code: the stack the other
 * specs share is never switched to another build, and a worker registered here controls
 * no page of theirs.
 */

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const BUILD = resolve(process.env.WEB_OUT_DIR ?? join(ROOT, 'web', 'dist'));
const GUIDES = offlineRoutes().map((route) => route.path);

/** A copy of the build served on its own port; `root` can be switched to another build. */
async function siteServer(): Promise<{
  origin: string;
  site: { root: string };
  close: () => Promise<void>;
  dispose: () => Promise<void>;
}> {
  const first = await mkdtemp(join(tmpdir(), 'lab-offline-a-'));
  const site = { root: first };
  await cp(BUILD, site.root, { recursive: true });
  const server: Server = createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    void serveStatic(site.root, pathname, res);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const close = async () => {
    if (!server.listening) return;
    server.closeAllConnections();
    await new Promise<void>((done) => server.close(() => done()));
  };
  const dispose = async () => {
    await close();
    await rm(first, { recursive: true, force: true });
  };
  return { origin, site, close, dispose };
}

/** Waits until a worker is active and its precache holds every guide. */
async function waitForPrecache(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect
    .poll(() =>
      page.evaluate(async (paths) => {
        const found = await Promise.all(
          paths.map((path) => caches.match(path, { ignoreSearch: true })),
        );
        return found.every(Boolean);
      }, GUIDES),
    )
    .toBe(true);
}

/** The text of a page's <main> as its server sends it (parsed in the page, not rendered). */
function mainText(page: Page, html: string): Promise<string> {
  return page.evaluate(
    (source) =>
      new DOMParser().parseFromString(source, 'text/html').querySelector('main')?.textContent ?? '',
    html,
  );
}

test.describe('sampling guides with no network', () => {
  test('a visit to home keeps every guide: offline each renders in full, an unknown page shows the offline page', async ({
    browser,
  }) => {
    const server = await siteServer();
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      await page.goto(`${server.origin}/`);
      await waitForPrecache(page);
      const expected = new Map<string, string>();
      for (const path of GUIDES) {
        const html = await readFile(join(server.site.root, path.slice(1), 'index.html'), 'utf8');
        expected.set(path, await mainText(page, html));
      }

      await context.setOffline(true);
      // The server is gone too: nothing can come from the network.
      await server.close();
      for (const path of GUIDES) {
        await page.goto(`${server.origin}${path}`);
        await expect(page.locator('main')).toHaveText(expected.get(path)!, { useInnerText: false });
        await expect(page.locator(`[${OFFLINE_STATUS.offline}]`)).toBeVisible();
        await expect(page.locator(`[${OFFLINE_STATUS.available}]`)).toBeVisible();
      }
      // A tab of the sampling guide is the same document.
      await page.goto(`${server.origin}/sampling-instructions?tab=corn`);
      await expect(page.getByRole('tab', { name: /corn/i })).toHaveAttribute(
        'aria-selected',
        'true',
      );

      await page.goto(`${server.origin}/services/water-analysis`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are offline');
      const list = page.getByRole('list', { name: 'Available offline' });
      for (const route of offlineRoutes()) {
        await expect(
          list.getByRole('link', { name: route.label ?? route.title, exact: true }),
        ).toHaveAttribute('href', route.path);
      }
      expect(OFFLINE_PATH).toBe('/offline');
    } finally {
      await context.close();
      await server.dispose();
    }
  });

  test('a new release replaces the kept guides on the next visit, with nothing of the old one left', async ({
    browser,
  }) => {
    const server = await siteServer();
    // The second release: a guide's text changed and its script renamed, as a build does.
    const next = await mkdtemp(join(tmpdir(), 'lab-offline-b-'));
    await cp(server.site.root, next, { recursive: true });
    const [oldScript] = (await readdir(join(next, 'assets'))).filter((f) =>
      /^index-.*\.js$/.test(f),
    );
    const newScript = oldScript!.replace(/^index-/, 'index-next-');
    await rename(join(next, 'assets', oldScript!), join(next, 'assets', newScript));
    const NEW_TEXT = 'Second release: sample corn at the sixth leaf stage.';
    for (const path of [...GUIDES, OFFLINE_PATH, '/']) {
      const file = join(next, path === '/' ? '' : path.slice(1), 'index.html');
      let html = (await readFile(file, 'utf8')).replaceAll(oldScript!, newScript);
      if (path === '/sampling/corn-instructions') {
        html = html.replace(/(<h1[^>]*>)[^<]*/, `$1${NEW_TEXT}`);
      }
      await writeFile(file, html);
    }
    execFileSync('npx', ['tsx', 'web/scripts/service-worker.ts'], {
      cwd: ROOT,
      env: { ...process.env, WEB_OUT_DIR: next },
      stdio: 'pipe',
    });

    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      await page.goto(`${server.origin}/`);
      await waitForPrecache(page);

      server.site.root = next;
      await page.goto(`${server.origin}/sampling/corn-instructions`);
      // Online, the page is the new release's at once (network first).
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(NEW_TEXT);
      await expect(page.locator(`[${OFFLINE_STATUS.update}]`)).toBeVisible({ timeout: 30_000 });
      // The new worker has taken over: its precache holds the new release, none of the old.
      const precached = () =>
        page.evaluate(async () => {
          const keys: string[] = [];
          for (const name of await caches.keys()) {
            if (!name.includes('precache')) continue;
            keys.push(...(await (await caches.open(name)).keys()).map((request) => request.url));
          }
          return keys;
        });
      await expect
        .poll(async () => {
          const keys = await precached();
          return {
            next: keys.some((url) => url.includes(newScript)),
            old: keys.some((url) => url.includes(oldScript!)),
          };
        })
        .toEqual({ next: true, old: false });

      await context.setOffline(true);
      await server.close();
      await page.goto(`${server.origin}/sampling/corn-instructions`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(NEW_TEXT);
      const scripts = await page
        .locator('script[src]')
        .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('src')));
      expect(scripts).toEqual([`/assets/${newScript}`]);
    } finally {
      await context.close();
      await server.dispose();
      await rm(next, { recursive: true, force: true });
    }
  });
});
