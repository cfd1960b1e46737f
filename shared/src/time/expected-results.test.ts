import { describe, expect, it } from 'vitest';
import { SAMPLE_TYPE_VALUES } from '../constants/sample-types';
import { SAMPLE_TYPE_TURNAROUNDS, TURNAROUNDS } from '../constants/turnaround';
import { expectedResults } from './expected-results';
import { laboratoryInstant } from './laboratory-time';

/*
 * Every arrival is a fixed instant, never the current date. Edmonton is UTC−7 in winter
 * (MST) and UTC−6 in summer (MDT) up to 2026-03-08 in every zone database; after that the
 * tzdata Node 24 carries (2026c) keeps Alberta on UTC−6 for good and older ones do not, so
 * the daylight-saving tests are in 2025 and arrivals from November 2026 on are given as a
 * laboratory clock time (`at`), which holds under either.
 */
const ms = (iso: string) => Date.parse(iso);
const iso = (at: number) => new Date(at).toISOString();
const mst = (local: string) => ms(`${local}-07:00`);
const mdt = (local: string) => ms(`${local}-06:00`);
const at = (day: string, hour: number) => laboratoryInstant(day, hour * 60);
const HOUR = 60 * 60 * 1000;

/** The days alone, for the cases where only the calendar is in question. */
const days = (result: { earliest: string; latest: string }) => [result.earliest, result.latest];

describe('the turnarounds', () => {
  it('are written as the website writes them', () => {
    expect(TURNAROUNDS.plantTissue.words).toBe('24 hours, 7 days a week');
    expect(TURNAROUNDS.soilReport.words).toBe('5 business days');
    expect(TURNAROUNDS.standard.words).toBe('3-5 days');
    expect(TURNAROUNDS.rush.words).toBe('24-48 hours');
  });

  it('cover every sample type the forms offer, and nothing else', () => {
    expect(Object.keys(SAMPLE_TYPE_TURNAROUNDS).sort()).toEqual([...SAMPLE_TYPE_VALUES].sort());
    for (const sampleType of SAMPLE_TYPE_VALUES) {
      expect(TURNAROUNDS[SAMPLE_TYPE_TURNAROUNDS[sampleType]]).toBeDefined();
      expect(() => expectedResults(mst('2026-01-12T10:00'), sampleType)).not.toThrow();
    }
  });

  it('give plant tissue 24 hours, soil its report, every other type the standard', () => {
    expect(SAMPLE_TYPE_TURNAROUNDS['plant-tissue']).toBe('plantTissue');
    expect(SAMPLE_TYPE_TURNAROUNDS.soil).toBe('soilReport');
    for (const sampleType of ['fertilizer', 'feed', 'water', 'humic', 'manure'] as const) {
      expect(SAMPLE_TYPE_TURNAROUNDS[sampleType]).toBe('standard');
    }
  });
});

describe('the expected results date over a weekend', () => {
  // Friday 2026-01-16, 15:00 in Edmonton, within business hours.
  const friday = mst('2026-01-16T15:00');

  it('counts standard business days from the arrival, skipping Saturday and Sunday', () => {
    expect(expectedResults(friday, 'fertilizer')).toEqual({
      turnaround: 'standard',
      words: '3-5 days',
      countedFrom: friday,
      earliest: '2026-01-21', // Mon, Tue, Wed
      latest: '2026-01-23', // Thu, Fri
      latestAt: mst('2026-01-23T15:00'),
    });
  });

  it("gives soil one date, five business days on, at the arrival's clock time", () => {
    const soil = expectedResults(friday, 'soil');
    expect(soil.words).toBe('5 business days');
    expect(days(soil)).toEqual(['2026-01-23', '2026-01-23']);
    expect(soil.latestAt).toBe(mst('2026-01-23T15:00'));
  });

  it('counts plant tissue through the weekend: Friday 15:00 is Saturday 15:00', () => {
    const tissue = expectedResults(friday, 'plant-tissue');
    expect(tissue.words).toBe('24 hours, 7 days a week');
    expect(days(tissue)).toEqual(['2026-01-17', '2026-01-17']);
    expect(tissue.latestAt).toBe(mst('2026-01-17T15:00'));
  });

  it('counts rush as one to two business days: Monday to Tuesday, not Saturday', () => {
    const rush = expectedResults(friday, 'water', { rush: true });
    expect(rush.turnaround).toBe('rush');
    expect(rush.words).toBe('24-48 hours');
    expect(days(rush)).toEqual(['2026-01-19', '2026-01-20']);
    expect(rush.latestAt).toBe(mst('2026-01-20T15:00'));
  });
});

