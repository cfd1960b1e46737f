import { describe, expect, it } from 'vitest';
import { ADMIN_TOKEN_HEADER, apiPath } from '@lab/shared/api/routes';
import { LABORATORY_TIME_ZONE } from '@lab/shared/constants/laboratory';
import { activityPageSchema } from '@lab/shared/schemas/audit';
import { laboratoryDay } from '@lab/shared/time/laboratory-time';
import { csvColumns } from '../../src/lib/export/record-csv';
import { csvRecords, parseCsv } from '../support/parse-csv';
import { useTestApi } from '../support/test-api';

const context = useTestApi();

/** The export's raw bytes: `Response.text()` would drop the byte-order mark under test. */
async function download(
  path: string,
  token: string | null = context.token,
  init: { method?: string; header?: string } = {},
) {
  const res = await fetch(context.api.url + path, {
    method: init.method ?? 'GET',
    headers: token ? { [init.header ?? ADMIN_TOKEN_HEADER]: `Bearer ${token}` } : {},
  });
  const bytes = new Uint8Array(await res.arrayBuffer());
  return { res, bytes, text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes) };
}

async function contact(
  name: string,
  message: string,
  more: { subject?: string; consent?: true; phone?: string } = {},
): Promise<string> {
  const res = await context.api.request('POST', '/api/contact', {
    body: { name, email: 'grower@example.com', message, ...more },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return (res.body as { id: string }).id;
}

/**
 * The instant a `YYYY-MM-DD HH:MM` cell names on the laboratory's clock, read with the
 * offset the time zone had then (found apart from the export's own formatting).
 */
function laboratoryInstant(cell: string, near: Date): Date {
  const offset = new Intl.DateTimeFormat('en-US', {
    timeZone: LABORATORY_TIME_ZONE,
    timeZoneName: 'longOffset',
  })
    .formatToParts(near)
    .find((part) => part.type === 'timeZoneName')!
    .value.replace('GMT', '');
  return new Date(`${cell.replace(' ', 'T')}:00${offset || 'Z'}`);
}

describe('CSV export through the local server', () => {
  it('by default is readable: headings, labels and local date-times a spreadsheet reads', async () => {
    const id = await contact('Zoë Bélanger', '=cmd|/C calc!A0', {
      subject: 'pricing',
      consent: true,
      phone: '+1 780 555 0100',
    });
    const note = await context.api.request(
      'PATCH',
      apiPath('update-record', { kind: 'contact', id }),
      { body: { status: 'done', note: 'Called back\nQuote to follow' }, token: context.token },
    );
    expect(note.status).toBe(200);
    const stored = note.body as { createdAt: string; reference: string; statusChangedAt: string };

    // The filter and the file name count the laboratory's days (UTC's is a day ahead each evening).
    const today = laboratoryDay(Date.now());
    const { res, bytes, text } = await download(
      `${apiPath('export-records', { kind: 'contact' })}?status=done&from=${today}`,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="contact-submissions-${today}.csv"`,
    );
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);

    const body = text.slice(1);
    expect(parseCsv(body)[0]).toEqual([
      'Reference',
      'Received',
      'Status',
      'Assigned to',
      'Name',
      'Email',
      'Phone',
      'Subject',
      'Message',
      'Status changed',
      'Changed by',
      'Notes',
      'Alert e-mail',
      'Receipt e-mail',
      'Record ID',
    ]);
    const row = csvRecords(body).find((r) => r['Record ID'] === id);
    expect(row).toMatchObject({
      Reference: stored.reference,
      Status: 'Done',
      'Assigned to': '',
      Name: 'Zoë Bélanger',
      Email: 'grower@example.com',
      Subject: 'Pricing Information',
      // Formula starts stay neutralised.
      Phone: "'+1 780 555 0100",
      Message: "'=cmd|/C calc!A0",
      'Changed by': 'admin',
    });
    // Date-times on the laboratory's clock, to the minute, in the form spreadsheets read.
    const createdAt = new Date(stored.createdAt);
    expect(row!.Received).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(laboratoryInstant(row!.Received!, createdAt).getTime()).toBe(
      createdAt.getTime() - (createdAt.getTime() % 60_000),
    );
    const changedAt = new Date(stored.statusChangedAt);
    expect(laboratoryInstant(row!['Status changed']!, changedAt).getTime()).toBe(
      changedAt.getTime() - (changedAt.getTime() % 60_000),
    );
    expect(row!.Notes).toMatch(
      /^\d{4}-\d{2}-\d{2} \d{2}:\d{2} admin: Called back\nQuote to follow$/,
    );
    expect(row!['Alert e-mail']).toMatch(/^(pending|sending|sent|delivered)$/);
    expect(row!['Receipt e-mail']).toMatch(/^(pending|sending|sent|delivered|skipped: .+)$/);
  });

  it('with format=full streams every field: BOM, header, the right rows, accents intact, formulas neutralised', async () => {
    const accented = await contact('Zoë Bélanger', '=cmd|/C calc!A0');
    const done = await contact('Done Grower', 'Already handled.');
    const fresh = await contact('Éloïse Côté', 'Analyse de sol, s’il vous plaît.');
    const moved = await context.api.request(
      'PATCH',
      apiPath('update-record', { kind: 'contact', id: done }),
      {
        body: { status: 'done' },
        token: context.token,
      },
    );
    expect(moved.status).toBe(200);

    // The filter and the file name count the laboratory's days (UTC's is a day ahead each evening).
    const today = laboratoryDay(Date.now());
    const { res, bytes, text } = await download(
      `${apiPath('export-records', { kind: 'contact' })}?status=open&from=${today}&to=${today}&format=full`,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="contact-submissions-full-${today}.csv"`,
    );
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);

    const lines = text.slice(1).split('\r\n');
    expect(lines[0]).toBe(
      csvColumns('contact')
        .map((c) => `"${c}"`)
        .join(','),
    );
    expect(lines.at(-1)).toBe('');
    const rows = lines.slice(1, -1);
    // Open is new and in progress, newest first: the done record is left out.
    expect(rows.map((row) => row.slice(1, 27))).toEqual([fresh, accented]);
    expect(rows[0]).toContain('"Éloïse Côté"');
    expect(rows[0]).toContain('"Analyse de sol, s’il vous plaît."');
    expect(rows[1]).toContain('"Zoë Bélanger"');
    expect(rows[1]).toContain(`"'=cmd|/C calc!A0"`);
    expect(text).not.toContain(done);

    // The export is on the audit trail, by kind.
    const activity = await context.api.request('GET', apiPath('list-activity'), {
      token: context.token,
    });
    const page = activityPageSchema.parse(activity.body);
    expect(page.data.find((entry) => entry.event === 'records-exported')).toMatchObject({
      kind: 'contact',
      outcome: 'success',
    });
  });

  it('refuses a caller without a token with 401, and sends no CSV', async () => {
    const { res, text } = await download(apiPath('export-records', { kind: 'contact' }), null);
    expect(res.status).toBe(401);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(JSON.parse(text)).toHaveProperty('message');
  });

  it.each([
    ['status=bogus', 'status'],
    ['from=2026-13-45', 'from'],
    ['from=2026-11-30&to=2026-11-01', 'from'],
    ['format=xlsx', 'format'],
  ])('refuses a bad filter (%s) with 400 and the field at fault', async (query, field) => {
    const { res, text } = await download(
      `${apiPath('export-records', { kind: 'shipping' })}?${query}`,
    );
    expect(res.status).toBe(400);
    expect(JSON.parse(text)).toMatchObject({ errors: { [field]: expect.any(String) } });
  });

  it('refuses an unknown kind with 400', async () => {
    const { res, text } = await download('/api/admin/export/n%C3%B8pe');
    expect(res.status).toBe(400);
    expect(JSON.parse(text)).toMatchObject({ errors: { kind: expect.any(String) } });
  });

  it("reads the token from its own header only: behind CloudFront, Authorization is CloudFront's signature", async () => {
    const { res } = await download(apiPath('export-records', { kind: 'contact' }), context.token, {
      header: 'authorization',
    });
    expect(res.status).toBe(401);
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE', 'HEAD'])(
    'answers %s with 405 and Allow: GET, and exports nothing',
    async (method) => {
      // The newest export on the trail, newest first: the same one after the refusal.
      const lastExport = async () => {
        const activity = await context.api.request('GET', apiPath('list-activity'), {
          token: context.token,
        });
        return activityPageSchema
          .parse(activity.body)
          .data.find((entry) => entry.event === 'records-exported');
      };
      const before = await lastExport();
      const { res, text } = await download(
        apiPath('export-records', { kind: 'contact' }),
        context.token,
        { method },
      );
      expect(res.status).toBe(405);
      expect(res.headers.get('allow')).toBe('GET');
      expect(res.headers.get('content-disposition')).toBeNull();
      if (method !== 'HEAD') expect(JSON.parse(text)).toEqual({ message: 'Method Not Allowed' });
      expect(await lastExport()).toEqual(before);
    },
  );
});
