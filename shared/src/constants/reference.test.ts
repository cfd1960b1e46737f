import { describe, expect, it } from 'vitest';
import { isReference, newReference, normalizeReference, REFERENCE_ALPHABET } from './reference';

describe('reference numbers', () => {
  it('are the prefix and six characters in two groups, none of them easily misread', () => {
    for (let i = 0; i < 1000; i++) {
      const reference = newReference();
      expect(reference).toMatch(/^PAL-[2-9A-Z]{4}-[2-9A-Z]{2}$/);
      expect(reference.slice(4)).not.toMatch(/[01ILOU]/);
      expect(isReference(reference)).toBe(true);
    }
    expect(REFERENCE_ALPHABET).toHaveLength(30);
  });

  it('follow the draws they are given', () => {
    const draws = [0, 0.999, 0.5, 0.1, 0.2, 0.3];
    expect(newReference(() => draws.shift()!)).toBe('PAL-2ZH5-8B');
  });

  it('are read back from what a person typed, dashes and case aside', () => {
    expect(normalizeReference(' pal 7k3q9d ')).toBe('PAL-7K3Q-9D');
    expect(normalizeReference('PAL-7K3Q-9D')).toBe('PAL-7K3Q-9D');
    for (const typed of ['PAL-7K3Q-9', 'PAL-7K3Q-9DD', 'PAL-0K3Q-9D', 'XYZ-7K3Q-9D', '', 'PAL']) {
      expect(normalizeReference(typed), typed).toBeNull();
    }
  });
});
