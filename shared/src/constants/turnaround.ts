import type { SampleType } from './sample-types';

/*
 * How long the laboratory takes to test samples, from when they reach it, in the words the
 * website uses (web/src/content: "standard testing in 3-5 days, rush testing in 24-48 hours,
 * plant tissue results within 24 hours and soil reports in 5 business days") and as a rule
 * `expectedResults` (shared/src/time/expected-results.ts) counts.
 */

/**
 * How a turnaround is counted.
 * - `clock-hours`: elapsed hours from the samples' arrival, every day of the week and on
 *   holidays too ("7 days a week", "weekends included": the site makes no exception).
 * - `business-days`: from `min` to `max` business days (Monday to Friday, not a holiday
 *   the laboratory closes on) after the arrival is counted from, which is the next opening
 *   when the samples arrive while the laboratory is closed.
 */
export type TurnaroundRule =
  | { readonly count: 'clock-hours'; readonly hours: number }
  | { readonly count: 'business-days'; readonly min: number; readonly max: number };

/** A turnaround: its words as the website writes them, and how it is counted. */
export interface Turnaround {
  readonly words: string;
  readonly rule: TurnaroundRule;
}

export const TURNAROUNDS = {
  plantTissue: { words: '24 hours, 7 days a week', rule: { count: 'clock-hours', hours: 24 } },
  soilReport: { words: '5 business days', rule: { count: 'business-days', min: 5, max: 5 } },
  standard: { words: '3-5 days', rule: { count: 'business-days', min: 3, max: 5 } },
  /*
   * "24-48 hours" read as one to two business days, the way the shipping promise's "within
   * 24 hours" is (laboratory-time.ts): the laboratory's hours, not the clock's, so a Friday
   * evening arrival is not promised for Saturday night.
   */
  rush: { words: '24-48 hours', rule: { count: 'business-days', min: 1, max: 2 } },
} as const satisfies Record<string, Turnaround>;

export type TurnaroundName = keyof typeof TURNAROUNDS;
export const TURNAROUND_NAMES = Object.keys(TURNAROUNDS) as [TurnaroundName, ...TurnaroundName[]];

/**
 * Each sample type's own turnaround (rush is an option asked for on top). A sample type
 * added to SAMPLE_TYPES without one does not compile.
 */
export const SAMPLE_TYPE_TURNAROUNDS = {
  soil: 'soilReport',
  'plant-tissue': 'plantTissue',
  fertilizer: 'standard',
  feed: 'standard',
  water: 'standard',
  humic: 'standard',
  manure: 'standard',
} as const satisfies Record<SampleType, Exclude<TurnaroundName, 'rush'>>;
