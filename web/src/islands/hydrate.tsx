import { createElement, startTransition, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createEmotionCache } from '../theme/emotion-cache';
import { islandIdPrefix } from './attributes';
import { IslandProviders } from './island-providers';

/** One cache for every island of the page: it takes over the pre-rendered styles once. */
const cache = createEmotionCache();

/**
 * Hydrates one island as a React root of its own, over the markup the pre-renderer put
 * into its element, with the props it wrote there.
 */
export function hydrateIsland(
  element: HTMLElement,
  id: string,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- props come from the page's JSON
  component: ComponentType<any>,
  props: object,
): void {
  // As a transition, hydration yields to the browser between components instead of
  // blocking input for the whole island at once.
  startTransition(() => {
    hydrateRoot(
      element,
      <IslandProviders cache={cache}>{createElement(component, props)}</IslandProviders>,
      {
        identifierPrefix: islandIdPrefix(id),
        // A hydration mismatch means the pre-rendered page was wrong: make it visible.
        onRecoverableError: (error) => console.error('Hydration problem:', error),
      },
    );
  });
}
