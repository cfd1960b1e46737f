import axe from 'axe-core';
import { expect } from 'vitest';

/**
 * Runs axe's WCAG 2.1 A and AA rules over `scope` and expects no violation. Colour
 * contrast is left out: without layout it cannot be judged here (the e2e suite checks it,
 * and target size, in the browser).
 */
export async function expectNoAxeViolation(scope: Element = document.body) {
  const results = await axe.run(scope, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    rules: { 'color-contrast': { enabled: false } },
  });
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}
