import { LABORATORY_TIME_ZONE } from '@lab/shared/constants/laboratory';

/*
 * The status page's dates, always on the laboratory's calendar: a requester in another
 * time zone reads the same day the laboratory's e-mails and staff name.
 */

const INSTANT = new Intl.DateTimeFormat('en-CA', {
  timeZone: LABORATORY_TIME_ZONE,
  dateStyle: 'long',
});

// Read as noon UTC and written in UTC: a calendar day is the same day everywhere.
const DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'UTC',
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
});

/** The laboratory's calendar day of an ISO instant, e.g. 'November 27, 2026'. */
export function formatLabDate(iso: string): string {
  return INSTANT.format(new Date(iso));
}

/** A laboratory day (`YYYY-MM-DD`) in words, e.g. 'Wednesday, December 2, 2026'. */
export function formatLabDay(day: string): string {
  return DAY.format(new Date(`${day}T12:00:00Z`));
}
