import * as z from 'zod';
import { recordFilterSchema } from './admin';

/**
 * The two CSV files a list exports:
 * - `readable`, the default: for people in a spreadsheet. Headings in words, the reference
 *   and arrival first, labels instead of codes, times in the laboratory's time zone as
 *   `YYYY-MM-DD HH:MM` (a spreadsheet reads them as date-times), the automatic e-mails as
 *   two plain columns.
 * - `full`: for audits and machines. Every field of the record schema under its own name,
 *   stored values as they are (ISO-8601 UTC times, codes, the delivery as JSON).
 */
export const EXPORT_FORMATS = ['readable', 'full'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** What the dashboard's export menu calls each file. */
export const EXPORT_FORMAT_LABELS = {
  readable: 'Export CSV',
  full: 'Full export (all fields)',
} as const satisfies Record<ExportFormat, string>;

/**
 * Query string of `GET /api/admin/export/{kind}`: a list's filter, and which file
 * (`?format=full`; readable when absent, so the export as it was first asked stays readable).
 */
export const recordExportQuerySchema = z.intersection(
  recordFilterSchema,
  z.object({
    format: z
      .enum(EXPORT_FORMATS, { error: `format must be one of ${EXPORT_FORMATS.join(', ')}` })
      .default('readable'),
  }),
);
export type RecordExportQuery = z.output<typeof recordExportQuerySchema>;
