import { describe, expect, it } from 'vitest';
import {
  albertaHolidays,
  isBusinessDay,
  laboratoryDay,
  laboratoryDayRange,
  laboratoryInstant,
  latestOverdueArrival,
  nextBusinessDay,
  promiseDue,
  weekStart,
} from './laboratory-time';

const ms = (iso: string) => Date.parse(iso);
const iso = (at: number | null) => (at === null ? null : new Date(at).toISOString());
const HOUR = 60 * 60 * 1000;

describe("the laboratory's day", () => {
  it('is the calendar day in Edmonton, not in UTC', () => {
    // 2026-01-15 03:00 UTC is still the evening of the 14th in Edmonton (UTC−7).
    expect(laboratoryDay(ms('2026-01-15T03:00:00Z'))).toBe('2026-01-14');
    expect(laboratoryDay(ms('2026-01-15T07:00:00Z'))).toBe('2026-01-15');
    // Summer time (UTC−6).
    expect(laboratoryDay(ms('2026-07-15T05:59:59.999Z'))).toBe('2026-07-14');
    expect(laboratoryDay(ms('2026-07-15T06:00:00Z'))).toBe('2026-07-15');
  });

  it('runs from midnight to midnight in Edmonton: 24 hours on an ordinary day', () => {
    const { start, end } = laboratoryDayRange('2026-01-15');
    expect(iso(start)).toBe('2026-01-15T07:00:00.000Z');
    expect(iso(end)).toBe('2026-01-16T06:59:59.999Z');
    expect(end + 1 - start).toBe(24 * HOUR);
  });

  /*
   * Autumn 2025 is the change every zone database agrees on. The tzdata Node 24 carries
   * (2026c) has Alberta stay on UTC−6 after 2026-03-08, older ones (2025b, Debian's) still
   * turn the clocks back on 2026-11-01; the module follows whichever the runtime has.
   */
  it('is 23 hours on the day clocks go forward (2026-03-08) and 25 on the day they go back (2025-11-02)', () => {
    const spring = laboratoryDayRange('2026-03-08');
    expect(iso(spring.start)).toBe('2026-03-08T07:00:00.000Z');
    expect(iso(spring.end)).toBe('2026-03-09T05:59:59.999Z');
    expect(spring.end + 1 - spring.start).toBe(23 * HOUR);

    const autumn = laboratoryDayRange('2025-11-02');
    expect(iso(autumn.start)).toBe('2025-11-02T06:00:00.000Z');
    expect(iso(autumn.end)).toBe('2025-11-03T06:59:59.999Z');
    expect(autumn.end + 1 - autumn.start).toBe(25 * HOUR);
  });

  it("measures 2026-11-01 by the runtime's zone data, whether or not the clocks go back", () => {
    const offsetHours = (at: string) => {
      const name = new Intl.DateTimeFormat('en-US', {
        timeZone: 'America/Edmonton',
        timeZoneName: 'longOffset',
      })
        .formatToParts(Date.parse(at))
        .find((part) => part.type === 'timeZoneName')?.value;
      return Number(name?.slice(3, 6));
    };
    const before = offsetHours('2026-10-31T18:00:00Z');
    const after = offsetHours('2026-11-02T18:00:00Z');
    const { start, end } = laboratoryDayRange('2026-11-01');
    expect(iso(start)).toBe(
      new Date(Date.parse('2026-11-01T00:00:00Z') - before * HOUR).toISOString(),
    );
    expect(end + 1 - start).toBe((24 + before - after) * HOUR);
  });

  it('gives the instant of a clock time on either side of a change', () => {
    expect(iso(laboratoryInstant('2026-03-06', 17 * 60))).toBe('2026-03-07T00:00:00.000Z');
    expect(iso(laboratoryInstant('2026-03-09', 17 * 60))).toBe('2026-03-09T23:00:00.000Z');
  });

  it('has weeks that start on Monday', () => {
    expect(weekStart('2026-04-01')).toBe('2026-03-30'); // a Wednesday
    expect(weekStart('2026-03-30')).toBe('2026-03-30'); // a Monday
    expect(weekStart('2026-04-05')).toBe('2026-03-30'); // a Sunday
  });
});

