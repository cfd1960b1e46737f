import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_TOKEN_HEADER } from '@lab/shared/api/routes';
import { inAdminSession } from '../../../test/admin-session';
import { installFetchStub, text } from '../../../test/fetch-stub';
import { ExportCsvButton } from './export-csv-button';

const CSV = '\uFEFF"id","name"\r\n"01J","Zoë"\r\n';
const { fetchMock, answer } = installFetchStub();
let downloaded: { name: string; blob: Blob } | undefined;

beforeEach(() => {
  downloaded = undefined;
  const blobs = new Map<string, Blob>();
  URL.createObjectURL = vi.fn((blob: Blob) => {
    const url = `blob:test/${blobs.size}`;
    blobs.set(url, blob);
    return url;
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    downloaded = { name: this.download, blob: blobs.get(this.href)! };
  });
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('Export CSV', () => {
  it("downloads what the list's filter shows, with the token, under the API's file name", async () => {
    answer({
      'GET /api/admin/export/contact?status=open&from=2026-11-01': () =>
        new Response(CSV, {
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': 'attachment; filename="contact-submissions-2026-11-23.csv"',
          },
        }),
    });
    render(
      inAdminSession(
        <ExportCsvButton kind="contact" filter={{ status: 'open', from: '2026-11-01' }} />,
        { token: 'token-abc' },
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloaded).toBeDefined());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/admin/export/contact?status=open&from=2026-11-01');
    // In its own header: behind CloudFront, Authorization carries CloudFront's signature.
    expect(init?.headers).toEqual({ [ADMIN_TOKEN_HEADER]: 'Bearer token-abc' });
    expect(downloaded!.name).toBe('contact-submissions-2026-11-23.csv');
    // The byte-order mark reaches the file.
    const bytes = new Uint8Array(await downloaded!.blob.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  });

  it("sends the list's assignee filter with the export", async () => {
    answer({
      'GET /api/admin/export/contact?assignee=me': () =>
        new Response(CSV, { headers: { 'content-type': 'text/csv; charset=utf-8' } }),
    });
    render(
      inAdminSession(<ExportCsvButton kind="contact" filter={{ status: 'all', assignee: 'me' }} />),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloaded).toBeDefined());
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/admin/export/contact?assignee=me');
  });

  it('offers two files: the readable one and the full export with every field', async () => {
    const csvAnswer = (name: string) => () =>
      new Response(CSV, {
        headers: { 'content-disposition': `attachment; filename="${name}"` },
      });
    answer({
      'GET /api/admin/export/resource?status=done': csvAnswer('container-requests-2026-11-23.csv'),
      'GET /api/admin/export/resource?status=done&format=full': csvAnswer(
        'container-requests-full-2026-11-23.csv',
      ),
    });
    render(inAdminSession(<ExportCsvButton kind="resource" filter={{ status: 'done' }} />));

    const choices = screen.getByRole('button', { name: 'Export choices' });
    expect(choices).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(choices);
    const items = screen.getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Export CSVLabels and Edmonton date-times, for a spreadsheet',
      'Full export (all fields)Every stored field as it is, for audits',
    ]);

    await userEvent.click(screen.getByRole('menuitem', { name: /^Full export \(all fields\)/ }));
    await waitFor(() => expect(downloaded?.name).toBe('container-requests-full-2026-11-23.csv'));
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/admin/export/resource?status=done&format=full');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());

    // The readable file, from the menu as from the button: no format asked for.
    await userEvent.click(screen.getByRole('button', { name: 'Export choices' }));
    await userEvent.click(screen.getByRole('menuitem', { name: /^Export CSV/ }));
    await waitFor(() => expect(downloaded?.name).toBe('container-requests-2026-11-23.csv'));
    expect(fetchMock.mock.calls[1]![0]).toBe('/api/admin/export/resource?status=done');
  });

  it('ends the session on 401, and says so on any other failure', async () => {
    const onSessionExpired = vi.fn();
    answer({
      'GET /api/admin/export/shipping': [
        text('{"message":"Unauthorized"}', 401),
        text('{"message":"Internal server error"}', 500),
      ],
    });
    render(
      inAdminSession(<ExportCsvButton kind="shipping" filter={{ status: 'all' }} />, {
        token: 't',
        onExpired: onSessionExpired,
      }),
    );
    const button = screen.getByRole('button', { name: 'Export CSV' });
    await userEvent.click(button);
    await waitFor(() => expect(onSessionExpired).toHaveBeenCalledTimes(1));
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/admin/export/shipping');
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The export failed: Internal server error',
    );
    expect(downloaded).toBeUndefined();
  });
});
