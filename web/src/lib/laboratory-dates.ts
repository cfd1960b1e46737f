import { LABORATORY_TIME_ZONE } from '@lab/shared/constants/laboratory';
import type { ExpectedResultsFact } from '@lab/shared/schemas/samples';

/*
 * Every time shown to staff is the laboratory's clock (America/Edmonton), whatever the
 * browser's zone: a colleague travelling, or a browser set to UTC, reads the same times as
 * the e-mails and the day filters.
 */
const DATE_TIME = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: LABORATORY_TIME_ZONE,
});

/** US English, short month, day, year, hour, minute ('Nov 21, 2026, 8:05 AM'), laboratory time. */
export function formatDateTime(iso: string): string {
  return DATE_TIME.format(new Date(iso));
}

/*
 * The expected results dates are laboratory days (`YYYY-MM-DD`, America/Edmonton) already
 * counted by the API; they are formatted at UTC midnight so no browser zone can move them
 * to the day before.
 */
const DAY = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A laboratory day in words: '2026-12-01' → 'Tuesday, December 1, 2026'. */
export function laboratoryDayWords(day: string): string {
  return DAY.format(new Date(`${day}T00:00:00Z`));
}

/**
 * When results are expected, in words, as staff and requesters read it:
 * 'by Tuesday, December 1, 2026 (24 hours)', or 'between Monday, November 30, 2026 and
 * Wednesday, December 2, 2026 (3-5 days)'.
 */
export function expectedResultsWords({ earliest, latest, words }: ExpectedResultsFact): string {
  const when =
    earliest === latest
      ? `by ${laboratoryDayWords(latest)}`
      : `between ${laboratoryDayWords(earliest)} and ${laboratoryDayWords(latest)}`;
  return `${when} (${words})`;
}
