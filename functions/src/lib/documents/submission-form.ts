import { SAMPLE_TYPE_TESTS } from '@lab/shared/constants/analyses';
import { LABORATORY } from '@lab/shared/constants/laboratory';
import { laboratoryDateTime } from '../export/laboratory-time';
import { Canvas, standardFonts, newDocument } from './canvas';
import { type DocumentRecord, requesterOf } from './document-record';
import { wrapLines } from './printable-text';

/*
 * The submission form of issue 31, the one the shipping page asks senders to put in the
 * box: the reference as a Code 128 barcode, the requester's details as submitted, a table
 * to write each sample's ID, field, crop and stage, the tests the sample type's service
 * offers as boxes to tick, and signature and date lines. One letter page, black on white.
 */

export const FORM_PAGE = [612, 792] as const;

const [PAGE_W] = FORM_PAGE;
const M = 40;
const INNER = PAGE_W - 2 * M;
/** The footer's rule: nothing above it may reach lower. */
const FOOTER_TOP = FORM_PAGE[1] - M - 6;

/**
 * Rows of the samples table: this many, fewer (down to MIN_SAMPLE_ROWS) when the
 * requester's details and the sample type's tests leave less room on the page.
 */
export const SAMPLE_ROWS = 12;
const MIN_SAMPLE_ROWS = 8;

/** The samples table's columns and their widths (they fill the page between margins). */
const COLUMNS = [
  ['#', 26],
  ['Sample ID', 130],
  ['Field', 130],
  ['Crop', 120],
  ['Stage', INNER - 26 - 130 - 130 - 120],
] as const;

/**
 * The submission form of `record` (a shipping-label or container request) as a one-page
 * letter PDF. Throws `NoReference` for a record without a reference.
 */