describe('samples that arrive while the laboratory is closed', () => {
  it("on Saturday (reception open, not a business day): counted from Monday's opening", () => {
    const saturday = mst('2026-01-17T10:00');
    const water = expectedResults(saturday, 'water');
    expect(water.countedFrom).toBe(mst('2026-01-19T08:00'));
    expect(days(water)).toEqual(['2026-01-22', '2026-01-26']);
    expect(water.latestAt).toBe(mst('2026-01-26T08:00'));
    // Plant tissue does not wait for Monday: 24 hours from the drop-off box.
    const tissue = expectedResults(saturday, 'plant-tissue');
    expect(tissue.countedFrom).toBe(saturday);
    expect(tissue.latestAt).toBe(mst('2026-01-18T10:00'));
  });

  it("at 23:30 on a weekday: counted from the next day's opening, days on Edmonton's calendar", () => {
    // Tuesday 2026-01-13 23:30 MST is already Wednesday 06:30 in UTC.
    const late = ms('2026-01-14T06:30:00Z');
    const feed = expectedResults(late, 'feed');
    expect(iso(feed.countedFrom)).toBe(iso(mst('2026-01-14T08:00')));
    expect(days(feed)).toEqual(['2026-01-19', '2026-01-21']);
    const rush = expectedResults(late, 'feed', { rush: true });
    expect(days(rush)).toEqual(['2026-01-15', '2026-01-16']);
    // 24 hours on: Wednesday 23:30 in Edmonton, Thursday in UTC; the laboratory's day counts.
    const tissue = expectedResults(late, 'plant-tissue');
    expect(days(tissue)).toEqual(['2026-01-14', '2026-01-14']);
  });

  it('before 8:00 on a business day: counted from 8:00 that day', () => {
    const early = expectedResults(mst('2026-01-13T07:00'), 'manure');
    expect(early.countedFrom).toBe(mst('2026-01-13T08:00'));
    expect(days(early)).toEqual(['2026-01-16', '2026-01-20']);
  });
});

describe("Alberta's statutory holidays", () => {
  it('skip Family Day (third Monday of February) from the Friday before', () => {
    const friday = mst('2026-02-13T10:00');
    // Monday 16 is Family Day: Tue 17, Wed 18, Thu 19, Fri 20, Mon 23.
    expect(days(expectedResults(friday, 'soil'))).toEqual(['2026-02-23', '2026-02-23']);
    expect(days(expectedResults(friday, 'humic'))).toEqual(['2026-02-19', '2026-02-23']);
    expect(days(expectedResults(friday, 'soil', { rush: true }))).toEqual([
      '2026-02-17',
      '2026-02-18',
    ]);
    // Plant tissue works through it.
    expect(days(expectedResults(mst('2026-02-15T12:00'), 'plant-tissue'))).toEqual([
      '2026-02-16',
      '2026-02-16',
    ]);
  });

  it('skip Heritage Day (first Monday of August) from the Friday before', () => {
    const friday = mdt('2026-07-31T14:00');
    // Monday 2026-08-03 is Heritage Day: Tue 4, Wed 5, Thu 6, Fri 7, Mon 10.
    const standard = expectedResults(friday, 'manure');
    expect(days(standard)).toEqual(['2026-08-06', '2026-08-10']);
    expect(standard.latestAt).toBe(mdt('2026-08-10T14:00'));
    expect(days(expectedResults(friday, 'soil', { rush: true }))).toEqual([
      '2026-08-04',
      '2026-08-05',
    ]);
  });

  it('skip Good Friday; Easter Monday is a business day', () => {
    // Thursday 2025-04-17: Good Friday 18 and the weekend, then Mon 21, Tue 22, Wed 23 …
    const thursday = mdt('2025-04-17T10:00');
    expect(days(expectedResults(thursday, 'feed'))).toEqual(['2025-04-23', '2025-04-25']);
    // Arriving on Good Friday: counted from Monday's opening.
    const goodFriday = expectedResults(mdt('2025-04-18T10:00'), 'feed');
    expect(goodFriday.countedFrom).toBe(mdt('2025-04-21T08:00'));
    expect(days(goodFriday)).toEqual(['2025-04-24', '2025-04-28']);
  });

  it("skip Christmas Day and New Year's Day; Boxing Day is a business day", () => {
    // Wednesday 2025-12-24: Christmas (Thu 25) skipped; Fri 26, Mon 29, Tue 30, Wed 31,
    // New Year (Thu 1) skipped, Fri 2.
    const eve = mst('2025-12-24T10:00');
    expect(days(expectedResults(eve, 'fertilizer'))).toEqual(['2025-12-30', '2026-01-02']);
    // Plant tissue arriving on Christmas morning is ready on Boxing Day.
    expect(days(expectedResults(mst('2025-12-25T09:00'), 'plant-tissue'))).toEqual([
      '2025-12-26',
      '2025-12-26',
    ]);
  });

  it('give no day in lieu for Christmas and New Year on a Saturday, but move Canada Day off a Sunday', () => {
    // Christmas 2027 and New Year 2028 fall on Saturdays: the Mondays after are business days.
    expect(days(expectedResults(at('2027-12-24', 10), 'soil', { rush: true }))).toEqual([
      '2027-12-27',
      '2027-12-28',
    ]);
    expect(days(expectedResults(at('2027-12-31', 10), 'soil', { rush: true }))).toEqual([
      '2028-01-03',
      '2028-01-04',
    ]);
    // July 1 2029 is a Sunday: Canada Day is Monday July 2.
    expect(days(expectedResults(at('2029-06-29', 10), 'soil', { rush: true }))).toEqual([
      '2029-07-03',
      '2029-07-04',
    ]);
  });
});

