import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import type { Notice } from './notice';
import type * as ToastHostModule from './toast-host';
import { NotifyContext } from './use-notify';

const REGION_ID = 'notifications';

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

/** Notices for the whole app; F8 moves focus to the notification region. */
export function NotificationsProvider({ children }: { children: ReactNode }) {
  const [host, setHost] = useState<HostModule>();
  // Read by `notify`, which keeps one identity for the app's lifetime (effects depend on it).
  const loadedHost = useRef<HostModule>(undefined);
  const [region, setRegion] = useState<HTMLElement | null>(null);
  // Notices given before the toast host was mounted; it shows them when it mounts.
  const [waiting] = useState<Notice[]>(() => []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'F8') return;
      event.preventDefault();
      document.getElementById(REGION_ID)?.focus();
    };
    const onFormStart = (event: Event) => {
      if (event.target instanceof Element && event.target.closest('form')) {
        document.removeEventListener('focusin', onFormStart);
        loadHost().catch(() => undefined);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFormStart);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFormStart);
    };
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

  return (
    <NotifyContext.Provider value={notify}>
      <section
        id={REGION_ID}
        ref={setRegion}
        tabIndex={-1}
        aria-label="Notifications (F8)"
        aria-live="polite"
        className="notifications-region"
      />
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
