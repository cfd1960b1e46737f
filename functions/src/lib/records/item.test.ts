import { describe, expect, it } from 'vitest';
import { DELIVERY_ATTRIBUTES, LIST_PARTITION, SAMPLE_ATTRIBUTES } from '@lab/shared/data/tables';
import { SHIPPING_RECORD } from '../documents/test-records';
import { recordFromItem } from './item';

/* A stored item read back as a record: the samples facts with their e-mails' deliveries. */

const { delivery: _d, samplesReceived: _r, containersSent: _c, ...FIELDS } = SHIPPING_RECORD;

const RECEIVED = {
  at: '2026-11-27T22:00:00.000Z',
  by: 'staff.jo',
  boxes: 2,
  condition: 'warm',
  note: 'left on the dock',
  expected: {
    turnaround: 'standard',
    words: '3-5 days',
    earliest: '2026-12-02',
    latest: '2026-12-04',
  },
};
const SENT = {
  at: '2026-11-20T16:00:00.000Z',
  by: 'staff.jo',
  courier: 'fedex',
  tracking: '123456789012',
};

describe('recordFromItem on samples facts', () => {
  it('puts each fact’s e-mail delivery into the fact and drops the raw attributes', () => {
    const record = recordFromItem<'shipping'>({
      ...FIELDS,
      listPk: LIST_PARTITION,
      [SAMPLE_ATTRIBUTES.received]: RECEIVED,
      [SAMPLE_ATTRIBUTES.sent]: SENT,
      [DELIVERY_ATTRIBUTES.arrival]: {
        state: 'sent',
        at: '2026-11-27T22:00:05.000Z',
        messageId: 'ses-1',
        claim: 'lease-token',
        until: 1,
      },
      [DELIVERY_ATTRIBUTES.dispatch]: {
        state: 'skipped',
        at: '2026-11-20T16:00:01.000Z',
        reason: 'suppressed',
      },
    });
    expect(record.samplesReceived).toEqual({
      ...RECEIVED,
      delivery: { state: 'sent', at: '2026-11-27T22:00:05.000Z', reason: null },
    });
    expect(record.containersSent).toEqual({
      ...SENT,
      delivery: { state: 'skipped', at: '2026-11-20T16:00:01.000Z', reason: 'suppressed' },
    });
    expect(record).not.toHaveProperty(DELIVERY_ATTRIBUTES.arrival);
    expect(record).not.toHaveProperty(DELIVERY_ATTRIBUTES.dispatch);
  });

  it('reads a fact no worker dealt with yet as undelivered, and an unset fact as null', () => {
    const record = recordFromItem<'shipping'>({
      ...FIELDS,
      [SAMPLE_ATTRIBUTES.received]: RECEIVED,
    });
    expect(record.samplesReceived?.delivery).toBeNull();
    expect(record.containersSent).toBeNull();
  });

  it('shows no fact for a delivery without one, and drops the delivery', () => {
    // A delivery without its fact is the worker's bookkeeping only: nothing to show.
    const record = recordFromItem<'shipping'>({
      ...FIELDS,
      [DELIVERY_ATTRIBUTES.arrival]: { state: 'sent', at: '2026-11-27T22:00:05.000Z' },
    });
    expect(record.samplesReceived).toBeNull();
    expect(record).not.toHaveProperty(DELIVERY_ATTRIBUTES.arrival);
  });
});
