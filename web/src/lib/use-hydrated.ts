import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False in the pre-rendered HTML and during hydration, true once React runs the page:
 * what a control shows only until its code is live (a form's 'getting ready' line).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
