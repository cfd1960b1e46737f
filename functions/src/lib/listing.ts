import type { RecordKind } from '@lab/shared/constants/record-kinds';
import { statusesOf } from '@lab/shared/constants/record-status';
import {
  recordListQuerySchema,
  type ListResponse,
  type RecordListQuery,
} from '@lab/shared/schemas/admin';
import type { RecordByKind } from '@lab/shared/schemas/records';
import { decodeCursor, encodeCursor } from './http/cursor';
import { dayRange } from './records/id-range';
import { recordRepository, type RecordRepository } from './records/record-repository';

/**
 * One page of an admin list, newest first, with the cursor of the next page: what the
 * filter lets through (a status filter through the status index, `all` through the list
 * index as the spec's list; a date range as a range of ids).
 */
export async function listPage<K extends RecordKind>(
  { limit, cursor, status, from, to }: RecordListQuery,
  repository: Pick<RecordRepository<K>, 'list'>,
): Promise<ListResponse<RecordByKind[K]>> {
  const page = await repository.list({
    limit,
    before: decodeCursor(cursor),
    ...(status !== 'all' && { statuses: statusesOf(status) }),
    ...((from ?? to) !== undefined && { range: dayRange({ from, to }) }),
  });
  return { data: page.items, nextCursor: encodeCursor(page.lastId) };
}

/** An admin list route of `kind`: one page that its filter lets through, recorded as viewed. */
export function listRoute<K extends RecordKind>(kind: K) {
  const repository = recordRepository(kind);
  return {
    input: { query: recordListQuerySchema },
    audit: { record: 'before-answer', actions: { event: 'list-viewed', outcome: 'success', kind } },
    run: ({ query }: { query: RecordListQuery }) => listPage(query, repository),
  } as const;
}
