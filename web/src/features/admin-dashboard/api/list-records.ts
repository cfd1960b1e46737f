import { infiniteQueryOptions } from '@tanstack/react-query';
import * as z from 'zod';
import { listRoute } from '@lab/shared/api/routes';
import { LIMITS } from '@lab/shared/constants/limits';
import type { RecordKind } from '@lab/shared/constants/record-kinds';
import { listResponseSchema, type ListResponse } from '@lab/shared/schemas/admin';
import { recordSchemaByKind, type RecordByKind } from '@lab/shared/schemas/records';
import { apiJson } from '../../../lib/api-client';
import { ADMIN_QUERY_KEY } from './get-dashboard';

async function listPage<K extends RecordKind>(
  kind: K,
  token: string,
  cursor: string | null,
  signal: AbortSignal,
): Promise<ListResponse<RecordByKind[K]>> {
  const query = new URLSearchParams({ limit: String(LIMITS.pageDefault) });
  if (cursor) query.set('cursor', cursor);
  const body = await apiJson<unknown>(`${listRoute(kind).path}?${query}`, {
    token,
    signal,
  });
  const page = listResponseSchema(z.unknown()).parse(body);
  // One record the page cannot show (stored by an older or newer version) must not hide
  // the rest of the list: it is left out, and said so in the console.
  const schema = recordSchemaByKind[kind];
  const records = page.data.flatMap((record) => {
    const parsed = schema.safeParse(record);
    if (parsed.success) return [parsed.data as RecordByKind[K]];
    console.warn(`Skipped a ${kind} record the dashboard cannot show`, parsed.error.issues);
    return [];
  });
  return { data: records, nextCursor: page.nextCursor };
}

/**
 * One admin list, newest first, a page at a time: `fetchNextPage` follows the API's
 * cursor ('Load more'), so long lists never load whole.
 */
export function recordListQueryOptions<K extends RecordKind>(kind: K, token: string) {
  return infiniteQueryOptions({
    queryKey: [...ADMIN_QUERY_KEY, 'list', kind],
    queryFn: ({ pageParam, signal }) => listPage(kind, token, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}
