import bwipjs from 'bwip-js/node';
import { describe, expect, it } from 'vitest';
import { code128Bars, qrMatrix } from './barcodes';

const REFERENCE = 'PAL-7K3Q-9D';

describe('code128Bars', () => {
  it('gives the bars of bwip-js’s own Code 128 encoding of the text', () => {
    // bwip-js's raw encoder (which bundles every symbology, so the module does not use it)
    // gives space-and-bar widths, bar first: the bars drawn must be exactly those.
    const [encoding] = bwipjs.raw('code128', REFERENCE, {});
    const sbs = encoding && 'sbs' in encoding ? encoding.sbs : [];
    expect(sbs.length).toBeGreaterThan(0);
    const expected: { x: number; width: number }[] = [];
    let x = 0;
    sbs.forEach((width, i) => {
      if (i % 2 === 0) expected.push({ x, width });
      x += width;
    });

    const symbol = code128Bars(REFERENCE);

    expect(symbol.bars).toEqual(expected);
    expect(symbol.modules).toBe(x);
    // Start, eleven characters, check character (11 modules each), stop (13).
    expect(symbol.modules).toBe(11 + 11 * 11 + 11 + 13);
  });

  it('refuses text Code 128 cannot hold', () => {
    expect(() => code128Bars('')).toThrow();
  });
});

describe('qrMatrix', () => {
  it('encodes a reference as a version 1 symbol (21 × 21 modules) with no border', () => {
    const matrix = qrMatrix(REFERENCE);
    expect(matrix).toHaveLength(21);
    for (const row of matrix) expect(row).toHaveLength(21);
    // The finder pattern's dark corner sits at the very edge: no quiet zone in the matrix.
    expect(matrix[0]?.[0]).toBe(true);
  });
});
