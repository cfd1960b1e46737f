import { createHmac, hkdfSync } from 'node:crypto';
import { emailKey } from '@lab/shared/data/tables';

/*
 * The audit trail's stand-in for an erased address: an HMAC-SHA-256 of the address as the
 * by-email index keys it (trimmed, lower-cased), so a repeat request for the same address
 * gives the same hash while the trail never holds the address, and nobody without the key
 * can test guesses against it. The key is derived (HKDF) from the origin secret, as the
 * sign-in session's is, under a label of its own. Caveat: rotating the origin secret (and
 * every local start, whose secret is new) changes the key, so hashes are comparable only
 * between entries written under the same secret.
 */

const LABEL = 'lab erasure email hash v1';

/** The keyed hash (64 hex digits) of `address` under `secret`. */
export function emailHash(address: string, secret: string): string {
  const key = Buffer.from(hkdfSync('sha256', secret, '', LABEL, 32));
  return createHmac('sha256', key).update(emailKey(address), 'utf8').digest('hex');
}
