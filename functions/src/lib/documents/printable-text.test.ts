import { PDFDocument, StandardFonts } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { fitWidth, printable, wrapLines } from './printable-text';
import { HOSTILE_NAME } from './test-records';

let font: Awaited<ReturnType<PDFDocument['embedFont']>>;
beforeAll(async () => {
  font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
});

describe('printable', () => {
  it('keeps Windows-1252 text as it is', () => {
    expect(printable('Jean-François Côté, Zoë Ødegård – “quoted” €5', font)).toEqual({
      text: 'Jean-François Côté, Zoë Ødegård – “quoted” €5',
      replaced: false,
    });
  });

  it('drops accents Helvetica lacks, and shows one ? per character it cannot draw', () => {
    // Ł has no decomposition; Ő is O with a double acute; 王小明 three characters; the
    // farmer emoji (woman, joiner, sheaf) one; محمد four letters.
    expect(printable(HOSTILE_NAME, font)).toEqual({
      text: '?ukasz Ors ??? ? ???? Zoë',
      replaced: true,
    });
  });

  it('puts text on one line without control or invisible characters', () => {
    expect(printable('North\r\nfield\t\u200Bwest\u202E', font).text).toBe('North field west');
  });

  it('gives text every character of which the font can encode', () => {
    const { text } = printable(`${HOSTILE_NAME} \u{1F3F4}\u{E0067}\u{E0062}\u{E007F}`, font);
    expect(() => font.encodeText(text)).not.toThrow();
  });
});

describe('fitWidth and wrapLines', () => {
  it('cuts long text with ... to fit', () => {
    const cut = fitWidth('A very long field name indeed', font, 10, 60);
    expect(cut.endsWith('...')).toBe(true);
    expect(font.widthOfTextAtSize(cut, 10)).toBeLessThanOrEqual(60);
  });

  it('wraps at the text’s own line breaks and at spaces, within the line limit', () => {
    const { lines } = wrapLines('Company: Côté Farms\nQuantity: 40\nNotes: soon', font, 9, 400, 2);
    expect(lines).toEqual(['Company: Côté Farms', 'Quantity: 40 ...']);
    const long = wrapLines('word '.repeat(60), font, 9, 100, 3).lines;
    expect(long).toHaveLength(3);
    for (const line of long) expect(font.widthOfTextAtSize(line, 9)).toBeLessThanOrEqual(100);
  });
});
