import { describe, expect, it } from 'vitest';
import { fixedSecretValues, type SecretValues } from '../auth/secret-values';
import {
  checkDocumentToken,
  type DocumentClaim,
  documentLinkToken,
  signDocumentToken,
  verifyDocumentToken,
} from './document-token';

const KEY = 'document-link-key-0123456789abcdef';
const OLD_KEY = 'document-link-key-previous-value!!';
const NOW = Date.parse('2026-11-27T19:40:00Z');
const HOUR = 3_600_000;
const LABEL: DocumentClaim = {
  kind: 'shipping',
  id: '01KB0000000000000000000001',
  purpose: 'label',
};

const token = signDocumentToken(LABEL, NOW + HOUR, [KEY]);

/** `text` with its character at `index` changed to another base64url character. */
function flip(text: string, index: number): string {
  const char = text[index] === 'A' ? 'B' : 'A';
  return text.slice(0, index) + char + text.slice(index + 1);
}

describe('document link tokens', () => {
  it('open the record and purpose they were signed for until they expire', () => {
    expect(checkDocumentToken(token, LABEL, [KEY], NOW)).toEqual({
      ok: true,
      expiresAt: NOW + HOUR,
    });
    expect(token).toMatch(/^v1\.[\w-]+\.[\w-]{43}$/);
  });

  it('are refused once expired, to the second', () => {
    expect(checkDocumentToken(token, LABEL, [KEY], NOW + HOUR - 1).ok).toBe(true);
    expect(checkDocumentToken(token, LABEL, [KEY], NOW + HOUR)).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it('are refused for another record, another kind or another purpose', () => {
    const other = (change: Partial<DocumentClaim>) =>
      checkDocumentToken(token, { ...LABEL, ...change }, [KEY], NOW);
    expect(other({ id: '01KB0000000000000000000002' })).toEqual({
      ok: false,
      reason: 'other-record',
    });
    expect(other({ kind: 'resource' }).ok).toBe(false);
    expect(other({ purpose: 'form' }).ok).toBe(false);
    expect(other({ purpose: 'track' }).ok).toBe(false);
  });

  it('are refused when any character of the signature or the payload is changed', () => {
    const [version, body = '', mac = ''] = token.split('.');
    for (let i = 0; i < mac.length; i += 7) {
      expect(checkDocumentToken(`${version}.${body}.${flip(mac, i)}`, LABEL, [KEY], NOW).ok).toBe(
        false,
      );
    }
    for (let i = 0; i < body.length; i += 5) {
      expect(checkDocumentToken(`${version}.${flip(body, i)}.${mac}`, LABEL, [KEY], NOW)).toEqual({
        ok: false,
        reason: 'signature',
      });
    }
  });

  it('are refused when the payload is re-signed by anyone without the key', () => {
    // A later expiry, and another record's id, signed with a guessed key.
    const forged = signDocumentToken(LABEL, NOW + 1000 * HOUR, ['a guessed key of some length']);
    expect(checkDocumentToken(forged, LABEL, [KEY], NOW)).toEqual({
      ok: false,
      reason: 'signature',
    });
    // The payload of a longer-lived token with this token's signature.
    const longer = signDocumentToken(LABEL, NOW + 1000 * HOUR, [KEY]);
    const spliced = `v1.${longer.split('.')[1]}.${token.split('.')[2]}`;
    expect(checkDocumentToken(spliced, LABEL, [KEY], NOW).ok).toBe(false);
  });

  it.each([
    '',
    'v1',
    'v1..',
    'v2.abc.def',
    `${token}.extra`,
    'v1.a b.c',
    `v1.${'A'.repeat(10)}.AAAA`,
  ])('are refused, without throwing, when malformed: %j', (bad) => {
    expect(checkDocumentToken(bad, LABEL, [KEY], NOW)).toEqual({
      ok: false,
      reason: 'malformed',
    });
  });

  it('signed with the key’s previous value still open after a rotation, and not after two', () => {
    const before = signDocumentToken(LABEL, NOW + HOUR, [OLD_KEY]);
    expect(checkDocumentToken(before, LABEL, [KEY, OLD_KEY], NOW).ok).toBe(true);
    expect(checkDocumentToken(before, LABEL, [KEY], NOW).ok).toBe(false);
  });

  it('are signed from the secret and checked against values read anew on a mismatch', async () => {
    const signed = await documentLinkToken(LABEL, fixedSecretValues(KEY), NOW, HOUR);
    expect((await verifyDocumentToken(signed, LABEL, fixedSecretValues(KEY), NOW)).ok).toBe(true);

    // This function still holds the old value; another already signed with the new one.
    let refreshed = 0;
    const stale: SecretValues = {
      current: async () => [OLD_KEY],
      refresh: async () => {
        refreshed++;
        return [KEY, OLD_KEY];
      },
    };
    expect((await verifyDocumentToken(signed, LABEL, stale, NOW)).ok).toBe(true);
    expect(refreshed).toBe(1);
    // A token whose signature matches but that has expired or is for another record is
    // refused without reading the secret again.
    let reads = 0;
    const current: SecretValues = {
      current: async () => [KEY],
      refresh: async () => {
        reads++;
        return [KEY];
      },
    };
    expect(await verifyDocumentToken(signed, LABEL, current, NOW + HOUR)).toEqual({
      ok: false,
      reason: 'expired',
    });
    expect(
      (await verifyDocumentToken(signed, { ...LABEL, purpose: 'form' }, current, NOW)).ok,
    ).toBe(false);
    expect(reads).toBe(0);
  });
});
