import { Workbox } from 'workbox-window';
import { SERVICE_WORKER_PATH } from '@lab/shared/constants/site-assets';

/**
 * Registers the site's service worker (web/src/service-worker.ts). `kept` is called once
 * a worker has installed (its precache complete) and activated; `updated` when a new
 * release's worker took over from the one this page started with.
 */
export function registerServiceWorker({
  kept,
  updated,
}: {
  kept: () => void;
  updated: () => void;
}): void {
  const workbox = new Workbox(SERVICE_WORKER_PATH);
  workbox.addEventListener('activated', kept);
  workbox.addEventListener('controlling', (event) => {
    if (event.isUpdate) updated();
  });
  void workbox.register();
}
