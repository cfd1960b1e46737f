import { describe, expect, it } from 'vitest';
import { documentLinks } from './document-links';
import { checkDocumentToken, DOCUMENT_LINK_LIFETIME_MS } from './document-token';

const keys = ['k'.repeat(43)];
const now = Date.parse('2026-05-06T07:08:09.000Z');
const record = { kind: 'shipping' as const, id: '01JD0000000000000000000000' };

const tokenOf = (link: string) => new URL(link, 'https://lab.example').searchParams.get('t')!;

describe("a request's document links", () => {
  it('are site paths to the label, the form and the status page', () => {
    const links = documentLinks(record, { now, keys });
    expect(links.label).toMatch(/^\/api\/documents\/label\?t=v1\.[\w-]+\.[\w-]+$/);
    expect(links.form).toMatch(/^\/api\/documents\/form\?t=v1\./);
    expect(links.track).toMatch(/^\/track\?t=v1\./);
  });

  it('each open their own purpose only, for this record, until the lifetime ends', () => {
    const links = documentLinks(record, { now, keys });
    for (const purpose of ['label', 'form', 'track'] as const) {
      const token = tokenOf(links[purpose]);
      expect(checkDocumentToken(token, { ...record, purpose }, keys, now).ok).toBe(true);
      const other = purpose === 'track' ? 'label' : 'track';
      expect(checkDocumentToken(token, { ...record, purpose: other }, keys, now)).toEqual({
        ok: false,
        reason: 'other-record',
      });
      expect(
        checkDocumentToken(token, { ...record, purpose }, keys, now + DOCUMENT_LINK_LIFETIME_MS),
      ).toEqual({ ok: false, reason: 'expired' });
    }
  });
});
