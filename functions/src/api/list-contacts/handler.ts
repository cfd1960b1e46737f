import { listRecordsHandler } from '../../lib/middleware/recorded-read';

/** One page of contact submissions, newest first, as the list's filter narrows it. */
export const handler = listRecordsHandler('list-contacts', 'contact');
