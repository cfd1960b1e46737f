import { listQuerySchema } from '@lab/shared/schemas/admin';
import { json } from '../../lib/http/response';
import { listPage } from '../../lib/listing';
import { apiHandler } from '../../lib/middleware/api-handler';
import { recordRepository } from '../../lib/repositories/record-repository';

/** One page of contact submissions, newest first. */
export const main = listPage<'contact'>;

const repository = recordRepository('contact');

export const handler = apiHandler('list-contacts', { query: listQuerySchema }, async ({ query }) =>
  json(200, await main(query, repository)),
);
