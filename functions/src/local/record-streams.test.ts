import { marshall } from '@aws-sdk/util-dynamodb';
import type { AttributeValue, DynamoDBRecord } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { DELIVERY_ATTRIBUTES, LIST_PARTITION, SAMPLE_ATTRIBUTES } from '@lab/shared/data/tables';
import { isMailEvent, matchesPattern } from './record-streams';

/*
 * The local reader keeps the events the Lambda event source mapping's filters keep
 * (MAIL_EVENT_PATTERNS): records stored, and changes of records holding a samples fact.
 */

const RECORD = {
  id: '01KB0000000000000000000001',
  listPk: LIST_PARTITION,
  reference: 'PAL-7K3Q-9D',
};
const RECEIVED = { at: '2026-11-27T22:00:00.000Z', by: 'staff.jo', boxes: 1 };

const event = (
  eventName: 'INSERT' | 'MODIFY' | 'REMOVE',
  image: Record<string, unknown>,
): DynamoDBRecord => ({
  eventName,
  dynamodb: { NewImage: marshall(image) as Record<string, AttributeValue> },
});

describe('the local stream filter', () => {
  it('keeps a record stored, and not a reference claim or a counter', () => {
    expect(isMailEvent(event('INSERT', RECORD))).toBe(true);
    expect(isMailEvent(event('INSERT', { id: 'PAL-7K3Q-9D', recordId: RECORD.id }))).toBe(false);
    expect(isMailEvent(event('INSERT', { id: '#count#1', total: 1 }))).toBe(false);
  });

  it('keeps a change of a record with samples received or containers sent, and no other change', () => {
    expect(
      isMailEvent(event('MODIFY', { ...RECORD, [SAMPLE_ATTRIBUTES.received]: RECEIVED })),
    ).toBe(true);
    expect(isMailEvent(event('MODIFY', { ...RECORD, [SAMPLE_ATTRIBUTES.sent]: RECEIVED }))).toBe(
      true,
    );
    expect(
      isMailEvent(event('MODIFY', { ...RECORD, [DELIVERY_ATTRIBUTES.receipt]: { state: 'sent' } })),
    ).toBe(false);
    expect(
      isMailEvent(event('REMOVE', { ...RECORD, [SAMPLE_ATTRIBUTES.received]: RECEIVED })),
    ).toBe(false);
  });

  it('matches `exists` on leaf values alone, as Lambda does', () => {
    const pattern = { a: [{ exists: true }] };
    expect(matchesPattern({ a: 'x' }, pattern)).toBe(true);
    expect(matchesPattern({ a: { S: 'x' } }, pattern)).toBe(false);
    expect(matchesPattern({}, pattern)).toBe(false);
    expect(matchesPattern({}, { a: [{ exists: false }] })).toBe(true);
  });
});