export async function submissionFormPdf(record: DocumentRecord): Promise<Uint8Array> {
  const requester = requesterOf(record);
  const pdf = await newDocument(
    `Sample submission form ${requester.reference}`,
    `${requester.sampleTypeLabel} samples for ${LABORATORY.name}`,
    record.createdAt,
  );
  const fonts = await standardFonts(pdf);
  const { regular, bold, mono } = fonts;
  const page = pdf.addPage([...FORM_PAGE]);
  const c = new Canvas(page);

  // Heading: what this is and whose, the reference's barcode on the right.
  c.text('Sample Submission Form', M, M + 20, { font: bold, size: 20 });
  c.text(LABORATORY.legalName, M, M + 40, { font: bold, size: 10 });
  c.text(LABORATORY.address.lines.join(', '), M, M + 53, { font: regular, size: 9 });
  c.text(`${LABORATORY.phoneDisplay}  ·  ${LABORATORY.email}`, M, M + 65, {
    font: regular,
    size: 9,
  });
  const codeWidth = 210;
  const codeLeft = PAGE_W - M - codeWidth;
  c.code128(requester.reference, codeLeft, M - 4, codeWidth, 44);
  c.text(requester.reference, codeLeft + codeWidth / 2, M + 58, {
    font: mono,
    size: 14,
    align: 'center',
  });
  c.line(M, M + 78, PAGE_W - M, M + 78, 1.5);

  // The requester, as submitted.
  let y = M + 98;
  const heading = (title: string, note?: string) => {
    c.text(title.toUpperCase(), M, y, { font: bold, size: 10 });
    if (note)
      c.text(note, M + bold.widthOfTextAtSize(title.toUpperCase(), 10) + 8, y, {
        font: regular,
        size: 8.5,
      });
    y += 16;
  };
  heading('Requester', 'as submitted on the website');
  const rows: [string, string][] = [
    ['Name', requester.name],
    ['Email', requester.email],
    ...(requester.phone === null ? [] : [['Phone', requester.phone] as [string, string]]),
    ['Sample type', requester.sampleTypeLabel],
    ...requester.details.map(([label, value]) => [label, value] as [string, string]),
    ['Requested', `${laboratoryDateTime(requester.createdAt)} (Edmonton time)`],
  ];
  const labelWidth = 112;
  for (const [label, value] of rows) {
    c.text(label, M, y, { font: bold, size: 9 });
    const wrapped = wrapLines(value, regular, 9, INNER - labelWidth, label === 'Comments' ? 4 : 2);
    if (wrapped.replaced) c.replacedCharacters = true;
    for (const line of wrapped.lines) {
      c.text(line, M + labelWidth, y, { font: regular, size: 9 });
      y += 12;
    }
  }
  if (c.replacedCharacters) {
    c.text(
      'Characters this form cannot print are shown as ?; the laboratory has your request as you typed it.',
      M,
      y + 2,
      { font: regular, size: 7.5, maxWidth: INNER },
    );
    y += 12;
  }

  // The tests, laid out now so the table knows the room left: three columns, or two when a
  // test's name would run into the next column's box.
  const tests = [...SAMPLE_TYPE_TESTS[requester.sampleType], 'Other:'];
  const widest = Math.max(...tests.map((test) => regular.widthOfTextAtSize(test, 9)));
  const columns = widest + 24 <= INNER / 3 ? 3 : 2;
  const perColumn = Math.ceil(tests.length / columns);
  const columnWidth = INNER / columns;

  // The samples table: one row per sample, for the sender to fill in by hand.
  y += 12;
  heading('Samples', 'one line per sample; use the same sample ID as on its bag');
  const headerHeight = 18;
  const rowHeight = 20;
  const tableTop = y - 8;
  // What goes under the table: the tests' heading and rows, the signature lines, the footer.
  const below = 26 + 16 + perColumn * 15 + 24 + 30;
  const room = Math.floor((FOOTER_TOP - tableTop - headerHeight - below) / rowHeight);
  const sampleRows = Math.max(MIN_SAMPLE_ROWS, Math.min(SAMPLE_ROWS, room));
  const tableHeight = headerHeight + sampleRows * rowHeight;
  c.rect(M, tableTop, INNER, tableHeight, 1);
  c.line(M, tableTop + headerHeight, PAGE_W - M, tableTop + headerHeight, 1);
  let x = M;
  COLUMNS.forEach(([title, width], i) => {
    c.text(title, x + 5, tableTop + 12.5, { font: bold, size: 9 });
    if (i > 0) c.line(x, tableTop, x, tableTop + tableHeight, 0.6);
    x += width;
  });
  for (let row = 1; row <= sampleRows; row++) {
    const rowTop = tableTop + headerHeight + (row - 1) * rowHeight;
    if (row > 1) c.line(M, rowTop, PAGE_W - M, rowTop, 0.4);
    c.text(String(row), M + 13, rowTop + 13.5, { font: regular, size: 8, align: 'center' });
  }
  y = tableTop + tableHeight + 26;

  // The tests: boxes to tick.
  heading(`Tests wanted: ${requester.sampleTypeLabel}`, 'tick each test you want run');
  tests.forEach((test, i) => {
    const left = M + Math.floor(i / perColumn) * columnWidth;
    const top = y + (i % perColumn) * 15 - 8;
    c.rect(left, top, 9, 9, 0.8);
    c.text(test, left + 15, top + 8, { font: regular, size: 9, maxWidth: columnWidth - 20 });
    if (test === 'Other:') {
      const start = left + 15 + regular.widthOfTextAtSize(test, 9) + 4;
      c.line(start, top + 9, left + columnWidth - 8, top + 9, 0.5);
    }
  });
  y += perColumn * 15 + 24;

  // Signature and date.
  c.line(M, y + 14, M + 300, y + 14, 0.8);
  c.line(M + 340, y + 14, PAGE_W - M, y + 14, 0.8);
  c.text('Signature of the person sending the samples', M, y + 25, { font: regular, size: 8 });
  c.text('Date', M + 340, y + 25, { font: regular, size: 8 });

  // Footer.
  const footer = FOOTER_TOP + 14;
  c.line(M, FOOTER_TOP, PAGE_W - M, FOOTER_TOP, 0.5);
  c.text(`Put this form in box 1 with the samples. Reference ${requester.reference}.`, M, footer, {
    font: regular,
    size: 8,
  });
  c.text('Page 1 of 1', PAGE_W - M, footer, { font: regular, size: 8, align: 'right' });

  return pdf.save();
}
