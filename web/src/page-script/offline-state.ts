import { OFFLINE_STATUS } from './attributes';

/*
 * The field kit's state on a public page (the parts `OfflineStatus` writes, hidden): the
 * offline banner follows the network at once; after the load event the service worker is
 * registered, from a chunk of its own, so nothing is added to what a page fetches before
 * it is interactive; then "Available offline" once this page is kept, and "A newer version
 * is ready" when a new release took over.
 */

function part(name: keyof typeof OFFLINE_STATUS): HTMLElement | null {
  return document.querySelector<HTMLElement>(`[${OFFLINE_STATUS[name]}]`);
}

/** Shows "Available offline" when a cache of this site holds this page. */
async function markIfKept(): Promise<void> {
  const mark = part('available');
  if (!mark || !('caches' in window)) return;
  // Any query (the sampling guide's `?tab=`, the precache's revision) names the same page.
  mark.hidden = !(await caches.match(window.location.pathname, { ignoreSearch: true }));
}

function register(): void {
  void markIfKept();
  void import('./service-worker-registration').then(({ registerServiceWorker }) =>
    registerServiceWorker({
      kept: () => void markIfKept(),
      updated: () => {
        const update = part('update');
        if (update) update.hidden = false;
      },
    }),
  );
}

export function startOfflineState(): void {
  const banner = part('offline');
  // Only the public layout has the parts: staff pages are never under the worker's care.
  if (!banner) return;
  const follow = () => {
    banner.hidden = navigator.onLine;
  };
  follow();
  window.addEventListener('online', follow);
  window.addEventListener('offline', follow);
  part('reload')?.addEventListener('click', () => window.location.reload());
  // `npm run dev` serves no worker (the build writes it).
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
