import { encodeTime, TIME_MAX } from 'ulid';
import { laboratoryDayRange } from '@lab/shared/time/laboratory-time';

/*
 * A date range as a range of record ids: a ULID begins with its creation time (ten
 * Crockford base32 characters of epoch milliseconds), and base32 in that alphabet sorts as
 * a string, so "arrived on these days" is a key condition on `id`, never a filter.
 */

const RANDOM_LEN = 16;
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** Ids from `lower` to `upper`, both included; an absent end is open. */
export interface IdRange {
  lower?: string;
  upper?: string;
}

const timeOf = (ms: number) => encodeTime(Math.min(Math.max(ms, 0), TIME_MAX), 10);

/** The ids of records that arrived from instant `from` to instant `to` (epoch ms, both included). */
export function instantRange({ from, to }: { from?: number; to?: number }): IdRange {
  return {
    ...(from !== undefined && { lower: timeOf(from) + '0'.repeat(RANDOM_LEN) }),
    ...(to !== undefined && { upper: timeOf(to) + 'Z'.repeat(RANDOM_LEN) }),
  };
}

/**
 * The ids of records that arrived from the start of day `from` to the end of day `to`
 * (YYYY-MM-DD, laboratory days in America/Edmonton, both included): what staff mean by
 * "received on the 3rd" is the laboratory's 3rd, not UTC's, which begins at 5 or 6 PM the
 * day before.
 */
export function dayRange({ from, to }: { from?: string; to?: string }): IdRange {
  return instantRange({
    ...(from && { from: laboratoryDayRange(from).start }),
    ...(to && { to: laboratoryDayRange(to).end }),
  });
}

/**
 * The largest ULID-shaped id below `id`, or null below the smallest: turns "before the
 * cursor" into an included upper end, so it combines with a lower end in one BETWEEN.
 */
export function idBefore(id: string): string | null {
  const digits = [...id];
  for (let i = digits.length - 1; i >= 0; i--) {
    const at = ALPHABET.indexOf(digits[i] as string);
    if (at > 0) {
      digits[i] = ALPHABET[at - 1] as string;
      return digits.join('');
    }
    digits[i] = 'Z';
  }
  return null;
}

/** A key condition on the sort key `#sk` for a range, with its values. */
export interface SortKeyCondition {
  expression: string;
  values: Record<string, string>;
}

/**
 * The sort-key condition of a page: ids in `range` and before `before` (the last id of
 * the previous page). Null when no id can qualify (DynamoDB refuses a BETWEEN whose ends
 * are reversed); undefined when nothing narrows the ids.
 */
export function sortKeyCondition(
  range: IdRange,
  before?: string,
): SortKeyCondition | null | undefined {
  let upper = range.upper;
  if (before !== undefined) {
    const below = idBefore(before);
    if (below === null) return null;
    if (upper === undefined || below < upper) upper = below;
  }
  const { lower } = range;
  if (lower !== undefined && upper !== undefined) {
    if (lower > upper) return null;
    return {
      expression: '#sk BETWEEN :lower AND :upper',
      values: { ':lower': lower, ':upper': upper },
    };
  }
  if (lower !== undefined) return { expression: '#sk >= :lower', values: { ':lower': lower } };
  if (upper !== undefined) return { expression: '#sk <= :upper', values: { ':upper': upper } };
  return undefined;
}
