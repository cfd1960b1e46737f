import { ACCESS_TOKEN_MINUTES } from '@lab/shared/constants/sign-in';
import { STORAGE_KEYS } from '@lab/shared/constants/storage-keys';
import { setAuthorizedAnswerListener } from './api-client';

/*
 * The admin session as this browser knows it: the token, kept in localStorage under the key
 * the spec fixes (adminToken), when the token lapses, and when the last admin request the
 * server answered was sent (the server ends a session after a while without one). The
 * times sit beside the token in localStorage so that every tab of the dashboard sees the
 * requests of the others: a tab left alone must not count down a session another tab keeps
 * alive. Every access is guarded: pre-rendering has no window, and a browser may refuse
 * storage.
 */

const EXPIRES_AT_KEY = `${STORAGE_KEYS.adminToken}-expires-at`;
const LAST_REQUEST_KEY = `${STORAGE_KEYS.adminToken}-last-request`;
const SESSION_KEYS: readonly string[] = [STORAGE_KEYS.adminToken, EXPIRES_AT_KEY, LAST_REQUEST_KEY];

const MAX_TOKEN_MS = ACCESS_TOKEN_MINUTES * 60_000;

function read(key: string): string | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function readTime(key: string): number | null {
  const raw = read(key);
  const value = raw ? Number(raw) : Number.NaN;
  return Number.isFinite(value) ? value : null;
}

function write(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage refused (private mode, quota): the session lasts as long as this page.
  }
}

function remove(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing stored, nothing to clear.
  }
}

// Tabs hear of each other's writes through the `storage` event; this tab's own writes
// reach its listeners here.
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

export function readAdminToken(): string | null {
  return read(STORAGE_KEYS.adminToken);
}

/**
 * Keeps a new token. Its lifetime is the sign-in answer's `expiresIn` (seconds), never more
 * than the deployed access-token lifetime, which is also what an answer without one gets.
 * Signing in counts as the session's first request.
 */
export function storeAdminToken(token: string, expiresIn?: number, now = Date.now()): void {
  const lifetimeMs =
    expiresIn !== undefined && Number.isFinite(expiresIn) && expiresIn > 0
      ? Math.min(expiresIn * 1000, MAX_TOKEN_MS)
      : MAX_TOKEN_MS;
  write(STORAGE_KEYS.adminToken, token);
  write(EXPIRES_AT_KEY, String(now + lifetimeMs));
  write(LAST_REQUEST_KEY, String(now));
  changed();
}

export function clearAdminToken(): void {
  SESSION_KEYS.forEach(remove);
  changed();
}

/**
 * An admin request sent at `sentAt` (epoch ms) was answered: the server counts the session
 * as active from then. Requests answer out of order, so an earlier time never replaces a
 * later one. The time the request left, not the time its answer came, so the browser never
 * thinks the session lasts longer than the server does.
 */
export function recordAdminRequest(sentAt: number): void {
  if (readAdminToken() === null) return;
  const last = readTime(LAST_REQUEST_KEY);
  if (last !== null && last >= sentAt) return;
  write(LAST_REQUEST_KEY, String(sentAt));
  changed();
}

// Every answered request with the token, whichever admin call made it.
setAuthorizedAnswerListener(recordAdminRequest);

/** When the token lapses (epoch ms), or `null` when this browser does not know. */
export function readTokenExpiresAt(): number | null {
  return readTime(EXPIRES_AT_KEY);
}

/** When the last answered admin request was sent (epoch ms), or `null` if none is known. */
export function readLastAdminRequest(): number | null {
  return readTime(LAST_REQUEST_KEY);
}

/**
 * Calls `listener` whenever the session changes, in this tab or another (a request answered,
 * a sign-in, a sign-out). Returns the unsubscribe function, as `useSyncExternalStore` wants.
 */
export function subscribeAdminSession(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    // `key` is null when another tab cleared the whole storage.
    if (event.key === null || SESSION_KEYS.includes(event.key)) listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