describe("Alberta's general holidays", () => {
  it('are computed for 2026', () => {
    expect(albertaHolidays(2026)).toEqual([
      { day: '2026-01-01', name: "New Year's Day" },
      { day: '2026-02-16', name: 'Alberta Family Day' },
      { day: '2026-04-03', name: 'Good Friday' },
      { day: '2026-05-18', name: 'Victoria Day' },
      { day: '2026-07-01', name: 'Canada Day' },
      { day: '2026-08-03', name: 'Heritage Day' },
      { day: '2026-09-07', name: 'Labour Day' },
      { day: '2026-10-12', name: 'Thanksgiving Day' },
      { day: '2026-11-11', name: 'Remembrance Day' },
      { day: '2026-12-25', name: 'Christmas Day' },
    ]);
  });

  it('move Canada Day to July 2 when July 1 is a Sunday, and find Easter and Victoria Day in other years', () => {
    const days = (year: number) => albertaHolidays(year).map(({ day }) => day);
    expect(days(2029)).toContain('2029-07-02'); // July 1 2029 is a Sunday
    expect(days(2029)).not.toContain('2029-07-01');
    expect(days(2025)).toContain('2025-04-18'); // Good Friday
    expect(days(2027)).toContain('2027-03-26');
    expect(days(2027)).toContain('2027-05-24'); // May 24 is itself the Monday
    expect(days(2025)).toContain('2025-05-19');
  });

  it('are not business days, nor are weekends', () => {
    expect(isBusinessDay('2026-04-02')).toBe(true); // Thursday
    expect(isBusinessDay('2026-04-03')).toBe(false); // Good Friday
    expect(isBusinessDay('2026-04-04')).toBe(false); // Saturday
    expect(isBusinessDay('2026-04-05')).toBe(false); // Sunday
    expect(nextBusinessDay('2026-04-02')).toBe('2026-04-06');
    expect(nextBusinessDay('2026-02-13')).toBe('2026-02-17'); // over Family Day
    expect(nextBusinessDay('2026-07-31')).toBe('2026-08-04'); // over Heritage Day
  });
});

/** An Edmonton clock time in winter (UTC−7) or summer (UTC−6), as an instant. */
const mst = (local: string) => ms(`${local}-07:00`);
const mdt = (local: string) => ms(`${local}-06:00`);

describe('when a container request is due ("1-2 business days")', () => {
  it('is the close of the second business day after the day it arrived', () => {
    // Monday 2026-01-12 10:00 → Wednesday 17:00.
    expect(promiseDue('resource', mst('2026-01-12T10:00'))).toBe(mst('2026-01-14T17:00'));
    // Before opening counts as that day.
    expect(promiseDue('resource', mst('2026-01-12T06:00'))).toBe(mst('2026-01-14T17:00'));
  });

  it('counts from the next business day when it arrives after 17:00 or at a weekend', () => {
    expect(promiseDue('resource', mst('2026-01-12T17:00'))).toBe(mst('2026-01-15T17:00'));
    // Friday evening, Saturday: counted from Monday, due Wednesday.
    expect(promiseDue('resource', mst('2026-01-16T18:30'))).toBe(mst('2026-01-21T17:00'));
    expect(promiseDue('resource', mst('2026-01-17T10:00'))).toBe(mst('2026-01-21T17:00'));
    // Thursday 2026-01-15 → Monday 19 (over the weekend).
    expect(promiseDue('resource', mst('2026-01-15T09:00'))).toBe(mst('2026-01-19T17:00'));
  });

  it('skips statutory holidays: Family Day, Good Friday, Thanksgiving', () => {
    // Friday 2026-02-13: Monday 16 is Family Day → Tuesday 17, Wednesday 18.
    expect(promiseDue('resource', mst('2026-02-13T11:00'))).toBe(mst('2026-02-18T17:00'));
    // Thursday 2026-04-02: Good Friday, the weekend → Monday 6, Tuesday 7.
    expect(promiseDue('resource', mdt('2026-04-02T11:00'))).toBe(mdt('2026-04-07T17:00'));
    // Arrived on Thanksgiving (Monday 2026-10-12): counted from Tuesday, due Thursday.
    expect(promiseDue('resource', mdt('2026-10-12T09:00'))).toBe(mdt('2026-10-15T17:00'));
  });

  it('is 17:00 on the clock across both daylight-saving changes', () => {
    // Friday 2026-03-06 (MST) → Tuesday 2026-03-10 17:00 MDT.
    expect(iso(promiseDue('resource', mst('2026-03-06T10:00')))).toBe('2026-03-10T23:00:00.000Z');
    // Friday 2025-10-31 (MDT) → Tuesday 2025-11-04 17:00 MST.
    expect(iso(promiseDue('resource', mdt('2025-10-31T10:00')))).toBe('2025-11-05T00:00:00.000Z');
  });
});

