import { describe, expect, it, vi } from 'vitest';
import { SAMPLE_MESSAGES } from '@lab/shared/schemas/samples';
import { RESOURCE_RECORD, SHIPPING_RECORD } from '../../lib/documents/test-records';
import { sampleAction, sampleAnswer } from '../../lib/records/sample-outcome';
import { main, type ReceiveSamplesDeps } from './handler';

// A Wednesday in July, 10:00 in Edmonton.
const now = Date.parse('2026-07-15T16:00:00.000Z');
const body = { boxes: 2, condition: 'as-expected' as const, note: null };

function deps(outcome: 'set' | 'already' | 'missing' = 'set') {
  const receiveSamples = vi.fn(async () => outcome);
  const d: ReceiveSamplesDeps = {
    repositories: {
      shipping: { get: async () => SHIPPING_RECORD, receiveSamples },
      resource: { get: async () => RESOURCE_RECORD, receiveSamples },
    },
    now: () => now,
  };
  return { d, receiveSamples };
}

describe('receive samples', () => {
  it('records the boxes once, by whom and when, with the expected results of the sample type', async () => {
    const { d, receiveSamples } = deps();
    const path = { kind: 'shipping' as const, id: SHIPPING_RECORD.id };
    const result = await main({ path, body, by: 'sam' }, d);
    expect(result).toEqual({ outcome: 'set', record: SHIPPING_RECORD });
    expect(receiveSamples).toHaveBeenCalledWith(SHIPPING_RECORD.id, {
      at: '2026-07-15T16:00:00.000Z',
      by: 'sam',
      boxes: 2,
      condition: 'as-expected',
      note: null,
      expected: expect.objectContaining({ turnaround: 'soilReport', words: expect.any(String) }),
    });
  });

  it("counts a container request's turnaround from its containers' sample type", async () => {
    const { d, receiveSamples } = deps();
    await main({ path: { kind: 'resource', id: RESOURCE_RECORD.id }, body, by: 'sam' }, d);
    expect(receiveSamples).toHaveBeenCalledTimes(1);
  });

  it('refuses a contact message (400) and does not look up an id that is no record id', async () => {
    const { d, receiveSamples } = deps();
    await expect(
      main({ path: { kind: 'contact', id: SHIPPING_RECORD.id }, body, by: 's' }, d),
    ).rejects.toMatchObject({
      status: 400,
      message: SAMPLE_MESSAGES.noSamples,
    });
    expect(await main({ path: { kind: 'shipping', id: '#count#0' }, body, by: 's' }, d)).toEqual({
      outcome: 'missing',
    });
    expect(receiveSamples).not.toHaveBeenCalled();
  });

  it('answers a second scan 200 with changed false, and records it as a repeat, not a receipt', () => {
    const path = { kind: 'shipping' as const, id: SHIPPING_RECORD.id };
    const again = { outcome: 'already', record: SHIPPING_RECORD } as const;
    expect(sampleAnswer(again)).toMatchObject({
      statusCode: 200,
      body: JSON.stringify({ record: SHIPPING_RECORD, changed: false }),
    });
    expect(sampleAction('samples-received', path, again)).toMatchObject({
      event: 'samples-received',
      outcome: 'failure',
      reason: 'already-recorded',
    });
    expect(sampleAnswer({ outcome: 'missing' })).toMatchObject({ statusCode: 404 });
  });
});
