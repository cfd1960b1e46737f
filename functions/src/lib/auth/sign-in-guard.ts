import { lockSeconds, SIGN_IN_LOCKOUT } from '@lab/shared/constants/sign-in';
import { signInLockedMessage } from '@lab/shared/schemas/admin';
import { HttpError } from '../http/http-error';
import { countSignInFailure } from '../metrics/sign-in-failures';
import { lockoutKey, lockoutStore, type LockoutStore } from './lockout-store';

/** A username's failures after one more, and how long that one locked it for. */
export interface SignInGuardState {
  failures: number;
  /** Seconds the username is locked from now on: 0 while it is still free. */
  lockedSeconds: number;
}

/**
 * Brute-force protection of the sign-in, per username (SIGN_IN_LOCKOUT): repeated
 * failures lock the username for a while, whatever the password then given. The policy;
 * the counts are kept by a `LockoutStore`.
 */
export interface SignInGuard {
  /** Throws the 429 `signInLocked` answer while the username is locked; else does nothing. */
  check(username: string): Promise<void>;
  /** Counts one failure (atomically: parallel failures all count) and locks when due. */
  failed(username: string): Promise<SignInGuardState>;
  /** Forgets the username's failures: it has signed in. */
  succeeded(username: string): Promise<void>;
}

/** The 429 answer to a locked username, with how long it stays locked (Retry-After, in seconds). */
export function signInLocked(retryAfterSeconds: number): HttpError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return new HttpError(429, signInLockedMessage(seconds), undefined, {
    'retry-after': String(seconds),
  });
}

export interface SignInGuardOptions {
  /** @default Date.now */
  now?: () => number;
  /** Told of each counted failure. @default counts it in the sign-in metrics (in Lambda) */
  onFailure?: (failure: { locked: boolean }) => void;
}

/** The guard over a store of lockout counts. */
export function signInGuard(
  store: LockoutStore,
  { now = Date.now, onFailure = countSignInFailure }: SignInGuardOptions = {},
): SignInGuard {
  const nowSeconds = () => Math.floor(now() / 1000);
  return {
    async check(username) {
      const count = await store.get(lockoutKey(username));
      const at = nowSeconds();
      if (!count || count.expiresAt <= at) return;
      if (count.lockedUntil !== undefined && count.lockedUntil > at) {
        throw signInLocked(count.lockedUntil - at);
      }
    },
    async failed(username) {
      const key = lockoutKey(username);
      const at = nowSeconds();
      const failures = await store.add(key, at, at + SIGN_IN_LOCKOUT.forgetAfterHours * 3600);
      const lockedSeconds = lockSeconds(failures);
      if (lockedSeconds > 0) await store.lockUntil(key, at + lockedSeconds);
      onFailure({ locked: lockedSeconds > 0 });
      return { failures, lockedSeconds };
    },
    succeeded: (username) => store.clear(lockoutKey(username)),
  };
}

/** The guard in Lambda or on the local stack: counts in the session table. */
export function signInGuardFromEnv(): SignInGuard {
  return signInGuard(lockoutStore());
}
