import type { SampleKind } from '@lab/shared/constants/samples';
import type { SecretValues } from '../auth/secret-values';
import { documentLinks, type DocumentLinks } from '../documents/document-links';

/*
 * The links a requester's e-mails carry to their request (issue 31, decision 0020): the
 * shipping label and the submission form to print, and the status page, the very links the
 * confirmation gave (`documentLinks`), on the site's origin.
 */

/** The absolute links of one request, on the site at `siteUrl` (no trailing slash). */
export type RequestLinks = DocumentLinks;

/**
 * The three links of record `id` of `kind`, signed with the document link key at `now`, the
 * e-mail's sending: each e-mail's links work for DOCUMENT_LINK_LIFETIME_MS from it (an
 * arrival e-mail months after the request still opens the status page).
 */
export async function requestLinks(
  { kind, id }: { kind: SampleKind; id: string },
  siteUrl: string,
  linkKey: SecretValues,
  now: number,
): Promise<RequestLinks> {
  const paths = documentLinks({ kind, id }, { now, keys: await linkKey.current() });
  return {
    label: `${siteUrl}${paths.label}`,
    form: `${siteUrl}${paths.form}`,
    track: `${siteUrl}${paths.track}`,
  };
}
