import type { DynamoDBRecord } from 'aws-lambda';
import { decodeTime } from 'ulid';
import { describe, expect, it } from 'vitest';
import type { RecordKind } from '@lab/shared/constants/record-kinds';
import { failedBatch, streamFailureRecord } from './stream-failure';

const kinds = new Map<string, RecordKind>([
  ['lab-contact', 'contact'],
  ['lab-shipping', 'shipping'],
]);
const streamArn = (table: string) =>
  `arn:aws:dynamodb:ca-central-1:123456789012:table/${table}/stream/2026-01-01T00:00:00.000`;
const ids = ['01JC0000000000000000000001', '01JC0000000000000000000002'];
const records: DynamoDBRecord[] = ids.map((id, index) => ({
  eventName: 'INSERT',
  eventSourceARN: streamArn('lab-contact'),
  dynamodb: {
    Keys: { id: { S: id } },
    SequenceNumber: String(100 + index),
    ApproximateCreationDateTime: 1_790_000_000 + index,
  },
}));

describe('a failed stream batch', () => {
  it('is written as Lambda writes it to S3, and its records read back by id', () => {
    const failure = streamFailureRecord(records, {
      shardId: 'shard-1',
      streamArn: streamArn('lab-contact'),
      attempts: 9,
    });
    expect(failure.DDBStreamBatchInfo).toEqual({
      shardId: 'shard-1',
      startSequenceNumber: '100',
      endSequenceNumber: '101',
      approximateArrivalOfFirstRecord: new Date(1_790_000_000_000).toISOString(),
      approximateArrivalOfLastRecord: new Date(1_790_000_001_000).toISOString(),
      batchSize: 2,
      streamArn: streamArn('lab-contact'),
    });
    expect(failure.requestContext).toEqual({
      condition: 'RetryAttemptsExhausted',
      approximateInvokeCount: 9,
    });
    expect(failedBatch(JSON.stringify(failure), kinds)).toEqual({ kind: 'contact', ids });
  });

  it('reads a payload given as an object too', () => {
    const failure = {
      ...streamFailureRecord(records, {
        shardId: 's',
        streamArn: streamArn('lab-contact'),
        attempts: 1,
      }),
      payload: { Records: records },
    };
    expect(failedBatch(JSON.stringify(failure), kinds)).toEqual({ kind: 'contact', ids });
  });

  it('without a payload, names the records of its table that arrived in its span, a minute either side', () => {
    const { payload: _payload, ...info } = streamFailureRecord(records, {
      shardId: 's',
      streamArn: streamArn('lab-shipping'),
      attempts: 1,
    });
    const batch = failedBatch(JSON.stringify(info), kinds);
    expect(batch).toMatchObject({ kind: 'shipping' });
    const range = (batch as { range: { lower: string; upper: string } }).range;
    // ULID bounds: the time (epoch ms), then the random part at its lowest or highest.
    expect(decodeTime(range.lower)).toBe(1_790_000_000_000 - 60_000);
    expect(decodeTime(range.upper)).toBe(1_790_000_001_000 + 60_000);
    expect(range.lower.slice(10)).toBe('0'.repeat(16));
    expect(range.upper.slice(10)).toBe('Z'.repeat(16));
  });

  it('is not one of ours when it names another table, or is not a failure record at all', () => {
    const other = streamFailureRecord(records, {
      shardId: 's',
      streamArn: streamArn('someone-else'),
      attempts: 1,
    });
    expect(failedBatch(JSON.stringify(other), kinds)).toBeNull();
    expect(failedBatch('not json', kinds)).toBeNull();
    expect(failedBatch('{"hello":"world"}', kinds)).toBeNull();
  });
});
