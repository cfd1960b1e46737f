import { apiPath } from '@lab/shared/api/routes';
import type { SampleKind } from '@lab/shared/constants/samples';
import type { AdminClient } from './admin-client';

/** The documents a container or shipping label request prints. */
export type RecordDocument = 'label' | 'form';

/** The label's paper: letter, or a 4×6 in label printer's roll. */
export type LabelSize = 'letter' | '4x6';

export interface RecordDocumentRequest {
  kind: SampleKind;
  id: string;
  document: RecordDocument;
  /** Only the label has sizes. @default 'letter' */
  size?: LabelSize;
}

/**
 * `GET /api/admin/records/{kind}/{id}/documents/{document}[?size=4x6]`: the PDF, with the
 * session's token (a plain link could not carry it), as a blob to save.
 */
export async function getRecordDocument(
  client: AdminClient,
  { kind, id, document, size = 'letter' }: RecordDocumentRequest,
): Promise<Blob> {
  const path = apiPath('get-record-document', { kind, id, document });
  // Only the label has sizes; letter is the route's default.
  const sized = document === 'label' && size === '4x6';
  const response = await client.request(sized ? `${path}?size=4x6` : path);
  return response.blob();
}

/** Hands `blob` to the browser as a download named `filename`. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has started the download: revoking at once can cancel it in Safari.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
