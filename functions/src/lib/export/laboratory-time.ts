import { LABORATORY_TIME_ZONE } from '@lab/shared/constants/laboratory';

const PARTS = new Intl.DateTimeFormat('en-CA', {
  timeZone: LABORATORY_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  // Midnight is 00, never 24 (which `hour12: false` gives in some engines).
  hourCycle: 'h23',
});

/**
 * An ISO-8601 instant as the laboratory's wall clock showed it, `YYYY-MM-DD HH:MM`: the
 * form LibreOffice and Excel read from a CSV cell as a date-time (not as text, as they keep
 * `2026-11-20T17:04:05.123Z`). Daylight saving is the time zone's: no offset is written,
 * so the hour a clock goes back reads twice, as it did on the wall.
 */
export function laboratoryDateTime(iso: string): string {
  const parts = Object.fromEntries(
    PARTS.formatToParts(new Date(iso)).map(({ type, value }) => [type, value]),
  ) as Partial<Record<Intl.DateTimeFormatPartTypes, string>>;
  const { year, month, day, hour, minute } = parts;
  return `${year}-${month}-${day} ${hour}:${minute}`;
}
