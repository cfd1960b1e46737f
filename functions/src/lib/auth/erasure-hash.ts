import { createHmac, hkdfSync } from 'node:crypto';
import { emailKey } from '@lab/shared/data/tables';
import type { SecretValues } from './secret-values';

/*
 * The audit trail's stand-in for an erased address (the erasure hash): an HMAC-SHA-256 of
 * the address as the by-email index keys it (trimmed, lower-cased), so a repeat request for
 * the same address gives the same hash while the trail never holds the address, and nobody
 * without the key can test guesses against it. The key is derived (HKDF) from the erasure
 * key, a secret of its own that only the erase route reads (SECRETS.erasure) and that is
 * never rotated: every hash ever written compares with every other, and with the hash of
 * an address in a restored backup, so erasures can be applied to it again. Rotating the
 * origin secret or the sign-in handle key changes no hash.
 */

const LABEL = 'lab erasure email hash v1';

/** The keyed hash (64 hex digits) of `address` under `key`. */
export function emailHash(address: string, key: string): string {
  const hmacKey = Buffer.from(hkdfSync('sha256', key, '', LABEL, 32));
  return createHmac('sha256', hmacKey).update(emailKey(address), 'utf8').digest('hex');
}

/** The erasure hash of `address`, under the erasure key's current (and only) value. */
export async function erasureHash(address: string, erasureKey: SecretValues): Promise<string> {
  const [key] = await erasureKey.current();
  if (!key) throw new Error('No erasure key to hash the address with');
  return emailHash(address, key);
}
