/** Browser storage keys. Fixed, because stored values must survive deployments. */
export const STORAGE_KEYS = {
  adminToken: 'adminToken',
  theme: 'lab-theme',
} as const;
