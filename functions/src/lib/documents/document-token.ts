import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import * as z from 'zod';
import { RECORD_KINDS, type RecordKind } from '@lab/shared/constants/record-kinds';
import type { SecretValues } from '../auth/secret-values';

/*
 * The document link's token (issue 31; docs/decisions/0020-document-links.md): what a
 * link in a receipt or on the confirmation carries so that its requester, and nobody who
 * merely guesses a record id or a reference, can fetch the request's label or form or see
 * its status. It is signed, not sealed: it holds nothing secret (the record's kind and id,
 * which the link's route names anyway, the purpose and the expiry), and the signature
 * binds them together so none can be changed or reused for another record or purpose.
 *
 *   token   = "v1." base64url(payload) "." base64url(HMAC-SHA-256(linkKey, "v1." base64url(payload)))
 *   payload = JSON [kind, id, purpose, expiry in whole seconds since the epoch]
 *
 * The HMAC key is derived (HKDF-SHA-256, label LABEL) from the document link key, the way
 * the sign-in handle's and the erasure hash's keys are derived from theirs. Tokens are
 * signed with the key's current value and checked against the current and previous ones,
 * so rotating it ends no link until it is rotated a second time.
 */

/** What a document link opens. */
export const DOCUMENT_PURPOSES = ['label', 'form', 'track'] as const;
export type DocumentPurpose = (typeof DOCUMENT_PURPOSES)[number];

/** The record a token is for, and what it may open there. */
export interface DocumentClaim {
  readonly kind: RecordKind;
  readonly id: string;
  readonly purpose: DocumentPurpose;
}

/**
 * How long a link in a receipt works: long enough to ship the samples and follow them to
 * their results (a season's soil sampling), short enough that an old e-mail stops
 * opening the request.
 */
export const DOCUMENT_LINK_LIFETIME_MS = 90 * 24 * 60 * 60 * 1000;

const VERSION = 'v1';
const LABEL = 'lab document link v1';
const MAC_BYTES = 32;

const payloadSchema = z.tuple([
  z.enum(RECORD_KINDS),
  z.string().min(1),
  z.enum(DOCUMENT_PURPOSES),
  z.number().int().nonnegative(),
]);

function macKeyOf(key: string): Buffer {
  return Buffer.from(hkdfSync('sha256', key, '', LABEL, 32));
}

function macOf(signed: string, key: string): Buffer {
  return createHmac('sha256', macKeyOf(key)).update(signed, 'utf8').digest();
}

/**
 * A token for `claim` that expires at `expiresAt` (epoch milliseconds; rounded up to the
 * second), signed with the first (current) value of the document link key.
 */
export function signDocumentToken(
  claim: DocumentClaim,
  expiresAt: number,
  keys: readonly string[],
): string {
  const key = keys[0];
  if (!key) throw new Error('No document link key to sign the token with');
  const payload = [claim.kind, claim.id, claim.purpose, Math.ceil(expiresAt / 1000)];
  const signed = `${VERSION}.${Buffer.from(JSON.stringify(payload), 'utf8').toString('base64url')}`;
  return `${signed}.${macOf(signed, key).toString('base64url')}`;
}

/**
 * Why a token was refused, for the log line alone: the caller answers every refusal the
 * same way, so a guesser learns nothing from which one it was.
 */
export type DocumentTokenRefusal = 'malformed' | 'signature' | 'expired' | 'other-record';

export type DocumentTokenCheck =
  | { readonly ok: true; readonly expiresAt: number }
  | { readonly ok: false; readonly reason: DocumentTokenRefusal };

const BASE64URL = /^[A-Za-z0-9_-]+$/;

/**
 * Whether `token` opens `expected` at `now` (epoch milliseconds): signed with one of `keys`
 * (compared in constant time), unaltered, unexpired, and for exactly this record's kind and
 * id and this purpose. Never throws on what a caller sends.
 */
export function checkDocumentToken(
  token: string,
  expected: DocumentClaim,
  keys: readonly string[],
  now: number,
): DocumentTokenCheck {
  const parts = token.split('.');
  const [version, body, mac] = parts;
  if (
    parts.length !== 3 ||
    version !== VERSION ||
    !body ||
    !mac ||
    !BASE64URL.test(body) ||
    !BASE64URL.test(mac)
  ) {
    return { ok: false, reason: 'malformed' };
  }
  const given = Buffer.from(mac, 'base64url');
  if (given.length !== MAC_BYTES) return { ok: false, reason: 'malformed' };
  const signed = `${version}.${body}`;
  // Every value is tried, whichever matches, so the time taken does not say which did.
  let valid = false;
  for (const key of keys) valid = timingSafeEqual(macOf(signed, key), given) || valid;
  if (!valid) return { ok: false, reason: 'signature' };

  let payload: z.infer<typeof payloadSchema>;
  try {
    payload = payloadSchema.parse(JSON.parse(Buffer.from(body, 'base64url').toString('utf8')));
  } catch {
    // Signed by us but unreadable: only a key holder could make one. Refuse all the same.
    return { ok: false, reason: 'malformed' };
  }
  const [kind, id, purpose, expirySeconds] = payload;
  const expiresAt = expirySeconds * 1000;
  if (expiresAt <= now) return { ok: false, reason: 'expired' };
  if (kind !== expected.kind || id !== expected.id || purpose !== expected.purpose) {
    return { ok: false, reason: 'other-record' };
  }
  return { ok: true, expiresAt };
}

/**
 * A token for `claim` signed with the document link key's current value, expiring
 * `lifetimeMs` after `now`.
 */
export async function documentLinkToken(
  claim: DocumentClaim,
  linkKey: SecretValues,
  now: number = Date.now(),
  lifetimeMs: number = DOCUMENT_LINK_LIFETIME_MS,
): Promise<string> {
  return signDocumentToken(claim, now + lifetimeMs, await linkKey.current());
}

/**
 * `checkDocumentToken` against the key's cached values and, when the signature matches
 * none of them, once more against values read anew (another function may have seen a
 * rotation first; `refresh` is itself rate-limited, so forged tokens cannot flood Secrets
 * Manager).
 */
export async function verifyDocumentToken(
  token: string,
  expected: DocumentClaim,
  linkKey: SecretValues,
  now: number = Date.now(),
): Promise<DocumentTokenCheck> {
  const first = checkDocumentToken(token, expected, await linkKey.current(), now);
  if (first.ok || first.reason !== 'signature') return first;
  const fresh = await linkKey.refresh();
  return fresh ? checkDocumentToken(token, expected, fresh, now) : first;
}
