import type { ListQuery } from '@lab/shared/schemas/admin';
import { activityQuerySchema, type ActivityPage } from '@lab/shared/schemas/audit';
import { auditStore, isAuditSortKey, type AuditStore } from '../../lib/audit/audit-store';
import { decodeCursor, encodeCursor } from '../../lib/http/cursor';
import { apiHandler } from '../../lib/middleware/api-handler';

/** One page of the audit trail, newest first, with the cursor of the next page. */
export async function main(
  query: ListQuery,
  trail: Pick<AuditStore, 'page'>,
): Promise<ActivityPage> {
  const page = await trail.page({
    limit: query.limit,
    before: decodeCursor(query.cursor, isAuditSortKey),
  });
  return { data: page.entries, nextCursor: encodeCursor(page.lastKey) };
}

const trail = auditStore();

// Reading the trail is itself recorded, after the page is read (so it is not on it).
export const handler = apiHandler('list-activity', {
  input: { query: activityQuerySchema },
  run: ({ query }) => main(query, trail),
  audit: { record: 'before-answer', actions: { event: 'activity-viewed', outcome: 'success' } },
  trail,
});
