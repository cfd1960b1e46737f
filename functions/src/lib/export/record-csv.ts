import type { RecordKind } from '@lab/shared/constants/record-kinds';
import {
  recordSchemaByKind,
  type RecordByKind,
  type RecordNote,
} from '@lab/shared/schemas/records';
import { csvRow } from './csv';

/**
 * The columns of a kind's export: every field of its record schema, in the schema's order
 * (so a field added to a record is exported without a change here), status, last change
 * and notes included.
 */
export function csvColumns(kind: RecordKind): string[] {
  return Object.keys(recordSchemaByKind[kind].shape);
}

/** A record's notes in one cell, oldest first, one per line with when and by whom. */
function notesCell(notes: readonly RecordNote[]): string {
  return notes.map(({ at, by, text }) => `${at} ${by}: ${text}`).join('\n');
}

function cellValue(value: unknown): string | number | boolean | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    return value;
  }
  // No record field but `notes` is structured today; anything new is still readable.
  return JSON.stringify(value);
}

/** The header line of a kind's export. */
export function csvHeader(kind: RecordKind): string {
  return csvRow(csvColumns(kind));
}

/** One record as one CSV line, its cells in `csvColumns` order. */
export function recordCsvRow<K extends RecordKind>(kind: K, record: RecordByKind[K]): string {
  const fields = record as unknown as Record<string, unknown>;
  return csvRow(
    csvColumns(kind).map((column) =>
      column === 'notes' ? notesCell(record.notes) : cellValue(fields[column]),
    ),
  );
}
