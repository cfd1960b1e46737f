/** The tables the reports are made of, drawn at a report's cursor. */
import type { Report } from './layout';
import { BOTTOM, MARGIN, WIDTH } from './layout';
import { BRAND, BRAND_LIGHT, MUTED, STRIPE, TRACK, WHITE } from './palette';
import {
  BANDS,
  bandOf,
  fixed,
  type Measurement,
  positionOf,
  rangeTexts,
  type Scale,
} from './ratings';

/** Results against four interpretation bands, each row with its rating bar. */
export function resultsTable(report: Report, scale: Scale, rows: readonly Measurement[]): void {
  const { bold, regular } = report.fonts;
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
    report.ensure(headerH + rowH * 2);
    const top = report.y;
    report.band(top, headerH, BRAND);
    const y = top - 12;
    const white = { font: bold, size: 7.5, color: WHITE };
    report.text('Analyte', x.analyte + 6, y, white);
    report.text('Result', x.result, y, { ...white, align: 'right', width: resultW - 6 });
    report.text('Units', x.units + 6, y, white);
    if (perAcre) report.text('lb/ac', x.acre, y, { ...white, align: 'right', width: acreW - 6 });
    for (const band of BANDS) {
      const bx = x.band + band * bandW;
      report.text(scale.labels[band], bx, y, { ...white, align: 'center', width: bandW });
      // A stripe in the band's colour ties the header to the bars below.
      report.page.drawRectangle({
        x: bx + 4,
        y: top - headerH,
        width: bandW - 8,
        height: 2.5,
        color: scale.tones[band].fill,
      });
    }
    report.text('Rating', x.rating + 6, y, white);
    report.y = top - headerH;
  };

  header();
  rows.forEach((row, index) => {
    if (report.y - rowH < BOTTOM) {
      report.addPage();
      header();
    }
    const top = report.y;
    if (index % 2 === 1) report.band(top, rowH, STRIPE);
    const y = top - 9.8;
    const band = bandOf(row);
    const tone = scale.tones[band];
    report.text(row.analyte, x.analyte + 6, y, { font: regular, size: 8 });
    report.text(fixed(row.value, row.decimals), x.result, y, {
      font: bold,
      size: 8,
      align: 'right',
      width: resultW - 6,
    });
    report.text(row.units, x.units + 6, y, { size: 7.5, color: MUTED });
    if (row.perAcre) {
      // A 6 in layer of mineral soil weighs about 2 million lb per acre: ppm x 2 = lb/ac.
      report.text(fixed(row.value * 2, 0), x.acre, y, {
        size: 8,
        align: 'right',
        width: acreW - 6,
      });
    }
    rangeTexts(row).forEach((range, rangeBand) => {
      report.text(range, x.band + rangeBand * bandW, y, {
        size: 7.5,
        color: rangeBand === band ? tone.text : MUTED,
        font: rangeBand === band ? bold : regular,
        align: 'center',
        width: bandW,
      });
    });
    const barX = x.rating + 6;
    const barW = 52;
    const bar = { x: barX, y: top - 10, height: 6 };
    report.page.drawRectangle({ ...bar, width: barW, color: TRACK });
    report.page.drawRectangle({ ...bar, width: barW * positionOf(row), color: tone.fill });
    for (const tick of [1, 2, 3]) {
      report.page.drawLine({
        start: { x: barX + (barW * tick) / 4, y: top - 11 },
        end: { x: barX + (barW * tick) / 4, y: top - 3 },
        thickness: 0.6,
        color: WHITE,
      });
    }
    report.text(scale.labels[band], barX + barW + 5, y, {
      font: bold,
      size: 7.5,
      color: tone.text,
    });
    report.y = top - rowH;
  });
  report.rule(report.y);
  report.y -= 12;
}

/** A column of a plain table: the widths of a table's columns add up to the page's. */
export interface Column {
  label: string;
  width: number;
  align?: 'left' | 'right';
}

/** A plain table for figures that have no interpretation bands; the first column is bold. */
export function table(
  report: Report,
  columns: readonly Column[],
  rows: readonly (readonly string[])[],
): void {
  const { bold, regular } = report.fonts;
  const rowH = 13;
  const headerH = 16;
  report.ensure(headerH + rowH * Math.min(rows.length, 3));
  const top = report.y;
  report.band(top, headerH, BRAND_LIGHT);
  let cx = MARGIN;
  for (const column of columns) {
    report.text(column.label, cx + 6, top - 11, {
      font: bold,
      size: 7.5,
      color: BRAND,
      align: column.align,
      width: column.width - 12,
    });
    cx += column.width;
  }
  report.y = top - headerH;
  rows.forEach((row, index) => {
    report.ensure(rowH);
    if (index % 2 === 1) report.band(report.y, rowH, STRIPE);
    let x = MARGIN;
    columns.forEach((column, col) => {
      report.text(row[col] ?? '', x + 6, report.y - 9.3, {
        font: col === 0 ? bold : regular,
        size: 8,
        align: column.align,
        width: column.width - 12,
      });
      x += column.width;
    });
    report.y -= rowH;
  });
  report.rule(report.y);
  report.y -= 12;
}

/** What each band means, two to a row: a swatch, its name and a short explanation. */
export function legend(
  report: Report,
  scale: Scale,
  meanings: readonly [string, string, string, string],
): void {
  const rowH = 13;
  const colW = WIDTH / 2;
  report.ensure(rowH * 2);
  for (const band of BANDS) {
    const tone = scale.tones[band];
    const x = MARGIN + (band % 2) * colW;
    const y = report.y - 8 - Math.floor(band / 2) * rowH;
    report.page.drawRectangle({ x, y: y - 1, width: 14, height: 7, color: tone.fill });
    report.text(scale.labels[band], x + 20, y, {
      font: report.fonts.bold,
      size: 8,
      color: tone.text,
    });
    report.text(meanings[band], x + 72, y, { size: 8 });
  }
  report.y -= rowH * 2 + 2;
}
