import { recordListQuerySchema } from '@lab/shared/schemas/admin';
import { adminSource } from '../../lib/audit/audit-entry';
import { auditTrail } from '../../lib/audit/audit-trail';
import { recorded } from '../../lib/audit/record';
import { json } from '../../lib/http/response';
import { listPage } from '../../lib/listing';
import { apiHandler } from '../../lib/middleware/api-handler';
import { recordRepository } from '../../lib/repositories/record-repository';

/** One page of shipping label requests, newest first. */
export const main = listPage<'shipping'>;

const repository = recordRepository('shipping');
const trail = auditTrail();

export const handler = apiHandler(
  'list-shipping-requests',
  { query: recordListQuerySchema },
  async ({ query }, event, context) =>
    json(
      200,
      await recorded(
        trail,
        adminSource(event, context),
        { event: 'list-viewed', outcome: 'success', kind: 'shipping' },
        () => main(query, repository),
      ),
    ),
);
