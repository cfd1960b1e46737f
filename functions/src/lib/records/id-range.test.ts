import { decodeTime, ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import { dayRange, idBefore, sortKeyCondition } from './id-range';

const at = (iso: string) => ulid(Date.parse(iso));

describe('a date range as a range of ids', () => {
  it('includes every id of both laboratory days (Edmonton) and nothing of the days around them', () => {
    // 2026-03-02 and 03 in Edmonton (UTC−7): from 07:00 UTC on the 2nd to 06:59:59.999 UTC on the 4th.
    const { lower, upper } = dayRange({ from: '2026-03-02', to: '2026-03-03' });
    const inside = [at('2026-03-02T07:00:00.000Z'), at('2026-03-04T06:59:59.999Z')];
    const outside = [at('2026-03-02T06:59:59.999Z'), at('2026-03-04T07:00:00.000Z')];
    for (const id of inside) expect(id >= lower! && id <= upper!, id).toBe(true);
    for (const id of outside) expect(id >= lower! && id <= upper!, id).toBe(false);
    expect(decodeTime(lower!)).toBe(Date.parse('2026-03-02T07:00:00.000Z'));
  });

  it('spans 23 hours on the day the clocks go forward', () => {
    const { lower, upper } = dayRange({ from: '2026-03-08', to: '2026-03-08' });
    expect(decodeTime(lower!)).toBe(Date.parse('2026-03-08T07:00:00.000Z'));
    expect(decodeTime(upper!)).toBe(Date.parse('2026-03-09T05:59:59.999Z'));
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
