import { infiniteQueryOptions } from '@tanstack/react-query';
import * as z from 'zod';
import { apiPath } from '@lab/shared/api/routes';
import { LIMITS } from '@lab/shared/constants/limits';
import { listResponseSchema } from '@lab/shared/schemas/admin';
import { auditEntrySchema, type ActivityPage } from '@lab/shared/schemas/audit';
import type { AdminClient } from './admin-client';
import { ADMIN_QUERY_KEY } from './get-dashboard';

async function activityPage(
  client: AdminClient,
  cursor: string | null,
  signal: AbortSignal,
): Promise<ActivityPage> {
  const query = new URLSearchParams({ limit: String(LIMITS.pageDefault) });
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
 * (`fetchNextPage` follows the cursor). Read afresh each time the tab opens: unlike the
 * records, it grows with every action, this one included.
 */
export function activityQueryOptions(client: AdminClient) {
  return infiniteQueryOptions({
    queryKey: [...ADMIN_QUERY_KEY, 'activity'],
    queryFn: ({ pageParam, signal }) => activityPage(client, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 0,
  });
}
