import {
  activityQuerySchema,
  AUDIT_VIEW_EVENTS,
  type ActivityPage,
  type ActivityQuery,
} from '@lab/shared/schemas/audit';
import { laboratoryDayRange } from '@lab/shared/time/laboratory-time';
import { auditStore, isAuditSortKey, type AuditStore } from '../../lib/audit/audit-store';
import { decodeCursor, encodeCursor } from '../../lib/http/cursor';
import { apiHandler } from '../../lib/middleware/api-handler';

/** A laboratory day as the trail's sort keys bound it: from its midnight, to the next one's (excluded). */
function dayInstants(day: string): { from: string; to: string } {
  const { start, end } = laboratoryDayRange(day);
  return { from: new Date(start).toISOString(), to: new Date(end + 1).toISOString() };
}

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
    ...(query.day !== undefined && dayInstants(query.day)),
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
