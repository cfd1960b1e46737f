import { decodeTime, ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import { dayRange, idBefore, sortKeyCondition } from './id-range';

const at = (iso: string) => ulid(Date.parse(iso));

describe('a date range as a range of ids', () => {
  it('includes every id of both days and nothing of the days around them', () => {
    const { lower, upper } = dayRange({ from: '2026-03-02', to: '2026-03-03' });
    const inside = [at('2026-03-02T00:00:00.000Z'), at('2026-03-03T23:59:59.999Z')];
    const outside = [at('2026-03-01T23:59:59.999Z'), at('2026-03-04T00:00:00.000Z')];
    for (const id of inside) expect(id >= lower! && id <= upper!, id).toBe(true);
    for (const id of outside) expect(id >= lower! && id <= upper!, id).toBe(false);
    expect(decodeTime(lower!)).toBe(Date.parse('2026-03-02T00:00:00.000Z'));
  });

  it('leaves an end open when its day is not given', () => {
    expect(dayRange({})).toEqual({});
    expect(Object.keys(dayRange({ to: '2026-03-03' }))).toEqual(['upper']);
  });

  it('finds the id just below another, borrowing across digits', () => {
    expect(idBefore('01JD0000000000000000000001')).toBe('01JD0000000000000000000000');
    expect(idBefore('01JD0000000000000000000010')).toBe('01JD000000000000000000000Z');
    expect(idBefore('00000000000000000000000000')).toBeNull();
  });

  it('combines the range with the cursor, and says when nothing can qualify', () => {
    const range = dayRange({ from: '2026-03-02', to: '2026-03-02' });
    const cursor = at('2026-03-02T12:00:00.000Z');
    expect(sortKeyCondition(range, cursor)).toEqual({
      expression: '#sk BETWEEN :lower AND :upper',
      values: { ':lower': range.lower, ':upper': idBefore(cursor) },
    });
    // A cursor after the range's end: the end bounds the page.
    expect(sortKeyCondition(range, at('2026-03-05T00:00:00.000Z'))?.values[':upper']).toBe(
      range.upper,
    );
    expect(sortKeyCondition(range, at('2026-03-01T00:00:00.000Z'))).toBeNull();
    expect(sortKeyCondition(dayRange({ from: '2026-03-03', to: '2026-03-02' }))).toBeNull();
    expect(sortKeyCondition({})).toBeUndefined();
  });
});
