import { CAROUSEL, EARLY_TAPS } from './attributes';

/*
 * Taps on a carousel's step buttons between the first paint and the page script's start.
 * The page script is a module, run once the document is parsed and its code fetched (on a
 * slow phone, a while after the arrows show): until then an inline script in the head,
 * run before anything is painted, keeps each tap, and the page script answers them when it
 * starts. So a tap is never lost, and the arrows need not show disabled meanwhile.
 */

declare global {
  interface Window {
    [EARLY_TAPS]?: Element[];
  }
}

/**
 * The inline script for every page's head (its hash is in the CSP): one click listener
 * that keeps the step buttons tapped, until the page script takes the list away.
 */
export function earlyTapsScript(): string {
  return `<script>window.${EARLY_TAPS}=[];document.addEventListener('click',function(e){var t=window.${EARLY_TAPS},b=t&&e.target.closest&&e.target.closest('[${CAROUSEL.step}]');if(b)t.push(b)})</script>`;
}

/**
 * The step buttons tapped before the page script ran, oldest first; from now on the page
 * script answers taps itself, and the inline script keeps none. Empty where there was no
 * inline script (development, where React renders the page).
 */
export function takeEarlyTaps(): Element[] {
  const taps = window[EARLY_TAPS] ?? [];
  delete window[EARLY_TAPS];
  return taps;
}
