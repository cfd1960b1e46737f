import { LABORATORY_TIME_ZONE } from '../constants/laboratory';
import type { RecordKind } from '../constants/record-kinds';

/*
 * The laboratory's day, written once: the staff filters' days, "Today" and "This week", the
 * business days its promises count and when each request's promise falls due, all in
 * LABORATORY_TIME_ZONE whatever the zone of the browser or the Lambda (UTC). A day is a
 * `YYYY-MM-DD` string on the laboratory's calendar; an instant is epoch milliseconds.
 * Intl does the zone's arithmetic, so daylight saving (a 23- or 25-hour day) is its tzdata's.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The weekday hours (LABORATORY.hours.weekdays, "Monday to Friday, 8:00 AM to 5:00 PM") as
 * whole hours of the laboratory's clock.
 */
export const BUSINESS_HOURS = { opens: 8, closes: 17 } as const;

const wallClock = new Intl.DateTimeFormat('en-US', {
  timeZone: LABORATORY_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function wallTimeOf(at: number): WallTime {
  const parts = wallClock.formatToParts(at);
  const value = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((part) => part.type === type)?.value ?? 0);
  return {
    year: value('year'),
    month: value('month'),
    day: value('day'),
    hour: value('hour'),
    minute: value('minute'),
    second: value('second'),
  };
}

/** How far the laboratory's clock is ahead of UTC at `at` (negative: behind), in ms. */
function offsetAt(at: number): number {
  const wall = wallTimeOf(at);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return asUtc - (at - (((at % 1000) + 1000) % 1000));
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const dayOf = (year: number, month: number, day: number) =>
  `${pad(year, 4)}-${pad(month)}-${pad(day)}`;

function partsOf(day: string): [number, number, number] {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return [year, month, date];
}

/** The laboratory's calendar day (`YYYY-MM-DD`) of the instant `at`. */
export function laboratoryDay(at: number): string {
  const wall = wallTimeOf(at);
  return dayOf(wall.year, wall.month, wall.day);
}

/** The hour and minute of the laboratory's clock at `at`, in minutes after midnight. */
export function laboratoryMinuteOfDay(at: number): number {
  const wall = wallTimeOf(at);
  return wall.hour * 60 + wall.minute;
}

/**
 * The instant the laboratory's clock shows `minuteOfDay` (minutes after midnight) on `day`.
 * Midnight and the business hours always exist in America/Edmonton (its changes are at 2:00).
 */
export function laboratoryInstant(day: string, minuteOfDay: number): number {
  const [year, month, date] = partsOf(day);
  const wall = Date.UTC(year, month - 1, date) + minuteOfDay * 60_000;
  // The offset at the guess is right unless a change lies between the two: look again.
  const guess = wall - offsetAt(wall);
  return wall - offsetAt(guess);
}

/** `day` moved by `days` calendar days. */
export function addDays(day: string, days: number): string {
  const [year, month, date] = partsOf(day);
  const moved = new Date(Date.UTC(year, month - 1, date) + days * DAY_MS);
  return dayOf(moved.getUTCFullYear(), moved.getUTCMonth() + 1, moved.getUTCDate());
}

/** 0 = Sunday … 6 = Saturday. */
export function weekdayOf(day: string): number {
  const [year, month, date] = partsOf(day);
  return new Date(Date.UTC(year, month - 1, date)).getUTCDay();
}

/**
 * The instants of a laboratory day: from its first millisecond to its last, both included.
 * Not always 24 hours: the day clocks go forward is 23, the day they go back 25.
 */
export function laboratoryDayRange(day: string): { start: number; end: number } {
  return {
    start: laboratoryInstant(day, 0),
    end: laboratoryInstant(addDays(day, 1), 0) - 1,
  };
}

/** The Monday of the laboratory week `day` is in (a week runs Monday to Sunday). */
export function weekStart(day: string): string {
  return addDays(day, -((weekdayOf(day) + 6) % 7));
}

/** A general holiday: its day and its name. */
export interface Holiday {
  day: string;
  name: string;
}

/** The `n`th `weekday` (0 = Sunday) of `month` (1–12). */
function nthWeekday(year: number, month: number, weekday: number, n: number): string {
  const first = dayOf(year, month, 1);
  return addDays(first, ((weekday - weekdayOf(first) + 7) % 7) + (n - 1) * 7);
}

/** Easter Sunday (Gregorian), by the anonymous algorithm (Meeus/Jones/Butcher). */
function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const date = ((h + l - 7 * m + 114) % 31) + 1;
  return dayOf(year, month, date);
}

const holidayCache = new Map<number, readonly Holiday[]>();

/**
 * Alberta's general holidays in `year`, in calendar order, and Heritage Day. Each falls on
 * its own date, as Alberta's Employment Standards Code has them, with no day in lieu when it
 * is a weekend (a weekend is not a business day anyway), except Canada Day: on July 2 when
 * July 1 is a Sunday (the federal Holidays Act). Heritage Day (the first Monday of August)
 * is an optional holiday in the Code, but the laboratory is closed on it, so its promises and
 * expected dates must not count it. Boxing Day and Easter Monday, also optional, are not
 * counted: nothing the laboratory publishes says it closes on them.
 */
export function albertaHolidays(year: number): readonly Holiday[] {
  const cached = holidayCache.get(year);
  if (cached) return cached;
  const may24 = dayOf(year, 5, 24);
  const canadaDay = dayOf(year, 7, 1);
  const holidays: Holiday[] = [
    { day: dayOf(year, 1, 1), name: "New Year's Day" },
    { day: nthWeekday(year, 2, 1, 3), name: 'Alberta Family Day' },
    { day: addDays(easterSunday(year), -2), name: 'Good Friday' },
    // The Monday before May 25: the last Monday on or before May 24.
    { day: addDays(may24, -((weekdayOf(may24) + 6) % 7)), name: 'Victoria Day' },
    { day: weekdayOf(canadaDay) === 0 ? addDays(canadaDay, 1) : canadaDay, name: 'Canada Day' },
    { day: nthWeekday(year, 8, 1, 1), name: 'Heritage Day' },
    { day: nthWeekday(year, 9, 1, 1), name: 'Labour Day' },
    { day: nthWeekday(year, 10, 1, 2), name: 'Thanksgiving Day' },
    { day: dayOf(year, 11, 11), name: 'Remembrance Day' },
    { day: dayOf(year, 12, 25), name: 'Christmas Day' },
  ];
  holidayCache.set(year, holidays);
  return holidays;
}

/** The general holiday on `day`, if it is one. */
export function holidayOn(day: string): Holiday | undefined {
  return albertaHolidays(partsOf(day)[0]).find((holiday) => holiday.day === day);
}

/**
 * A business day: Monday to Friday, not a general holiday. Saturday is not one, although
 * the laboratory opens 9:00 to 1:00 then (LABORATORY.hours.saturday): those four hours are
 * a reception desk, and "business days" in the promises read in their ordinary sense,
 * Monday to Friday; counting Saturday would promise more than the laboratory's words do.
 */
export function isBusinessDay(day: string): boolean {
  const weekday = weekdayOf(day);
  return weekday !== 0 && weekday !== 6 && holidayOn(day) === undefined;
}

/** The first business day after `day`. */
export function nextBusinessDay(day: string): string {
  let next = addDays(day, 1);
  while (!isBusinessDay(next)) next = addDays(next, 1);
  return next;
}

/** The kinds of request the laboratory promises something for; contact messages carry none. */
export const PROMISED_KINDS = ['resource', 'shipping'] as const satisfies readonly RecordKind[];
export type PromisedKind = (typeof PROMISED_KINDS)[number];

export const isPromisedKind = (kind: RecordKind): kind is PromisedKind =>
  (PROMISED_KINDS as readonly RecordKind[]).includes(kind);

const OPENS = BUSINESS_HOURS.opens * 60;
const CLOSES = BUSINESS_HOURS.closes * 60;

/** When the laboratory starts counting: its day, its clock minute, and the instant. */
export interface CountedFrom {
  day: string;
  minute: number;
  at: number;
}

/**
 * When a request (or samples) received at `receivedAt` is counted as received: then, if that
 * is within business hours of a business day; else at the next opening (8:00 of the next
 * business day, or of the same day when it arrived before 8:00 on a business day).
 */
export function countedFrom(receivedAt: number): CountedFrom {
  const day = laboratoryDay(receivedAt);
  const minute = laboratoryMinuteOfDay(receivedAt);
  if (isBusinessDay(day) && minute >= OPENS && minute < CLOSES) {
    return { day, minute, at: receivedAt };
  }
  const opening = isBusinessDay(day) && minute < OPENS ? day : nextBusinessDay(day);
  return { day: opening, minute: OPENS, at: laboratoryInstant(opening, OPENS) };
}

/**
 * When the laboratory's promise for a request received at `receivedAt` falls due (epoch ms),
 * or null for a contact message, which carries no promise.
 *
 * - Containers ("1-2 business days"): the close (17:00) of the second business day after
 *   the day it is counted from (see `countedFrom`): received Monday 10:00, due Wednesday
 *   17:00; received Monday 18:00 or on Saturday, counted from Tuesday or Monday.
 * - Shipping labels ("within 24 hours"): 24 hours of business days, that is the same clock
 *   time on the next business day after it is counted from: received Friday 15:00, due
 *   Monday 15:00; received Monday 18:00, counted from Tuesday 8:00, due Wednesday 8:00 (the
 *   laboratory has had one whole business day).
 *
 * Both are monotonic in `receivedAt` (a later arrival is never due sooner), which
 * `latestOverdueArrival` relies on.
 */
export function promiseDue(kind: RecordKind, receivedAt: number): number | null {
  if (!isPromisedKind(kind)) return null;
  if (kind === 'resource') {
    const { day } = countedFrom(receivedAt);
    return laboratoryInstant(nextBusinessDay(nextBusinessDay(day)), CLOSES);
  }
  return businessDaysAfter(receivedAt, 1);
}

/**
 * `days` business days after `receivedAt` is counted from (see `countedFrom`): the counted
 * clock time on the `days`th business day after the counted day. Received Friday 15:00,
 * one business day is Monday 15:00; received Monday 18:00, Wednesday 8:00. The clock time,
 * not elapsed hours: a business day across a daylight-saving change is still 8:00 to 17:00.
 */
export function businessDaysAfter(receivedAt: number, days: number): number {
  const from = countedFrom(receivedAt);
  let day = from.day;
  for (let counted = 0; counted < days; counted += 1) day = nextBusinessDay(day);
  // The counted instant's own minute, not the clock's second: a promise is to the minute.
  const seconds = from.at - laboratoryInstant(from.day, from.minute);
  return laboratoryInstant(day, from.minute) + seconds;
}

/** A request open this long is overdue under every rule (the longest wait is about a week). */
const SEARCH_WINDOW_MS = 60 * DAY_MS;

/**
 * The latest arrival instant (epoch ms) whose promise is already past at `now`, or null
 * when none is: a request of `kind` that arrived at or before it and is still open is
 * overdue, one that arrived later is not. The inverse of `promiseDue` found by bisection on
 * the same rule, so a count by id bound and the cards' flags always agree.
 */
export function latestOverdueArrival(kind: PromisedKind, now: number): number | null {
  const overdue = (at: number) => (promiseDue(kind, at) as number) < now;
  let low = now - SEARCH_WINDOW_MS;
  if (!overdue(low)) return null;
  let high = now; // never overdue: every promise falls due after its arrival
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (overdue(middle)) low = middle;
    else high = middle;
  }
  return low;
}
