import { describe, expect, it } from 'vitest';
import { csvCell, csvRow } from './csv';

describe('CSV cells', () => {
  it('quotes every cell and doubles the quotes inside', () => {
    expect(csvCell('Prairie "Gold" Farms, Ltd.')).toBe('"Prairie ""Gold"" Farms, Ltd."');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
    expect(csvCell(null)).toBe('""');
    expect(csvCell(42)).toBe('"42"');
  });

  it.each(['=HYPERLINK("http://evil.example","x")', '+1+1', '-2+3', '@SUM(A1)', '\t=1', '\r=1'])(
    'neutralises a cell that starts as a formula: %j',
    (value) => {
      const cell = csvCell(value);
      expect(cell.startsWith(`"'`)).toBe(true);
      // Nothing of the value is lost: the apostrophe only makes it text.
      expect(cell.slice(2, -1).replaceAll('""', '"')).toBe(value.replace('\r', '\n'));
    },
  );

  it('keeps accents and emoji, and repairs ill-formed text', () => {
    expect(csvCell('Zoë Bélanger 👩‍🌾')).toBe('"Zoë Bélanger 👩‍🌾"');
    expect(csvCell('bad \ud800 half')).toBe('"bad \uFFFD half"');
  });

  it('ends each row with CRLF', () => {
    expect(csvRow(['a', null, '=1'])).toBe('"a","","\'=1"\r\n');
  });
});
