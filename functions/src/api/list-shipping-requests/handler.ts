import { listRoute } from '../../lib/listing';
import { apiHandler } from '../../lib/middleware/api-handler';

/** One page of shipping label requests, newest first, as the list's filter narrows it. */
export const handler = apiHandler('list-shipping-requests', listRoute('shipping'));
