import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod';
import { apiPath } from '@lab/shared/api/routes';
import { RECORD_KINDS, type RecordKind } from '@lab/shared/constants/record-kinds';
import type { RecordSearchQuery } from '@lab/shared/schemas/admin';
import type { RecordByKind } from '@lab/shared/schemas/records';
import { ApiError } from '../../../lib/api-client';
import type { AdminClient } from './admin-client';
import { ADMIN_QUERY_KEY } from './get-dashboard';
import { readRecord } from './read-record';

export const RECORD_SEARCH_KEY = [...ADMIN_QUERY_KEY, 'search'] as const;

/** One record a search found, with its kind (the kind types the record). */
export type RecordHit = { [K in RecordKind]: { kind: K; record: RecordByKind[K] } }[RecordKind];
export type RecordHits = RecordHit[];

const searchAnswerSchema = z.object({
  data: z.array(z.object({ kind: z.enum(RECORD_KINDS), record: z.unknown() })),
});

async function findRecords(
  client: AdminClient,
  search: RecordSearchQuery,
  signal: AbortSignal,
): Promise<RecordHits> {
  let body: unknown;
  try {
    body = await client.json<unknown>(`${apiPath('find-records')}?${new URLSearchParams(search)}`, {
      signal,
    });
  } catch (error) {
    // An id that names no record is a search that found nothing, not a failure.
    if (error instanceof ApiError && error.status === 404) return [];
    throw error;
  }
  return searchAnswerSchema.parse(body).data.flatMap(({ kind, record }) => {
    const read = readRecord(kind, record);
    return read ? [{ kind, record: read } as RecordHit] : [];
  });
}

/**
 * `GET /api/admin/records/search?email=`, `?reference=` or `?id=`: a requester's records
 * of every kind, or one record, newest first. Asked afresh each time the search is made.
 */
export function recordSearchQueryOptions(client: AdminClient, search: RecordSearchQuery) {
  return queryOptions({
    queryKey: [...RECORD_SEARCH_KEY, search],
    queryFn: ({ signal }) => findRecords(client, search, signal),
    staleTime: 0,
  });
}
