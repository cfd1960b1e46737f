import { describe, expect, it } from 'vitest';
import { tabKeyTarget } from './tab-keys';

describe('tabKeyTarget', () => {
  it('moves along the tabs and round the ends with the arrows', () => {
    expect(tabKeyTarget('ArrowRight', 0, 4)).toBe(1);
    expect(tabKeyTarget('ArrowRight', 3, 4)).toBe(0);
    expect(tabKeyTarget('ArrowLeft', 2, 4)).toBe(1);
    expect(tabKeyTarget('ArrowLeft', 0, 4)).toBe(3);
  });

  it('goes to the first and last tab with Home and End', () => {
    expect(tabKeyTarget('Home', 2, 4)).toBe(0);
    expect(tabKeyTarget('End', 1, 4)).toBe(3);
  });

  it('leaves every other key to the browser', () => {
    expect(tabKeyTarget('ArrowDown', 1, 4)).toBeUndefined();
    expect(tabKeyTarget('Enter', 1, 4)).toBeUndefined();
    expect(tabKeyTarget('a', 1, 4)).toBeUndefined();
  });
});
