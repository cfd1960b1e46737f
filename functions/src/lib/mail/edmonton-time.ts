import { LABORATORY_TIME_ZONE } from '@lab/shared/constants/laboratory';

/** When something happened, as the laboratory's own clock on the wall shows it. */
export function edmontonTime(iso: string): string {
  return `${EDMONTON.format(new Date(iso))} (Edmonton time)`;
}

const EDMONTON = new Intl.DateTimeFormat('en-CA', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: LABORATORY_TIME_ZONE,
});
