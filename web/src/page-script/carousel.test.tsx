import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CARD, layOutCarousel } from '../test/carousel-layout';
import { startCarousels } from './carousel';

/** The carousel as pre-rendered, laid out, with the page script started. */
function carousel(layout: Parameters<typeof layOutCarousel>[0] = {}) {
  const row = layOutCarousel(layout);
  startCarousels();
  return row;
}

/** What the live region last told a screen reader. */
const announced = () => screen.getByText(/^First card:/).textContent;
const next = () => screen.getByRole('button', { name: 'Next service' });
const previous = () => screen.getByRole('button', { name: 'Previous service' });
const card = (id: string) =>
  screen.getAllByRole('link').find((link) => link.getAttribute('href') === `/services/${id}`)!;

describe('the page script’s carousel', () => {
  it('moves forward and back with the arrows, looping at both ends', async () => {
    const user = userEvent.setup();
    const row = carousel({ reducedMotion: true });
    await user.click(next());
    expect(row.firstInView()).toBe('Plant Tissue Testing');
    expect(announced()).toBe('First card: Plant Tissue Testing (2 of 7)');
    await user.click(previous());
    await user.click(previous());
    expect(row.firstInView()).toBe('Humic Substances Analysis');
    expect(announced()).toBe('First card: Humic Substances Analysis (7 of 7)');
    await user.click(next());
    expect(row.firstInView()).toBe('Soil Testing');
    expect(announced()).toBe('First card: Soil Testing (1 of 7)');
  });

  it('goes all the way round with Next', async () => {
    const user = userEvent.setup();
    const row = carousel({ reducedMotion: true });
    for (let i = 0; i < 6; i++) await user.click(next());
    expect(row.firstInView()).toBe('Humic Substances Analysis');
    await user.click(next());
    expect(row.firstInView()).toBe('Soil Testing');
  });

  it('with four cards in view, loops between the first and the last position it can scroll to', async () => {
    const user = userEvent.setup();
    const row = carousel({ inView: 4, reducedMotion: true });
    // Cards 4 to 7 in view: the last one is in view, so the row goes no further.
    await user.click(previous());
    expect(row.firstInView()).toBe('Fertilizer Testing');
    expect(announced()).toBe('First card: Fertilizer Testing (4 of 7)');
    await user.click(next());
    expect(row.firstInView()).toBe('Soil Testing');
    await user.click(next());
    expect(row.firstInView()).toBe('Plant Tissue Testing');
  });

  it('moves with the Left and Right keys when the row has focus', () => {
    const row = carousel({ reducedMotion: true });
    row.track.focus();
    fireEvent.keyDown(row.track, { key: 'ArrowLeft' });
    expect(row.firstInView()).toBe('Humic Substances Analysis');
    fireEvent.keyDown(row.track, { key: 'ArrowRight' });
    fireEvent.keyDown(row.track, { key: 'ArrowRight' });
    expect(row.firstInView()).toBe('Plant Tissue Testing');
    expect(row.track).toHaveFocus();
  });

  it('moves with the keys from an arrow button too, and leaves modified keys to the browser', () => {
    const row = carousel({ reducedMotion: true });
    next().focus();
    fireEvent.keyDown(next(), { key: 'ArrowRight' });
    expect(row.firstInView()).toBe('Plant Tissue Testing');
    // Alt+Left is Back; Shift+Right selects text.
    expect(fireEvent.keyDown(next(), { key: 'ArrowLeft', altKey: true })).toBe(true);
    expect(fireEvent.keyDown(next(), { key: 'ArrowRight', shiftKey: true })).toBe(true);
    expect(row.firstInView()).toBe('Plant Tissue Testing');
  });

  /**
   * Keys pressed on a focused card, in a row of `inView` cards: after each group of keys,
   * the first card in view and the card with focus.
   */
  const focusFollows = async (
    inView: number,
    start: string,
    steps: [keys: string, first: string, focused: string][],
  ) => {
    const user = userEvent.setup();
    const row = carousel({ inView, reducedMotion: true });
    card(start).focus();
    for (const [keys, first, focused] of steps) {
      await user.keyboard(keys);
      expect(row.firstInView(), keys).toBe(first);
      expect(card(focused), keys).toHaveFocus();
    }
  };

  it('keeps keyboard focus in view: the arrow keys carry focus to the neighbouring card', () =>
    focusFollows(1, 'soil-testing', [
      ['{ArrowRight}', 'Plant Tissue Testing', 'plant-tissue-testing'],
      ['{ArrowLeft}{ArrowLeft}', 'Humic Substances Analysis', 'humic-substances-analysis'],
    ]));

  it('with several cards in view, focus keeps its place in the row as the row moves', () =>
    // The third card in view; to the last position (cards 5 to 7), then round to the first.
    focusFollows(3, 'water-analysis', [
      ['{ArrowRight}', 'Plant Tissue Testing', 'fertilizer-testing'],
      ['{ArrowRight}{ArrowRight}{ArrowRight}', 'Feed Analysis', 'humic-substances-analysis'],
      ['{ArrowRight}', 'Soil Testing', 'water-analysis'],
    ]));

  it('scrolls smoothly, and a tap during the scroll moves on from where the row is going', async () => {
    const user = userEvent.setup();
    const row = carousel({ inView: 2 });
    await user.click(next());
    await user.click(next());
    expect(row.scrolls).toEqual([
      { left: CARD, behavior: 'smooth' },
      { left: 2 * CARD, behavior: 'smooth' },
    ]);
    row.settle();
    expect(row.firstInView()).toBe('Water Analysis');
    // Settled: the next move starts from where the row is.
    await user.click(previous());
    expect(row.scrolls.at(-1)).toEqual({ left: CARD, behavior: 'smooth' });
  });

  it('honours reduced motion: the row jumps to its card instead of gliding', async () => {
    const user = userEvent.setup();
    const row = carousel({ inView: 2, reducedMotion: true });
    await user.click(next());
    expect(row.scrolls).toEqual([{ left: CARD, behavior: 'instant' }]);
    expect(row.firstInView()).toBe('Plant Tissue Testing');
  });
});
