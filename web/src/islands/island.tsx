import {
  createContext,
  createElement,
  useContext,
  useId,
  type ComponentProps,
  type ComponentType,
  type ReactElement,
} from 'react';
import { ISLAND_ATTRIBUTES, type HydrateWhen } from './attributes';
import type { IslandComponent, IslandName } from './registry';

/** The islands of the page being pre-rendered, by id: rendered on their own afterwards. */
export type IslandCollection = Map<string, ReactElement>;

/**
 * Set by the pre-renderer only. Without it (the admin app, unit tests) an island is simply
 * part of the tree it sits in.
 */
export const IslandCollector = createContext<IslandCollection | null>(null);

export interface IslandProps<N extends IslandName> {
  name: N;
  /** The component the registry loads for `name`, rendered here at build time. */
  component: IslandComponent<N>;
  /** Its props: written into the page as JSON, so plain data only. */
  props: ComponentProps<IslandComponent<N>>;
  hydrate: HydrateWhen;
}

/**
 * An interactive part of a pre-rendered page. The pre-renderer leaves an empty element
 * here and renders the component into it as a root of its own (so React's generated ids
 * match when the browser hydrates that root alone); the page's island script hydrates it
 * when `hydrate` says.
 */
export function Island<N extends IslandName>({ name, component, props, hydrate }: IslandProps<N>) {
  const collector = useContext(IslandCollector);
  // Stable across the server's retries of a suspended tree, so an island is collected once.
  const id = useId().replace(/[^\w]/g, '');
  // The pairing of component and props is checked by IslandProps.
  const element = createElement(component as ComponentType<object>, props);
  if (!collector) return <div {...{ [ISLAND_ATTRIBUTES.name]: name }}>{element}</div>;
  collector.set(id, element);
  return (
    <div
      {...{
        [ISLAND_ATTRIBUTES.name]: name,
        [ISLAND_ATTRIBUTES.when]: hydrate,
        [ISLAND_ATTRIBUTES.props]: JSON.stringify(props),
        [ISLAND_ATTRIBUTES.id]: id,
      }}
    />
  );
}

/** The empty element an island left in the pre-rendered page, to put its markup into. */
export function islandSlot(id: string): string {
  return `${ISLAND_ATTRIBUTES.id}="${id}"></div>`;
}
