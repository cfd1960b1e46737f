import {
  useMutation,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiPath } from '@lab/shared/api/routes';
import type { RecordKind } from '@lab/shared/constants/record-kinds';
import type { ListResponse, RecordPatchInput } from '@lab/shared/schemas/admin';
import { recordSchemaByKind, type AnyRecord, type RecordByKind } from '@lab/shared/schemas/records';
import { useAdminSession } from '../hooks/use-admin-session';
import type { AdminClient } from './admin-client';
import { RECORD_SEARCH_KEY, type RecordHits } from './find-records';
import { DASHBOARD_QUERY_KEY } from './get-dashboard';
import { recordListKey } from './list-records';

export interface UpdateRecordInput<K extends RecordKind> {
  kind: K;
  id: string;
  /** A new status, a note to add, or both. */
  patch: RecordPatchInput;
}

/**
 * `PATCH /api/admin/records/{kind}/{id}`: resolves to the record as it ended up (another
 * admin's change may have come first); a refusal throws the `ApiError` (401, 404, 400
 * with the note's field message, 409 when the record is full of notes or other changes
 * kept coming first: its message says so).
 */
export async function updateRecord<K extends RecordKind>(
  client: AdminClient,
  { kind, id, patch }: UpdateRecordInput<K>,
): Promise<RecordByKind[K]> {
  const body = await client.json<unknown>(apiPath('update-record', { kind, id }), {
    method: 'PATCH',
    body: patch,
  });
  return recordSchemaByKind[kind].parse(body) as RecordByKind[K];
}

/**
 * Puts the record as the API answered it wherever the dashboard holds it: every page of
 * its kind's lists (whatever their filter) and every search. In place, so the list keeps
 * its length, order and the pages already loaded: the admin stays where they were.
 */
export function replaceCachedRecord(queryClient: QueryClient, kind: RecordKind, record: AnyRecord) {
  const replace = <R extends AnyRecord>(old: R): R => (old.id === record.id ? (record as R) : old);
  queryClient.setQueriesData<InfiniteData<ListResponse<AnyRecord>>>(
    { queryKey: recordListKey(kind) },
    (data) =>
      data && {
        ...data,
        pages: data.pages.map((page) => ({ ...page, data: page.data.map(replace) })),
      },
  );
  queryClient.setQueriesData<RecordHits>({ queryKey: RECORD_SEARCH_KEY }, (hits) =>
    hits?.map((hit) =>
      hit.kind === kind && hit.record.id === record.id ? ({ ...hit, record } as typeof hit) : hit,
    ),
  );
}

/**
 * Changes a record's status or adds a note. Changes to one record go out one after the
 * other (a mutation scope per record), so answers cannot arrive out of order and show an
 * older state. On success the record is updated where it is shown and the totals are read
 * again, for the open counts.
 */
export function useUpdateRecord<K extends RecordKind>(kind: K, id: string) {
  const queryClient = useQueryClient();
  const { client } = useAdminSession();
  return useMutation({
    scope: { id: `record:${kind}:${id}` },
    mutationFn: (input: Omit<UpdateRecordInput<K>, 'kind' | 'id'>) =>
      updateRecord(client, { ...input, kind, id }),
    onSuccess: (record) => {
      replaceCachedRecord(queryClient, kind, record);
      void queryClient.invalidateQueries({ queryKey: DASHBOARD_QUERY_KEY });
    },
  });
}

/** One record's change in a batch. */
export interface RecordChange {
  id: string;
  patch: RecordPatchInput;
}

/** How one change of a batch ended: the record as the API answered, or why not. */
export type RecordChangeOutcome<K extends RecordKind> =
  { id: string; ok: true; record: RecordByKind[K] } | { id: string; ok: false; error: unknown };

/**
 * Changes several records of one kind: one PATCH per record (the API has no batch route),
 * all sent at once; each answer is put where the dashboard shows it as it comes, and the
 * totals are read again once. Never throws: each change's outcome says how it ended.
 */
export function useUpdateRecords<K extends RecordKind>(kind: K) {
  const queryClient = useQueryClient();
  const { client } = useAdminSession();
  return useCallback(
    async (changes: readonly RecordChange[]): Promise<RecordChangeOutcome<K>[]> => {
      const outcomes = await Promise.all(
        changes.map(async ({ id, patch }): Promise<RecordChangeOutcome<K>> => {
          try {
            const record = await updateRecord(client, { kind, id, patch });
            replaceCachedRecord(queryClient, kind, record);
            return { id, ok: true, record };
          } catch (error) {
            return { id, ok: false, error };
          }
        }),
      );
      if (outcomes.some((outcome) => outcome.ok)) {
        void queryClient.invalidateQueries({ queryKey: DASHBOARD_QUERY_KEY });
      }
      return outcomes;
    },
    [client, kind, queryClient],
  );
}
