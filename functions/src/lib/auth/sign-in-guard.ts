import { lockSeconds, SIGN_IN_LOCKOUT, type LockoutRule } from '@lab/shared/constants/sign-in';
import { signInLockedMessage } from '@lab/shared/schemas/admin';
import { HttpError } from '../http/http-error';
import { countSignInFailure } from '../metrics/sign-in-failures';
import { lockoutKeys, lockoutStore, type LockoutCount, type LockoutStore } from './lockout-store';

/** A count after one more failure, and how long that one makes the next attempt wait. */
export interface SignInGuardState {
  failures: number;
  /** Seconds the next attempt waits from now on: 0 while still free. */
  lockedSeconds: number;
}

/**
 * Brute-force protection of the sign-in (SIGN_IN_LOCKOUT; docs/admin-security.md, "Sign-in
 * throttling and lockout"): the policy, over counts kept by a `LockoutStore`. Wrong
 * passwords slow down their own client address, and only briefly the addresses that have
 * failed too; a fresh address with the right password always reaches Cognito. Wrong
 * codes lock the username from everywhere: only a holder of the password can give one.
 */
export interface SignInGuard {
  /**
   * Before Cognito sees a password: throws the 429 `signInLocked` answer while this address
   * waits for this username, or while wrong codes lock the username; else does nothing.
   */
  checkPassword(username: string, address: string): Promise<void>;
  /** Counts a wrong password from the address (atomically: parallel failures all count). */
  passwordFailed(username: string, address: string): Promise<SignInGuardState>;
  /** Forgets the address's wrong passwords for the username: it knew the password. */
  passwordAccepted(username: string, address: string): Promise<void>;
  /** Before a code step: throws the 429 answer while wrong codes lock the username. */
  checkCode(username: string): Promise<void>;
  /** Counts a wrong code, and locks the username when due. */
  codeFailed(username: string): Promise<SignInGuardState>;
  /** Forgets the username's wrong codes: it has signed in. */
  succeeded(username: string): Promise<void>;
}

/** The 429 answer to a sign-in that must wait, with how long (Retry-After, in seconds). */
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

/** Whether a stored count is still remembered at `at` (epoch seconds). */
const live = (count: LockoutCount | undefined, at: number): count is LockoutCount =>
  count !== undefined && count.expiresAt > at;

/** Seconds the count's lock still holds at `at`: 0 when none. */
const waitOf = (count: LockoutCount | undefined, at: number) =>
  live(count, at) && count.lockedUntil !== undefined ? Math.max(0, count.lockedUntil - at) : 0;

/** The guard over a store of lockout counts. */
export function signInGuard(
  store: LockoutStore,
  { now = Date.now, onFailure = countSignInFailure }: SignInGuardOptions = {},
): SignInGuard {
  const nowSeconds = () => Math.floor(now() / 1000);
  /** Adds one failure to the count under its rule, and locks it when the rule says so. */
  const count = async (key: string, rule: LockoutRule, at: number) => {
    const failures = await store.add(key, at, at + rule.forgetAfterSeconds);
    const lockedSeconds = lockSeconds(rule, failures);
    if (lockedSeconds > 0) await store.lockUntil(key, at + lockedSeconds);
    return { failures, lockedSeconds };
  };
  const refuseFor = (wait: number) => {
    if (wait > 0) throw signInLocked(wait);
  };
  return {
    async checkPassword(username, address) {
      const [code, own, all] = await Promise.all([
        store.get(lockoutKeys.code(username)),
        store.get(lockoutKeys.address(username, address)),
        store.get(lockoutKeys.username(username)),
      ]);
      const at = nowSeconds();
      // The username-wide pause holds back only addresses that have failed themselves.
      const hasFailed = live(own, at) && own.failures > 0;
      refuseFor(Math.max(waitOf(code, at), waitOf(own, at), hasFailed ? waitOf(all, at) : 0));
    },
    async passwordFailed(username, address) {
      const at = nowSeconds();
      const [own, all] = await Promise.all([
        count(lockoutKeys.address(username, address), SIGN_IN_LOCKOUT.address, at),
        count(lockoutKeys.username(username), SIGN_IN_LOCKOUT.username, at),
      ]);
      const lockedSeconds = Math.max(own.lockedSeconds, all.lockedSeconds);
      onFailure({ locked: lockedSeconds > 0 });
      return { failures: own.failures, lockedSeconds };
    },
    passwordAccepted: (username, address) => store.clear(lockoutKeys.address(username, address)),
    async checkCode(username) {
      refuseFor(waitOf(await store.get(lockoutKeys.code(username)), nowSeconds()));
    },
    async codeFailed(username) {
      const state = await count(lockoutKeys.code(username), SIGN_IN_LOCKOUT.code, nowSeconds());
      onFailure({ locked: state.lockedSeconds > 0 });
      return state;
    },
    succeeded: (username) => store.clear(lockoutKeys.code(username)),
  };
}

/** The guard in Lambda or on the local stack: counts in the session table. */
export function signInGuardFromEnv(): SignInGuard {
  return signInGuard(lockoutStore());
}
