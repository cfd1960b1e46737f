import { describe, expect, it, vi } from 'vitest';
import { isTransactionConflict } from './dynamo-errors';
import { retryOnConflict } from './retry';

const conflict = () =>
  Object.assign(new Error('cancelled'), {
    name: 'TransactionCanceledException',
    CancellationReasons: [{ Code: 'None' }, { Code: 'TransactionConflict' }],
  });

describe('retry on conflict', () => {
  it('retries conflicts with growing, jittered waits and passes the attempt number', async () => {
    const sleep = vi.fn(async (_ms: number) => undefined);
    const operation = vi.fn(async (attempt: number) => {
      if (attempt < 3) throw conflict();
      return 'stored';
    });
    const result = await retryOnConflict(operation, isTransactionConflict, {
      sleep,
      random: () => 0.5,
      baseMs: 10,
    });
    expect(result).toBe('stored');
    expect(operation.mock.calls.map(([attempt]) => attempt)).toEqual([0, 1, 2, 3]);
    expect(sleep.mock.calls.map(([ms]) => ms)).toEqual([5, 10, 20]);
  });

  it('gives up after the last attempt with the conflict error', async () => {
    const operation = vi.fn(async () => Promise.reject(conflict()));
    await expect(
      retryOnConflict(operation, isTransactionConflict, {
        attempts: 3,
        sleep: async () => undefined,
      }),
    ).rejects.toMatchObject({ name: 'TransactionCanceledException' });
    expect(operation).toHaveBeenCalledTimes(3);
  });

  it('does not retry other errors', async () => {
    const operation = vi.fn(async () => Promise.reject(new Error('ValidationException')));
    await expect(retryOnConflict(operation, isTransactionConflict)).rejects.toThrow(
      'ValidationException',
    );
    expect(operation).toHaveBeenCalledOnce();
  });

  it('tells conflicts from other cancellations', () => {
    expect(isTransactionConflict(conflict())).toBe(true);
    const conditionFailed = Object.assign(new Error('x'), {
      name: 'TransactionCanceledException',
      CancellationReasons: [{ Code: 'ConditionalCheckFailed' }, { Code: 'None' }],
    });
    expect(isTransactionConflict(conditionFailed)).toBe(false);
    expect(isTransactionConflict('TransactionConflict')).toBe(false);
  });
});
