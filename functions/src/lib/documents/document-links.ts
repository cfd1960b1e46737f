import { apiPath } from '@lab/shared/api/routes';
import { RECORD_KINDS, type RecordKind } from '@lab/shared/constants/record-kinds';
import type { SampleKind } from '@lab/shared/constants/samples';
import type { CreatedResponse } from '@lab/shared/schemas/api-error';
import type { SecretValues } from '../auth/secret-values';
import { DOCUMENT_LINK_LIFETIME_MS, signDocumentToken } from './document-token';

/** A request's document and status links, as the confirmation and the receipt give them. */
export type DocumentLinks = NonNullable<CreatedResponse['documents']>;

/**
 * The requester's status page on the site. The web app owns its pages (functions never
 * import web), so its path is written here once for everything the API links to.
 */
export const TRACK_PAGE = '/track';

/** The query parameter a document link's token travels in. */
export const LINK_TOKEN_PARAM = 't';

/**
 * The links to one request's label, submission form and status page: site-relative paths
 * (the confirmation is on the site; an e-mail puts the site's origin in front), each with a
 * token of its own purpose, so a label link never opens the status page and a leaked one
 * opens nothing else. All expire DOCUMENT_LINK_LIFETIME_MS after `now`; `keys` are the
 * document link key's values, the first (current) signing.
 */
export function documentLinks(
  { kind, id }: { kind: SampleKind; id: string },
  { now, keys }: { now: number; keys: readonly string[] },
): DocumentLinks {
  const expiresAt = now + DOCUMENT_LINK_LIFETIME_MS;
  const token = (purpose: 'label' | 'form' | 'track') =>
    encodeURIComponent(signDocumentToken({ kind, id, purpose }, expiresAt, keys));
  const document = (name: 'label' | 'form') =>
    `${apiPath('get-document', { document: name })}?${LINK_TOKEN_PARAM}=${token(name)}`;
  return {
    label: document('label'),
    form: document('form'),
    track: `${TRACK_PAGE}?${LINK_TOKEN_PARAM}=${token('track')}`,
  };
}

/**
 * Makes one kind of request's links as of `now` (the record's creation, so a repeated key's
 * answer gives the same links): what a form route gives its submission helper.
 */
export type LinkMaker = (id: string, now: number) => Promise<DocumentLinks>;

/** `documentLinks` for `kind`'s requests, signed with the document link key's current value. */
export function linkMaker(kind: SampleKind, linkKey: SecretValues): LinkMaker {
  return async (id, now) => documentLinks({ kind, id }, { now, keys: await linkKey.current() });
}

/**
 * The record a link token names, read without checking it: a link's route has no record
 * in its path, so it learns from the token which record to check the token against
 * (`verifyDocumentToken` then binds the two: a token altered to name another record fails
 * its signature). Null for anything unreadable, which is refused like any bad token.
 */
export function linkedRecord(token: string): { kind: RecordKind; id: string } | null {
  const body = token.split('.')[1];
  if (!body) return null;
  try {
    const payload: unknown = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    if (!Array.isArray(payload)) return null;
    const [kind, id] = payload as unknown[];
    if (typeof id !== 'string' || !(RECORD_KINDS as readonly unknown[]).includes(kind)) {
      return null;
    }
    return { kind: kind as RecordKind, id };
  } catch {
    return null;
  }
}
