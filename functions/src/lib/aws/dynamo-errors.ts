/*
 * DynamoDB's answers that the stores expect and act on, read in one place: a write refused
 * by its condition (the state was not what it was written for) and a transaction that lost
 * a race. Every other error is an outage and is thrown on.
 */

/** Why each item of a cancelled transaction failed, in the order of its items. */
function cancellationReasons(error: unknown): readonly { Code?: string }[] | undefined {
  if (!(error instanceof Error) || error.name !== 'TransactionCanceledException') return undefined;
  return (error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons;
}

/** A single write refused because its condition did not hold. */
export const isConditionFailure = (error: unknown): boolean =>
  error instanceof Error && error.name === 'ConditionalCheckFailedException';

/**
 * A transaction cancelled because the condition of its item at `index` did not hold, or of
 * any of its items when `index` is left out.
 */
export function transactionConditionFailed(error: unknown, index?: number): boolean {
  const reasons = cancellationReasons(error);
  if (index !== undefined) return reasons?.[index]?.Code === 'ConditionalCheckFailed';
  return reasons?.some((reason) => reason.Code === 'ConditionalCheckFailed') ?? false;
}

/** A transaction lost a race for the counter item (or another in-flight transaction). */
export function isTransactionConflict(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'TransactionConflictException') return true;
  if (error.name === 'TransactionInProgressException') return true;
  return (
    cancellationReasons(error)?.some((reason) => reason.Code === 'TransactionConflict') ?? false
  );
}

/**
 * What a conditional write answers, or false when its condition did not hold: for the
 * writes whose refusal is an answer (already claimed, stamped, revoked), not an error.
 */
export async function unlessConditionFails<T>(write: () => Promise<T>): Promise<T | false> {
  try {
    return await write();
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
