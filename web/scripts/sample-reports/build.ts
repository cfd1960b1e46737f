/** Builds the sample report PDFs the service pages link to (`SAMPLE_REPORTS`). */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  reportFileName,
  SAMPLE_REPORTS,
  type SampleReport,
} from '../../src/content/sample-reports';
import { plantTissueReport } from './plant-tissue-report';
import { soilReport } from './soil-report';

/** Where the site serves `/reports/*` from. */
export const REPORTS_DIR = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  'public',
  'reports',
);

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
