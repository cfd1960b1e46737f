import { gzipSync } from 'node:zlib';
import { expect, test, type Page, type Response } from '@playwright/test';
import { SITE_ROUTES } from '@lab/web/config/site-routes';

/*
 * First-load JavaScript budgets. Bytes are deterministic for a given build, so this is a
 * test, not a benchmark: every script the page fetches until the network is idle (entry,
 * preloads and the page chunk loaded before hydration), gzipped at level 9.
 */
const KB = 1024;
/** The targets (issue 7): home ≤ 140 KB, any other public page ≤ 150 KB. Not met yet. */
const TARGET = { home: 140 * KB, page: 150 * KB };
/**
 * Interim ceilings just above what the build measures today (home 159 KB, form pages up to
 * 204 KB), so nothing grows while the work to reach the targets goes on. Lower them as
 * the bundle shrinks; the test prints both.
 */
const CEILING = { home: 163 * KB, page: 206 * KB };

interface FirstLoad {
  bytes: number;
  scripts: string[];
  bodies: string[];
}

async function firstLoad(page: Page, path: string): Promise<FirstLoad> {
  const urls: string[] = [];
  const onResponse = (response: Response) => {
    // By type, not by request kind: modulepreload fetches count as well as script tags.
    if ((response.headers()['content-type'] ?? '').includes('javascript'))
      urls.push(response.url());
  };
  page.on('response', onResponse);
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  page.off('response', onResponse);
  // Bodies are fetched again rather than read from the responses: Chromium may have let go
  // of a response body by the time it is asked for (seen under CPU load), and the files are
  // static, so the bytes are the same.
  const scripts = await Promise.all(
    urls.map(async (url) => ({ url, body: await (await page.request.get(url)).body() })),
  );
  return {
    bytes: scripts.reduce((sum, { body }) => sum + gzipSync(body, { level: 9 }).length, 0),
    scripts: scripts.map(({ url }) => new URL(url).pathname),
    bodies: scripts.map(({ body }) => body.toString('utf8')),
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

test('first-load JavaScript stays within budget on every public page, with no admin code', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const lines: string[] = [];
  for (const route of SITE_ROUTES.filter((r) => r.indexable !== false)) {
    const load = await firstLoad(page, route.path);
    const kind = route.path === '/' ? 'home' : 'page';
    const met = load.bytes <= TARGET[kind] ? 'target met' : `target ${kb(TARGET[kind])}`;
    lines.push(`${route.path.padEnd(40)} ${kb(load.bytes).padStart(9)}  (${met})`);
    expect(load.bytes, `${route.path}: ${kb(load.bytes)}`).toBeLessThanOrEqual(CEILING[kind]);
    expect(
      load.scripts.filter((script) => /admin/i.test(script)),
      route.path,
    ).toEqual([]);
    expect(
      load.bodies.some((body) => body.includes('Access Admin Dashboard')),
      route.path,
    ).toBe(false);
    // The toast code (notistack) loads on a visitor's first form or notice, not with the page.
    expect(
      load.bodies.some((body) => body.includes('enqueueSnackbar called with invalid argument')),
      route.path,
    ).toBe(false);
  }
  console.log(`First-load JavaScript (gzip):\n${lines.join('\n')}`);
});
