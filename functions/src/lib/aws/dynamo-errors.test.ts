import { describe, expect, it } from 'vitest';
import {
  isConditionFailure,
  isTransactionConflict,
  transactionConditionFailed,
  unlessConditionFails,
} from './dynamo-errors';

const named = (name: string, fields: object = {}) =>
  Object.assign(new Error(name), { name }, fields);

const cancelled = (...codes: string[]) =>
  named('TransactionCanceledException', {
    CancellationReasons: codes.map((Code) => ({ Code })),
  });

describe('DynamoDB error checks', () => {
  it('tells a refused condition from any other error', () => {
    expect(isConditionFailure(named('ConditionalCheckFailedException'))).toBe(true);
    expect(isConditionFailure(named('ProvisionedThroughputExceededException'))).toBe(false);
    expect(isConditionFailure('ConditionalCheckFailedException')).toBe(false);
  });

  it("names which item's condition cancelled a transaction", () => {
    const error = cancelled('None', 'ConditionalCheckFailed', 'None');
    expect(transactionConditionFailed(error, 1)).toBe(true);
    expect(transactionConditionFailed(error, 0)).toBe(false);
    expect(transactionConditionFailed(error)).toBe(true);
    expect(transactionConditionFailed(cancelled('None', 'TransactionConflict'))).toBe(false);
    expect(transactionConditionFailed(named('ConditionalCheckFailedException'), 0)).toBe(false);
  });

  it('takes a lost race for a conflict, and a refused condition for none', () => {
    expect(isTransactionConflict(named('TransactionConflictException'))).toBe(true);
    expect(isTransactionConflict(named('TransactionInProgressException'))).toBe(true);
    expect(isTransactionConflict(cancelled('None', 'TransactionConflict'))).toBe(true);
    expect(isTransactionConflict(cancelled('ConditionalCheckFailed'))).toBe(false);
  });

  it('answers a refused conditional write with false and throws anything else', async () => {
    await expect(unlessConditionFails(async () => ({ Attributes: {} }))).resolves.toEqual({
      Attributes: {},
    });
    await expect(
      unlessConditionFails(() => Promise.reject(named('ConditionalCheckFailedException'))),
    ).resolves.toBe(false);
    await expect(
      unlessConditionFails(() => Promise.reject(named('ThrottlingException'))),
    ).rejects.toMatchObject({ name: 'ThrottlingException' });
  });
});
