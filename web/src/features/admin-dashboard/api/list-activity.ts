import { infiniteQueryOptions } from '@tanstack/react-query';
import * as z from 'zod';
import { apiPath } from '@lab/shared/api/routes';
import { LIMITS } from '@lab/shared/constants/limits';
import { listResponseSchema } from '@lab/shared/schemas/admin';
import { auditEntrySchema, type ActivityPage, type ActivityQuery } from '@lab/shared/schemas/audit';
import type { AdminClient } from './admin-client';
import { ADMIN_QUERY_KEY } from './get-dashboard';

/** What narrows the Activity tab: the query's filters, without its paging. */
export type ActivityFilters = Omit<ActivityQuery, 'limit' | 'cursor'>;

/** What the tab shows when opened: every entry but the views. */
export const DEFAULT_ACTIVITY_FILTERS: ActivityFilters = { views: 'hide' };

async function activityPage(
  client: AdminClient,
  filters: ActivityFilters,
  cursor: string | null,
  signal: AbortSignal,
): Promise<ActivityPage> {
  const query = new URLSearchParams({ limit: String(LIMITS.pageDefault), views: filters.views });
  if (filters.day) query.set('day', filters.day);
  if (filters.event) query.set('event', filters.event);
  if (filters.actor) query.set('actor', filters.actor);
  if (cursor) query.set('cursor', cursor);
  const body = await client.json<unknown>(`${apiPath('list-activity')}?${query}`, { signal });
  const page = listResponseSchema(z.unknown()).parse(body);
  // As the record lists: an entry this version cannot show must not hide the others.
  const entries = page.data.flatMap((entry) => {
    const parsed = auditEntrySchema.safeParse(entry);
    if (parsed.success) return [parsed.data];
    console.warn('Skipped an activity entry the dashboard cannot show', parsed.error.issues);
    return [];
  });
  return { data: entries, nextCursor: page.nextCursor };
}

/**
 * `GET /api/admin/activity`: the audit trail, newest first, a page at a time
 * (`fetchNextPage` follows the cursor), narrowed by `filters`. Read afresh each time the
 * tab opens: unlike the records, it grows with every action, this one included. A
 * filtered page may come back short, even empty, with a cursor: the server stops reading
 * at a bound, and the next page goes on from there.
 */
export function activityQueryOptions(
  client: AdminClient,
  filters: ActivityFilters = DEFAULT_ACTIVITY_FILTERS,
) {
  return infiniteQueryOptions({
    queryKey: [...ADMIN_QUERY_KEY, 'activity', filters],
    queryFn: ({ pageParam, signal }) => activityPage(client, filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 0,
  });
}
