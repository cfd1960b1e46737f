import { SnackbarProvider } from 'notistack';
import { useEffect, type ReactNode } from 'react';
import { Toast } from './toast';

export const TOAST_DURATION_MS = 5000;
const REGION_ID = 'notifications';

/**
 * notistack with the spec's rules: one toast at a time, each shown 5000 ms, at most
 * 420 px wide from medium screens up. F8 moves focus to the notification region.
 */
export function NotificationsProvider({ children }: { children: ReactNode }) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'F8') return;
      event.preventDefault();
      document.getElementById(REGION_ID)?.focus();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <>
      {/* Rendered first, so it is in the document when notistack looks for its root. */}
      <section
        id={REGION_ID}
        tabIndex={-1}
        aria-label="Notifications (F8)"
        aria-live="polite"
        className="notifications-region"
      />
      <SnackbarProvider
        maxSnack={1}
        autoHideDuration={TOAST_DURATION_MS}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        Components={{ toast: Toast }}
        classes={{ containerRoot: 'notifications-container' }}
        domRoot={
          typeof document === 'undefined'
            ? undefined
            : (document.getElementById(REGION_ID) ?? undefined)
        }
      >
        {children}
      </SnackbarProvider>
    </>
  );
}
