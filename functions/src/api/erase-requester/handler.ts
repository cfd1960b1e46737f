import type { RecordKind } from '@lab/shared/constants/record-kinds';
import { eraseRequestSchema, type EraseResult } from '@lab/shared/schemas/admin';
import { adminSource } from '../../lib/audit/audit-entry';
import { auditTrail } from '../../lib/audit/audit-trail';
import { recorded } from '../../lib/audit/record';
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

const trail = auditTrail();
const erasureKey = secretValuesFromEnv('erasure');

export const handler = apiHandler(
  'erase-requester',
  { body: eraseRequestSchema },
  async ({ body }, event, context) => {
    const hash = await erasureHash(body.email, erasureKey);
    return json(
      200,
      await recorded(
        trail,
        adminSource(event, context),
        ({ deleted }: EraseResult) => ({
          event: 'records-erased',
          outcome: 'success',
          deleted,
          emailHash: hash,
        }),
        () => main(body, deps),
      ),
    );
  },
);
