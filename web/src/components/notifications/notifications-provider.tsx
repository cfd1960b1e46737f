import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import type { Notice } from './notice';
import { REGION_ID } from './region-id';
import type * as ToastHostModule from './toast-host';
import { NotifyContext } from './use-notify';

/**
 * Where toasts are drawn: part of every page's layout, so every island's notices (and the
 * admin app's) share one live region that is there before any code runs.
 */
export function NotificationsRegion() {
  return (
    <section
      id={REGION_ID}
      tabIndex={-1}
      aria-label="Notifications (F8)"
      aria-live="polite"
      className="notifications-region"
    />
  );
}

type HostModule = typeof ToastHostModule;
let hostModule: Promise<HostModule> | undefined;

/**
 * The toast code (notistack, MUI Alert) is not part of any page's first load: it loads
 * when a visitor starts on a form (so it is there if the network then goes away) or on
 * the first notice, whichever comes first. A failed load is tried again next time.
 */
function loadHost(): Promise<HostModule> {
  hostModule ??= import('./toast-host').catch((error: unknown) => {
    hostModule = undefined;
    throw error;
  });
  return hostModule;
}

/** Notices for the tree below (an island, or the admin app), drawn in the page's region. */
export function NotificationsProvider({ children }: { children: ReactNode }) {
  const [host, setHost] = useState<HostModule>();
  // Read by `notify`, which keeps one identity for the app's lifetime (effects depend on it).
  const loadedHost = useRef<HostModule>(undefined);
  // Notices given before the toast host was mounted; it shows them when it mounts.
  const [waiting] = useState<Notice[]>(() => []);

  useEffect(() => {
    const onFormStart = (event: Event) => {
      if (event.target instanceof Element && event.target.closest('form')) {
        document.removeEventListener('focusin', onFormStart);
        loadHost().catch(() => undefined);
      }
    };
    document.addEventListener('focusin', onFormStart);
    return () => document.removeEventListener('focusin', onFormStart);
  }, []);

  const notify = useCallback(
    (notice: Notice) => {
      if (loadedHost.current) {
        loadedHost.current.show(notice);
        return;
      }
      waiting.push(notice);
      loadHost().then(setHost, (error: unknown) => {
        console.error('Notifications could not load:', error);
      });
    },
    [waiting],
  );

  // Looked up once there is something to show: the page's region, wherever it was rendered.
  const region = host ? document.getElementById(REGION_ID) : null;
  return (
    <NotifyContext.Provider value={notify}>
      {host && region && (
        <host.ToastHost
          region={region}
          waiting={waiting}
          onReady={() => (loadedHost.current = host)}
        />
      )}
      {children}
    </NotifyContext.Provider>
  );
}
