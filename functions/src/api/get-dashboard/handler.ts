import { RECORD_KINDS, type RecordKind } from '@lab/shared/constants/record-kinds';
import { OPEN_STATUSES } from '@lab/shared/constants/record-status';
import type { DashboardSummary } from '@lab/shared/schemas/admin';
import { apiHandler } from '../../lib/middleware/api-handler';
import { recordRepositories, type RecordRepository } from '../../lib/records/record-repository';

export type DashboardDeps = Record<RecordKind, Pick<RecordRepository<RecordKind>, 'count'>>;

/**
 * The three totals (the spec's cards) and how many of each are open, from the counter
 * items only: a fixed number of reads at any size, and no record is read, so a malformed
 * one cannot break them.
 */
export async function main(repositories: DashboardDeps): Promise<DashboardSummary> {
  const [contact, resource, shipping] = await Promise.all(
    RECORD_KINDS.map((kind) => repositories[kind].count()),
  );
  const counts = { contact: contact!, resource: resource!, shipping: shipping! };
  const open = (kind: RecordKind) =>
    OPEN_STATUSES.reduce((sum, status) => sum + counts[kind].byStatus[status], 0);
  return {
    counts: { contact: contact!.total, resource: resource!.total, shipping: shipping!.total },
    open: { contact: open('contact'), resource: open('resource'), shipping: open('shipping') },
  };
}

const repositories: DashboardDeps = recordRepositories();

export const handler = apiHandler('get-dashboard', {
  input: {},
  run: () => main(repositories),
  audit: { record: 'before-answer', actions: { event: 'dashboard-viewed', outcome: 'success' } },
});
