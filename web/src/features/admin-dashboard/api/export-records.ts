import { adminTokenHeader, apiPath, apiRoute } from '@lab/shared/api/routes';
import type { RecordKind } from '@lab/shared/constants/record-kinds';
import type { RecordFilter } from '@lab/shared/schemas/admin';
import type { ExportFormat } from '@lab/shared/schemas/record-export';
import type { AdminClient } from './admin-client';
import { filterQuery } from './list-records';

/** The file name a `Content-Disposition: attachment; filename="…"` answer gives, if any. */
export function attachmentName(disposition: string | null): string | undefined {
  return /filename="([^"]+)"/.exec(disposition ?? '')?.[1];
}

/**
 * Downloads what `kind`'s list shows under `filter` as the CSV file the API names: the
 * readable file, or with `format` 'full' every field as stored (`?format=full`). The
 * token goes in a header (the export's own, `adminTokenHeader`), so a plain link cannot
 * fetch it: the answer is read into a Blob (its byte-order mark kept) and handed to the
 * browser as a download.
 */
export async function exportRecords(
  kind: RecordKind,
  client: AdminClient,
  filter: RecordFilter,
  format: ExportFormat = 'readable',
): Promise<void> {
  const params = filterQuery(filter);
  // The readable file is the API's default: its request is the export's as it always was.
  if (format !== 'readable') params.set('format', format);
  const query = params.toString();
  const path = apiPath('export-records', { kind });
  const response = await client.request(query ? `${path}?${query}` : path, {
    tokenHeader: adminTokenHeader(apiRoute('export-records')),
  });
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = attachmentName(response.headers.get('content-disposition')) ?? `${kind}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has started the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
