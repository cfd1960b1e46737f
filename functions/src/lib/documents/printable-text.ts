import type { PDFFont } from 'pdf-lib';
import { cleanLine, cleanLines } from '@lab/shared/text/characters';

/*
 * What free text becomes on a printed document. The forms accept any script (accents,
 * CJK, emoji: shared/text/characters.ts); the PDFs use the standard Helvetica and Courier,
 * which encode only Windows-1252 (WinAnsi). Embedding a font that covers every script the
 * forms accept would take several megabytes per document and per Lambda bundle (a CJK font
 * alone is over 10 MB) and still miss emoji, so each character a font cannot draw is
 * replaced visibly instead: first by its letter without accents when that exists
 * (ő → o, ł stays ? as it has no decomposition), otherwise by '?', one per character as a
 * reader sees it (an emoji sequence such as 👩‍🌾 is one '?'). The stored record keeps
 * the text as typed; the document says when something was replaced.
 */

export const REPLACEMENT = '?';

const COMBINING_MARKS = /\p{M}/gu;
const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });
const characterSets = new WeakMap<PDFFont, ReadonlySet<number>>();

function characterSet(font: PDFFont): ReadonlySet<number> {
  let set = characterSets.get(font);
  if (!set) {
    set = new Set(font.getCharacterSet());
    characterSets.set(font, set);
  }
  return set;
}

function encodable(text: string, set: ReadonlySet<number>): boolean {
  for (const char of text) if (!set.has(char.codePointAt(0) ?? -1)) return false;
  return true;
}

/** Text that `font` can draw, and whether anything had to be replaced to get it. */
export interface Printable {
  readonly text: string;
  readonly replaced: boolean;
}

/**
 * `text` on one line (cleaned as mail headers are: line breaks and tabs become a space,
 * control and invisible characters dropped) with every character `font` cannot encode
 * replaced as described above.
 */
export function printable(text: string, font: PDFFont): Printable {
  const set = characterSet(font);
  let replaced = false;
  let out = '';
  for (const { segment } of graphemes.segment(cleanLine(text))) {
    if (encodable(segment, set)) {
      out += segment;
      continue;
    }
    replaced = true;
    const bare = segment.normalize('NFKD').replace(COMBINING_MARKS, '');
    out += bare !== '' && encodable(bare, set) ? bare : REPLACEMENT;
  }
  return { text: out, replaced };
}

/**
 * `text` cut to fit `maxWidth` points at `size` in `font`, ending in '...' when cut.
 * Expects text already made printable.
 */
export function fitWidth(text: string, font: PDFFont, size: number, maxWidth: number): string {
  if (font.widthOfTextAtSize(text, size) <= maxWidth) return text;
  const ellipsis = '...';
  let end = text.length;
  while (end > 0 && font.widthOfTextAtSize(text.slice(0, end) + ellipsis, size) > maxWidth) end--;
  return text.slice(0, end).trimEnd() + ellipsis;
}

/**
 * `text` made printable and broken into at most `maxLines` lines of `maxWidth` points at
 * `size` in `font`: at its own line breaks, then at spaces where it can (the last line ends
 * in '...' when text is left over).
 */
export function wrapLines(
  text: string,
  font: PDFFont,
  size: number,
  maxWidth: number,
  maxLines: number,
): { lines: string[]; replaced: boolean } {
  const lines: string[] = [];
  let replaced = false;
  const paragraphs = cleanLines(text)
    .split('\n')
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  paragraphs.forEach((paragraph, index) => {
    const safe = printable(paragraph, font);
    replaced ||= safe.replaced;
    let rest = safe.text;
    while (rest !== '' && lines.length < maxLines) {
      const last = lines.length === maxLines - 1;
      if (font.widthOfTextAtSize(rest, size) <= maxWidth) {
        const more = last && index < paragraphs.length - 1;
        lines.push(more ? fitWidth(`${rest} ...`, font, size, maxWidth) : rest);
        break;
      }
      if (last) {
        lines.push(fitWidth(rest, font, size, maxWidth));
        break;
      }
      let end = rest.length;
      while (end > 1 && font.widthOfTextAtSize(rest.slice(0, end), size) > maxWidth) end--;
      const space = rest.lastIndexOf(' ', end);
      const cut = space > 0 ? space : end;
      lines.push(rest.slice(0, cut).trimEnd());
      rest = rest.slice(cut).trimStart();
    }
  });
  return { lines, replaced };
}
