/**
 * How long a browser without `requestIdleCallback` (Safari) waits before running an idle
 * task: long enough for what a load or a tap started to draw first.
 */
export const IDLE_FALLBACK_MS = 250;

/**
 * Runs `task` once the main thread is idle, for work worth doing ahead of a person's next
 * tap but not before what is on screen; answers the cancel (an effect's cleanup).
 */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task);
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, IDLE_FALLBACK_MS);
  return () => window.clearTimeout(handle);
}
