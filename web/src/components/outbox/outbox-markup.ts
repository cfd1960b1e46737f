/*
 * The outbox bar's markup: written into every public page by `OutboxRegion` (React, at
 * build time) and filled by `outbox-bar.ts` (no React) once the device holds a request
 * kept offline. The contract between the two, in one place.
 */
export const OUTBOX_MARKUP = {
  /** The bar; carries `open` while it has anything to show. */
  root: 'outbox',
  open: 'data-open',
  /** A polite status region, there from first paint so screen readers hear it change. */
  status: 'outbox-status',
  /** What the bar adds under the status: the kept requests, each with its Discard button. */
  body: 'outbox-body',
} as const;
