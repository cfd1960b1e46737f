import { LABORATORY_TIME_ZONE } from '@lab/shared/constants/laboratory';

/**
 * How the spec writes a record's date and time: 'Nov 21, 2026, 8:05 AM', on the
 * laboratory's clock (America/Edmonton) whatever the browser's zone. Written out here, not
 * taken from the app, so a test catches the app writing it otherwise.
 */
export const specDateTime = (iso: string) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone: LABORATORY_TIME_ZONE,
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(iso));
