import { performance } from 'node:perf_hooks';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { ADMIN_TOKEN_HEADER, apiPath } from '@lab/shared/api/routes';
import { CSV_BOM } from '../src/lib/export/csv';
import { csvColumns, csvHeader, recordCsvRow } from '../src/lib/export/record-csv';
import { EXPORT_PAGE_SIZE } from '../src/lib/export/record-export';
import { check, checkRows, type Check } from './checks';
import { numberAt, type SeededKind } from './dataset';
import type { Api } from './measure';
import { collectGarbage, peakLiveHeapDuring, peakMemoryDuring, type MemoryPeak } from './memory';
import { seedRecords, storedRecordOf } from './seed';
import { fmt, int, log } from './support';

/** Table sizes the export is measured at: its memory must not grow from one to the other. */
export const EXPORT_SIZES = [1_000, 10_000] as const;
/** The container requests: the contact table is the latency benchmark's. */
export const EXPORT_KIND = 'resource' satisfies SeededKind;

const ROW_END = '\r\n';
const EXPORT_TIMEOUT_MS = 120_000;

/** What one export of the whole table brought back. */
export interface ExportRead {
  status: number;
  contentType: string | null;
  bytes: number;
  /** Lines ended by CRLF: the header and one per record. */
  lines: number;
  /** Milliseconds to the status and headers, and to the last byte. */
  firstByteMs: number;
  totalMs: number;
}

/** Rows with what an export must carry intact: what the row comparison covered. */
export interface ExportCoverage {
  /** A cell a spreadsheet would run, neutralised by a leading apostrophe. */
  formulas: number;
  /** Accented letters (any non-ASCII character). */
  accents: number;
  /** A line break inside a cell. */
  lineBreaks: number;
}

export interface ExportResult {
  records: number;
  coverage: ExportCoverage;
  seedSeconds: number;
  read: ExportRead;
  /** Over the timed read: peaks of RSS and of the heap in use, garbage included. */
  memory: MemoryPeak;
  /** Over a third read: the most live heap (after a full collection) above the baseline. */
  liveHeap: Awaited<ReturnType<typeof peakLiveHeapDuring>>;
  checks: Check[];
}

/**
 * GETs the export and hands `onLine` each line as it arrives (BOM and CRLF off), holding
 * no more than one chunk and one partial line: the reading side must not be what grows.
 */
async function readExport(
  api: Api,
  path: string,
  onLine: (line: string, index: number) => void = () => undefined,
): Promise<ExportRead> {
  const start = performance.now();
  const response = await fetch(api.base + path, {
    headers: { [ADMIN_TOKEN_HEADER]: `Bearer ${api.token ?? ''}` },
    signal: AbortSignal.timeout(EXPORT_TIMEOUT_MS),
  });
  const firstByteMs = performance.now() - start;
  const read = {
    status: response.status,
    contentType: response.headers.get('content-type'),
    bytes: 0,
    lines: 0,
    firstByteMs,
    totalMs: 0,
  };
  if (!response.body) throw new Error(`${path} answered ${response.status} without a body`);
  // ignoreBOM: keep the BOM in the text, to check it is there.
  const decoder = new TextDecoder('utf-8', { ignoreBOM: true, fatal: true });
  let partial = '';
  for await (const chunk of response.body) {
    read.bytes += chunk.byteLength;
    const lines = (partial + decoder.decode(chunk, { stream: true })).split(ROW_END);
    partial = lines.pop() ?? '';
    for (const line of lines) onLine(line, read.lines++);
  }
  partial += decoder.decode();
  if (partial !== '') onLine(partial, read.lines++);
  read.totalMs = performance.now() - start;
  return read;
}

/** Where the id and the arrival are among the export's columns (the record schema's order). */
const ID_COLUMN = csvColumns(EXPORT_KIND).indexOf('id');
const CREATED_AT_COLUMN = csvColumns(EXPORT_KIND).indexOf('createdAt');

