import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CARD, layOutCarousel } from '../test/carousel-layout';
import { EARLY_TAPS } from './attributes';
import { startCarousels } from './carousel';
import { earlyTapsScript } from './early-taps';

/** Runs the inline script as the page's head does, before the page script. */
function runInlineScript() {
  const source = /<script>([\s\S]*)<\/script>/.exec(earlyTapsScript())?.[1] ?? '';
  new Function(source)();
}

// A file of its own: the page script starts once per page, and these taps come before it.
describe('taps on a carousel arrow before the page script runs', () => {
  it('are kept, and answered in order when the page script starts', async () => {
    const user = userEvent.setup();
    runInlineScript();
    const row = layOutCarousel({ inView: 2 });
    const next = screen.getByRole('button', { name: 'Next service' });
    await user.click(next);
    await user.click(next);
    // Nothing moves the row yet, and nothing is lost.
    expect(row.scrolls).toEqual([]);
    expect(window[EARLY_TAPS]).toEqual([next, next]);

    startCarousels();
    expect(row.scrolls).toEqual([
      { left: CARD, behavior: 'smooth' },
      { left: 2 * CARD, behavior: 'smooth' },
    ]);
    row.settle();
    expect(row.firstInView()).toBe('Water Analysis');
    expect(screen.getByText(/^First card:/)).toHaveTextContent('Water Analysis (3 of 7)');

    // From now on the page script answers at once, and the inline script keeps nothing.
    await user.click(screen.getByRole('button', { name: 'Previous service' }));
    expect(row.scrolls.at(-1)).toEqual({ left: CARD, behavior: 'smooth' });
    expect(window[EARLY_TAPS]).toBeUndefined();
  });
});
