import { RECORD_KINDS, type RecordKind } from '@lab/shared/constants/record-kinds';
import { OPEN_STATUSES } from '@lab/shared/constants/record-status';
import type { DashboardSummary } from '@lab/shared/schemas/admin';
import { latestOverdueArrival, type PromisedKind } from '@lab/shared/time/laboratory-time';
import { apiHandler } from '../../lib/middleware/api-handler';
import { instantRange } from '../../lib/records/id-range';
import { recordRepositories, type RecordRepository } from '../../lib/records/record-repository';

export type DashboardDeps = Record<
  RecordKind,
  Pick<RecordRepository<RecordKind>, 'count' | 'countArrivedBy'>
>;

/**
 * How many open requests of `kind` are past their promise at `now`: those that arrived by
 * the latest instant already overdue, counted by a ULID bound on the status index, never
 * by reading the records.
 */
async function overdueCount(
  repository: DashboardDeps[RecordKind],
  kind: PromisedKind,
  now: number,
): Promise<number> {
  const latest = latestOverdueArrival(kind, now);
  if (latest === null) return 0;
  const { upper } = instantRange({ to: latest });
  return repository.countArrivedBy(OPEN_STATUSES, upper as string);
}

/**
 * The three totals (the spec's cards) and how many of each are open, from the counter
 * items only: a fixed number of reads at any size, and no record is read, so a malformed
 * one cannot break them. Beside them, how many open requests are overdue at `now`, from
 * index counts.
 */
export async function main(
  repositories: DashboardDeps,
  now: number = Date.now(),
): Promise<DashboardSummary> {
  const [[contact, resource, shipping], [overdueResource, overdueShipping]] = await Promise.all([
    Promise.all(RECORD_KINDS.map((kind) => repositories[kind].count())),
    Promise.all([
      overdueCount(repositories.resource, 'resource', now),
      overdueCount(repositories.shipping, 'shipping', now),
    ]),
  ]);
  const counts = { contact: contact!, resource: resource!, shipping: shipping! };
  const open = (kind: RecordKind) =>
    OPEN_STATUSES.reduce((sum, status) => sum + counts[kind].byStatus[status], 0);
  return {
    counts: { contact: contact!.total, resource: resource!.total, shipping: shipping!.total },
    open: { contact: open('contact'), resource: open('resource'), shipping: open('shipping') },
    overdue: { resource: overdueResource, shipping: overdueShipping },
  };
}

const repositories: DashboardDeps = recordRepositories();

export const handler = apiHandler('get-dashboard', {
  input: {},
  run: () => main(repositories),
  audit: { record: 'before-answer', actions: { event: 'dashboard-viewed', outcome: 'success' } },
});