describe('when a shipping request is due ("within 24 hours")', () => {
  it('is the same clock time on the next business day', () => {
    expect(promiseDue('shipping', mst('2026-01-12T10:15'))).toBe(mst('2026-01-13T10:15'));
    // Friday → Monday, over the weekend.
    expect(promiseDue('shipping', mst('2026-01-16T15:00'))).toBe(mst('2026-01-19T15:00'));
  });

  it('counts from the next opening when it arrives outside business hours', () => {
    expect(promiseDue('shipping', mst('2026-01-12T18:00'))).toBe(mst('2026-01-14T08:00'));
    expect(promiseDue('shipping', mst('2026-01-13T07:00'))).toBe(mst('2026-01-14T08:00'));
    // Sunday before Family Day: counted from Tuesday 8:00, due Wednesday 8:00.
    expect(promiseDue('shipping', mst('2026-02-15T12:00'))).toBe(mst('2026-02-18T08:00'));
  });

  it('skips Good Friday and keeps the clock time across daylight-saving changes', () => {
    expect(promiseDue('shipping', mdt('2026-04-02T14:00'))).toBe(mdt('2026-04-06T14:00'));
    // Friday 2026-03-06 14:00 MST → Monday 2026-03-09 14:00 MDT: 71 hours, not 72.
    const spring = mst('2026-03-06T14:00');
    expect(promiseDue('shipping', spring)).toBe(mdt('2026-03-09T14:00'));
    expect((promiseDue('shipping', spring) as number) - spring).toBe(71 * HOUR);
    // Friday 2025-10-31 14:00 MDT → Monday 2025-11-03 14:00 MST: 73 hours.
    const autumn = mdt('2025-10-31T14:00');
    expect((promiseDue('shipping', autumn) as number) - autumn).toBe(73 * HOUR);
  });

  it('is none for a contact message', () => {
    expect(promiseDue('contact', mst('2026-01-12T10:00'))).toBeNull();
  });
});

describe('the latest arrival already overdue', () => {
  it('inverts the rule: one millisecond later is not overdue', () => {
    const now = mst('2026-01-14T17:00:00.001');
    const bound = latestOverdueArrival('resource', now) as number;
    // Wednesday 17:00 is the due of Monday's arrivals before 17:00.
    expect(iso(bound)).toBe(iso(mst('2026-01-12T16:59:59.999')));
    expect(promiseDue('resource', bound)! < now).toBe(true);
    expect(promiseDue('resource', bound + 1)! < now).toBe(false);
  });

  it('reaches back over a holiday weekend for shipping labels', () => {
    // Tuesday 2026-04-07 9:00 MDT: the shipping promises past are those of arrivals up
    // to Thursday 2026-04-02 8:59:59.999 (Good Friday and the weekend lie between).
    const now = mdt('2026-04-07T09:00');
    expect(iso(latestOverdueArrival('shipping', now))).toBe(iso(mdt('2026-04-06T08:59:59.999')));
    const monday = mdt('2026-04-06T09:00');
    expect(iso(latestOverdueArrival('shipping', monday))).toBe(iso(mdt('2026-04-02T08:59:59.999')));
  });
});
