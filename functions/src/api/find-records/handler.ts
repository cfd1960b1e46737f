import { RECORD_KINDS, type RecordKind } from '@lab/shared/constants/record-kinds';
import {
  recordSearchQuerySchema,
  SEARCH_LIMIT,
  type RecordSearchQuery,
  type RecordSearchResult,
} from '@lab/shared/schemas/admin';
import { type AuditAction } from '../../lib/audit/audit-entry';
import { isUlid } from '../../lib/ids';
import { apiHandler } from '../../lib/middleware/api-handler';
import { recordRepositories, type RecordRepository } from '../../lib/records/record-repository';

type FindRepository<K extends RecordKind> = Pick<
  RecordRepository<K>,
  'get' | 'findByEmail' | 'findByReference'
>;

export type FindRecordsDeps = { [K in RecordKind]: FindRepository<K> };

type Found = RecordSearchResult['data'];

/**
 * A requester's records of every kind by address (exact, case-insensitive: one Query of
 * each table's by-email index), the record with an id (one GetItem per table: ids are
 * unique ULIDs, so at most one is found), or the record given a reference number (its
 * claim, then the record, per table; references are unique). Newest first, at most SEARCH_LIMIT. Never a Scan.
 */
export async function main(
  query: RecordSearchQuery,
  repositories: FindRecordsDeps,
): Promise<RecordSearchResult> {
  const perKind = await Promise.all(
    RECORD_KINDS.map(async (kind): Promise<Found> => {
      const repository = repositories[kind] as FindRepository<RecordKind>;
      if ('email' in query) {
        const records = await repository.findByEmail(query.email, SEARCH_LIMIT);
        return records.map((record) => ({ kind, record }));
      }
      if ('reference' in query) {
        // A reference does not say its kind: each table is asked (one claim read each).
        const record = await repository.findByReference(query.reference);
        return record ? [{ kind, record }] : [];
      }
      // Staff may paste an id in lower case; anything else is no record's id.
      const id = query.id.toUpperCase();
      const record = isUlid(id) ? await repository.get(id) : null;
      return record ? [{ kind, record }] : [];
    }),
  );
  const data = perKind
    .flat()
    .sort((a, b) => (a.record.id < b.record.id ? 1 : -1))
    .slice(0, SEARCH_LIMIT);
  return { data };
}

/** What a search records: by address or by id, and how many it found; never the address. */
export function searchAction(query: RecordSearchQuery, result: RecordSearchResult): AuditAction {
  return {
    event: 'records-searched',
    outcome: 'success',
    searchBy: 'email' in query ? 'email' : 'reference' in query ? 'reference' : 'id',
    found: result.data.length,
  };
}

const repositories: FindRecordsDeps = recordRepositories();

export const handler = apiHandler('find-records', {
  input: { query: recordSearchQuerySchema },
  run: ({ query }) => main(query, repositories),
  audit: {
    record: 'before-answer',
    actions: ({ query }, result: RecordSearchResult) => searchAction(query, result),
  },
});
