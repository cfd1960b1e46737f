/**
 * Build step after pre-rendering: writes the service worker, `/sw.js` at the build's root,
 * from `web/src/service-worker.ts` with Workbox's precache manifest injected. The manifest
 * is the guides the route registry marks `offline`, the offline page, and every file those
 * pages load (scripts and what they import, styles, pictures, fonts), each revisioned: the
 * pages by a hash of their content, hashed files by their name. So a guide added to the
 * registry is precached with nothing else to list.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, posix } from 'node:path';
import { build } from 'esbuild';
import { injectManifest } from 'workbox-build';
import { ASSETS_FOLDER, SERVICE_WORKER_PATH } from '@lab/shared/constants/site-assets';
import { OFFLINE_PATH, offlineRoutes } from '../src/config/site-routes';
import { buildDirs } from './build-dirs';

/** A page's file in the build, relative to its root (`/a/b` → `a/b/index.html`). */
export function pageFile(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}/index.html`;
}

/** The site files a page or stylesheet names: scripts, styles, pictures, fonts, icons. */
export function referencedFiles(text: string): string[] {
  const found = new Set<string>();
  const local = (url: string) => {
    const path = url.trim().split(/[?#]/)[0] ?? '';
    if (path.startsWith('/') && !path.startsWith('//') && posix.extname(path)) {
      found.add(path.slice(1));
    }
  };
  for (const [, url] of text.matchAll(/\s(?:src|href)="([^"]+)"/g)) local(url ?? '');
  for (const [, list] of text.matchAll(/\ssrcset="([^"]+)"/g)) {
    for (const candidate of (list ?? '').split(',')) local(candidate.trim().split(/\s+/)[0] ?? '');
  }
  for (const [, url] of text.matchAll(/url\(\s*['"]?([^'")]+)['"]?\s*\)/g)) local(url ?? '');
  return [...found];
}

/** The modules a built script imports statically (what it needs to run at all). */
export function staticImports(file: string, code: string): string[] {
  const imports = [
    ...code.matchAll(/\bimport\s*(?:[\w$*{}\s,]+from\s*)?["'](\.{1,2}\/[^"']+)["']/g),
  ];
  return imports.map(([, specifier]) => posix.join(posix.dirname(file), specifier ?? ''));
}

/** Every file the pages load, following scripts' static imports and stylesheets' urls. */
async function filesLoadedBy(dist: string, pages: string[]): Promise<string[]> {
  const seen = new Set<string>();
  const queue = [...pages];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    if (!/\.(html|css|js)$/.test(file)) continue;
    const text = await readFile(join(dist, file), 'utf8');
    queue.push(...referencedFiles(text));
    if (file.endsWith('.js')) queue.push(...staticImports(file, text));
  }
  return [...seen].sort();
}

/** The URL a precached file is asked for: a page by its clean path, as visitors open it. */
export function precacheUrl(file: string): string {
  if (file === 'index.html') return '/';
  return file.endsWith('/index.html') ? `/${file.slice(0, -'/index.html'.length)}` : `/${file}`;
}

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
