import { createContext, useContext } from 'react';
import type { Notice } from './notice';

export type { Notice } from './notice';

export const NotifyContext = createContext<(notice: Notice) => void>(() => {
  throw new Error('useNotify needs a NotificationsProvider above it');
});

/** Shows a toast. Any toast already showing is replaced (one at a time). */
export function useNotify(): (notice: Notice) => void {
  return useContext(NotifyContext);
}
