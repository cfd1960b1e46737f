import { describe, expect, it } from 'vitest';
import { bandOf, positionOf, ppm, rangeTexts } from './ratings';

const potassium = (value: number) => ppm('Potassium (K)', value, [100, 150, 350]);

describe('sample report ratings', () => {
  it('puts a value on a limit in the band above it', () => {
    expect([99, 100, 149, 150, 349, 350, 900].map((value) => bandOf(potassium(value)))).toEqual([
      0, 1, 1, 2, 2, 3, 3,
    ]);
  });

  it('fills the rating bar in step with the bands, never empty and never past full', () => {
    expect(positionOf(potassium(0))).toBe(0.04);
    expect(positionOf(potassium(125))).toBeCloseTo(0.375);
    expect(positionOf(potassium(150))).toBeCloseTo(0.5);
    expect(positionOf(potassium(5000))).toBe(1);
  });

  it('prints the four ranges from the three limits', () => {
    expect(rangeTexts(potassium(245))).toEqual(['< 100', '100 – 150', '150 – 350', '> 350']);
  });
});
