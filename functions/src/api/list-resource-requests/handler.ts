import { listRecordsHandler } from '../../lib/middleware/recorded-read';

/** One page of resource requests, newest first, as the list's filter narrows it. */
export const handler = listRecordsHandler('list-resource-requests', 'resource');
