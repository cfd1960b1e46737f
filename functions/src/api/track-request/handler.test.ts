import { describe, expect, it, vi } from 'vitest';
import { TRACK_NOT_FOUND } from '@lab/shared/schemas/samples';
import { fixedSecretValues } from '../../lib/auth/secret-values';
import { documentLinks } from '../../lib/documents/document-links';
import { SHIPPING_RECORD } from '../../lib/documents/test-records';
import { main, TRACK_MIN_DURATION_MS, type TrackRequestDeps } from './handler';

const keys = ['k'.repeat(43)];
const now = Date.parse('2026-07-16T00:00:00.000Z');
const received = {
  at: '2026-07-16T15:00:00.000Z',
  by: 'sam',
  boxes: 2,
  condition: 'as-expected' as const,
  note: 'Staff only',
  expected: {
    turnaround: 'soilReport' as const,
    words: '5 business days',
    earliest: '2026-07-23',
    latest: '2026-07-23',
  },
  delivery: null,
};
const record = { ...SHIPPING_RECORD, samplesReceived: received };

function deps() {
  const findByReference = vi.fn(async (reference: string) =>
    reference === record.reference ? record : null,
  );
  const none = { findByReference: vi.fn(async () => null), get: vi.fn(async () => null) };
  const sleep = vi.fn(async () => {});
  const d: TrackRequestDeps = {
    repositories: {
      contact: none,
      resource: none,
      shipping: { findByReference, get: async (id) => (id === record.id ? record : null) },
    },
    linkKey: fixedSecretValues(keys[0]!),
    now: () => now,
    sleep,
  };
  return { d, none, findByReference, sleep };
}

describe("the requester's status page", () => {
  it('answers the timeline by reference and address (any case), only what the requester gave or was told', async () => {
    const { d } = deps();
    const answer = await main({ reference: 'PAL-7K3Q-9D', email: ' Dana@Example.com' }, d, now);
    expect(answer.statusCode).toBe(200);
    expect(JSON.parse(answer.body!)).toEqual({
      reference: 'PAL-7K3Q-9D',
      kind: 'shipping',
      requestedAt: SHIPPING_RECORD.createdAt,
      containersSent: null,
      samplesReceived: { at: received.at, boxes: 2, condition: 'as-expected' },
      expected: received.expected,
    });
    expect(answer.headers).toMatchObject({
      'cache-control': 'no-store',
      'x-robots-tag': 'noindex',
    });
  });

  it('answers by the signed link from an e-mail, and no other purpose', async () => {
    const { d } = deps();
    const links = documentLinks({ kind: 'shipping', id: record.id }, { now, keys });
    const t = (link: string) => new URL(link, 'https://x').searchParams.get('t')!;
    expect((await main({ token: t(links.track) }, d, now)).statusCode).toBe(200);
    expect((await main({ token: t(links.label) }, d, now)).statusCode).toBe(404);
  });

  it('answers a wrong reference and a wrong address identically, after the same reads, padded to the floor', async () => {
    const { d, none, findByReference, sleep } = deps();
    const wrongReference = await main(
      { reference: 'PAL-2222-22', email: 'dana@example.com' },
      d,
      now,
    );
    const wrongAddress = await main({ reference: 'PAL-7K3Q-9D', email: 'eve@example.com' }, d, now);
    const badToken = await main({ token: 'v1.e30.AAAA' }, d, now);
    expect(wrongReference).toEqual(wrongAddress);
    expect(badToken).toEqual(wrongAddress);
    expect(wrongAddress.statusCode).toBe(404);
    expect(JSON.parse(wrongAddress.body!)).toEqual({ message: TRACK_NOT_FOUND });
    // Every table read each time, by reference.
    expect(findByReference).toHaveBeenCalledTimes(2);
    expect(none.findByReference).toHaveBeenCalledTimes(4);
    expect(sleep).toHaveBeenCalledWith(TRACK_MIN_DURATION_MS);
    expect(sleep).toHaveBeenCalledTimes(3);
  });
});
