import { describe, expect, it } from 'vitest';
import { laboratoryDayRange } from './laboratory-day';

describe('laboratory day', () => {
  it.each([
    // Past days, so a later change to Alberta's clocks in the time zone database cannot move
    // them. Mountain Standard Time, UTC-7.
    ['2025-11-20', '2025-11-20T07:00:00.000Z', '2025-11-21T07:00:00.000Z'],
    // Mountain Daylight Time, UTC-6.
    ['2025-07-01', '2025-07-01T06:00:00.000Z', '2025-07-02T06:00:00.000Z'],
    // Clocks went forward at 02:00 on 9 March 2025: a 23-hour day.
    ['2025-03-09', '2025-03-09T07:00:00.000Z', '2025-03-10T06:00:00.000Z'],
    // Clocks went back at 02:00 on 2 November 2025: a 25-hour day.
    ['2025-11-02', '2025-11-02T06:00:00.000Z', '2025-11-03T07:00:00.000Z'],
    // The last day of a year runs into the next.
    ['2024-12-31', '2024-12-31T07:00:00.000Z', '2025-01-01T07:00:00.000Z'],
  ])('%s in Edmonton runs from %s to %s', (day, from, to) => {
    expect(laboratoryDayRange(day)).toEqual({ from, to });
  });

  it('counts in the time zone it is given', () => {
    expect(laboratoryDayRange('2026-11-20', 'UTC')).toEqual({
      from: '2026-11-20T00:00:00.000Z',
      to: '2026-11-21T00:00:00.000Z',
    });
  });
});
