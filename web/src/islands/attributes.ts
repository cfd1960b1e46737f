/*
 * How an island is written into the pre-rendered page, read by the page's island script
 * and by what an island shows before it is live. Apart from the registry, whose loaders
 * import the islands themselves.
 */

/**
 * When an island's code loads and it is hydrated:
 * - `load`: at once (controls at the top of the page: their first tap must work);
 * - `visible`: when it comes near the viewport (below-the-fold parts);
 * - `interaction`: when the visitor first taps or tabs into it (forms: their fields take
 *   typing without React and keep it, so only sending needs the code; a visitor who only
 *   reads the page never downloads or runs it);
 * - `param:<name>`: only when the address has that query parameter (behaviour that only
 *   such an address asks for); otherwise never.
 */
export type HydrateWhen = 'load' | 'visible' | 'interaction' | `param:${string}`;

/** The attributes an island's element carries in the pre-rendered page. */
export const ISLAND_ATTRIBUTES = {
  name: 'data-island',
  when: 'data-hydrate',
  props: 'data-props',
  id: 'data-island-id',
  /** Set once the island's code is on its way: what it shows while it waits can say so. */
  loading: 'data-island-loading',
} as const;

/** The prefix of React's generated ids in one island, the same on the server and in the browser. */
export const islandIdPrefix = (id: string) => `i${id}-`;
