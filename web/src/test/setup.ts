import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import type * as UserEventModule from '@testing-library/user-event';
import { afterEach, vi } from 'vitest';
import type * as ThemeModule from '../theme/theme';

/*
 * user-event waits a timer tick after every keystroke unless told otherwise: over a form's
 * worth of typing the waits add up, and on a busy machine each one stretches. Every key
 * still fires its own keydown, input and keyup, each flushed by React before the next;
 * only the wait between them goes. A test that wants it can still pass `delay` itself.
 */
vi.mock('@testing-library/user-event', async (importOriginal) => {
  const actual = await importOriginal<typeof UserEventModule>();
  const setup: typeof actual.userEvent.setup = (options) =>
    actual.userEvent.setup({ delay: null, ...options });
  const userEvent = { ...actual.userEvent, setup };
  return { ...actual, default: userEvent, userEvent };
});

/*
 * The app's own theme, without motion: no CSS transitions, zero-length enter and exit
 * timings for the transition components (menus, drawer, tabs indicator) and no ripple
 * on each click, which otherwise mounts, animates and unmounts elements on a timer.
 * Mocked here because the app's providers read the theme module directly.
 */
vi.mock('../theme/theme', async (importOriginal) => {
  const actual = await importOriginal<typeof ThemeModule>();
  const { withoutMotion } = await import('./without-motion');
  return { ...actual, theme: withoutMotion(actual.theme) };
});

// jsdom lays nothing out, so it has no scrolling into view: a no-op, as for an element in view.
Element.prototype.scrollIntoView ??= function scrollIntoView() {};

afterEach(() => {
  cleanup();
  // Each render makes a new Emotion cache, which adds its own style elements and never
  // removes them: left in place they pile up test after test, and the DOM walks every
  // rule of every sheet on each getComputedStyle (each *ByRole name, each user-event click).
  document.head.querySelectorAll('style[data-emotion]').forEach((style) => style.remove());
  window.dataLayer = [];
  localStorage.clear();
  sessionStorage.clear();
});
