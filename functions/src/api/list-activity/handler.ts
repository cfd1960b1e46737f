import {
  activityQuerySchema,
  AUDIT_VIEW_EVENTS,
  type ActivityPage,
  type ActivityQuery,
} from '@lab/shared/schemas/audit';
import { auditStore, isAuditSortKey, type AuditStore } from '../../lib/audit/audit-store';
import { decodeCursor, encodeCursor } from '../../lib/http/cursor';
import { apiHandler } from '../../lib/middleware/api-handler';
import { laboratoryDayRange } from './laboratory-day';

/**
 * One page of the audit trail, newest first, with the cursor of the next page: on one
 * laboratory day, of one event or person, without the views, as the query asks.
 */
export async function main(
  query: ActivityQuery,
  trail: Pick<AuditStore, 'page'>,
): Promise<ActivityPage> {
  const before = decodeCursor(query.cursor, isAuditSortKey);
  const page = await trail.page({
    limit: query.limit,
    ...(before !== undefined && { before }),
    ...(query.day !== undefined && laboratoryDayRange(query.day)),
    ...(query.actor !== undefined && { actor: query.actor }),
    ...(query.event !== undefined && { event: query.event }),
    ...(query.views === 'hide' && { hideEvents: AUDIT_VIEW_EVENTS }),
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
