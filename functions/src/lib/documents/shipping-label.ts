import { LABORATORY } from '@lab/shared/constants/laboratory';
import { Canvas, type Fonts, standardFonts, newDocument } from './canvas';
import { type DocumentRecord, type Requester, requesterOf } from './document-record';

/*
 * The shipping label of issue 31: the laboratory's address, the sender, the sample type,
 * "Box __ of __" for the sender to fill in, and the reference as a Code 128 barcode (for
 * the scanner at the laboratory's door) and a QR code (for a phone). Drawn once at
 * 4 × 6 in, the thermal-label size couriers use; on letter paper the same label is drawn
 * a quarter larger inside a dashed cut line, with where to put it and what goes in the box.
 */

export type LabelSize = 'letter' | '4x6';

export interface ShippingLabelOptions {
  readonly size: LabelSize;
}

/** Page sizes in points (72 to the inch). */
export const LABEL_PAGE = {
  '4x6': [288, 432],
  letter: [612, 792],
} as const satisfies Record<LabelSize, readonly [number, number]>;

/** The label's own size, in its units: 4 × 6 in. */
const W = 288;
const H = 432;
const M = 14;

/** How much larger the label is on letter paper, and where it sits. */
const LETTER_SCALE = 1.25;
const LETTER_TOP = 40;

function drawLabel(canvas: Canvas, fonts: Fonts, requester: Requester): void {
  const { regular, bold, mono } = fonts;
  const inner = W - 2 * M;

  // From: small, as on any parcel.
  canvas.text('FROM', M, M + 8, { font: bold, size: 7 });
  const fromLines = [requester.name, requester.phone ?? '', requester.email].filter(Boolean);
  fromLines.forEach((line, i) => {
    canvas.text(line, M + 34, M + 8 + i * 11, {
      font: i === 0 ? bold : regular,
      size: 9,
      maxWidth: inner - 34,
    });
  });

  // To: the laboratory, large, in a heavy box.
  const toTop = 60;
  const toHeight = 112;
  canvas.rect(M, toTop, inner, toHeight, 2);
  canvas.text('SHIP TO', M + 10, toTop + 16, { font: bold, size: 8 });
  canvas.text(LABORATORY.legalName, M + 10, toTop + 36, {
    font: bold,
    size: 13,
    maxWidth: inner - 20,
  });
  canvas.text('Attn: Sample Receiving', M + 10, toTop + 52, { font: regular, size: 10 });
  LABORATORY.address.lines.forEach((line, i) => {
    canvas.text(line.toUpperCase(), M + 10, toTop + 72 + i * 15, {
      font: bold,
      size: 12,
      maxWidth: inner - 20,
    });
  });

  // The sample type, and the box count the sender writes in.
  const rowTop = toTop + toHeight + 8;
  const rowHeight = 50;
  const half = inner / 2;
  canvas.rect(M, rowTop, half - 4, rowHeight, 1);
  canvas.rect(M + half + 4, rowTop, half - 4, rowHeight, 1);
  canvas.text('SAMPLE TYPE', M + 8, rowTop + 13, { font: bold, size: 7 });
  canvas.text(requester.sampleTypeLabel.toUpperCase(), M + 8, rowTop + 38, {
    font: bold,
    size: 14,
    maxWidth: half - 20,
  });
  const boxLeft = M + half + 12;
  canvas.text('BOX', boxLeft, rowTop + 38, { font: bold, size: 13 });
  canvas.line(boxLeft + 32, rowTop + 40, boxLeft + 58, rowTop + 40, 1);
  canvas.text('OF', boxLeft + 64, rowTop + 38, { font: bold, size: 13 });
  canvas.line(boxLeft + 86, rowTop + 40, boxLeft + 112, rowTop + 40, 1);

  // The reference: Code 128 across the label, the characters under it, the QR code below.
  const codeTop = rowTop + rowHeight + 12;
  canvas.text('REFERENCE', M, codeTop + 8, { font: bold, size: 7 });
  canvas.code128(requester.reference, M, codeTop + 14, inner, 52);
  canvas.text(requester.reference, W / 2, codeTop + 86, { font: mono, size: 16, align: 'center' });

  const qrTop = codeTop + 94;
  const qrSize = H - M - qrTop;
  canvas.qr(requester.reference, M - 6, qrTop, qrSize);
  const noteLeft = M + qrSize;
  const note = [
    'Put the completed submission',
    'form inside box 1.',
    '',
    `Questions: ${LABORATORY.phoneDisplay}`,
    LABORATORY.email,
  ];
  note.forEach((line, i) => {
    canvas.text(line, noteLeft, qrTop + 22 + i * 11, {
      font: regular,
      size: 8,
      maxWidth: W - M - noteLeft,
    });
  });
}

const LETTER_STEPS = [
  'Cut along the dashed line and tape the label flat on the top of the box, clear of any seam.',
  'Write each box’s number and how many boxes you are sending: Box 1 of 2, Box 2 of 2.',
  'Put the completed submission form in box 1, with the samples.',
];

/**
 * The shipping label of `record` (a shipping-label or container request) as a one-page
 * PDF: a 4 × 6 in page, or a letter page with the label to cut out.
 * Throws `NoReference` for a record without a reference.
 */
export async function shippingLabelPdf(
  record: DocumentRecord,
  { size }: ShippingLabelOptions,
): Promise<Uint8Array> {
  const requester = requesterOf(record);
  const pdf = await newDocument(
    `Shipping label ${requester.reference}`,
    `${requester.sampleTypeLabel} samples for ${LABORATORY.name}`,
    record.createdAt,
  );
  const fonts = await standardFonts(pdf);
  const [pageWidth, pageHeight] = LABEL_PAGE[size];
  const page = pdf.addPage([pageWidth, pageHeight]);

  if (size === '4x6') {
    drawLabel(new Canvas(page), fonts, requester);
  } else {
    const left = (pageWidth - W * LETTER_SCALE) / 2;
    const top = pageHeight - LETTER_TOP;
    const label = new Canvas(page, left, top, LETTER_SCALE);
    label.rect(0, 0, W, H, 0.8);
    drawLabel(label, fonts, requester);
    const page1 = new Canvas(page);
    // The cut line sits a little outside the label's border, so scissors leave the border.
    const cut = 8;
    const x0 = left - cut;
    const x1 = left + W * LETTER_SCALE + cut;
    const y0 = LETTER_TOP - cut;
    const y1 = LETTER_TOP + H * LETTER_SCALE + cut;
    page1.line(x0, y0, x1, y0, 0.6, true);
    page1.line(x1, y0, x1, y1, 0.6, true);
    page1.line(x1, y1, x0, y1, 0.6, true);
    page1.line(x0, y1, x0, y0, 0.6, true);
    const stepsTop = y1 + 28;
    page1.text('How to use this label', 72, stepsTop, { font: fonts.bold, size: 11 });
    LETTER_STEPS.forEach((step, i) => {
      page1.text(`${i + 1}.  ${step}`, 72, stepsTop + 18 + i * 15, {
        font: fonts.regular,
        size: 9.5,
        maxWidth: pageWidth - 144,
      });
    });
  }
  return pdf.save();
}
