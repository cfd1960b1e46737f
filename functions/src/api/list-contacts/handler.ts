import { listRoute } from '../../lib/listing';
import { apiHandler } from '../../lib/middleware/api-handler';

/** One page of contact submissions, newest first, as the list's filter narrows it. */
export const handler = apiHandler('list-contacts', listRoute('contact'));
