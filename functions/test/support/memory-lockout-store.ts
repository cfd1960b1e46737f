import type { LockoutCount, LockoutStore } from '../../src/lib/auth/lockout-store';

/**
 * The lockout counts in memory, for unit tests: the same contract as the DynamoDB store (a
 * forgotten count starts again, a lock is never shortened), with its items readable by key.
 */
export function memoryLockoutStore(): LockoutStore & { items: Map<string, LockoutCount> } {
  const items = new Map<string, LockoutCount>();
  return {
    items,
    async get(key) {
      const item = items.get(key);
      return item && { ...item };
    },
    async add(key, nowSeconds, expiresAt) {
      const item = items.get(key);
      const failures = item && item.expiresAt > nowSeconds ? item.failures + 1 : 1;
      const lockedUntil = item && item.expiresAt > nowSeconds ? item.lockedUntil : undefined;
      items.set(key, { failures, lockedUntil, expiresAt });
      return failures;
    },
    async lockUntil(key, until) {
      const item = items.get(key);
      if (item && (item.lockedUntil ?? 0) < until) item.lockedUntil = until;
    },
    async clear(key) {
      const item = items.get(key);
      if (item) items.set(key, { failures: 0, expiresAt: item.expiresAt });
    },
  };
}
