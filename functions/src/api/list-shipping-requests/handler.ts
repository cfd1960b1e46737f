import { listRecordsHandler } from '../../lib/middleware/recorded-read';

/** One page of shipping label requests, newest first, as the list's filter narrows it. */
export const handler = listRecordsHandler('list-shipping-requests', 'shipping');
