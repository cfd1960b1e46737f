import type { SampleType } from '../constants/sample-types';
import {
  SAMPLE_TYPE_TURNAROUNDS,
  TURNAROUNDS,
  type TurnaroundName,
  type TurnaroundRule,
} from '../constants/turnaround';
import { businessDaysAfter, countedFrom, laboratoryDay } from './laboratory-time';

const HOUR_MS = 60 * 60 * 1000;

/** When a requester can expect results for samples that reached the laboratory. */
export interface ExpectedResults {
  /** Which turnaround was counted (the sample type's own, or rush). */
  turnaround: TurnaroundName;
  /** Its words as the website writes them, e.g. '3-5 days'. */
  words: string;
  /** The instant counting started (epoch ms): the arrival, or the next opening. */
  countedFrom: number;
  /** The first laboratory day (`YYYY-MM-DD`) results may come; `latest` for a single figure. */
  earliest: string;
  /** The laboratory day (`YYYY-MM-DD`) results are due by. */
  latest: string;
  /** The instant (epoch ms) results are due by, on `latest`; not rounded. */
  latestAt: number;
}

function counted(arrivedAt: number, turnaround: TurnaroundName): ExpectedResults {
  const rule: TurnaroundRule = TURNAROUNDS[turnaround].rule;
  const { words } = TURNAROUNDS[turnaround];
  if (rule.count === 'clock-hours') {
    const latestAt = arrivedAt + rule.hours * HOUR_MS;
    const day = laboratoryDay(latestAt);
    return { turnaround, words, countedFrom: arrivedAt, earliest: day, latest: day, latestAt };
  }
  const latestAt = businessDaysAfter(arrivedAt, rule.max);
  return {
    turnaround,
    words,
    countedFrom: countedFrom(arrivedAt).at,
    earliest: laboratoryDay(businessDaysAfter(arrivedAt, rule.min)),
    latest: laboratoryDay(latestAt),
    latestAt,
  };
}

/**
 * The expected results date for samples of `sampleType` that reached the laboratory at
 * `arrivedAt` (epoch ms), from the sample type's turnaround (SAMPLE_TYPE_TURNAROUNDS), or
 * rush when asked for. Days are the laboratory's (America/Edmonton), whatever the runtime's.
 *
 * - Business-day turnarounds count from the arrival if the laboratory is open for business
 *   then (8:00 to 17:00, Monday to Friday, not a holiday it closes on), else from its next
 *   opening; the Nth business day after is due at the counted clock time. Saturday's
 *   reception hours are not a business day (see `isBusinessDay`).
 * - Plant tissue's "24 hours, 7 days a week" is 24 elapsed hours from the arrival, nights,
 *   weekends and holidays included.
 * - Rush never makes results later: of the sample type's own turnaround and rush, the one
 *   due sooner is counted (plant tissue's 24 hours beat rush's business days).
 *
 * Pure: the same arguments give the same answer on any clock.
 */
export function expectedResults(
  arrivedAt: number,
  sampleType: SampleType,
  options: { rush?: boolean } = {},
): ExpectedResults {
  const own = counted(arrivedAt, SAMPLE_TYPE_TURNAROUNDS[sampleType]);
  if (!options.rush) return own;
  const rush = counted(arrivedAt, 'rush');
  return rush.latestAt < own.latestAt ? rush : own;
}
