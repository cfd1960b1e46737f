import type { RecordKind } from '@lab/shared/constants/record-kinds';
import { statusesOf } from '@lab/shared/constants/record-status';
import {
  recordListQuerySchema,
  type ListResponse,
  type RecordListQuery,
} from '@lab/shared/schemas/admin';
import type { RecordByKind } from '@lab/shared/schemas/records';
import { decodeCursor, encodeCursor } from './http/cursor';
import type { ApiRequest } from './middleware/api-handler';
import { dayRange } from './records/id-range';
import { recordRepository, type RecordRepository } from './records/record-repository';

/**
 * One page of an admin list, newest first, with the cursor of the next page: what the
 * filter lets through (a status filter through the status index, `all` through the list
 * index as the spec's list; a date range as a range of ids; the assignee as DynamoDB's
 * filter, `me` being `caller`, so such a page may come back short with a cursor).
 */
export async function listPage<K extends RecordKind>(
  { limit, cursor, status, from, to, assignee }: RecordListQuery,
  repository: Pick<RecordRepository<K>, 'list'>,
  /** The signed-in admin's username: whose records `assignee: 'me'` are. */
  caller?: string,
): Promise<ListResponse<RecordByKind[K]>> {
  // A route that lets `me` through without saying who is calling is a bug, not bad input.
  if (assignee === 'me' && caller === undefined) throw new Error('assignee=me needs the caller');
  const page = await repository.list({
    limit,
    before: decodeCursor(cursor),
    ...(status !== 'all' && { statuses: statusesOf(status) }),
    ...((from ?? to) !== undefined && { range: dayRange({ from, to }) }),
    ...(assignee !== undefined && { assignee: assignee === 'me' ? caller : null }),
  });
  return { data: page.items, nextCursor: encodeCursor(page.lastId) };
}

/** An admin list route of `kind`: one page that its filter lets through, recorded as viewed. */
export function listRoute<K extends RecordKind>(kind: K) {
  const repository = recordRepository(kind);
  return {
    input: { query: recordListQuerySchema },
    audit: { record: 'before-answer', actions: { event: 'list-viewed', outcome: 'success', kind } },
    // The admin auth middleware, which ran before, put the verified claims on the event.
    run: ({ query }: { query: RecordListQuery }, { event }: ApiRequest) =>
      listPage(query, repository, event.admin!.username),
  } as const;
}
