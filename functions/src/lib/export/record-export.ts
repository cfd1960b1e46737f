import { LIMITS } from '@lab/shared/constants/limits';
import type { RecordKind } from '@lab/shared/constants/record-kinds';
import type { RecordFilter } from '@lab/shared/schemas/admin';
import type { ExportFormat } from '@lab/shared/schemas/record-export';
import { laboratoryDay } from '@lab/shared/time/laboratory-time';
import { listPage } from '../listing';
import type { RecordRepository } from '../records/record-repository';
import { CSV_BOM } from './csv';
import { readableCsvHeader, readableCsvRow } from './readable-csv';
import { csvHeader, recordCsvRow } from './record-csv';

/** Records read per page of an export: the lists' largest page. */
export const EXPORT_PAGE_SIZE = LIMITS.pageMax;

/** Each file's header line and row: readable (readable-csv.ts) or every field (record-csv.ts). */
const FORMATS = {
  readable: { header: readableCsvHeader, row: readableCsvRow },
  full: { header: csvHeader, row: recordCsvRow },
} as const satisfies Record<ExportFormat, unknown>;

/**
 * What a list's filter shows, as a CSV file in `format`: the byte-order mark and the header
 * row, then one row per record, newest first, read a page at a time through the same filtered list
 * the dashboard pages through.
 *
 * The stream is pulled: a page is read only when the reader has taken the previous one
 * (highWaterMark 0), so an export of any size holds at most one page in memory, and a
 * reader that goes away stops the reading.
 */
export function recordExportStream<K extends RecordKind>(
  kind: K,
  /** The list's filter, and whose records `assignee: 'me'` means (the exporting admin's username). */
  filter: RecordFilter & { caller?: string },
  repository: Pick<RecordRepository<K>, 'list'>,
  format: ExportFormat = 'readable',
  pageSize: number = EXPORT_PAGE_SIZE,
): ReadableStream<Uint8Array> {
  const { caller, ...query } = filter;
  const { header, row } = FORMATS[format];
  const encoder = new TextEncoder();
  let cursor: string | null | undefined;
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        controller.enqueue(encoder.encode(CSV_BOM + header(kind)));
      },
      async pull(controller) {
        const page = await listPage<K>(
          { ...query, limit: pageSize, ...(cursor && { cursor }) },
          repository,
          caller,
        );
        const rows = page.data.map((record) => row(kind, record)).join('');
        if (rows) controller.enqueue(encoder.encode(rows));
        cursor = page.nextCursor;
        if (cursor === null) controller.close();
      },
    },
    { highWaterMark: 0 },
  );
}

/**
 * The download's file name: the kind and the (UTC) day it was exported, e.g.
 * `contact-submissions-2026-11-23.csv`; the full export says so
 * (`contact-submissions-full-2026-11-23.csv`), so the two files never take each other's place.
 */
export function exportFileName(
  kind: RecordKind,
  now: Date = new Date(),
  format: ExportFormat = 'readable',
): string {
  const full = format === 'full' ? '-full' : '';
  // The laboratory's day, as every date staff see: an evening's export is not tomorrow's.
  return `${EXPORT_FILE_PREFIX[kind]}${full}-${laboratoryDay(now.getTime())}.csv`;
}

const EXPORT_FILE_PREFIX = {
  contact: 'contact-submissions',
  resource: 'container-requests',
  shipping: 'shipping-requests',
} as const satisfies Record<RecordKind, string>;
