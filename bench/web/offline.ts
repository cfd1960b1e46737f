/**
 * Part of `npm run bench:web`: the repeat visit to a kept sampling guide with no network, on
 * the mobile profile (390 px phone, 4× CPU slowdown). One visit to home installs the service
 * worker and its precache; then the site's server is closed and the browser taken offline,
 * and every guide of the route registry is opened `--runs` times: its largest contentful
 * paint, and every response checked to come from the service worker (none from a network).
 * Prints the figures and the precache's size; writes bench/results/web-offline.md.
 *
 *   tsx bench/web/offline.ts [--runs 5] [--dist web/dist] [--out bench/results]
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium, type Page } from '@playwright/test';
import { WEB_DIST } from '@lab/functions/local/config';
import { offlineRoutes } from '@lab/web/config/site-routes';
import { CHROMIUM_FLAGS } from '../../tools/chromium';
import { useMobileProfile } from '../../tools/mobile-profile';
import { fmt } from './format';
import { serveSite } from './serve';
import { median } from './statistics';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** The issue's target for a kept guide opened with no network, mobile profile. */
const LCP_TARGET_MS = 500;

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    dist: { type: 'string', default: WEB_DIST },
    out: { type: 'string', default: join(ROOT, 'bench/results') },
  },
});
const runs = Number(values.runs);
const guides = offlineRoutes().map((route) => route.path);

/** The page's largest contentful paint, in ms from navigation start. */
function lcp(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((done) => {
        new PerformanceObserver((list) => {
          const last = list.getEntries().at(-1);
          if (last) done(last.startTime);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
}

/** What the precache holds: entries and bytes (bodies as stored). */
function precacheSize(page: Page): Promise<{ entries: number; bytes: number }> {
  return page.evaluate(async () => {
    let entries = 0;
    let bytes = 0;
    for (const name of await caches.keys()) {
      if (!name.includes('precache')) continue;
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        entries++;
        bytes += (await (await cache.match(request))!.blob()).size;
      }
    }
    return { entries, bytes };
  });
}

// The machine's load decides these figures as much as the site does (a 4× slower CPU on
// top of other work): reported beside them.
const loadBefore = loadavg()[0] ?? 0;
const site = await serveSite(resolve(values.dist), { spa: false });
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: CHROMIUM_FLAGS,
});
const rows: { route: string; lcps: number[]; fromNetwork: number }[] = [];
let size: { entries: number; bytes: number } | undefined;
try {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
  });
  const page = await context.newPage();
  await useMobileProfile(page);
  await page.goto(`${site.origin}/`);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  // Installed and activated: the precache is complete.
  for (;;) {
    const kept = await page.evaluate(
      async (paths) =>
        (await Promise.all(paths.map((p) => caches.match(p, { ignoreSearch: true })))).every(
          Boolean,
        ),
      guides,
    );
    if (kept) break;
    await page.waitForTimeout(250);
  }
  size = await precacheSize(page);

  await site.close();
  await context.setOffline(true);
  let fromNetwork = 0;
  page.on('response', (response) => {
    if (!response.fromServiceWorker()) fromNetwork++;
  });
  for (const route of guides) {
    const row = { route, lcps: [] as number[], fromNetwork: 0 };
    for (let run = 0; run < runs; run++) {
      fromNetwork = 0;
      await page.goto(`${site.origin}${route}`);
      row.lcps.push(await lcp(page));
      row.fromNetwork += fromNetwork;
    }
    rows.push(row);
    console.log(
      `${route}: LCP median ${fmt(median(row.lcps) / 1000, 2)} s (${row.lcps.map((v) => Math.round(v)).join(', ')} ms), responses not from the worker: ${row.fromNetwork}`,
    );
  }
} finally {
  await browser.close();
  await site.close().catch(() => undefined);
}

const all = rows.flatMap((row) => row.lcps);
const worst = Math.max(...rows.map((row) => median(row.lcps)));
const network = rows.reduce((sum, row) => sum + row.fromNetwork, 0);
const kb = (bytes: number) => `${fmt(bytes / 1024, 0)} KB`;
const met = worst <= LCP_TARGET_MS && network === 0;
const summary = `Offline repeat visit, mobile profile: LCP median ${fmt(median(all) / 1000, 2)} s over ${all.length} visits (slowest guide's median ${fmt(worst / 1000, 2)} s; target ≤ ${fmt(LCP_TARGET_MS / 1000, 1)} s), ${network} responses from a network; precache ${size?.entries ?? 0} files, ${kb(size?.bytes ?? 0)}: ${met ? 'target met' : 'TARGET MISSED'}`;
console.log(`\n${summary}`);

const cpu = cpus();
const markdown = `# Sampling guides offline (service worker)

${new Date().toISOString().slice(0, 10)} · ${process.platform}/${process.arch} · ${cpu.length} × ${cpu[0]?.model.trim() ?? 'unknown CPU'} · 1-min load average ${fmt(loadBefore, 1)} before, ${fmt(loadavg()[0] ?? 0, 1)} after · Node ${process.version} · \`tsx bench/web/offline.ts --runs ${runs}\`

One visit to home installs the worker; then the site's server is closed and the browser is
offline, and each guide is opened ${runs} times on the mobile profile (390 px, 4× CPU
slowdown). LCP from the browser's own largest-contentful-paint entry. Target: LCP ≤ 0.5 s
and no response from a network.

${summary}.

| Guide | LCP median | Fastest | Runs (ms) | Responses from a network |
| ----- | ---------- | ------- | --------- | ------------------------ |
${rows.map((row) => `| ${row.route} | ${fmt(median(row.lcps) / 1000, 2)} s | ${fmt(Math.min(...row.lcps) / 1000, 2)} s | ${row.lcps.map((v) => Math.round(v)).join(', ')} | ${row.fromNetwork} |`).join('\n')}

Precache: ${size?.entries ?? 0} files, ${kb(size?.bytes ?? 0)} as stored (the guides' HTML carries its
critical CSS inline).
`;
await mkdir(resolve(values.out), { recursive: true });
await writeFile(join(resolve(values.out), 'web-offline.md'), markdown);
console.log(`Wrote ${join(resolve(values.out), 'web-offline.md')}`);
process.exit(met ? 0 : 1);
