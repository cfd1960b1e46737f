import * as z from 'zod';
import { RECORD_KINDS } from '@lab/shared/constants/record-kinds';
import { json } from '../../src/lib/http/response';
import { apiHandler, asIs } from '../../src/lib/middleware/api-handler';
import { recordRepository } from '../../src/lib/records/record-repository';

/**
 * Test-only: a handler that picks its table per request (`?kind=`), reading the table's
 * name only then, for the test that a table read at run time must be declared too.
 */
export const handler = apiHandler('create-contact', {
  input: { query: z.object({ kind: z.enum(RECORD_KINDS) }) },
  run: async ({ query }) =>
    json(200, { count: await (await recordRepository(query.kind).count()).total }),
  answer: asIs,
});
