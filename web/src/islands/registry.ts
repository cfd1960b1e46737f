import type { ComponentType } from 'react';

/*
 * Every island: a part of a pre-rendered page that must respond to a visitor, hydrated as
 * a React root of its own. The rest of the page is HTML that never loads React. Each entry
 * loads the island's code only (its own chunk), when the page's island script decides the
 * island is needed; the components keep their named exports.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each island's own props
type IslandModule = { default: ComponentType<any> };

export const ISLANDS = {
  'contact-form': () =>
    import('../features/contact/components/contact-form').then((m) => ({ default: m.ContactForm })),
  'resource-request': () =>
    import('../features/resource-request/components/resource-request-panel').then((m) => ({
      default: m.ResourceRequestPanel,
    })),
  'ship-sample': () =>
    import('../features/shipping-request/components/ship-sample-panel').then((m) => ({
      default: m.ShipSamplePanel,
    })),
  'track-form': () =>
    import('../features/track/components/track-form').then((m) => ({ default: m.TrackForm })),
  'track-link': () =>
    import('../features/track/components/track-by-link').then((m) => ({
      default: m.TrackByLink,
    })),
  'tutorial-library': () =>
    import('../features/portal/components/tutorial-library').then((m) => ({
      default: m.TutorialLibrary,
    })),
  'resource-key': () =>
    import('../features/resources/components/resource-key-handler').then((m) => ({
      default: m.ResourceKeyHandler,
    })),
} satisfies Record<string, () => Promise<IslandModule>>;

export type IslandName = keyof typeof ISLANDS;

/** The component an island's module exports as its default. */
export type IslandComponent<N extends IslandName> = Awaited<
  ReturnType<(typeof ISLANDS)[N]>
>['default'];
