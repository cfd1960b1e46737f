import type { RecordKind } from '@lab/shared/constants/record-kinds';
import type { SecretValues } from '../auth/secret-values';
import { documentLinkToken, type DocumentPurpose } from '../documents/document-token';

/*
 * The links a requester's e-mails carry to their request (issue 31, decision 0020): the
 * shipping label and the submission form to print, and the status page. Each carries its
 * own signed, expiring token, so a link opens only what it names, for this record only.
 */

/** The absolute links of one request, on the site at `siteUrl` (no trailing slash). */
export interface RequestLinks {
  label: string;
  form: string;
  track: string;
}

/** Where each purpose's token is used: the documents route, or the status page. */
const PATHS: Readonly<Record<DocumentPurpose, string>> = {
  label: '/api/documents/label',
  form: '/api/documents/form',
  track: '/track',
};

/** The three links of record `id` of `kind`, signed now with the document link key. */
export async function requestLinks(
  { kind, id }: { kind: RecordKind; id: string },
  siteUrl: string,
  linkKey: SecretValues,
  now: number,
): Promise<RequestLinks> {
  const link = async (purpose: DocumentPurpose) =>
    `${siteUrl}${PATHS[purpose]}?t=${encodeURIComponent(await documentLinkToken({ kind, id, purpose }, linkKey, now))}`;
  const [label, form, track] = await Promise.all([link('label'), link('form'), link('track')]);
  return { label, form, track };
}