/** The cells at `positions` of a CSV line (quoted or not), read from its start. */
function cellsAt(line: string, positions: readonly number[]): (string | undefined)[] {
  const cells: string[] = [];
  const cell = /(?:"((?:[^"]|"")*)"|([^,"]*))(?:,|$)/y;
  const last = Math.max(...positions);
  for (let match = cell.exec(line); match && cells.length <= last; match = cell.exec(line)) {
    cells.push(match[1] !== undefined ? match[1].replaceAll('""', '"') : (match[2] ?? ''));
  }
  return positions.map((position) => cells[position]);
}

/**
 * Reads the whole export and checks every line against the dataset: the BOM and the
 * header first, then each record exactly once, each row exactly the CSV of the record the
 * dataset says was seeded (found by its arrival time, which the dataset spaces evenly;
 * the id is the one random part). Accents, quotes, line breaks in cells and neutralised
 * formulas are all in that comparison.
 */
async function verifiedExport(api: Api, path: string, anchor: number, records: number) {
  const seen = new Uint8Array(records);
  let header = 0;
  let matching = 0;
  let duplicates = 0;
  const coverage = { formulas: 0, accents: 0, lineBreaks: 0 };
  const read = await readExport(api, path, (line, index) => {
    if (index === 0) {
      if (line === CSV_BOM + csvHeader(EXPORT_KIND).slice(0, -ROW_END.length)) header = 1;
      return;
    }
    const [id, createdAt] = cellsAt(line, [ID_COLUMN, CREATED_AT_COLUMN]);
    const n = numberAt(anchor, createdAt ?? '');
    if (!(n >= 0 && n < records) || !id) return;
    if (seen[n]) duplicates++;
    seen[n] = 1;
    const expected = recordCsvRow(EXPORT_KIND, { ...storedRecordOf(EXPORT_KIND, anchor, n), id });
    if (line + ROW_END === expected) matching++;
    if (line.includes(`,"'`)) coverage.formulas++;
    if (/[\u0080-\u{10ffff}]/u.test(line)) coverage.accents++;
    if (line.includes('\n')) coverage.lineBreaks++;
  });
  return {
    read,
    checks: [
      check('status 200', 200, read.status),
      check('BOM and header line', 1, header),
      check('lines (header + one per record)', records + 1, read.lines),
      check('rows identical to the seeded record', records, matching),
      check('records exported twice', 0, duplicates),
    ],
    coverage,
  };
}

/**
 * The CSV export of a whole table at each of EXPORT_SIZES: seeds EXPORT_KIND's table up to
 * the size (through `seedRecords`, so the counts agree), reads the export once to check
 * every row (which also warms it up), then times a second read while sampling this
 * process's memory, then samples the live heap over a third, and checks the live heap did
 * not grow with the table. The server and this client share the process; the client only
 * counts lines, so what grows is the export's.
 */
export async function exportBySize(
  api: Api,
  client: DynamoDBDocumentClient,
  { tableName, anchor }: { tableName: string; anchor: number },
): Promise<ExportResult[]> {
  // The full export: each row is compared with the stored record's own CSV.
  const path = `${apiPath('export-records', { kind: EXPORT_KIND })}?format=full`;
  const results: ExportResult[] = [];
  let seeded = 0;
  for (const records of EXPORT_SIZES) {
    log(`Seeding ${int(records - seeded)} ${EXPORT_KIND} records (table size → ${int(records)})…`);
    const seedStart = performance.now();
    await seedRecords(client, { tableName, kind: EXPORT_KIND, anchor }, seeded, records - seeded);
    const seedSeconds = (performance.now() - seedStart) / 1000;
    seeded = records;

    log(`Exporting ${int(records)} records: checking every row…`);
    const verified = await verifiedExport(api, path, anchor, records);
    collectGarbage();
    log(`Exporting ${int(records)} records: timing and sampling memory…`);
    const { result: read, memory } = await peakMemoryDuring(() => readExport(api, path));
    log(`Exporting ${int(records)} records: sampling the live heap…`);
    let liveLines = 0;
    const liveHeap = await peakLiveHeapDuring(async () => {
      liveLines = (await readExport(api, path)).lines;
    });
    results.push({
      records,
      seedSeconds,
      coverage: verified.coverage,
      read,
      memory,
      liveHeap,
      checks: [
        ...verified.checks,
        check('timed read: lines', records + 1, read.lines),
        check('timed read: bytes as the checked read', verified.read.bytes, read.bytes),
        check('live-heap read: lines', records + 1, liveLines),
      ],
    });
  }
  const [smallest, largest] = [results[0], results.at(-1)];
  if (smallest && largest && largest !== smallest) {
    // Bounded: an export that buffered the file would hold all of it at once (as text and
    // as bytes), so its live heap would grow by more than the body did; one that streams
    // holds a page at any size.
    const grew = largest.liveHeap.added - smallest.liveHeap.added;
    const bodyGrew = largest.read.bytes - smallest.read.bytes;
    largest.checks.push(
      check(
        `live heap added grew, KB (at most ¼ of the body's growth from ${int(smallest.records)})`,
        Math.round(bodyGrew / 4 / 1024),
        Math.round(grew / 1024),
        grew <= bodyGrew / 4,
      ),
    );
  }
  return results;
}

