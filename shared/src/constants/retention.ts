/**
 * How long the laboratory keeps a record after it arrives: the privacy policy promises
 * deletion after this many months, and the scheduled purge deletes records older than it.
 */
export const RECORD_RETENTION_MONTHS = 24;

/** Who the audit trail names as the actor of the scheduled purge. */
export const RETENTION_ACTOR = 'retention schedule';

/**
 * The instant before which records are due for deletion at `now` (epoch ms): now less
 * RECORD_RETENTION_MONTHS calendar months, in UTC (a day the earlier month lacks rolls over
 * into the month after, as `Date` counts months).
 */
export function retentionCutoff(now: number): number {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - RECORD_RETENTION_MONTHS);
  return cutoff.getTime();
}
