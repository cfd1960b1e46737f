import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { SAMPLE_TYPE_TESTS } from '@lab/shared/constants/analyses';
import { LABORATORY } from '@lab/shared/constants/laboratory';
import { SAMPLE_TYPE_VALUES } from '@lab/shared/constants/sample-types';
import { decodeBarcodes, pdfText } from '../../../../tools/pdf-tools';
import { FORM_PAGE, SAMPLE_ROWS, submissionFormPdf } from './submission-form';
import { CROWDED_RECORD, HOSTILE_RECORD, RESOURCE_RECORD, SHIPPING_RECORD } from './test-records';

const squeeze = (text: string) => text.replace(/\s+/g, ' ');

describe('submissionFormPdf', () => {
  it('is one letter page, a PDF pdf-lib reads back', async () => {
    const pdf = await PDFDocument.load(await submissionFormPdf(SHIPPING_RECORD));
    expect(pdf.getPageCount()).toBe(1);
    const { width, height } = pdf.getPage(0).getSize();
    expect([width, height]).toEqual(FORM_PAGE);
  });

  it('prints the reference, the laboratory, the requester as submitted, the table, and signature and date lines', async () => {
    const text = squeeze(pdfText(await submissionFormPdf(SHIPPING_RECORD)));
    expect(text).toContain('PAL-7K3Q-9D');
    expect(text).toContain(LABORATORY.legalName);
    expect(text).toContain(LABORATORY.address.lines.join(', '));
    for (const value of ['Dana Whitford', 'dana@example.com', '780-555-0199', '12 kg']) {
      expect(text).toContain(value);
    }
    expect(text).toContain('40 x 30 x 30 cm');
    expect(text).toContain('2026-07-15 13:40 (Edmonton time)');
    expect(text).toMatch(/# Sample ID Field Crop Stage 1 2 3/);
    expect(text).toContain(` ${SAMPLE_ROWS} `);
    expect(text).toContain('Signature');
    expect(text).toContain('Date');
  });

  it('carries the reference in a Code 128 barcode a scanner reads from the print', async () => {
    expect(decodeBarcodes(await submissionFormPdf(SHIPPING_RECORD))).toEqual([
      { type: 'CODE-128', data: 'PAL-7K3Q-9D' },
    ]);
  });

  it.each(SAMPLE_TYPE_VALUES.map((type) => [type]))(
    'offers every test of the %s service',
    async (sampleType) => {
      const text = squeeze(pdfText(await submissionFormPdf({ ...SHIPPING_RECORD, sampleType })));
      for (const test of SAMPLE_TYPE_TESTS[sampleType]) expect(text).toContain(test);
      expect(text).toContain('Other:');
    },
  );

  it('prints a container request’s details, its comments line by line', async () => {
    const text = pdfText(await submissionFormPdf(RESOURCE_RECORD));
    expect(text).toContain('Jean-François Côté');
    expect(text).toContain('Plant Tissue Bags');
    expect(text).toContain('22 Range Road 254, Sturgeon County, AB, T8R 1A1');
    expect(text).toMatch(/Company: Côté Farms\s*\n\s*Container type: Plant Tissue Bags/);
    expect(squeeze(text)).toContain('SAP Analysis');
  });

  it('prints a hostile name with ? for what it cannot draw, and says so', async () => {
    const bytes = await submissionFormPdf(HOSTILE_RECORD);
    const text = squeeze(pdfText(bytes));
    expect(text).toContain('?ukasz Ors ??? ? ???? Zoë');
    expect(text).toContain('Characters this form cannot print are shown as ?');
    expect(decodeBarcodes(bytes)).toEqual([{ type: 'CODE-128', data: 'PAL-ZZ22-X9' }]);
  });

  it('fits the most it has to hold on one page: fewer sample rows, every test, the signature', async () => {
    const bytes = await submissionFormPdf(CROWDED_RECORD);
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(1);
    const text = pdfText(bytes);
    // The table's row numbers stand alone at the start of their lines.
    const rows = text.split('\n').filter((line) => /^\s*\d{1,2}\s*$/.test(line)).length;
    expect(rows).toBeGreaterThanOrEqual(8);
    expect(rows).toBeLessThan(SAMPLE_ROWS);
    for (const test of SAMPLE_TYPE_TESTS.soil) expect(squeeze(text)).toContain(test);
    expect(text).toContain('Signature');
    expect(decodeBarcodes(bytes)).toEqual([{ type: 'CODE-128', data: 'PAL-CR2W-D7' }]);
  });
});
