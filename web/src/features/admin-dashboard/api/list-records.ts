import { infiniteQueryOptions } from '@tanstack/react-query';
import * as z from 'zod';
import { apiPath, type HandlerName } from '@lab/shared/api/routes';
import type { RecordKind } from '@lab/shared/constants/record-kinds';
import { listResponseSchema, type ListResponse } from '@lab/shared/schemas/admin';
import { recordSchemaByKind, type RecordByKind } from '@lab/shared/schemas/records';
import { apiJson } from '../../../lib/api-client';
import { ADMIN_QUERY_KEY } from './get-dashboard';

const LIST_HANDLER: Record<RecordKind, HandlerName> = {
  contact: 'list-contacts',
  resource: 'list-resource-requests',
  shipping: 'list-shipping-requests',
};

/** Records per page: enough to fill the screen, small enough to stay fast. */
export const PAGE_SIZE = 20;

async function listPage<K extends RecordKind>(
  kind: K,
  token: string,
  cursor: string | null,
  signal: AbortSignal,
): Promise<ListResponse<RecordByKind[K]>> {
  const query = new URLSearchParams({ limit: String(PAGE_SIZE) });
  if (cursor) query.set('cursor', cursor);
  const body = await apiJson<unknown>(`${apiPath(LIST_HANDLER[kind])}?${query}`, {
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
