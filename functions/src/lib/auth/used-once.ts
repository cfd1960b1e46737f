import { createHash } from 'node:crypto';
import { SESSION_KEYS, SESSION_TABLE } from '@lab/shared/data/tables';
import { putIfAbsent, sessionTableFromEnv, type SessionTable } from './session-table';
import { canonicalUsername } from './username';

/**
 * How long an accepted authenticator code is remembered: longer than any code stays
 * valid (its 30-second step, and the steps either side that Cognito and cognito-local
 * also accept), so no code is ever accepted twice for one username (RFC 6238 section 5.2).
 */
export const USED_CODE_SECONDS = 5 * 60;

/**
 * What the sign-in lets be used once only (the session table's `code#` and `handle#`
 * items): the first claim of a key wins, every later one is refused, until the item
 * expires.
 */
export interface UsedOnceStore {
  /** True for the first claim of `key`; false when it was claimed before. */
  claim(key: string, expiresAtSeconds: number): Promise<boolean>;
}

/** The key of an authenticator code given for a username, however the username was typed. */
export const usedCodeKey = (username: string, code: string) =>
  `${SESSION_KEYS.code}${canonicalUsername(username)}#${code}`;

/** The key of a sign-in handle: its hash, so the table never holds a usable handle. */
export const usedHandleKey = (handle: string) =>
  SESSION_KEYS.handle + createHash('sha256').update(handle).digest('base64url');

const { partitionKey: PK, ttlAttribute: TTL } = SESSION_TABLE;

/** Each claim one conditional PutItem: two claims at once cannot both win. */
export function usedOnceStore(table: SessionTable = sessionTableFromEnv()): UsedOnceStore {
  return {
    claim: (key, expiresAtSeconds) => putIfAbsent(table, { [PK]: key, [TTL]: expiresAtSeconds }),
  };
}
