import type { RecordKind } from '@lab/shared/constants/record-kinds';
import type { ListQuery, ListResponse } from '@lab/shared/schemas/admin';
import type { RecordByKind } from '@lab/shared/schemas/records';
import { decodeCursor, encodeCursor } from './repositories/cursor';
import type { RecordRepository } from './repositories/record-repository';

/** One page of an admin list, newest first, with the cursor of the next page. */
export async function listPage<K extends RecordKind>(
  query: ListQuery,
  repository: Pick<RecordRepository<K>, 'list'>,
): Promise<ListResponse<RecordByKind[K]>> {
  const page = await repository.list({ limit: query.limit, before: decodeCursor(query.cursor) });
  return { data: page.items, nextCursor: encodeCursor(page.lastId) };
}