const mb = (bytes: number) => fmt(bytes / 2 ** 20);

/** The CSV export's section: what was read, how fast, and what it added to the process's memory. */
export function exportSection(exports: ExportResult[]): string[] {
  const [small, large] = exports as [ExportResult, ExportResult];
  const row = ({ records, read, memory, liveHeap }: ExportResult) =>
    `| ${int(records)} | ${int(read.lines)} | ${mb(read.bytes)} MB | ${fmt(read.firstByteMs, 0)} ms | ${fmt(read.totalMs / 1000, 2)} s | ${int(Math.round(records / (read.totalMs / 1000)))} | ${mb(memory.baseline.rss)} MB | ${mb(memory.added.rss)} MB | ${mb(memory.added.heapUsed)} MB | ${mb(liveHeap.added)} MB | ${int(memory.samples)} / ${int(liveHeap.samples)} |`;
  const { coverage } = large;
  return [
    '## CSV export of a whole table',
    '',
    `\`GET ${apiPath('export-records', { kind: EXPORT_KIND })}?format=full\` (the full export: every field; every status, no range) read through the local server as a stream (a Lambda function URL in RESPONSE_STREAM mode in AWS), with ${int(small.records)} and then ${int(large.records)} container requests in the table, before anything else is seeded. The records have accented names, international phone numbers, formula-looking requests and line breaks in cells (at ${int(large.records)}: ${int(coverage.accents)} rows with accents, ${int(coverage.formulas)} with a neutralised formula cell, ${int(coverage.lineBreaks)} with a line break in a cell).`,
    '',
    `At each size the export is read three times. The first read checks every row against the record seeded (and warms the path up). The second is timed and counts lines only, while this process's resident set (RSS) and V8 heap in use are sampled every 5 ms: *RSS added* and *heap added* are their peaks less their values just before (after a full garbage collection); heap added includes the garbage the collector had not yet taken. The third forces a full collection every 20 ms and takes the largest live heap (*live heap added*): what the export holds at once, the figure that would grow if it buffered the file. The client and the server share the process and the client holds one chunk at a time, so what grows is the server's.`,
    '',
    '| Records | Lines | Body | First byte | Time | Rows/s | RSS before | RSS added | Heap added | Live heap added | Samples |',
    '| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...exports.map(row),
    '',
    `From ${int(small.records)} to ${int(large.records)} records the body grew ${fmt(large.read.bytes / small.read.bytes, 1)}× (by ${mb(large.read.bytes - small.read.bytes)} MB) and the time ${fmt(large.read.totalMs / small.read.totalMs, 1)}×, while the live heap added went from ${mb(small.liveHeap.added)} MB to ${mb(large.liveHeap.added)} MB and the RSS added from ${mb(small.memory.added.rss)} MB to ${mb(large.memory.added.rss)} MB: the export reads a page (${int(EXPORT_PAGE_SIZE)} records) only when the reader has taken the previous one, so it holds a page, not the file.`,
    '',
    ...checkRows(
      exports.flatMap(({ records, checks }) =>
        checks.map((c) => ({ ...c, name: `${int(records)}: ${c.name}` })),
      ),
    ),
    '',
  ];
}
