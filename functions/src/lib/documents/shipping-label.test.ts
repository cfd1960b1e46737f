import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { LABORATORY } from '@lab/shared/constants/laboratory';
import { decodeBarcodes, pdfText } from '../../../../tools/pdf-tools';
import { NoReference } from './document-record';
import { LABEL_PAGE, type LabelSize, shippingLabelPdf } from './shipping-label';
import { HOSTILE_RECORD, RESOURCE_RECORD, SHIPPING_RECORD } from './test-records';

const SIZES: LabelSize[] = ['4x6', 'letter'];

/** Text with its runs of spaces (pdftotext's layout) made one. */
const squeeze = (text: string) => text.replace(/\s+/g, ' ');

describe.each(SIZES)('shippingLabelPdf, %s', (size) => {
  it('is one page of the size asked for, a PDF pdf-lib reads back', async () => {
    const pdf = await PDFDocument.load(await shippingLabelPdf(SHIPPING_RECORD, { size }));
    expect(pdf.getPageCount()).toBe(1);
    const { width, height } = pdf.getPage(0).getSize();
    expect([width, height]).toEqual(LABEL_PAGE[size]);
    expect(pdf.getTitle()).toBe('Shipping label PAL-7K3Q-9D');
  });

  it('prints the laboratory’s address, the sender, the sample type, the box count and the reference', async () => {
    const text = squeeze(pdfText(await shippingLabelPdf(SHIPPING_RECORD, { size })));
    for (const line of LABORATORY.address.lines) expect(text).toContain(line.toUpperCase());
    expect(text).toContain(LABORATORY.legalName);
    expect(text).toContain('Dana Whitford');
    expect(text).toContain('780-555-0199');
    expect(text).toContain('SOIL');
    expect(text).toMatch(/BOX _* ?OF/);
    expect(text).toContain('PAL-7K3Q-9D');
  });

  it('carries the reference in a Code 128 barcode and a QR code a scanner reads from the print', async () => {
    const symbols = decodeBarcodes(await shippingLabelPdf(SHIPPING_RECORD, { size }));
    expect(symbols).toEqual(
      expect.arrayContaining([
        { type: 'CODE-128', data: 'PAL-7K3Q-9D' },
        { type: 'QR-Code', data: 'PAL-7K3Q-9D' },
      ]),
    );
    expect(symbols).toHaveLength(2);
  });
});

describe('shippingLabelPdf', () => {
  it('prints a container request’s requester and the samples its containers are for', async () => {
    const bytes = await shippingLabelPdf(RESOURCE_RECORD, { size: '4x6' });
    const text = squeeze(pdfText(bytes));
    expect(text).toContain('Jean-François Côté');
    expect(text).toContain('PLANT TISSUE');
    expect(decodeBarcodes(bytes).map((symbol) => symbol.data)).toEqual([
      'PAL-H4WX-2M',
      'PAL-H4WX-2M',
    ]);
  });

  it('prints a name in any script, replacing what Helvetica cannot draw with ?', async () => {
    const bytes = await shippingLabelPdf(HOSTILE_RECORD, { size: '4x6' });
    expect(squeeze(pdfText(bytes))).toContain('?ukasz Ors ??? ? ???? Zoë');
    expect(decodeBarcodes(bytes)).toHaveLength(2);
  });

  it('refuses a record stored before references existed', async () => {
    await expect(
      shippingLabelPdf({ ...SHIPPING_RECORD, reference: null }, { size: '4x6' }),
    ).rejects.toBeInstanceOf(NoReference);
  });

  it('is the same bytes for the same record (nothing depends on the clock)', async () => {
    const first = await shippingLabelPdf(SHIPPING_RECORD, { size: 'letter' });
    const second = await shippingLabelPdf(SHIPPING_RECORD, { size: 'letter' });
    expect(Buffer.from(first).equals(Buffer.from(second))).toBe(true);
  });
});
