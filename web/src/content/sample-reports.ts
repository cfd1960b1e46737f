/**
 * Sample report PDFs served from /reports. They are generated at build time by the
 * report script; the pages only link to them (in a new tab, with a pdf_download event).
 */
export const SAMPLE_REPORTS = {
  soil: '/reports/sample-soil-report.pdf',
  plantTissue: '/reports/sample-plant-tissue-report.pdf',
} as const;

export type SampleReport = keyof typeof SAMPLE_REPORTS;

/** The file name a download is reported under, e.g. `sample-soil-report.pdf`. */
export function reportFileName(report: SampleReport): string {
  return SAMPLE_REPORTS[report].split('/').pop() ?? SAMPLE_REPORTS[report];
}
