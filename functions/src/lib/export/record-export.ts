import { LIMITS } from '@lab/shared/constants/limits';
import type { RecordKind } from '@lab/shared/constants/record-kinds';
import type { RecordFilter } from '@lab/shared/schemas/admin';
import { listPage } from '../listing';
import type { RecordRepository } from '../records/record-repository';
import { CSV_BOM } from './csv';
import { csvHeader, recordCsvRow } from './record-csv';

/** Records read per page of an export: the lists' largest page. */
export const EXPORT_PAGE_SIZE = LIMITS.pageMax;

/**
 * What a list's filter shows, as a CSV file: the byte-order mark and the header row, then
 * one row per record, newest first, read a page at a time through the same filtered list
 * the dashboard pages through.
 *
 * The stream is pulled: a page is read only when the reader has taken the previous one
 * (highWaterMark 0), so an export of any size holds at most one page in memory, and a
 * reader that goes away stops the reading.
 */
export function recordExportStream<K extends RecordKind>(
  kind: K,
  filter: RecordFilter,
  repository: Pick<RecordRepository<K>, 'list'>,
  pageSize: number = EXPORT_PAGE_SIZE,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let cursor: string | null | undefined;
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        controller.enqueue(encoder.encode(CSV_BOM + csvHeader(kind)));
      },
      async pull(controller) {
        const page = await listPage<K>(
          { ...filter, limit: pageSize, ...(cursor && { cursor }) },
          repository,
        );
        const rows = page.data.map((record) => recordCsvRow(kind, record)).join('');
        if (rows) controller.enqueue(encoder.encode(rows));
        cursor = page.nextCursor;
        if (cursor === null) controller.close();
      },
    },
    { highWaterMark: 0 },
  );
}

/** The download's file name: the kind and the day it was exported, e.g. `contact-submissions-2026-11-23.csv`. */
export function exportFileName(kind: RecordKind, now: Date = new Date()): string {
  return `${EXPORT_FILE_PREFIX[kind]}-${now.toISOString().slice(0, 10)}.csv`;
}

const EXPORT_FILE_PREFIX = {
  contact: 'contact-submissions',
  resource: 'container-requests',
  shipping: 'shipping-requests',
} as const satisfies Record<RecordKind, string>;
