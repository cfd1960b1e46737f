import { describe, expect, it } from 'vitest';
import { fixedSecretValues } from '../../lib/auth/secret-values';
import { documentLinks } from '../../lib/documents/document-links';
import { DOCUMENT_LINK_LIFETIME_MS, signDocumentToken } from '../../lib/documents/document-token';
import { RESOURCE_RECORD, SHIPPING_RECORD } from '../../lib/documents/test-records';
import { main, type GetDocumentDeps } from './handler';

const keys = ['k'.repeat(43)];
const now = Date.parse('2026-07-16T00:00:00.000Z');
const deps: GetDocumentDeps = {
  repositories: {
    shipping: { get: async (id) => (id === SHIPPING_RECORD.id ? SHIPPING_RECORD : null) },
    resource: { get: async (id) => (id === RESOURCE_RECORD.id ? RESOURCE_RECORD : null) },
  },
  linkKey: fixedSecretValues(keys[0]!),
  now: () => now,
};
const links = documentLinks({ kind: 'shipping', id: SHIPPING_RECORD.id }, { now, keys });
const tokenOf = (link: string) => new URL(link, 'https://lab.example').searchParams.get('t')!;
const get = (document: string, t: string | undefined, size: 'letter' | '4x6' = 'letter') =>
  main({ path: { document }, query: { t, size } }, deps);

describe("a request's document from its link", () => {
  it('answers the label as a private, unindexed PDF download named after the reference', async () => {
    const answer = await get('label', tokenOf(links.label), '4x6');
    expect(answer.statusCode).toBe(200);
    expect(answer.isBase64Encoded).toBe(true);
    expect(answer.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': 'attachment; filename="PAL-7K3Q-9D-shipping-label.pdf"',
      'cache-control': 'private, no-store',
      'x-robots-tag': 'noindex',
    });
    expect(Buffer.from(answer.body!, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    const form = await get('form', tokenOf(links.form));
    expect(form.headers).toMatchObject({
      'content-disposition': 'attachment; filename="PAL-7K3Q-9D-submission-form.pdf"',
    });
  });

  it('refuses every bad link with the same 404', async () => {
    const token = tokenOf(links.label);
    const [head, body, mac] = token.split('.') as [string, string, string];
    const foreign = signDocumentToken(
      { kind: 'resource', id: '01KB0000000000000000000099', purpose: 'label' },
      now + 1000,
      keys,
    );
    const refused = await Promise.all([
      get('label', undefined),
      get('label', 'nonsense'),
      get('label', `${head}.${body}.${mac.slice(0, -2)}AA`),
      get(
        'label',
        signDocumentToken(
          { kind: 'shipping', id: SHIPPING_RECORD.id, purpose: 'label' },
          now - 1,
          keys,
        ),
      ),
      get('label', tokenOf(links.form)),
      get('label', tokenOf(links.track)),
      get('form', token),
      get('receipt', token),
      get('label', foreign),
      get(
        'label',
        signDocumentToken(
          { kind: 'shipping', id: SHIPPING_RECORD.id, purpose: 'label' },
          now + DOCUMENT_LINK_LIFETIME_MS,
          ['x'.repeat(43)],
        ),
      ),
    ]);
    const first = refused[0]!;
    expect(first.statusCode).toBe(404);
    for (const answer of refused) expect(answer).toEqual(first);
  });
});
