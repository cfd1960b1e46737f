/**
 * How long the laboratory keeps a record after it arrives: the privacy policy promises
 * deletion after this many months, and the scheduled purge deletes records older than it.
 */
export const RECORD_RETENTION_MONTHS = 24;

/**
 * How far back the record tables can be recovered: DynamoDB's point-in-time recovery
 * window, and how long their daily AWS Backup copies are kept. The privacy policy states
 * it; the audit trail's backups are kept AUDIT_RETENTION_DAYS instead.
 */
export const RECORD_BACKUP_DAYS = 35;

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
