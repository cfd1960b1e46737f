/** Browser storage keys. Fixed, because stored values must survive deployments. */
export const STORAGE_KEYS = {
  adminToken: 'adminToken',
  theme: 'lab-theme',
  /** When each staff member last looked at each list: `{ [username]: { [kind]: ISO time } }`. */
  inboxLastVisit: 'lab-inbox-last-visit',
  /** Requests drafted with no network, waiting to be sent (web/src/lib/outbox); absent when none. */
  outbox: 'lab-outbox',
} as const;
