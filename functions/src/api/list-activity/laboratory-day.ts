import { LABORATORY_TIME_ZONE } from '@lab/shared/constants/laboratory';

/*
 * Kept small and local on purpose: the Activity filter needs only "which instants make up
 * this laboratory day". A shared laboratory-time module is being written separately; this
 * can move onto it once it lands.
 */

/** How far the wall clock in `timeZone` is ahead of UTC at `instant` (ms since the epoch). */
function offsetAt(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return wall - Math.floor(instant / 1000) * 1000;
}

/** The instant the wall clock in `timeZone` reads midnight starting `day` (YYYY-MM-DD). */
function midnight(day: string, timeZone: string): number {
  const wall = Date.parse(`${day}T00:00:00.000Z`);
  // Twice: the offset at the guess may differ from the one at midnight across a DST change.
  const first = wall - offsetAt(wall, timeZone);
  return wall - offsetAt(first, timeZone);
}

/**
 * The laboratory day `day` (YYYY-MM-DD, a calendar day) as ISO instants: from its midnight
 * (included) to the next day's (excluded), in the laboratory's time zone. A day with a
 * daylight-saving change is 23 or 25 hours long.
 */
export function laboratoryDayRange(
  day: string,
  timeZone: string = LABORATORY_TIME_ZONE,
): { from: string; to: string } {
  const next = new Date(Date.parse(`${day}T00:00:00.000Z`) + 36 * 60 * 60 * 1000)
    .toISOString()
    .slice(0, 10);
  return {
    from: new Date(midnight(day, timeZone)).toISOString(),
    to: new Date(midnight(next, timeZone)).toISOString(),
  };
}
