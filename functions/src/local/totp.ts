import { createHmac } from 'node:crypto';
import { TOTP_PARAMETERS } from '@lab/shared/constants/sign-in';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** Decodes RFC 4648 base32 (the form authenticator secrets take); spaces and padding are ignored. */
export function base32Decode(text: string): Buffer {
  const clean = text.replace(/[\s=]/g, '').toUpperCase();
  let bits = 0;
  let value = 0;
  const bytes: number[] = [];
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error(`Not a base32 character: ${char}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/**
 * The RFC 6238 code for `key` at `timeMs`: HMAC over the 30-second step counter, dynamic
 * truncation (RFC 4226), `digits` decimal digits. Defaults are what Cognito accepts.
 */
export function totpCode(
  key: Buffer,
  timeMs: number,
  {
    algorithm = 'sha1',
    digits = TOTP_PARAMETERS.digits,
    periodSeconds = TOTP_PARAMETERS.periodSeconds,
  }: { algorithm?: 'sha1' | 'sha256' | 'sha512'; digits?: number; periodSeconds?: number } = {},
): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(timeMs / 1000 / periodSeconds)));
  const mac = createHmac(algorithm, key).update(counter).digest();
  const offset = (mac[mac.length - 1] ?? 0) & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** The code an authenticator app shows now for a base32 secret. */
export function currentCode(secret: string, now: number = Date.now()): string {
  return totpCode(base32Decode(secret), now);
}