describe('the daylight-saving changes (2025)', () => {
  it('keep business-day results at the clock time when the clocks go forward (Sunday 2025-03-09)', () => {
    // Friday 14:00 MST → the fifth business day, Friday 2025-03-14 14:00 MDT.
    const friday = ms('2025-03-07T21:00:00Z');
    const standard = expectedResults(friday, 'water');
    expect(days(standard)).toEqual(['2025-03-12', '2025-03-14']);
    expect(iso(standard.latestAt)).toBe('2025-03-14T20:00:00.000Z');
    // Rush: Monday, then Tuesday 14:00 MDT, four days less the hour the clocks skipped.
    const rush = expectedResults(friday, 'water', { rush: true });
    expect(days(rush)).toEqual(['2025-03-10', '2025-03-11']);
    expect(iso(rush.latestAt)).toBe('2025-03-11T20:00:00.000Z');
    expect(rush.latestAt - friday).toBe(95 * HOUR);
  });

  it('count plant tissue in elapsed hours across the change: Saturday 12:00 MST is Sunday 13:00 MDT', () => {
    const tissue = expectedResults(ms('2025-03-08T19:00:00Z'), 'plant-tissue');
    expect(iso(tissue.latestAt)).toBe('2025-03-09T19:00:00.000Z');
    expect(tissue.latest).toBe('2025-03-09');
  });

  it('keep business-day results at the clock time when the clocks go back (Sunday 2025-11-02)', () => {
    // Friday 2025-10-31 14:00 MDT → soil on Friday 2025-11-07 14:00 MST.
    const soil = expectedResults(ms('2025-10-31T20:00:00Z'), 'soil');
    expect(days(soil)).toEqual(['2025-11-07', '2025-11-07']);
    expect(iso(soil.latestAt)).toBe('2025-11-07T21:00:00.000Z');
  });

  it('count plant tissue in elapsed hours when the clocks go back: Saturday 23:30 MDT is Sunday 22:30 MST', () => {
    const tissue = expectedResults(ms('2025-11-02T05:30:00Z'), 'plant-tissue');
    expect(iso(tissue.latestAt)).toBe('2025-11-03T05:30:00.000Z');
    expect(days(tissue)).toEqual(['2025-11-02', '2025-11-02']);
  });
});

describe('rush', () => {
  it('never makes results later: plant tissue keeps its 24 hours', () => {
    const friday = mst('2026-01-16T15:00');
    expect(expectedResults(friday, 'plant-tissue', { rush: true })).toEqual(
      expectedResults(friday, 'plant-tissue'),
    );
  });

  it('is not counted unless asked for', () => {
    const monday = mst('2026-01-12T10:00');
    expect(expectedResults(monday, 'soil').turnaround).toBe('soilReport');
    expect(expectedResults(monday, 'soil', { rush: false }).turnaround).toBe('soilReport');
  });
});
