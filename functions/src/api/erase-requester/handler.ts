import type { RecordKind } from '@lab/shared/constants/record-kinds';
import { eraseRequestSchema, type EraseResult } from '@lab/shared/schemas/admin';
import { erasureHash } from '../../lib/auth/erasure-hash';
import { secretValuesFromEnv } from '../../lib/auth/secret-values';
import { json } from '../../lib/http/response';
import { apiHandler } from '../../lib/middleware/api-handler';
import { recordRepositories, type RecordRepository } from '../../lib/records/record-repository';
import { deleteRecords } from '../../lib/retention/delete-records';

export type EraseDeps = {
  readonly [K in RecordKind]: Pick<RecordRepository<K>, 'idsByEmail' | 'remove'>;
};

/**
 * Deletes every record of every kind with the requester's address (exact, blind to case
 * and surrounding space: the by-email index's key), each in one transaction with its
 * counts, as the retention purge deletes, and says how many of each kind went.
 */
export async function main({ email }: { email: string }, deps: EraseDeps): Promise<EraseResult> {
  const deleted = await deleteRecords(deps, (kind, limit) => deps[kind].idsByEmail(email, limit));
  return { deleted };
}

const deps: EraseDeps = recordRepositories();

const erasureKey = secretValuesFromEnv('erasure');

/** An erasure with the keyed hash its audit entry holds in place of the address. */
interface HashedErasure {
  result: EraseResult;
  emailHash: string;
}

export const handler = apiHandler('erase-requester', {
  input: { body: eraseRequestSchema },
  run: async ({ body }) => {
    // Hashed first: nothing is deleted when the key cannot be read.
    const hash = await erasureHash(body.email, erasureKey);
    return { result: await main(body, deps), emailHash: hash };
  },
  audit: {
    record: 'before-answer',
    actions: (_, { result, emailHash }: HashedErasure) => ({
      event: 'records-erased',
      outcome: 'success',
      deleted: result.deleted,
      emailHash,
    }),
  },
  answer: ({ result }) => json(200, result),
});
