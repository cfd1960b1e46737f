import { monotonicFactory } from 'ulid';
import { describe, expect, it } from 'vitest';
import type { ContactSubmission } from '@lab/shared/schemas/records';
import type { ListOptions, ListPage } from '../records/query';
import { CSV_BOM } from './csv';
import { readableCsvHeader } from './readable-csv';
import { csvColumns, csvHeader } from './record-csv';
import { exportFileName, recordExportStream } from './record-export';

const nextId = monotonicFactory();

function contact(overrides: Partial<ContactSubmission> = {}): ContactSubmission {
  return {
    id: nextId(),
    reference: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    status: 'new',
    statusChangedAt: null,
    statusChangedBy: null,
    assignee: null,
    replies: [],
    notes: [],
    delivery: { alert: null, receipt: null },
    samplesReceived: null,
    containersSent: null,
    name: 'Zoë Bélanger',
    email: 'zoe@example.com',
    phone: null,
    subject: null,
    message: 'Soil test, please.',
    ...overrides,
  };
}

/**
 * A repository over an array, newest first, that counts the records it has handed out and
 * the export has not yet passed on: what the export holds in memory.
 */
function countingRepository(records: ContactSubmission[]) {
  const newestFirst = [...records].sort((a, b) => (a.id < b.id ? 1 : -1));
  const state = { held: 0, maxHeldAtRead: 0, reads: [] as ListOptions[] };
  return {
    state,
    /** The reader passed `rows` records on. */
    released(rows: number) {
      state.held -= rows;
    },
    repository: {
      async list(options: ListOptions): Promise<ListPage<ContactSubmission>> {
        state.reads.push(options);
        // Whatever the export still holds when it asks for the next page.
        state.maxHeldAtRead = Math.max(state.maxHeldAtRead, state.held);
        const start = options.before ? newestFirst.findIndex((r) => r.id < options.before!) : 0;
        const rest = start === -1 ? [] : newestFirst.slice(start);
        const items = rest.slice(0, options.limit);
        state.held += items.length;
        return {
          items,
          lastId: rest.length > options.limit ? (items.at(-1)?.id ?? null) : null,
        };
      },
    },
  };
}

async function readAll(stream: ReadableStream<Uint8Array>, onChunk?: (text: string) => void) {
  const decoder = new TextDecoder('utf-8', { ignoreBOM: true });
  let text = '';
  for await (const chunk of stream) {
    const part = decoder.decode(chunk, { stream: true });
    onChunk?.(part);
    text += part;
  }
  return text;
}

/** Rows a chunk of the body ends: CRLF ends each row, and never occurs inside a cell. */
const rowsIn = (text: string) => text.split('\r\n').length - 1;

