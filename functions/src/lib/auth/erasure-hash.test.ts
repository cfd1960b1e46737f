import { createHmac, hkdfSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { withFunctionEnv } from '../env';
import { emailHash, erasureHash } from './erasure-hash';
import { fixedSecretValues, secretValuesFromEnv } from './secret-values';

describe('emailHash', () => {
  it('is the HMAC-SHA-256 of the trimmed, lower-cased address under a key derived from the secret', () => {
    const key = Buffer.from(hkdfSync('sha256', 'secret-1', '', 'lab erasure email hash v1', 32));
    const expected = createHmac('sha256', key).update('jo@example.com').digest('hex');
    expect(emailHash('  Jo@Example.COM ', 'secret-1')).toBe(expected);
    expect(emailHash('jo@example.com', 'secret-1')).toBe(expected);
  });

  it('differs by address and by key, and never holds the address', () => {
    const hash = emailHash('jo@example.com', 'secret-1');
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(emailHash('jo@example.ca', 'secret-1')).not.toBe(hash);
    expect(emailHash('jo@example.com', 'secret-2')).not.toBe(hash);
  });
});

describe('the erasure hash', () => {
  it("is keyed by the erasure key's value", async () => {
    const key = 'the-erasure-key-value';
    expect(await erasureHash('Jo@Example.com', fixedSecretValues(key))).toBe(
      emailHash('jo@example.com', key),
    );
  });

  it('stays the same when the origin secret or the sign-in handle key changes', async () => {
    const hashWith = (others: Record<string, string>) =>
      withFunctionEnv({ ...(process.env as Record<string, string>), ...others }, () =>
        erasureHash('jo@example.com', secretValuesFromEnv('erasure')),
      );
    const before = await hashWith({
      ORIGIN_SECRET: 'origin-secret-before-rotation',
      SIGN_IN_HANDLE_KEY: 'handle-key-before-rotation',
    });
    const after = await hashWith({
      ORIGIN_SECRET: 'origin-secret-after-rotation',
      SIGN_IN_HANDLE_KEY: 'handle-key-after-rotation',
    });
    expect(after).toBe(before);
    expect(await hashWith({ ERASURE_KEY: 'another-erasure-key-value' })).not.toBe(before);
  });
});
