import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False in the pre-rendered HTML and during hydration, true once React runs the page.
 * Forms keep their submit button disabled until then: a submit before hydration would
 * be the browser's own GET, putting what was typed into the URL.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
