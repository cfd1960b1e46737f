import { listQuerySchema } from '@lab/shared/schemas/admin';
import { json } from '../../lib/http/response';
import { listPage } from '../../lib/listing';
import { apiHandler } from '../../lib/middleware/api-handler';
import { recordRepository } from '../../lib/repositories/record-repository';

/** One page of container requests, newest first. */
export const main = listPage<'resource'>;

const repository = recordRepository('resource');

export const handler = apiHandler(
  'list-resource-requests',
  { query: listQuerySchema },
  async ({ query }) => json(200, await main(query, repository)),
);
