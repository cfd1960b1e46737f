import { apiPath, type HandlerName } from '@lab/shared/api/routes';
import type { RecordKind } from '@lab/shared/constants/record-kinds';
import { listResponseSchema, type ListResponse } from '@lab/shared/schemas/admin';
import { recordSchemaByKind, type RecordByKind } from '@lab/shared/schemas/records';
import { infiniteQueryOptions } from '@tanstack/react-query';
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
  return listResponseSchema(recordSchemaByKind[kind]).parse(body) as ListResponse<RecordByKind[K]>;
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
