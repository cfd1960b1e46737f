import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom has no PointerEvent: without it pointer events lose their coordinates.
if (typeof window.PointerEvent === 'undefined') {
  class PointerEvent extends MouseEvent {}
  window.PointerEvent = PointerEvent as typeof window.PointerEvent;
}

afterEach(() => {
  cleanup();
  window.dataLayer = [];
  localStorage.clear();
});
