import type { RecordKind } from '@lab/shared/constants/record-kinds';
import { RETENTION_ACTOR, retentionCutoff } from '@lab/shared/constants/retention';
import type { AuditStore } from '../../lib/audit/audit-store';
import { recorded } from '../../lib/audit/record';
import { countPurgeSucceeded } from '../../lib/metrics/purge-heartbeat';
import type { RecordRepository } from '../../lib/records/record-repository';
import {
  deleteRecords,
  smallestUlidAt,
  type DeletedCounts,
} from '../../lib/retention/delete-records';

/** What the purge works through: each kind's records, and the audit trail. */
export interface PurgeDeps {
  repositories: {
    readonly [K in RecordKind]: Pick<RecordRepository<K>, 'idsBefore' | 'remove'>;
  };
  trail: Pick<AuditStore, 'append'>;
}

/**
 * Deletes every record that arrived more than RECORD_RETENTION_MONTHS before `now`, each
 * in one transaction with its counts, and records the run (how many of each kind) in the
 * audit trail. Records are found by a key range of the newest-first index: ids below the
 * smallest ULID of the cut-off instant.
 */
export async function main(
  { now, requestId }: { now: number; requestId: string },
  { repositories, trail }: PurgeDeps,
): Promise<DeletedCounts> {
  const before = smallestUlidAt(retentionCutoff(now));
  const deleted = await recorded(
    trail,
    { actor: RETENTION_ACTOR, requestId },
    (deleted: DeletedCounts) => ({ event: 'records-purged', outcome: 'success', deleted }),
    () => deleteRecords(repositories, (kind, limit) => repositories[kind].idsBefore(before, limit)),
    // Dated by the real clock: a run "as of" another time (a test's) must not leave an
    // entry dated then, which would sort first in the trail and expire then.
  );
  // The heartbeat, only once every deletion and the run's entry stood: its absence alarms.
  countPurgeSucceeded();
  return deleted;
}
