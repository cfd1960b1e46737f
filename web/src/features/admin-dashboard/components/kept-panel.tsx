import {
  createContext,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  type ReactNode,
} from 'react';
import { whenIdle } from '../../../lib/when-idle';

const PanelShown = createContext(true);

/** Whether the panel this is drawn in is on screen (true outside a kept panel). */
export function usePanelShown(): boolean {
  return useContext(PanelShown);
}

/**
 * A dashboard tab's panel, kept drawn while another tab shows. Hidden with
 * `hidden="until-found"`, which the browser draws as `content-visibility: hidden`: it keeps
 * the panel's styles and layout, where `display: none` (the plain `hidden`, or React's
 * Activity) drops them, so going back to a list of 30 is a paint rather than their styling
 * and layout afresh (`npm run bench:inbox`). Its contents are neither focusable nor in the
 * accessibility tree; a browser without `until-found` reads it as plain `hidden`.
 *
 * The browser's find in page searches a kept panel too, and shows it where it finds a
 * match: `onFound` then shows its tab. Its parts ask `usePanelShown` when they must know
 * (its effects keep running while hidden).
 */
export function KeptPanel({
  shown,
  onFound,
  children,
}: {
  shown: boolean;
  onFound: () => void;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  // Set here, not as a prop: React writes `hidden` as a boolean, dropping `until-found`.
  useLayoutEffect(() => {
    if (shown) ref.current?.removeAttribute('hidden');
    else ref.current?.setAttribute('hidden', 'until-found');
  }, [shown]);
  /*
   * A panel drawn hidden has no styles or layout yet (the browser skips its contents):
   * asking its size in idle time has them worked out and kept, so its first show is a
   * paint, as a return to it is (`npm run bench:inbox`).
   */
  useEffect(() => {
    if (shown) return;
    return whenIdle(() => ref.current?.firstElementChild?.getBoundingClientRect());
  }, [shown]);
  useEffect(() => {
    const element = ref.current;
    element?.addEventListener('beforematch', onFound);
    return () => element?.removeEventListener('beforematch', onFound);
  }, [onFound]);
  return (
    <PanelShown.Provider value={shown}>
      <div ref={ref}>{children}</div>
    </PanelShown.Provider>
  );
}
