import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { LABORATORY } from '@lab/shared/constants/laboratory';
import { CODE128_QUIET_ZONE, code128Bars, QR_QUIET_ZONE, qrMatrix } from './barcodes';
import { fitWidth, printable } from './printable-text';

/*
 * Drawing for the printed documents: a region of a page measured from its top-left corner,
 * in points, at a scale (the letter label is the 4 × 6 in label drawn larger). Everything
 * is pure black on white, so the documents print the same on any black-and-white printer.
 */

export const BLACK = rgb(0, 0, 0);
export const WHITE = rgb(1, 1, 1);

/** The standard fonts the documents use (no embedded font files: see printable-text.ts). */
/**
 * A new PDF whose metadata names the laboratory and is dated at the request, so the same
 * request always makes the same file.
 */
export async function newDocument(
  title: string,
  subject: string,
  createdAt: string,
): Promise<PDFDocument> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  pdf.setAuthor(LABORATORY.legalName);
  pdf.setSubject(subject);
  pdf.setCreator(LABORATORY.name);
  pdf.setProducer(LABORATORY.name);
  pdf.setCreationDate(new Date(createdAt));
  pdf.setModificationDate(new Date(createdAt));
  return pdf;
}

export interface Fonts {
  readonly regular: PDFFont;
  readonly bold: PDFFont;
  readonly mono: PDFFont;
}

export async function standardFonts(pdf: PDFDocument): Promise<Fonts> {
  const [regular, bold, mono] = await Promise.all([
    pdf.embedFont(StandardFonts.Helvetica),
    pdf.embedFont(StandardFonts.HelveticaBold),
    pdf.embedFont(StandardFonts.CourierBold),
  ]);
  return { regular, bold, mono };
}

export interface TextStyle {
  readonly font: PDFFont;
  readonly size: number;
  /** Cut with '...' past this width, in the canvas's units. */
  readonly maxWidth?: number;
  readonly align?: 'left' | 'center' | 'right';
  readonly color?: typeof BLACK;
}

export class Canvas {
  /** Set once any text drawn had a character replaced (see printable-text.ts). */
  replacedCharacters = false;

  /**
   * @param page the page drawn on
   * @param left the region's left edge, in page points
   * @param top the region's top edge, in page points from the page's bottom
   * @param scale page points per canvas unit @default 1
   */
  constructor(
    readonly page: PDFPage,
    readonly left = 0,
    readonly top = page.getHeight(),
    readonly scale = 1,
  ) {}

  private px(x: number) {
    return this.left + x * this.scale;
  }

  private py(y: number) {
    return this.top - y * this.scale;
  }

  /** Draws `value` (any text: made printable first) with its baseline at y; returns its width. */
  text(value: string, x: number, y: number, style: TextStyle): number {
    const { font, size, maxWidth, align = 'left', color = BLACK } = style;
    const safe = printable(value, font);
    if (safe.replaced) this.replacedCharacters = true;
    const text = maxWidth === undefined ? safe.text : fitWidth(safe.text, font, size, maxWidth);
    const width = font.widthOfTextAtSize(text, size);
    const start = align === 'left' ? x : align === 'center' ? x - width / 2 : x - width;
    this.page.drawText(text, {
      x: this.px(start),
      y: this.py(y),
      size: size * this.scale,
      font,
      color,
    });
    return width;
  }

  /** A rectangle by its top-left corner: filled black, or outlined with `border` width. */
  rect(x: number, y: number, width: number, height: number, border?: number): void {
    this.page.drawRectangle({
      x: this.px(x),
      y: this.py(y + height),
      width: width * this.scale,
      height: height * this.scale,
      ...(border === undefined
        ? { color: BLACK }
        : { borderColor: BLACK, borderWidth: border * this.scale }),
    });
  }

  line(x1: number, y1: number, x2: number, y2: number, thickness = 0.75, dashed = false): void {
    this.page.drawLine({
      start: { x: this.px(x1), y: this.py(y1) },
      end: { x: this.px(x2), y: this.py(y2) },
      thickness: thickness * this.scale,
      color: BLACK,
      ...(dashed && { dashArray: [4 * this.scale, 3 * this.scale] }),
    });
  }

  /**
   * `text` as a Code 128 symbol whose bars fill `width` (quiet zones included, so the
   * symbol is narrower by 2 × CODE128_QUIET_ZONE modules and stays clear of anything
   * drawn beside the region). Returns the module width used.
   */
  code128(text: string, x: number, y: number, width: number, height: number): number {
    const symbol = code128Bars(text);
    const module = width / (symbol.modules + 2 * CODE128_QUIET_ZONE);
    const start = x + CODE128_QUIET_ZONE * module;
    for (const bar of symbol.bars) {
      this.rect(start + bar.x * module, y, bar.width * module, height);
    }
    return module;
  }

  /** `text` as a QR symbol `size` wide and high, its quiet zone inside that square. */
  qr(text: string, x: number, y: number, size: number): void {
    const matrix = qrMatrix(text);
    const module = size / (matrix.length + 2 * QR_QUIET_ZONE);
    const origin = QR_QUIET_ZONE * module;
    matrix.forEach((row, r) => {
      // Runs of dark modules in a row become one rectangle: fewer operators, same image.
      let c = 0;
      while (c < row.length) {
        if (!row[c]) {
          c++;
          continue;
        }
        const from = c;
        while (c < row.length && row[c]) c++;
        this.rect(x + origin + from * module, y + origin + r * module, (c - from) * module, module);
      }
    });
  }
}
