import { infiniteQueryOptions, keepPreviousData } from '@tanstack/react-query';
import * as z from 'zod';
import { listRoute } from '@lab/shared/api/routes';
import { LIMITS } from '@lab/shared/constants/limits';
import type { RecordKind } from '@lab/shared/constants/record-kinds';
import {
  listResponseSchema,
  type ListResponse,
  type RecordFilter,
} from '@lab/shared/schemas/admin';
import type { RecordByKind } from '@lab/shared/schemas/records';
import type { AdminClient } from './admin-client';
import { ADMIN_QUERY_KEY } from './get-dashboard';
import { readRecord } from './read-record';

/** The key of every cached page of one kind's list, whatever its filter. */
export const recordListKey = (kind: RecordKind) => [...ADMIN_QUERY_KEY, 'list', kind] as const;

/** A filter as query parameters: only what narrows the list (the spec's list adds none). */
export function filterQuery(filter: RecordFilter): URLSearchParams {
  const query = new URLSearchParams();
  if (filter.status !== 'all') query.set('status', filter.status);
  if (filter.from) query.set('from', filter.from);
  if (filter.to) query.set('to', filter.to);
  if (filter.assignee) query.set('assignee', filter.assignee);
  return query;
}

/**
 * The list's query string. The spec's list (status `all`, no dates) asks exactly what it
 * always asked: `?limit=20`, then the cursor.
 */
function listQuery(filter: RecordFilter, cursor: string | null): URLSearchParams {
  const query = new URLSearchParams({ limit: String(LIMITS.pageDefault) });
  for (const [name, value] of filterQuery(filter)) query.set(name, value);
  if (cursor) query.set('cursor', cursor);
  return query;
}

async function listPage<K extends RecordKind>(
  kind: K,
  client: AdminClient,
  filter: RecordFilter,
  cursor: string | null,
  signal: AbortSignal,
): Promise<ListResponse<RecordByKind[K]>> {
  const body = await client.json<unknown>(`${listRoute(kind).path}?${listQuery(filter, cursor)}`, {
    signal,
  });
  const page = listResponseSchema(z.unknown()).parse(body);
  const records = page.data.flatMap((record) => readRecord(kind, record) ?? []);
  return { data: records, nextCursor: page.nextCursor };
}

/**
 * One admin list, newest first, a page at a time, narrowed by `filter`: `fetchNextPage`
 * follows the API's cursor ('Load more'), so long lists never load whole. While a new
 * filter loads, the previous records stay on screen (the tabs do not flash back to
 * 'Loading dashboard...').
 */
export function recordListQueryOptions<K extends RecordKind>(
  kind: K,
  client: AdminClient,
  filter: RecordFilter,
) {
  return infiniteQueryOptions({
    queryKey: [...recordListKey(kind), filter],
    queryFn: ({ pageParam, signal }) => listPage(kind, client, filter, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });
}