describe('record export', () => {
  it('full: starts with the byte-order mark and the header, then one row per record, newest first', async () => {
    const older = contact({ message: 'Récolte : ligne un\nligne deux' });
    const newer = contact({
      name: '=HYPERLINK("http://evil.example","x")',
      status: 'done',
      statusChangedAt: '2026-11-21T09:00:00.000Z',
      statusChangedBy: 'staff',
      assignee: 'staff.kim',
      replies: [],
      notes: [
        { at: '2026-11-21T09:00:00.000Z', by: 'staff', text: 'Called back' },
        { at: '2026-11-21T09:05:00.000Z', by: 'staff', text: '@later' },
      ],
    });
    const { repository } = countingRepository([older, newer]);
    const bytes = new Uint8Array(
      await new Response(
        recordExportStream('contact', { status: 'all' }, repository, 'full'),
      ).arrayBuffer(),
    );
    // The UTF-8 encoding of U+FEFF, without which Excel garbles accents.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    const [header, first, second, end] = text.slice(CSV_BOM.length).split('\r\n');
    expect(header).toBe(
      csvColumns('contact')
        .map((c) => `"${c}"`)
        .join(','),
    );
    expect(header).toContain('"status","statusChangedAt","statusChangedBy","notes","assignee"');
    // The assignee's column holds the colleague's username as stored; empty for nobody.
    const assigneeAt = csvColumns('contact').indexOf('assignee');
    const cellsOf = (line: string | undefined) =>
      (line ?? '').match(/"(?:[^"]|"")*"|(?<=,|^)(?=,|$)/g);
    expect(cellsOf(first)?.[assigneeAt]).toBe('"staff.kim"');
    expect(cellsOf(second)?.[assigneeAt]).toBe('""');
    expect(first).toContain(`"${newer.id}"`);
    expect(first).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(first).toContain(
      '"2026-11-21T09:00:00.000Z staff: Called back\n2026-11-21T09:05:00.000Z staff: @later"',
    );
    expect(first).toContain('"done","2026-11-21T09:00:00.000Z","staff"');
    expect(second).toContain('"Zoë Bélanger"');
    expect(second).toContain('"Récolte : ligne un\nligne deux"');
    expect(end).toBe('');
  });

  it('is readable unless asked for every field: headings, labels and local times', async () => {
    const record = contact({
      reference: 'PAL-7K3Q-9D',
      // Mountain Standard Time, UTC-7 (a date before any change of Alberta's rules).
      createdAt: '2026-01-20T10:00:00.000Z',
      subject: 'pricing',
      status: 'in-progress',
      delivery: {
        alert: { state: 'delivered', at: '2026-11-20T10:00:05.000Z', reason: null },
        receipt: null,
      },
    });
    const { repository } = countingRepository([record]);
    const bytes = new Uint8Array(
      await new Response(
        recordExportStream('contact', { status: 'all' }, repository),
      ).arrayBuffer(),
    );
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    expect(text.slice(CSV_BOM.length).split('\r\n')).toEqual([
      readableCsvHeader('contact').slice(0, -2),
      `"PAL-7K3Q-9D","2026-01-20 03:00","In progress","","Zoë Bélanger","zoe@example.com","","Pricing Information","Soil test, please.","","","","delivered","pending","${record.id}"`,
      '',
    ]);
  });

  it("exports what the list's assignee filter shows: me as the exporting admin", async () => {
    const { repository, state } = countingRepository([contact()]);
    await readAll(
      recordExportStream(
        'contact',
        { status: 'all', assignee: 'me', caller: 'staff.jo' },
        repository,
      ),
    );
    await readAll(recordExportStream('contact', { status: 'all', assignee: 'none' }, repository));
    expect(state.reads.map((read) => read.assignee)).toEqual(['staff.jo', null]);
  });

  it.each([
    ['readable', readableCsvHeader('contact')],
    ['full', csvHeader('contact')],
  ] as const)(
    'exports only the %s header when the filter lets nothing through',
    async (format, header) => {
      const { repository } = countingRepository([]);
      const text = await readAll(
        recordExportStream('contact', { status: 'open' }, repository, format),
      );
      expect(text).toBe(`${CSV_BOM}${header}`);
    },
  );

  it('reads three pages one at a time, never holding more than one', async () => {
    const records = Array.from({ length: 7 }, (_, n) => contact({ name: `Grower ${n}` }));
    const fake = countingRepository(records);
    let header = true;
    const text = await readAll(
      recordExportStream(
        'contact',
        { status: 'open', from: '2026-11-01' },
        fake.repository,
        'readable',
        3,
      ),
      (part) => {
        const rows = rowsIn(part) - (header ? 1 : 0);
        header = false;
        fake.released(rows);
      },
    );
    expect(rowsIn(text)).toBe(1 + 7);
    expect(fake.state.reads).toHaveLength(3);
    // Each page is asked for only once the previous one has gone to the reader.
    expect(fake.state.maxHeldAtRead).toBe(0);
    // The filter reaches every page: open is new and in progress, the range a range of ids.
    for (const read of fake.state.reads) {
      expect(read.limit).toBe(3);
      expect(read.statuses).toEqual(['new', 'in-progress']);
      expect(read.range).toBeDefined();
    }
    expect(fake.state.reads.map((read) => read.before)).toEqual([
      undefined,
      expect.any(String),
      expect.any(String),
    ]);
  });

  it('does not read a page before the reader asks for it', async () => {
    const fake = countingRepository([contact(), contact()]);
    const reader = recordExportStream(
      'contact',
      { status: 'all' },
      fake.repository,
      'full',
      1,
    ).getReader();
    await reader.read(); // BOM and header
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(fake.state.reads).toHaveLength(0);
    await reader.read();
    expect(fake.state.reads).toHaveLength(1);
    await reader.cancel();
  });

  it("names the file after the kind and the laboratory's day", () => {
    expect(exportFileName('contact', new Date('2026-11-23T23:59:00Z'))).toBe(
      'contact-submissions-2026-11-23.csv',
    );
    // 5 p.m. on 1 January in Edmonton, already 2 January in UTC.
    expect(exportFileName('shipping', new Date('2026-01-02T00:00:00Z'))).toBe(
      'shipping-requests-2026-01-01.csv',
    );
    expect(exportFileName('resource', new Date('2026-01-02T07:00:00Z'), 'full')).toBe(
      'container-requests-full-2026-01-02.csv',
    );
  });
});
