/**
 * Build step (and dev start-up): writes the sample report PDFs the service pages link to
 * (`SAMPLE_REPORTS`) into `web/public/reports`, where Vite serves them in dev and copies
 * them into `dist` on build. The figures are invented but consistent with each other
 * (ratings follow from the ranges, base saturation from the cations and CEC), so the
 * reports read like the real thing. Standard PDF fonts only: their WinAnsi encoding has
 * no '≥' or subscripts, hence 'NO3-N' and '> 40'.
 *
 * Usage: `tsx scripts/sample-reports.ts [output directory]`
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  degrees,
  PageSizes,
  PDFDocument,
  type PDFFont,
  type PDFPage,
  rgb,
  StandardFonts,
} from 'pdf-lib';
import { SITE } from '../src/config/site';
import { reportFileName, SAMPLE_REPORTS, type SampleReport } from '../src/content/sample-reports';
import { TEAM } from '../src/content/team';
import { green, slate, wheat } from '../src/theme/primitives';

/** Where the site serves `/reports/*` from. */
export const REPORTS_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'reports');

type Color = ReturnType<typeof rgb>;

function hex(value: string): Color {
  const n = Number.parseInt(value.slice(1), 16);
  return rgb(((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255);
}

const INK = hex(slate[800]);
const MUTED = hex(slate[500]);
const RULE = hex(slate[200]);
const STRIPE = hex(slate[50]);
const BRAND = hex(green[700]);
const BRAND_LIGHT = hex(green[50]);
const WHITE = rgb(1, 1, 1);

/** A band's bar colour and a darker shade of it that stays legible as 7 pt text. */
interface Tone {
  fill: Color;
  text: Color;
}
const TONES = {
  red: { fill: hex('#c0392b'), text: hex('#a12f23') },
  orange: { fill: hex('#d9772b'), text: hex('#a4541a') },
  yellow: { fill: hex(wheat[500]), text: hex(wheat[700]) },
  green: { fill: hex(green[500]), text: hex(green[700]) },
  blue: { fill: hex('#3b7dbf'), text: hex('#2a5f94') },
} satisfies Record<string, Tone>;

const BANDS = [0, 1, 2, 3] as const;

/** Four interpretation bands, lowest value first. */
interface Scale {
  labels: readonly [string, string, string, string];
  tones: readonly [Tone, Tone, Tone, Tone];
}

const FERTILITY: Scale = {
  labels: ['Low', 'Medium', 'Optimum', 'High'],
  tones: [TONES.orange, TONES.yellow, TONES.green, TONES.blue],
};
const HAZARD: Scale = {
  labels: ['None', 'Slight', 'Moderate', 'Severe'],
  tones: [TONES.green, TONES.yellow, TONES.orange, TONES.red],
};
const SUFFICIENCY: Scale = {
  labels: ['Deficient', 'Low', 'Sufficient', 'High'],
  tones: [TONES.red, TONES.orange, TONES.green, TONES.blue],
};

interface Measurement {
  analyte: string;
  value: number;
  decimals: number;
  units: string;
  /** Where the first three bands end; the fourth is open-ended. */
  limits: readonly [number, number, number];
  /** Also report pounds per acre in the sampled 0-6 in layer. */
  perAcre?: boolean;
}

/** Index of the band a value falls in: a value on a limit belongs to the band above. */
function bandOf({ value, limits }: Measurement): 0 | 1 | 2 | 3 {
  if (value < limits[0]) return 0;
  if (value < limits[1]) return 1;
  if (value < limits[2]) return 2;
  return 3;
}

/** Where the value sits along the whole scale, 0 to 1, for the rating bar. */
function positionOf(measurement: Measurement): number {
  const [a, b, c] = measurement.limits;
  const v = measurement.value;
  const band = bandOf(measurement);
  const within = [v / a, (v - a) / (b - a), (v - b) / (c - b), (v - c) / (c - b)][band] ?? 0;
  return Math.max(0.04, Math.min(1, (band + Math.min(1, within)) / 4));
}

function rangeTexts({ limits: [a, b, c] }: Measurement): [string, string, string, string] {
  return [`< ${a}`, `${a} – ${b}`, `${b} – ${c}`, `> ${c}`];
}

const fixed = (value: number, decimals: number) => value.toFixed(decimals);

// ---------------------------------------------------------------------------------------
// Layout

const [PAGE_W, PAGE_H] = PageSizes.Letter;
const MARGIN = 42;
const WIDTH = PAGE_W - 2 * MARGIN;
/** Content stops here; the footer sits below. */
const BOTTOM = 56;

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
  italic: PDFFont;
}

interface TextOptions {
  font?: PDFFont;
  size?: number;
  color?: Color;
  align?: 'left' | 'right' | 'center';
  /** Box width for right and centre alignment. */
  width?: number;
}

interface ReportMeta {
  title: string;
  subtitle: string;
  reportNo: string;
  /** PDF metadata: also the creation date, so repeated builds give identical bytes. */
  reported: Date;
  dates: readonly (readonly [string, string])[];
}

/** A cursor over a growing list of pages: content flows down and onto new pages. */
class Report {
  readonly pages: PDFPage[] = [];
  page!: PDFPage;
  y = 0;

  constructor(
    readonly doc: PDFDocument,
    readonly fonts: Fonts,
    readonly meta: ReportMeta,
  ) {
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
      {
        size: 8,
      },
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
    this.text('ACCREDITED LABORATORY', boxX, top - 15, {
      font: bold,
      size: 7,
      color: BRAND,
      align: 'center',
      width: boxW,
    });
    this.text(SITE.accreditation.body, boxX, top - 33, {
      font: bold,
      size: 16,
      color: BRAND,
      align: 'center',
      width: boxW,
    });
    this.text(SITE.accreditation.standard, boxX, top - 47, {
      font: regular,
      size: 8,
      align: 'center',
      width: boxW,
    });

    this.y = top - 68;
    this.rule(this.y, BRAND, 1.5);

    // Title band: report title on the left, number and dates on the right.
    this.y -= 24;
    this.text(this.meta.title.toUpperCase(), MARGIN, this.y, { font: bold, size: 14 });
    this.text(this.meta.subtitle, MARGIN, this.y - 14, { size: 8.5, color: MUTED });
    const rows: (readonly [string, string])[] = [
      ['Report No.', this.meta.reportNo],
      ...this.meta.dates,
    ];
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
    this.text(`${this.meta.title}  |  Report No. ${this.meta.reportNo}`, MARGIN, this.y - 10, {
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

  /** A numbered note: the label hangs left of the wrapped text. */
  note(label: string, value: string): void {
    const size = 8.5;
    const lines = this.wrap(value, WIDTH - 20, this.fonts.regular, size);
    this.ensure(lines.length * size * 1.35);
    this.text(label, MARGIN, this.y - size, { font: this.fonts.bold, size, color: BRAND });
    this.paragraph(value, { indent: 16, gap: 4 });
  }

  /** Two boxes of label and value pairs side by side: who the client is, what was sampled. */
  infoBoxes(
    boxes: readonly { title: string; rows: readonly (readonly [string, string])[] }[],
  ): void {
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

  /** Results against four interpretation bands, each row with its rating bar. */
  resultsTable(scale: Scale, rows: readonly Measurement[]): void {
    const { bold, regular } = this.fonts;
    const perAcre = rows.some((row) => row.perAcre);
    const bandW = 50;
    const ratingW = 112;
    const resultW = 42;
    const unitsW = 46;
    const acreW = perAcre ? 36 : 0;
    const analyteW = WIDTH - resultW - unitsW - acreW - 4 * bandW - ratingW;
    const rowH = 14;
    const headerH = 18;
    const x = {
      analyte: MARGIN,
      result: MARGIN + analyteW,
      units: MARGIN + analyteW + resultW,
      acre: MARGIN + analyteW + resultW + unitsW,
      band: MARGIN + analyteW + resultW + unitsW + acreW,
      rating: MARGIN + WIDTH - ratingW,
    };

    const header = () => {
      this.ensure(headerH + rowH * 2);
      const top = this.y;
      this.page.drawRectangle({
        x: MARGIN,
        y: top - headerH,
        width: WIDTH,
        height: headerH,
        color: BRAND,
      });
      const y = top - 12;
      const white = { font: bold, size: 7.5, color: WHITE };
      this.text('Analyte', x.analyte + 6, y, white);
      this.text('Result', x.result, y, { ...white, align: 'right', width: resultW - 6 });
      this.text('Units', x.units + 6, y, white);
      if (perAcre) this.text('lb/ac', x.acre, y, { ...white, align: 'right', width: acreW - 6 });
      for (const band of BANDS) {
        const bx = x.band + band * bandW;
        this.text(scale.labels[band], bx, y, { ...white, align: 'center', width: bandW });
        // A stripe in the band's colour ties the header to the bars below.
        this.page.drawRectangle({
          x: bx + 4,
          y: top - headerH,
          width: bandW - 8,
          height: 2.5,
          color: scale.tones[band].fill,
        });
      }
      this.text('Rating', x.rating + 6, y, white);
      this.y = top - headerH;
    };

    header();
    rows.forEach((row, index) => {
      if (this.y - rowH < BOTTOM) {
        this.addPage();
        header();
      }
      const top = this.y;
      if (index % 2 === 1) {
        this.page.drawRectangle({
          x: MARGIN,
          y: top - rowH,
          width: WIDTH,
          height: rowH,
          color: STRIPE,
        });
      }
      const y = top - 9.8;
      const band = bandOf(row);
      const tone = scale.tones[band];
      this.text(row.analyte, x.analyte + 6, y, { font: regular, size: 8 });
      this.text(fixed(row.value, row.decimals), x.result, y, {
        font: bold,
        size: 8,
        align: 'right',
        width: resultW - 6,
      });
      this.text(row.units, x.units + 6, y, { size: 7.5, color: MUTED });
      if (row.perAcre) {
        // A 6 in layer of mineral soil weighs about 2 million lb per acre: ppm x 2 = lb/ac.
        this.text(fixed(row.value * 2, 0), x.acre, y, {
          size: 8,
          align: 'right',
          width: acreW - 6,
        });
      }
      rangeTexts(row).forEach((range, rangeBand) => {
        this.text(range, x.band + rangeBand * bandW, y, {
          size: 7.5,
          color: rangeBand === band ? tone.text : MUTED,
          font: rangeBand === band ? bold : regular,
          align: 'center',
          width: bandW,
        });
      });
      const barX = x.rating + 6;
      const barW = 52;
      this.page.drawRectangle({
        x: barX,
        y: top - 10,
        width: barW,
        height: 6,
        color: hex(slate[100]),
      });
      this.page.drawRectangle({
        x: barX,
        y: top - 10,
        width: barW * positionOf(row),
        height: 6,
        color: tone.fill,
      });
      for (const tick of [1, 2, 3]) {
        this.page.drawLine({
          start: { x: barX + (barW * tick) / 4, y: top - 11 },
          end: { x: barX + (barW * tick) / 4, y: top - 3 },
          thickness: 0.6,
          color: WHITE,
        });
      }
      this.text(scale.labels[band], barX + barW + 5, y, {
        font: bold,
        size: 7.5,
        color: tone.text,
      });
      this.y = top - rowH;
    });
    this.rule(this.y);
    this.y -= 12;
  }

  /** A plain table for figures that have no interpretation bands. */
  table(
    columns: readonly { label: string; width: number; align?: 'left' | 'right' }[],
    rows: readonly (readonly string[])[],
  ): void {
    const { bold } = this.fonts;
    const rowH = 13;
    this.ensure(16 + rowH * Math.min(rows.length, 3));
    const top = this.y;
    this.page.drawRectangle({
      x: MARGIN,
      y: top - 16,
      width: WIDTH,
      height: 16,
      color: BRAND_LIGHT,
    });
    let cx = MARGIN;
    for (const column of columns) {
      this.text(column.label, cx + 6, top - 11, {
        font: bold,
        size: 7.5,
        color: BRAND,
        align: column.align,
        width: column.width - 12,
      });
      cx += column.width;
    }
    this.y = top - 16;
    rows.forEach((row, index) => {
      this.ensure(rowH);
      if (index % 2 === 1) {
        this.page.drawRectangle({
          x: MARGIN,
          y: this.y - rowH,
          width: WIDTH,
          height: rowH,
          color: STRIPE,
        });
      }
      let x = MARGIN;
      columns.forEach((column, col) => {
        this.text(row[col] ?? '', x + 6, this.y - 9.3, {
          font: col === 0 ? bold : this.fonts.regular,
          size: 8,
          align: column.align,
          width: column.width - 12,
        });
        x += column.width;
      });
      this.y -= rowH;
    });
    this.rule(this.y);
    this.y -= 12;
  }

  /** What each band means, two to a row: a swatch, its name and a short explanation. */
  legend(scale: Scale, meanings: readonly [string, string, string, string]): void {
    const rowH = 13;
    const colW = WIDTH / 2;
    this.ensure(rowH * 2);
    for (const band of BANDS) {
      const tone = scale.tones[band];
      const x = MARGIN + (band % 2) * colW;
      const y = this.y - 8 - Math.floor(band / 2) * rowH;
      this.page.drawRectangle({ x, y: y - 1, width: 14, height: 7, color: tone.fill });
      this.text(scale.labels[band], x + 20, y, {
        font: this.fonts.bold,
        size: 8,
        color: tone.text,
      });
      this.text(meanings[band], x + 72, y, { size: 8 });
    }
    this.y -= rowH * 2 + 2;
  }

  signature(reviewer: { name: string; role: string }): void {
    this.ensure(50);
    const colW = (WIDTH - 24) / 2;
    const lineY = this.y - 26;
    [
      ['Reviewed by', `${reviewer.name}, ${reviewer.role}`],
      ['Date', this.meta.dates.at(-1)?.[1] ?? ''],
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
      this.text(
        'SAMPLE REPORT – for illustration only. Values are invented and describe no real field.',
        MARGIN,
        32,
        {
          font: bold,
          size: 7.5,
          color: TONES.red.text,
        },
      );
      this.text(`Page ${index + 1} of ${total}`, MARGIN, 32, {
        font: bold,
        size: 7.5,
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

/** The site's host name; SITE_ORIGIN is read here too, as Vite reads it for the pages. */
function siteHost(): string {
  return (process.env.SITE_ORIGIN || SITE.origin).replace(/^https?:\/\//, '').replace(/\/$/, '');
}

const REVIEWER = (() => {
  const director = TEAM.find((member) => member.role === 'Laboratory Director') ?? TEAM[0];
  return { name: `${director?.name ?? 'Laboratory Director'}, P.Ag.`, role: director?.role ?? '' };
})();

async function newDocument(meta: ReportMeta & { subject: string; keywords: string[] }) {
  const doc = await PDFDocument.create();
  // Fixed metadata (pdf-lib would stamp the current time): identical bytes on every build.
  doc.setTitle(meta.title);
  doc.setSubject(meta.subject);
  doc.setAuthor(SITE.name);
  doc.setCreator(`${SITE.name} sample report generator`);
  doc.setProducer('pdf-lib');
  doc.setKeywords(meta.keywords);
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

// ---------------------------------------------------------------------------------------
// Soil report

const SOIL_CATIONS = { ca: 3000, mg: 520, k: 245, na: 22 };
const SOIL_CEC = 24.1;
/** ppm per meq/100 g: equivalent weight x 10. */
const MEQ_PPM = { ca: 200.4, mg: 121.5, k: 391, na: 230 };

async function soilReport(): Promise<Uint8Array> {
  const report = await newDocument({
    title: 'Soil Analysis Report',
    subtitle: 'Standard fertility package with salinity, cation balance and texture',
    subject: 'Sample soil analysis report (illustration only)',
    keywords: ['soil test', 'sample report', SITE.name],
    reportNo: 'S25-04127',
    reported: new Date('2025-05-13T16:00:00Z'),
    dates: [
      ['Date sampled', 'May 2, 2025'],
      ['Date received', 'May 6, 2025'],
      ['Date reported', 'May 13, 2025'],
    ],
  });

  report.infoBoxes([
    {
      title: 'Client',
      rows: [
        ['Grower', 'Sample Grower'],
        ['Farm', 'Example Farms Ltd.'],
        ['Location', 'Parkland County, AB'],
        ['Agronomist', 'A. Example, P.Ag.'],
        ['Account', 'PAL-10482'],
        ['Soil zone', 'Black Chernozem'],
      ],
    },
    {
      title: 'Sample',
      rows: [
        ['Sample ID', 'NQ-1 (Lab No. S25-04127-01)'],
        ['Field', 'North Quarter, 152 ac'],
        ['Legal land location', 'NW-12-52-25-W4'],
        ['Depth', '0-6 in (0-15 cm), 18 cores'],
        ['Crop to be grown', 'Canola, target 45 bu/ac'],
        ['Previous crop', 'Spring wheat'],
      ],
    },
  ]);

  report.heading('1. Nutrients', 'ppm = mg/kg dry soil; lb/ac for the 0-6 in layer');
  report.resultsTable(FERTILITY, [
    {
      analyte: 'Nitrate-N (NO3-N)',
      value: 14,
      decimals: 0,
      units: 'ppm',
      limits: [15, 25, 40],
      perAcre: true,
    },
    {
      analyte: 'Phosphorus (P)',
      value: 18,
      decimals: 0,
      units: 'ppm',
      limits: [10, 20, 40],
      perAcre: true,
    },
    {
      analyte: 'Potassium (K)',
      value: SOIL_CATIONS.k,
      decimals: 0,
      units: 'ppm',
      limits: [100, 150, 350],
      perAcre: true,
    },
    {
      analyte: 'Sulphate-S (SO4-S)',
      value: 8,
      decimals: 0,
      units: 'ppm',
      limits: [5, 10, 20],
      perAcre: true,
    },
    {
      analyte: 'Calcium (Ca)',
      value: SOIL_CATIONS.ca,
      decimals: 0,
      units: 'ppm',
      limits: [500, 1000, 4000],
    },
    {
      analyte: 'Magnesium (Mg)',
      value: SOIL_CATIONS.mg,
      decimals: 0,
      units: 'ppm',
      limits: [60, 120, 600],
    },
    { analyte: 'Zinc (Zn)', value: 1.6, decimals: 1, units: 'ppm', limits: [0.5, 1, 3] },
    { analyte: 'Copper (Cu)', value: 1.1, decimals: 1, units: 'ppm', limits: [0.4, 0.6, 2] },
    { analyte: 'Manganese (Mn)', value: 18, decimals: 0, units: 'ppm', limits: [1, 4, 50] },
    { analyte: 'Iron (Fe)', value: 86, decimals: 0, units: 'ppm', limits: [2.5, 4.5, 100] },
    { analyte: 'Boron (B)', value: 0.9, decimals: 1, units: 'ppm', limits: [0.5, 1, 2] },
    {
      analyte: 'Chloride (Cl)',
      value: 12,
      decimals: 0,
      units: 'ppm',
      limits: [4, 8, 30],
      perAcre: true,
    },
  ]);

  report.heading('2. Soil Reaction and Organic Matter');
  report.resultsTable(FERTILITY, [
    {
      analyte: 'pH (1:2 water)',
      value: 6.4,
      decimals: 1,
      units: 'pH units',
      limits: [5.5, 6, 7.5],
    },
    { analyte: 'Organic matter', value: 7.8, decimals: 1, units: '%', limits: [2, 4, 10] },
    {
      analyte: 'Cation exchange capacity',
      value: SOIL_CEC,
      decimals: 1,
      units: 'meq/100g',
      limits: [10, 15, 40],
    },
  ]);

  report.heading('3. Salinity and Sodicity');
  const sodium = (SOIL_CATIONS.na / MEQ_PPM.na / SOIL_CEC) * 100;
  report.resultsTable(HAZARD, [
    {
      analyte: 'Electrical conductivity',
      value: 0.45,
      decimals: 2,
      units: 'dS/m',
      limits: [2, 4, 8],
    },
    {
      analyte: 'Sodium adsorption ratio',
      value: 0.6,
      decimals: 1,
      units: 'SAR',
      limits: [4, 8, 12],
    },
    {
      analyte: 'Exch. sodium percentage',
      value: sodium,
      decimals: 1,
      units: '% of CEC',
      limits: [5, 10, 15],
    },
    {
      analyte: 'Sodium (Na)',
      value: SOIL_CATIONS.na,
      decimals: 0,
      units: 'ppm',
      limits: [150, 300, 600],
    },
  ]);

  report.heading('4. Cation Balance (Base Saturation)', `CEC ${SOIL_CEC} meq/100g, by summation`);
  const meq = {
    ca: SOIL_CATIONS.ca / MEQ_PPM.ca,
    mg: SOIL_CATIONS.mg / MEQ_PPM.mg,
    k: SOIL_CATIONS.k / MEQ_PPM.k,
    na: SOIL_CATIONS.na / MEQ_PPM.na,
  };
  const bases = meq.ca + meq.mg + meq.k + meq.na;
  const share = (value: number) => `${fixed((value / SOIL_CEC) * 100, 1)} %`;
  report.table(
    [
      { label: 'Cation', width: 170 },
      { label: 'meq/100g', width: 90, align: 'right' },
      { label: 'Saturation', width: 90, align: 'right' },
      { label: 'Typical range', width: 178 },
    ],
    [
      ['Calcium (Ca)', fixed(meq.ca, 2), share(meq.ca), '60 – 75 %'],
      ['Magnesium (Mg)', fixed(meq.mg, 2), share(meq.mg), '10 – 20 %'],
      ['Potassium (K)', fixed(meq.k, 2), share(meq.k), '2 – 5 %'],
      ['Sodium (Na)', fixed(meq.na, 2), share(meq.na), '< 5 %'],
      [
        'Hydrogen + aluminum (acidity)',
        fixed(SOIL_CEC - bases, 2),
        share(SOIL_CEC - bases),
        '< 20 %',
      ],
      ['Total base saturation', fixed(bases, 2), share(bases), '> 80 %'],
      [
        'Ca:Mg ratio  |  K:Mg ratio',
        '',
        `${fixed(meq.ca / meq.mg, 1)}  |  ${fixed(meq.k / meq.mg, 2)}`,
        'Ca:Mg 3 – 7  |  K:Mg 0.1 – 0.5',
      ],
    ],
  );

  report.heading('5. Texture');
  report.table(
    [
      { label: 'Texture class', width: 228 },
      { label: 'Sand', width: 100, align: 'right' },
      { label: 'Silt', width: 100, align: 'right' },
      { label: 'Clay', width: 100, align: 'right' },
    ],
    [['Clay loam (medium-fine)', '32 %', '40 %', '28 %']],
  );

  report.heading('6. Fertilizer Recommendations', 'Canola, 45 bu/ac target, Black soil zone');
  report.table(
    [
      { label: 'Nutrient', width: 130 },
      { label: 'Rate, lb/ac', width: 80, align: 'right' },
      { label: 'Placement and timing', width: 318 },
    ],
    [
      [
        'Nitrogen (N)',
        '105',
        'Side-band or mid-row band at seeding; credits 28 lb/ac soil nitrate',
      ],
      ['Phosphate (P2O5)', '35', 'Up to 20 lb/ac with the seed, the rest side-banded'],
      ['Potash (K2O)', '0', 'Soil K is optimum; no potash needed for this crop'],
      ['Sulphur (S)', '20', 'Sulphate form (e.g. ammonium sulphate), at seeding'],
      ['Micronutrients', '0', 'No soil-applied Zn, Cu or B; confirm B with a tissue test'],
    ],
  );

  report.heading('7. Interpretation and Comments');
  const notes = [
    'Nitrate-N is low at 28 lb/ac in the 0-6 in layer. A 45 bu/ac canola crop needs about 135 lb/ac of available N from soil and fertilizer; the rate above credits the nitrate measured. A 6-24 in sample would show any deeper nitrate and could lower the rate.',
    'Phosphorus is medium. Canola removes about 1 lb P2O5 per bushel, so the 35 lb/ac rate maintains soil P. Keep seed-placed phosphate at or below 20 lb/ac to protect emergence.',
    'Sulphate-S is medium and canola is very sensitive to sulphur deficiency. Sulphate levels vary widely within prairie fields (knolls are often much lower), so the 20 lb/ac sulphate-S is recommended even where this composite looks adequate.',
    'pH 6.4, EC 0.45 dS/m and SAR 0.6: no lime is needed, and salinity and sodicity will not limit yield. Organic matter of 7.8 % is typical of Black Chernozemic soils around Edmonton and supplies nitrogen through the season.',
    'Boron is medium. No broadcast boron is recommended; a plant tissue test at bolting will show whether a foliar application would pay.',
  ];
  notes.forEach((note, index) => report.note(`${index + 1}.`, note));

  report.heading('Reading the Ratings');
  report.legend(FERTILITY, [
    'A yield response to the nutrient is likely',
    'A response is possible: apply for the crop',
    'A response is unlikely: maintain levels',
    'No response expected: reduce or omit',
  ]);

  report.heading('Methods');
  report.paragraph(
    'pH: 1:2 soil:water. EC, SAR: saturated paste extract. Nitrate-N: 2 M KCl extraction, colorimetric. P, K: modified Kelowna extraction. Sulphate-S: 0.01 M CaCl2 extraction, ICP-OES. Ca, Mg, Na: 1 M ammonium acetate, ICP-OES. Zn, Cu, Mn, Fe: DTPA extraction. B: hot water extraction. Cl: water extraction, colorimetric. Organic matter: loss on ignition. CEC: sum of exchangeable cations and acidity. Texture: hydrometer. Interpretation ranges are for the crop to be grown in Alberta and Saskatchewan and may differ from other laboratories.',
    { size: 7.5 },
  );

  report.signature(REVIEWER);
  report.finish();
  return report.doc.save();
}

// ---------------------------------------------------------------------------------------
// Plant tissue report

async function plantTissueReport(): Promise<Uint8Array> {
  const report = await newDocument({
    title: 'Plant Tissue Analysis Report',
    subtitle: 'Dry tissue analysis, 24 hour service',
    subject: 'Sample plant tissue analysis report (illustration only)',
    keywords: ['plant tissue test', 'sample report', SITE.name],
    reportNo: 'P25-11873',
    reported: new Date('2025-07-09T16:05:00Z'),
    dates: [
      ['Date sampled', 'Jul 8, 2025, 7:30 AM'],
      ['Date received', 'Jul 8, 2025, 2:20 PM'],
      ['Date reported', 'Jul 9, 2025, 10:05 AM'],
    ],
  });

  report.infoBoxes([
    {
      title: 'Client',
      rows: [
        ['Grower', 'Sample Grower'],
        ['Farm', 'Example Potato Co.'],
        ['Location', 'County of Lethbridge, AB'],
        ['Agronomist', 'A. Example, P.Ag.'],
        ['Account', 'PAL-20915'],
        ['Irrigation', 'Centre pivot'],
        ['Previous crop', 'Spring wheat'],
      ],
    },
    {
      title: 'Sample',
      rows: [
        ['Sample ID', 'PV3-A (Lab No. P25-11873-01)'],
        ['Field', 'Pivot 3, 128 ac'],
        ['Legal land location', 'NE-07-09-21-W4'],
        ['Crop and variety', 'Potato, Russet Burbank'],
        ['Growth stage', 'Tuber initiation (8 in plants)'],
        ['Plant part', 'Youngest fully expanded leaves'],
        ['Sample size', '35 leaves (leaflets only), 20 plants'],
      ],
    },
  ]);

  report.heading(
    '1. Nutrient Concentrations',
    'Dry weight basis; sufficiency ranges for potato at tuber initiation',
  );
  report.resultsTable(SUFFICIENCY, [
    { analyte: 'Nitrogen (N)', value: 4.1, decimals: 2, units: '%', limits: [3.5, 4.5, 6] },
    { analyte: 'Phosphorus (P)', value: 0.31, decimals: 2, units: '%', limits: [0.2, 0.25, 0.5] },
    { analyte: 'Potassium (K)', value: 4.6, decimals: 2, units: '%', limits: [2.5, 3.5, 6] },
    { analyte: 'Sulphur (S)', value: 0.27, decimals: 2, units: '%', limits: [0.2, 0.25, 0.5] },
    { analyte: 'Calcium (Ca)', value: 0.95, decimals: 2, units: '%', limits: [0.5, 0.6, 2] },
    { analyte: 'Magnesium (Mg)', value: 0.42, decimals: 2, units: '%', limits: [0.2, 0.25, 0.8] },
    { analyte: 'Zinc (Zn)', value: 18, decimals: 0, units: 'ppm', limits: [15, 20, 60] },
    { analyte: 'Copper (Cu)', value: 7.2, decimals: 1, units: 'ppm', limits: [4, 5, 20] },
    { analyte: 'Manganese (Mn)', value: 64, decimals: 0, units: 'ppm', limits: [20, 30, 250] },
    { analyte: 'Iron (Fe)', value: 112, decimals: 0, units: 'ppm', limits: [40, 50, 200] },
    { analyte: 'Boron (B)', value: 31, decimals: 0, units: 'ppm', limits: [20, 25, 60] },
  ]);

  report.heading('2. Nutrient Ratios');
  report.table(
    [
      { label: 'Ratio', width: 170 },
      { label: 'Result', width: 90, align: 'right' },
      { label: 'Typical range', width: 110 },
      { label: 'Comment', width: 158 },
    ],
    [
      ['N:S', fixed(4.1 / 0.27, 1), '12 – 20', 'Balanced'],
      ['N:K', fixed(4.1 / 4.6, 2), '0.9 – 1.4', 'N slightly short of K'],
      ['K:Mg', fixed(4.6 / 0.42, 1), '6 – 15', 'Balanced'],
    ],
  );

  report.heading('3. Season Trend', 'Pivot 3, same sampling point each week');
  report.table(
    [
      { label: 'Date sampled', width: 90 },
      { label: 'Growth stage', width: 158 },
      { label: 'N %', width: 56, align: 'right' },
      { label: 'P %', width: 56, align: 'right' },
      { label: 'K %', width: 56, align: 'right' },
      { label: 'S %', width: 56, align: 'right' },
      { label: 'Zn ppm', width: 56, align: 'right' },
    ],
    [
      ['Jun 23, 2025', 'Vegetative (6 in plants)', '5.30', '0.36', '5.10', '0.30', '24'],
      ['Jun 30, 2025', 'Tuber initiation (7 in plants)', '4.70', '0.33', '4.80', '0.28', '20'],
      ['Jul 8, 2025', 'Tuber initiation (8 in plants)', '4.10', '0.31', '4.60', '0.27', '18'],
    ],
  );

  report.heading('4. Interpretation and Recommendations');
  const notes = [
    'Nitrogen is low for tuber initiation and has fallen from 5.3 % to 4.1 % in two weeks as the crop starts to bulk. Apply 30-40 lb/ac N through the pivot within the next week and re-sample the same area to confirm the crop has caught up.',
    'Zinc is low and falling. A foliar zinc application (about 0.25 lb/ac Zn as zinc sulphate or chelate) is worthwhile at this stage; check soil Zn before next season.',
    'Phosphorus, potassium, sulphur, calcium and magnesium are sufficient and the N:S and K:Mg ratios are balanced.',
    'Tissue results show what the crop has taken up at the time of sampling. Read them with the soil test, the crop stage and field conditions; your agronomist can help put them into a plan.',
  ];
  notes.forEach((note, index) => report.note(`${index + 1}.`, note));

  report.heading('5. Next Sample', 'Due Monday, July 21 or Tuesday, July 22, 2025');
  report.paragraph(
    'Sample early in the week and before 10 AM, from the same area. Take 30-40 of the youngest fully expanded leaves (the 3rd or 4th leaf from the top), leaflets only with no stems or petioles, from 15-25 healthy plants, avoiding field edges and dead spots. Use a paper bag labelled with the field, crop, growth stage and date, and ship the same day; if shipping is delayed refrigerate the sample, never freeze it.',
  );

  report.heading('Reading the Ratings');
  report.legend(SUFFICIENCY, [
    'Yield loss likely: correct as soon as possible',
    'Hidden hunger: the crop is likely to respond',
    'Adequate for this crop and growth stage',
    'Above need: check for excess or foliar residue',
  ]);

  report.heading('Methods');
  report.paragraph(
    'Samples dried at 65 °C and ground to pass a 1 mm sieve. Total N: combustion (Dumas). P, K, S, Ca, Mg, Zn, Cu, Mn, Fe, B: microwave nitric acid digestion, ICP-OES. Sufficiency ranges are for the crop, plant part and growth stage named above; other stages and plant parts have different ranges.',
    { size: 7.5 },
  );

  report.signature(REVIEWER);
  report.finish();
  return report.doc.save();
}

const BUILDERS: Record<SampleReport, () => Promise<Uint8Array>> = {
  soil: soilReport,
  plantTissue: plantTissueReport,
};

/** The bytes of one sample report. */
export function buildSampleReport(report: SampleReport): Promise<Uint8Array> {
  return BUILDERS[report]();
}

/**
 * Writes every report of `SAMPLE_REPORTS` into `outDir` under its linked file name.
 * @default outDir web/public/reports
 */
export async function writeSampleReports(outDir: string = REPORTS_DIR): Promise<string[]> {
  await mkdir(outDir, { recursive: true });
  const reports = Object.keys(SAMPLE_REPORTS) as SampleReport[];
  return Promise.all(
    reports.map(async (report) => {
      const file = join(outDir, reportFileName(report));
      await writeFile(file, await buildSampleReport(report));
      return file;
    }),
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const started = performance.now();
  const files = await writeSampleReports(process.argv[2] ? resolve(process.argv[2]) : undefined);
  console.log(
    `Wrote ${files.length} sample reports in ${Math.round(performance.now() - started)} ms: ${files.join(', ')}`,
  );
}
