import { typedInto } from '../components/form/early-input';
import { submitPending } from '../components/form/early-submit';
import { ISLAND_ATTRIBUTES } from './attributes';
import { ISLANDS, type IslandName } from './registry';

/*
 * The page's island script: small, and free of React. It finds the islands the
 * pre-renderer marked and loads React and an island's code only when that island is due.
 */

/** How far below the viewport a `visible` island starts loading. */
const VISIBLE_MARGIN = '400px';

const isIslandName = (name: string | null): name is IslandName =>
  name !== null && Object.hasOwn(ISLANDS, name);

async function hydrate(element: HTMLElement): Promise<void> {
  const name = element.getAttribute(ISLAND_ATTRIBUTES.name);
  const id = element.getAttribute(ISLAND_ATTRIBUTES.id) ?? '';
  if (!isIslandName(name)) throw new Error(`Unknown island ${String(name)}`);
  const props = JSON.parse(element.getAttribute(ISLAND_ATTRIBUTES.props) ?? '{}') as object;
  element.setAttribute(ISLAND_ATTRIBUTES.loading, '');
  const [{ hydrateIsland }, { default: component }] = await Promise.all([
    import('./hydrate'),
    ISLANDS[name](),
  ]);
  hydrateIsland(element, id, component, props);
}

/**
 * Runs `start` once: when the element is first reached by a tap or Tab, or (`visible`)
 * when it nears the viewport, whichever comes first.
 */
function whenNeeded(element: HTMLElement, start: () => void, visible: boolean): void {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    observer?.disconnect();
    element.removeEventListener('focusin', once);
    element.removeEventListener('pointerdown', once);
    start();
  };
  const observer =
    !visible || typeof IntersectionObserver === 'undefined'
      ? undefined
      : new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && once(), {
          rootMargin: VISIBLE_MARGIN,
        });
  // The island's element has no box of its own (display: contents): watch what it holds.
  const boxes = [...element.children];
  if (observer && boxes.length > 0) for (const box of boxes) observer.observe(box);
  else if (visible) queueMicrotask(once);
  element.addEventListener('focusin', once);
  element.addEventListener('pointerdown', once);
  // Reached into before this script ran (a slow connection): focused, typed into, or sent.
  const reached =
    element.contains(document.activeElement) || typedInto(element) || submitPending(element);
  if (reached) queueMicrotask(once);
}

/** Schedules every island of the page by its `data-hydrate`. */
export function bootIslands(): void {
  const islands = document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTES.when}]`);
  for (const element of islands) {
    const when = element.getAttribute(ISLAND_ATTRIBUTES.when) ?? '';
    const start = () =>
      void hydrate(element).catch((error: unknown) =>
        console.error('An island failed to start:', error),
      );
    if (when === 'load') start();
    else if (when === 'visible' || when === 'interaction')
      whenNeeded(element, start, when === 'visible');
    else if (when.startsWith('param:')) {
      if (new URLSearchParams(window.location.search).has(when.slice('param:'.length))) start();
    } else
      console.error(
        `Island ${element.getAttribute(ISLAND_ATTRIBUTES.name)}: unknown hydrate '${when}'`,
      );
  }
}
