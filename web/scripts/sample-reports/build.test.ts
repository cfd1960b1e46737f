import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  decodePDFRawStream,
  PDFArray,
  PDFDocument,
  PDFRawStream,
  type PDFPage,
  type PDFRef,
} from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE } from '../../src/config/site';
import {
  reportFileName,
  SAMPLE_REPORTS,
  type SampleReport,
} from '../../src/content/sample-reports';
import { buildSampleReport, writeSampleReports } from './build';

/**
 * The standard fonts' WinAnsi encoding is Latin-1 apart from 0x80-0x9F, where it puts
 * dashes and quotes (Node's 'windows-1252' decoder treats those bytes as Latin-1).
 */
const WIN_ANSI_EXTRAS: Record<string, string> = {
  '\x91': '‘',
  '\x92': '’',
  '\x93': '“',
  '\x94': '”',
  '\x96': '–',
  '\x97': '—',
};
const winAnsi = (hex: string) =>
  Buffer.from(hex, 'hex')
    .toString('latin1')
    .replace(/[\x91-\x97]/g, (char) => WIN_ANSI_EXTRAS[char] ?? char);

/**
 * The text a page draws. pdf-lib compresses content streams and writes standard-font
 * text as hex strings (`<48656C6C6F> Tj`): inflate, then decode the hex.
 */
function pageText(doc: PDFDocument, page: PDFPage): string {
  const contents = page.node.Contents();
  const refs = contents instanceof PDFArray ? contents.asArray() : [contents];
  return refs
    .map((ref) => doc.context.lookup(ref as PDFRef))
    .filter((stream): stream is PDFRawStream => stream instanceof PDFRawStream)
    .map((stream) => Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1'))
    .flatMap((ops) => [...ops.matchAll(/<([0-9A-Fa-f]*)> Tj/g)])
    .map((match) => winAnsi(match[1] ?? ''))
    .join('\n');
}

/** Each page's text, and all of it, of a freshly built report. */
async function reportText(report: SampleReport) {
  const doc = await PDFDocument.load(await buildSampleReport(report), { updateMetadata: false });
  const pages = doc.getPages().map((page) => pageText(doc, page));
  return { pages, all: pages.join('\n') };
}

const REPORTS = Object.keys(SAMPLE_REPORTS) as SampleReport[];

describe('sample report PDFs', () => {
  let dir: string;
  let files: string[];

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'sample-reports-'));
    files = await writeSampleReports(dir);
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('writes one file for every report the site links to, under the linked name', () => {
    expect(files.map((file) => file.slice(dir.length + 1)).sort()).toEqual(
      REPORTS.map(reportFileName).sort(),
    );
  });

  it.each(REPORTS)('%s report is a PDF that loads, with fixed metadata', async (report) => {
    const bytes = await readFile(join(dir, reportFileName(report)));
    expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe('%PDF-');
    const doc = await PDFDocument.load(bytes, { updateMetadata: false });
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(1);
    expect(doc.getTitle()).toMatch(/Analysis Report$/);
    expect(doc.getAuthor()).toBe(SITE.name);
    expect(doc.getCreationDate()?.getFullYear()).toBe(2025);
  });

  it.each(REPORTS)('%s report is identical from one build to the next', async (report) => {
    const [first, second] = await Promise.all([
      buildSampleReport(report),
      buildSampleReport(report),
    ]);
    expect(Buffer.from(first).equals(Buffer.from(second))).toBe(true);
  });

  it.each(REPORTS)(
    '%s report names the lab, its accreditation and says it is a sample on every page',
    async (report) => {
      const { pages, all } = await reportText(report);
      expect(all).toContain(SITE.name);
      expect(all).toContain(SITE.phoneDisplay);
      expect(all).toContain(SITE.email);
      expect(all).toContain(SITE.accreditation.standard);
      expect(all).toContain(SITE.accreditation.body);
      expect(all).toContain('Reviewed by:');
      pages.forEach((page, index) => {
        expect(page).toContain('SAMPLE REPORT – for illustration only');
        expect(page).toContain(`Page ${index + 1} of ${pages.length}`);
      });
    },
  );

  it('soil report has the field details and every soil measurement', async () => {
    const { all } = await reportText('soil');
    for (const expected of [
      'SOIL ANALYSIS REPORT',
      'NW-12-52-25-W4',
      '0-6 in',
      'pH (1:2 water)',
      'Electrical conductivity',
      'Organic matter',
      'Nitrate-N (NO3-N)',
      'Phosphorus (P)',
      'Potassium (K)',
      'Sulphate-S (SO4-S)',
      'Calcium (Ca)',
      'Magnesium (Mg)',
      'Sodium (Na)',
      'Zinc (Zn)',
      'Copper (Cu)',
      'Manganese (Mn)',
      'Iron (Fe)',
      'Boron (B)',
      'Chloride (Cl)',
      'Cation exchange capacity',
      'Total base saturation',
      'Sodium adsorption ratio',
      'Clay loam (medium-fine)',
      'meq/100g',
      'dS/m',
      'lb/ac',
      'Optimum',
    ]) {
      expect(all).toContain(expected);
    }
  });

  it('plant tissue report has the crop, the plant part and every nutrient', async () => {
    const { all } = await reportText('plantTissue');
    for (const expected of [
      'PLANT TISSUE ANALYSIS REPORT',
      'Potato, Russet Burbank',
      'Youngest fully expanded leaves',
      'Sufficient',
      ...['Nitrogen (N)', 'Phosphorus (P)', 'Potassium (K)', 'Sulphur (S)', 'Calcium (Ca)'],
      ...['Magnesium (Mg)', 'Zinc (Zn)', 'Copper (Cu)', 'Manganese (Mn)', 'Iron (Fe)'],
      'Boron (B)',
    ]) {
      expect(all).toContain(expected);
    }
  });
});
