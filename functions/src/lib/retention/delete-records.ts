import { encodeTime } from 'ulid';
import { RECORD_KINDS, type RecordKind } from '@lab/shared/constants/record-kinds';
import type { RecordRepository } from '../records/record-repository';

/** The repositories a deletion works through, one per kind. */
export type Repositories = { readonly [K in RecordKind]: Pick<RecordRepository<K>, 'remove'> };

/** How many records of each kind a deletion deleted. */
export type DeletedCounts = Record<RecordKind, number>;

/** How many ids one Query hands over before they are deleted and the next are asked for. */
export const DELETE_BATCH = 100;

/**
 * The smallest ULID of instant `ms`: every record that arrived before `ms` has a smaller
 * id, every record that arrived at or after it an id as large or larger (a ULID begins
 * with its creation time, and sorts as a string).
 */
export function smallestUlidAt(ms: number): string {
  return encodeTime(Math.max(ms, 0), 10) + '0'.repeat(16);
}

/**
 * Deletes, kind by kind, every record `idsOf` hands over, each with its counted
 * transaction, asking again after each batch until none is left. The ids of a batch are
 * gone once deleted, so the next Query starts past them without a cursor.
 */
export async function deleteRecords(
  repositories: Repositories,
  idsOf: (kind: RecordKind, limit: number) => Promise<string[]>,
): Promise<DeletedCounts> {
  const deleted: DeletedCounts = { contact: 0, resource: 0, shipping: 0 };
  for (const kind of RECORD_KINDS) {
    const repository = repositories[kind];
    for (;;) {
      const ids = await idsOf(kind, DELETE_BATCH);
      // Deleted one at a time: each is its own transaction with one shard's counts.
      let removed = 0;
      for (const id of ids) if (await repository.remove(id)) removed += 1;
      deleted[kind] += removed;
      // A full batch of ids already gone is an index that has not caught up yet: the next
      // run finds what is left rather than this one asking in a loop.
      if (ids.length < DELETE_BATCH || removed === 0) break;
    }
  }
  return deleted;
}
