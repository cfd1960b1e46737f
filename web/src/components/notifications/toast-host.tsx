import { closeSnackbar, enqueueSnackbar, SnackbarProvider } from 'notistack';
import { useEffect } from 'react';
import type { Notice } from './notice';
import { Toast } from './toast';

export const TOAST_DURATION_MS = 5000;

/** Shows a toast. Any toast already showing is replaced (one at a time). */
export function show({ title, description, tone = 'default', action }: Notice) {
  closeSnackbar();
  enqueueSnackbar({ variant: 'toast', title, description, tone, noticeAction: action });
}

/**
 * notistack with the spec's rules: one toast at a time, each shown 5000 ms, at most
 * 420 px wide from medium screens up, drawn inside the page's notification region.
 * Mounted on the first notice; shows the notices that were waiting for it.
 * (notistack's `enqueueSnackbar` works once a SnackbarProvider has been created.)
 */
export function ToastHost({
  region,
  waiting,
  onReady,
}: {
  region: HTMLElement;
  waiting: Notice[];
  /** Called once notices can be shown directly. */
  onReady: () => void;
}) {
  useEffect(() => {
    waiting.splice(0).forEach(show);
    onReady();
  }, [waiting, onReady]);
  return (
    <SnackbarProvider
      maxSnack={1}
      autoHideDuration={TOAST_DURATION_MS}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      Components={{ toast: Toast }}
      classes={{ containerRoot: 'notifications-container' }}
      domRoot={region}
    />
  );
}
