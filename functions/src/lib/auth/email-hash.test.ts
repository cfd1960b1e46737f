import { createHmac, hkdfSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { emailHash } from './email-hash';

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
