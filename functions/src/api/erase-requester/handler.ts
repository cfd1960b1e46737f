import type { RecordKind } from '@lab/shared/constants/record-kinds';
import { eraseRequestSchema, type EraseResult } from '@lab/shared/schemas/admin';
import { adminSource } from '../../lib/audit/audit-entry';
import { auditTrail } from '../../lib/audit/audit-trail';
import { recorded } from '../../lib/audit/record';
import { emailHash } from '../../lib/auth/email-hash';
import { originSecretsFromEnv } from '../../lib/auth/origin-secret';
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
const secrets = originSecretsFromEnv();

export const handler = apiHandler(
  'erase-requester',
  { body: eraseRequestSchema },
  async ({ body }, event, context) => {
    const [secret] = await secrets.current();
    if (!secret) throw new Error('No origin secret to key the address hash with');
    const hash = emailHash(body.email, secret);
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
