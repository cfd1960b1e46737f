import { useSnackbar } from 'notistack';
import { useCallback } from 'react';
import type { ToastTone } from './toast';

export interface Notice {
  title: string;
  description?: string;
  tone?: ToastTone;
}

/** Shows a toast. Any toast already showing is replaced (one at a time). */
export function useNotify(): (notice: Notice) => void {
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  return useCallback(
    ({ title, description, tone = 'default' }: Notice) => {
      closeSnackbar();
      enqueueSnackbar({ variant: 'toast', title, description, tone });
    },
    [enqueueSnackbar, closeSnackbar],
  );
}
