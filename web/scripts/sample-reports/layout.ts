/**
 * The page engine the sample reports are drawn with: a cursor that flows content down
 * a Letter page and onto new ones, the laboratory's letterhead, and the footer and
 * watermark every page carries. Standard PDF fonts only: their WinAnsi encoding has no
 * '≥' or subscripts, hence 'NO3-N' and '> 40' in the reports.
 */
import {
  degrees,
  PageSizes,
  PDFDocument,
  type PDFFont,
  type PDFPage,
  StandardFonts,
} from 'pdf-lib';
import { SITE } from '../../src/config/site';
import { BRAND, BRAND_LIGHT, type Color, INK, MUTED, RULE, TONES } from './palette';

export const [PAGE_W, PAGE_H] = PageSizes.Letter;
export const MARGIN = 42;
/** Width of the content between the margins. */
export const WIDTH = PAGE_W - 2 * MARGIN;
/** Content stops here; the footer sits below. */
export const BOTTOM = 56;

export interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
  italic: PDFFont;
}

export interface TextOptions {
  font?: PDFFont;
  size?: number;
  color?: Color;
  align?: 'left' | 'right' | 'center';
  /** Box width for right and centre alignment. */
  width?: number;
}

/** What the title band and the PDF's metadata say about a report. */
export interface ReportMeta {
  /** What was analysed, in lower case ('soil', 'plant tissue'): names the report. */
  sampleType: string;
  subtitle: string;
  reportNo: string;
  /** PDF metadata: also the creation date, so repeated builds give identical bytes. */
  reported: Date;
  /** As printed in the title band; the reported date is also the signature's. */
  dates: { sampled: string; received: string; reported: string };
}

/** Label and value pairs in a titled box. */
export interface InfoBox {
  title: string;
  rows: readonly (readonly [string, string])[];
}

