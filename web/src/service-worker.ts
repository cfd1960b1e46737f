/*
 * The service worker (built by web/scripts/service-worker.ts into /sw.js): the field guides
 * open with no signal.
 *
 * - At install it precaches, revisioned, the guides the route registry marks `offline`,
 *   the offline page and the files those pages load (the list is injected at build time).
 * - Pages are network first, so a visitor online always gets the release's fresh HTML,
 *   which names that release's hashed files: old and new files never mix. With no network
 *   (or a signal too weak to answer in time), a precached guide comes from the precache,
 *   any other page from the pages kept as visited, and a page never kept gets the offline
 *   page.
 * - The staff area and the API pass straight through: nothing of theirs is ever cached,
 *   not even what a staff page loads (an admin's data must not stay on a shared phone).
 * - A new worker takes over at once (skipWaiting, clients.claim) and its activation drops
 *   the precache entries of the release before; the hashed files an open page of the old
 *   release still asks for stay on the server (uploads never prune) and in the runtime
 *   cache it filled, and the page tells the visitor a newer version is ready.
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import type { RouteHandlerCallbackOptions } from 'workbox-core/types';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  addRoute,
  cleanupOutdatedCaches,
  getCacheKeyForURL,
  matchPrecache,
  precache,
  type PrecacheEntry,
} from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';
import { ASSETS_FOLDER } from '@lab/shared/constants/site-assets';
import { isStaffPath } from '@lab/shared/security/headers';

/** Set by the build (esbuild `define`) from the route registry. */
declare const __OFFLINE_PAGE__: string;

/** The parts of the worker's global scope used here (the web project has no WebWorker lib). */
interface WorkerScope {
  __WB_MANIFEST: PrecacheEntry[];
  location: Location;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  addEventListener(
    type: 'install' | 'activate',
    listener: (event: Event & { waitUntil(promise: Promise<unknown>): void }) => void,
  ): void;
}
const worker = self as unknown as WorkerScope;

/** The runtime caches: pages kept as visited, the hashed files and the other files they loaded. */
const CACHES = { pages: 'pages', assets: 'assets', files: 'files' } as const;

/** A weak signal: past this, a page comes from the cache rather than keep the visitor waiting. */
const NETWORK_TIMEOUT_SECONDS = 3;

/** Never cached: the staff area, and the API (answers are one visitor's, or change). */
function passesThrough(url: URL): boolean {
  return (
    url.origin !== worker.location.origin ||
    isStaffPath(url.pathname) ||
    url.pathname.startsWith('/api/')
  );
}

/** A request a staff page makes: it passes through as the page itself does. */
function fromStaffPage(request: Request): boolean {
  if (!request.referrer) return false;
  const referrer = new URL(request.referrer);
  return referrer.origin === worker.location.origin && isStaffPath(referrer.pathname);
}

// Written out as `self.__WB_MANIFEST`: the build finds that text and puts the list there.
precache((self as unknown as WorkerScope).__WB_MANIFEST);
cleanupOutdatedCaches();
worker.addEventListener('install', () => void worker.skipWaiting());
worker.addEventListener('activate', (event) => event.waitUntil(worker.clients.claim()));

/** Only whole answers are kept, and only so many: a phone's storage is not ours. */
const kept = () => [
  new CacheableResponsePlugin({ statuses: [200] }),
  new ExpirationPlugin({ maxEntries: 80, purgeOnQuotaError: true }),
];
const network = new NetworkOnly({ networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS });
const visitedPages = new NetworkFirst({
  cacheName: CACHES.pages,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  plugins: kept(),
});

/**
 * A page: from the network when it answers in time; otherwise a guide from the precache
 * (the release the worker installed, whose files it holds), a page kept as visited, or
 * the offline page. The `?tab=` of the sampling guide is the same document.
 */
async function page(options: RouteHandlerCallbackOptions): Promise<Response> {
  const { pathname } = options.url;
  const precached = getCacheKeyForURL(pathname) !== undefined;
  try {
    return await (precached ? network : visitedPages).handle(options);
  } catch (error) {
    const fallback =
      (precached ? await matchPrecache(pathname) : undefined) ??
      (await matchPrecache(__OFFLINE_PAGE__));
    if (fallback) return fallback;
    throw error;
  }
}

// First: a navigation is network first even to a precached guide (see `page`).
registerRoute(({ request, url }) => request.mode === 'navigate' && !passesThrough(url), page);
// The precached files, from the precache.
addRoute();
// Hashed files never change: kept as met (a visited page's chunks), from the cache first.
registerRoute(
  ({ request, url }) =>
    !passesThrough(url) && !fromStaffPage(request) && url.pathname.startsWith(`/${ASSETS_FOLDER}/`),
  new CacheFirst({ cacheName: CACHES.assets, plugins: kept() }),
);
// Pictures, reports and the rest of the site's own files: fresh when the network answers.
registerRoute(
  ({ request, url }) => !passesThrough(url) && !fromStaffPage(request),
  new NetworkFirst({
    cacheName: CACHES.files,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: kept(),
  }),
);
