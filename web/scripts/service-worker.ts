/**
 * Build step after pre-rendering: writes the service worker, `/sw.js` at the build's root,
 * from `web/src/service-worker.ts` with Workbox's precache manifest injected. The manifest
 * is the guides the route registry marks `offline`, the offline page, and every file those
 * pages load (scripts and what they import, styles, pictures, fonts), each revisioned: the
 * pages by a hash of their content, hashed files by their name. So a guide added to the
 * registry is precached with nothing else to list.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { build } from 'esbuild';
import { injectManifest } from 'workbox-build';
import { ASSETS_FOLDER, SERVICE_WORKER_PATH } from '@lab/shared/constants/site-assets';
import { OFFLINE_PATH, offlineRoutes } from '../src/config/site-routes';
import { buildDirs } from './build-dirs';
import { filesLoadedBy, pageFile, precacheUrl } from './precache-list';

async function writeServiceWorker(): Promise<void> {
  const { dist } = buildDirs();
  const pages = [...offlineRoutes().map((route) => route.path), OFFLINE_PATH].map(pageFile);
  const files = await filesLoadedBy(dist, pages);

  const work = await mkdtemp(join(tmpdir(), 'lab-sw-'));
  try {
    const source = join(work, 'sw.js');
    await build({
      entryPoints: [join(dirname(import.meta.dirname), 'src', 'service-worker.ts')],
      outfile: source,
      bundle: true,
      format: 'iife',
      target: 'es2022',
      minify: true,
      legalComments: 'none',
      define: {
        'process.env.NODE_ENV': '"production"',
        __OFFLINE_PAGE__: JSON.stringify(OFFLINE_PATH),
      },
      logLevel: 'warning',
    });
    const { count, size, warnings } = await injectManifest({
      swSrc: source,
      swDest: join(dist, SERVICE_WORKER_PATH.slice(1)),
      globDirectory: dist,
      globPatterns: files,
      // Hashed names need no revision: the name changes with the content.
      dontCacheBustURLsMatching: new RegExp(`^${ASSETS_FOLDER}/`),
      manifestTransforms: [
        (entries) => ({
          manifest: entries.map((entry) => ({ ...entry, url: precacheUrl(entry.url) })),
          warnings: [],
        }),
      ],
    });
    if (warnings.length > 0) throw new Error(`Service worker: ${warnings.join('\n')}`);
    if (count !== files.length) {
      throw new Error(`Service worker: precached ${count} files of the ${files.length} listed`);
    }
    console.log(
      `Service worker: ${SERVICE_WORKER_PATH} precaches ${count} files, ${(size / 1024).toFixed(0)} KB`,
    );
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

await writeServiceWorker();