/** The site's host name; SITE_ORIGIN is read here too, as Vite reads it for the pages. */
function siteHost(): string {
  return (process.env.SITE_ORIGIN || SITE.origin).replace(/^https?:\/\//, '').replace(/\/$/, '');
}

/** 'Soil Analysis Report', 'Plant Tissue Analysis Report'. */
function titleOf({ sampleType }: ReportMeta): string {
  const words = sampleType.replace(/\b[a-z]/g, (letter) => letter.toUpperCase());
  return `${words} Analysis Report`;
}

/** A cursor over a growing list of pages: content flows down and onto new pages. */
export class Report {
  readonly pages: PDFPage[] = [];
  readonly title: string;
  page!: PDFPage;
  y = 0;

  constructor(
    readonly doc: PDFDocument,
    readonly fonts: Fonts,
    readonly meta: ReportMeta,
  ) {
    this.title = titleOf(meta);
    this.addPage();
  }

  addPage(): void {
    this.page = this.doc.addPage([PAGE_W, PAGE_H]);
    this.pages.push(this.page);
    this.y = PAGE_H - MARGIN;
    if (this.pages.length === 1) this.fullHeader();
    else this.runningHeader();
  }

  /** Starts a new page unless `height` still fits on this one. */
  ensure(height: number): void {
    if (this.y - height < BOTTOM) this.addPage();
  }

  text(value: string, x: number, y: number, options: TextOptions = {}): void {
    const { font = this.fonts.regular, size = 8, color = INK, align = 'left', width = 0 } = options;
    const textWidth = font.widthOfTextAtSize(value, size);
    const left =
      align === 'right'
        ? x + width - textWidth
        : align === 'center'
          ? x + (width - textWidth) / 2
          : x;
    this.page.drawText(value, { x: left, y, font, size, color });
  }

  /** Greedy word wrap to a width. */
  wrap(value: string, width: number, font = this.fonts.regular, size = 8): string[] {
    const lines: string[] = [];
    let line = '';
    for (const word of value.split(/\s+/)) {
      const candidate = line ? `${line} ${word}` : word;
      if (line && font.widthOfTextAtSize(candidate, size) > width) {
        lines.push(line);
        line = word;
      } else {
        line = candidate;
      }
    }
    if (line) lines.push(line);
    return lines;
  }

  rule(y: number, color = RULE, thickness = 0.6): void {
    this.page.drawLine({
      start: { x: MARGIN, y },
      end: { x: MARGIN + WIDTH, y },
      thickness,
      color,
    });
  }

  /** A full-width band of colour hanging down from `top`: table headers and stripes. */
  band(top: number, height: number, color: Color): void {
    this.page.drawRectangle({ x: MARGIN, y: top - height, width: WIDTH, height, color });
  }

  private fullHeader(): void {
    const { bold, regular } = this.fonts;
    const top = this.y;
    this.text(SITE.name, MARGIN, top - 16, { font: bold, size: 18, color: BRAND });
    this.text(SITE.legalName, MARGIN, top - 29, { size: 8.5, color: MUTED });
    this.text(SITE.address.lines.join(', '), MARGIN, top - 41, { size: 8 });
    this.text(
      `Tel ${SITE.phoneDisplay}   |   ${SITE.email}   |   ${siteHost()}`,
      MARGIN,
      top - 52,
      { size: 8 },
    );

    // The accreditation mark, drawn rather than embedded: no image files to keep in step.
    const boxW = 150;
    const boxX = MARGIN + WIDTH - boxW;
    this.page.drawRectangle({
      x: boxX,
      y: top - 56,
      width: boxW,
      height: 54,
      color: BRAND_LIGHT,
      borderColor: BRAND,
      borderWidth: 1,
    });
    const centred = { align: 'center', width: boxW } as const;
    this.text('ACCREDITED LABORATORY', boxX, top - 15, {
      font: bold,
      size: 7,
      color: BRAND,
      ...centred,
    });
    this.text(SITE.accreditation.body, boxX, top - 33, {
      font: bold,
      size: 16,
      color: BRAND,
      ...centred,
    });
    this.text(SITE.accreditation.standard, boxX, top - 47, {
      font: regular,
      size: 8,
      ...centred,
    });

    this.y = top - 68;
    this.rule(this.y, BRAND, 1.5);

    // Title band: report title on the left, number and dates on the right.
    this.y -= 24;
    this.text(this.title.toUpperCase(), MARGIN, this.y, { font: bold, size: 14 });
    this.text(this.meta.subtitle, MARGIN, this.y - 14, { size: 8.5, color: MUTED });
    const { sampled, received, reported } = this.meta.dates;
    const rows = [
      ['Report No.', this.meta.reportNo],
      ['Date sampled', sampled],
      ['Date received', received],
      ['Date reported', reported],
    ] as const;
    const labelX = MARGIN + WIDTH - 190;
    rows.forEach(([label, value], index) => {
      const y = this.y + 4 - index * 11;
      this.text(label, labelX, y, { size: 7.5, color: MUTED });
      this.text(value, labelX + 64, y, { font: bold, size: 8, align: 'right', width: 126 });
    });
    this.y -= Math.max(26, rows.length * 11) + 4;
  }

  private runningHeader(): void {
    const { bold } = this.fonts;
    this.text(SITE.name, MARGIN, this.y - 10, { font: bold, size: 10, color: BRAND });
    this.text(`${this.title}  |  Report No. ${this.meta.reportNo}`, MARGIN, this.y - 10, {
      size: 8,
      color: MUTED,
      align: 'right',
      width: WIDTH,
    });
    this.y -= 18;
    this.rule(this.y, BRAND, 1);
    this.y -= 6;
  }

  heading(title: string, note?: string): void {
    // Never strand a heading at the foot of a page.
    this.ensure(60);
    const baseline = this.y - 16;
    this.text(title, MARGIN, baseline, { font: this.fonts.bold, size: 10.5, color: BRAND });
    if (note)
      this.text(note, MARGIN, baseline, { size: 7.5, color: MUTED, align: 'right', width: WIDTH });
    this.rule(baseline - 6, BRAND, 0.8);
    this.y = baseline - 11;
  }

  paragraph(value: string, options: { size?: number; indent?: number; gap?: number } = {}): void {
    const { size = 8.5, indent = 0, gap = 5 } = options;
    const lineHeight = size * 1.35;
    // A little slack: viewers that substitute Helvetica may draw it slightly wider.
    for (const line of this.wrap(value, WIDTH - indent - 4, this.fonts.regular, size)) {
      this.ensure(lineHeight);
      this.text(line, MARGIN + indent, this.y - size, { size });
      this.y -= lineHeight;
    }
    this.y -= gap;
  }

  /** Numbered notes: each number hangs left of its wrapped text. */
  notes(values: readonly string[]): void {
    const size = 8.5;
    values.forEach((value, index) => {
      const lines = this.wrap(value, WIDTH - 20, this.fonts.regular, size);
      this.ensure(lines.length * size * 1.35);
      this.text(`${index + 1}.`, MARGIN, this.y - size, {
        font: this.fonts.bold,
        size,
        color: BRAND,
      });
      this.paragraph(value, { indent: 16, gap: 4 });
    });
  }

  /** Boxes of label and value pairs side by side: who the client is, what was sampled. */
  infoBoxes(boxes: readonly InfoBox[]): void {
    const gap = 12;
    const boxW = (WIDTH - gap) / boxes.length;
    const rowH = 11.5;
    const height = 18 + Math.max(...boxes.map((box) => box.rows.length)) * rowH + 4;
    this.ensure(height);
    boxes.forEach((box, index) => {
      const x = MARGIN + index * (boxW + gap);
      this.page.drawRectangle({
        x,
        y: this.y - height,
        width: boxW,
        height,
        borderColor: RULE,
        borderWidth: 0.8,
      });
      this.page.drawRectangle({ x, y: this.y - 14, width: boxW, height: 14, color: BRAND_LIGHT });
      this.text(box.title.toUpperCase(), x + 8, this.y - 10, {
        font: this.fonts.bold,
        size: 7.5,
        color: BRAND,
      });
      box.rows.forEach(([label, value], row) => {
        const y = this.y - 26 - row * rowH;
        this.text(label, x + 8, y, { size: 7.5, color: MUTED });
        // Long values step down in size rather than run out of the box.
        let size = 8;
        while (size > 6 && this.fonts.bold.widthOfTextAtSize(value, size) > boxW - 100)
          size -= 0.25;
        this.text(value, x + 92, y, { font: this.fonts.bold, size });
      });
    });
    this.y -= height + 18;
  }

  signature(reviewer: { name: string; role: string }): void {
    this.ensure(50);
    const colW = (WIDTH - 24) / 2;
    const lineY = this.y - 26;
    [
      ['Reviewed by', `${reviewer.name}, ${reviewer.role}`],
      ['Date', this.meta.dates.reported],
    ].forEach(([label, value], index) => {
      const x = MARGIN + index * (colW + 24);
      this.text(`${label ?? ''}:`, x, lineY + 4, { size: 8, color: MUTED });
      this.page.drawLine({
        start: { x: x + 58, y: lineY },
        end: { x: x + colW, y: lineY },
        thickness: 0.7,
        color: INK,
      });
      this.text(value ?? '', x + 58, lineY - 10, { size: 8, font: this.fonts.bold });
    });
    this.y = lineY - 14;
  }

  /** Footer, page numbers and watermark, once the page count is known. */
  finish(): void {
    const { bold, italic } = this.fonts;
    const total = this.pages.length;
    this.pages.forEach((page, index) => {
      this.page = page;
      const mark = 'SAMPLE REPORT';
      const size = 72;
      const angle = 35;
      const markW = bold.widthOfTextAtSize(mark, size);
      const rad = (angle * Math.PI) / 180;
      // Centre the rotated baseline on the page.
      page.drawText(mark, {
        x: PAGE_W / 2 - (markW / 2) * Math.cos(rad) + (size / 3) * Math.sin(rad),
        y: PAGE_H / 2 - (markW / 2) * Math.sin(rad) - (size / 3) * Math.cos(rad),
        size,
        font: bold,
        color: TONES.red.fill,
        opacity: 0.08,
        rotate: degrees(angle),
      });
      this.rule(44, RULE, 0.6);
      const footer = { font: bold, size: 7.5 };
      this.text(
        'SAMPLE REPORT – for illustration only. Values are invented and describe no real field.',
        MARGIN,
        32,
        { ...footer, color: TONES.red.text },
      );
      this.text(`Page ${index + 1} of ${total}`, MARGIN, 32, {
        ...footer,
        align: 'right',
        width: WIDTH,
      });
      this.text(
        `Results relate only to the sample as received. ${SITE.name} is accredited by ${SITE.accreditation.body} to ${SITE.accreditation.standard}. Report No. ${this.meta.reportNo}.`,
        MARGIN,
        21,
        { font: italic, size: 6.5, color: MUTED },
      );
    });
  }
}

/** A new one-page report with the standard fonts and fixed metadata. */
export async function createReport(meta: ReportMeta): Promise<Report> {
  const doc = await PDFDocument.create();
  // Fixed metadata (pdf-lib would stamp the current time): identical bytes on every build.
  doc.setTitle(titleOf(meta));
  doc.setSubject(`Sample ${meta.sampleType} analysis report (illustration only)`);
  doc.setAuthor(SITE.name);
  doc.setCreator(`${SITE.name} sample report generator`);
  doc.setProducer('pdf-lib');
  doc.setKeywords([`${meta.sampleType} test`, 'sample report', SITE.name]);
  doc.setLanguage('en-CA');
  doc.setCreationDate(meta.reported);
  doc.setModificationDate(meta.reported);
  const fonts: Fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
    italic: await doc.embedFont(StandardFonts.HelveticaOblique),
  };
  return new Report(doc, fonts, meta);
}
