import { describe, expect, it } from 'vitest';
import { base32Decode, currentCode, totpCode } from './totp';

// RFC 6238 appendix B: the seeds are the ASCII digits repeated to the hash's key length.
const seed = (length: number) => Buffer.from('1234567890'.repeat(7).slice(0, length), 'ascii');
const VECTORS: [number, string, string, string][] = [
  [59, '94287082', '46119246', '90693936'],
  [1111111109, '07081804', '68084774', '25091201'],
  [1111111111, '14050471', '67062674', '99943326'],
  [1234567890, '89005924', '91819424', '93441116'],
  [2000000000, '69279037', '90698825', '38618901'],
  [20000000000, '65353130', '77737706', '47863826'],
];

describe('TOTP (RFC 6238)', () => {
  it.each(VECTORS)('gives the RFC test vectors at T=%i', (seconds, sha1, sha256, sha512) => {
    const at = seconds * 1000;
    expect(totpCode(seed(20), at, { digits: 8 })).toBe(sha1);
    expect(totpCode(seed(32), at, { digits: 8, algorithm: 'sha256' })).toBe(sha256);
    expect(totpCode(seed(64), at, { digits: 8, algorithm: 'sha512' })).toBe(sha512);
  });

  it('gives six digits by default, the last six of the eight-digit code', () => {
    expect(totpCode(seed(20), 59_000)).toBe('287082');
  });

  it('decodes base32 as authenticator apps do', () => {
    // RFC 4648 section 10.
    expect(base32Decode('MZXW6YTBOI======').toString()).toBe('foobar');
    expect(base32Decode('mzxw 6ytb oi').toString()).toBe('foobar');
    expect(() => base32Decode('MZ1')).toThrow(/base32/);
    expect(currentCode('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ', 59_000)).toBe('287082');
  });
});
