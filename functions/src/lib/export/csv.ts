import { cleanLines } from '@lab/shared/text/characters';

/**
 * CSV as spreadsheets open it (RFC 4180): every cell quoted, rows ended by CRLF, and the
 * file started by a UTF-8 byte-order mark, without which Excel reads UTF-8 as its local
 * code page and garbles accents.
 */
export const CSV_BOM = '\uFEFF';
export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';

/**
 * Characters that make a spreadsheet read a cell as a formula (or, for tab and line
 * breaks, hide one behind them): OWASP's CSV-injection list, with the line feed that
 * cleaning turns a carriage return into.
 */
const FORMULA_START = /^[=+\-@\t\r\n]/;

/** A cell's value as text: nothing for null, and no formula a spreadsheet would run. */
export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '""';
  // Text from the records is checked on the way in; cleaned again here, as the mailer
  // does, so the file is well-formed whatever the table holds.
  const text = cleanLines(String(value));
  // A leading apostrophe makes the spreadsheet show the cell as text, formula and all.
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
}

/** One CSV line of cells, with its CRLF. */
export function csvRow(values: readonly (string | number | boolean | null | undefined)[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}
