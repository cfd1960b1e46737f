import { CAROUSEL } from './attributes';
import { takeEarlyTaps } from './early-taps';

/*
 * Carousels without React. The row is the browser's own scroller, snapping to its cards:
 * swiping, the scrollbar, the keyboard's scrolling and Tab from card to card (each brought
 * into view) all work with no script. Here the step buttons and the Left and Right keys
 * move it one card at a time and loop: next from the last position goes back to the first,
 * previous from the first to the last. Listened for on the document, so a carousel works
 * wherever its markup comes from, pre-rendered or rendered by React.
 */

const KEY_STEPS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1 };

/** Without scrollend (older Safari), how long a smooth scroll is taken to last. */
const SETTLE_MS = 1000;

/**
 * Where a row is on its way to, while a smooth scroll runs: a second tap during it moves
 * on from there, not from wherever the scroll has reached.
 */
const heading = new WeakMap<Element, number>();

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

const closestTo = (target: EventTarget | null, selector: string) =>
  target instanceof Element ? target.closest(selector) : null;

interface Moved {
  /** Slots of the row, in order. */
  slots: HTMLElement[];
  from: number;
  to: number;
  /** Cards in view at once. */
  inView: number;
}

/** Moves the carousel under `root` by `delta` cards (looping at the ends). */
function move(root: Element, delta: number): Moved | null {
  const track = root.querySelector<HTMLElement>(`[${CAROUSEL.track}]`);
  const slots = track ? [...track.children].filter((slot) => slot instanceof HTMLElement) : [];
  const [first, second] = slots;
  if (!track || !first) return null;
  // Every slot has the same width: the distance from one card to the next is a step.
  const step = second ? second.offsetLeft - first.offsetLeft : first.offsetWidth;
  // Not laid out (hidden): nothing to move.
  if (step <= 0) return null;
  const inView = Math.max(1, Math.round(track.clientWidth / step));
  const last = Math.max(0, slots.length - inView);
  const from = heading.get(track) ?? Math.min(last, Math.round(track.scrollLeft / step));
  const to = from + delta > last ? 0 : from + delta < 0 ? last : from + delta;
  const left = (slots[to]?.offsetLeft ?? 0) - first.offsetLeft;
  const smooth = !prefersReducedMotion();
  track.scrollTo({ left, behavior: smooth ? 'smooth' : 'instant' });
  if (smooth && Math.abs(left - track.scrollLeft) > 1) {
    heading.set(track, to);
    if (window.onscrollend === undefined) setTimeout(() => heading.delete(track), SETTLE_MS);
  }
  const status = root.querySelector(`[${CAROUSEL.status}]`);
  if (status) status.textContent = slots[to]?.getAttribute(CAROUSEL.announce) ?? '';
  return { slots, from, to, inView };
}

/** A step button's tap: next or previous. */
function stepFrom(button: Element): void {
  const root = button.closest(`[${CAROUSEL.root}]`);
  const delta = Math.sign(Number(button.getAttribute(CAROUSEL.step)));
  if (root && delta) move(root, delta);
}

function onKeyDown(event: KeyboardEvent): void {
  const delta = KEY_STEPS[event.key];
  const modified = event.altKey || event.ctrlKey || event.metaKey || event.shiftKey;
  const root = closestTo(event.target, `[${CAROUSEL.root}]`);
  // Alt+Left is the browser's Back: only plain arrows are the carousel's.
  if (!delta || modified || event.defaultPrevented || !root) return;
  event.preventDefault();
  const focused = document.activeElement;
  const moved = move(root, delta);
  const slot = moved?.slots.findIndex((candidate) => candidate.contains(focused)) ?? -1;
  if (!moved || slot < 0) return;
  // A focused card: focus moves with the row and keeps its place in view, so it never
  // stays on a card that has just scrolled away.
  const { slots, from, to, inView } = moved;
  const place = Math.min(Math.max(slot - from, 0), inView - 1);
  const card = slots[Math.min(to + place, slots.length - 1)]?.querySelector<HTMLElement>('a[href]');
  card?.focus({ preventScroll: true });
}

let listening = false;

/** Makes every carousel's step buttons and arrow keys work, and answers taps kept before. */
export function startCarousels(): void {
  if (listening) return;
  listening = true;
  document.addEventListener('click', (event) => {
    const button = closestTo(event.target, `[${CAROUSEL.step}]`);
    if (button) stepFrom(button);
  });
  document.addEventListener('keydown', onKeyDown);
  // Scroll events do not bubble: listened for on the way down.
  document.addEventListener(
    'scrollend',
    (event) => event.target instanceof Element && heading.delete(event.target),
    true,
  );
  for (const button of takeEarlyTaps()) stepFrom(button);
}
