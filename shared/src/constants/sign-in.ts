/**
 * The name authenticator apps show beside an admin's codes (the `issuer` of the
 * `otpauth://` URI), so staff can tell this account from their others.
 */
export const TOTP_ISSUER = 'Lab Admin';

/** The authenticator codes Cognito accepts: RFC 6238 with SHA-1, 6 digits, every 30 seconds. */
export const TOTP_PARAMETERS = { algorithm: 'SHA1', digits: 6, periodSeconds: 30 } as const;

/**
 * How long a sign-in may take from the password to the last step, in minutes: the expiry
 * sealed in each sign-in handle, and the lifetime of the Cognito challenge it carries (the
 * app client's auth session validity, 3 to 15). Long enough to set up an authenticator app.
 */
export const SIGN_IN_HANDLE_MINUTES = 10;

/**
 * How long an admin access token lasts, in minutes: the deployed app client's access-token
 * validity, and the age past which every admin route refuses a token by its `iat`, so a
 * stand-in that issues longer-lived tokens (cognito-local: 24 hours) is held to it too.
 */
export const ACCESS_TOKEN_MINUTES = 60;

/** The `otpauth://` URI an authenticator app reads from the enrolment QR code. */
export function otpauthUri(username: string, secret: string): string {
  const issuer = encodeURIComponent(TOTP_ISSUER);
  const { algorithm, digits, periodSeconds } = TOTP_PARAMETERS;
  return `otpauth://totp/${issuer}:${encodeURIComponent(username)}?secret=${encodeURIComponent(secret)}&issuer=${issuer}&algorithm=${algorithm}&digits=${digits}&period=${periodSeconds}`;
}

/**
 * Minutes without an admin request after which a session ends (NIST SP 800-63B's
 * inactivity limit for AAL2 is 30): every admin route refuses the token after that, and
 * the dashboard shows the time left and warns before it runs out.
 */
export const IDLE_MINUTES = 30;

/**
 * One throttle of repeated sign-in failures: after `freeFailures` in a row each further
 * failure makes the next attempt wait `firstLockSeconds`, doubling up to `maxLockSeconds`;
 * a count untouched for `forgetAfterSeconds` is forgotten.
 */
export interface LockoutRule {
  readonly freeFailures: number;
  readonly firstLockSeconds: number;
  readonly maxLockSeconds: number;
  readonly forgetAfterSeconds: number;
}

/**
 * The sign-in's brute-force protection (docs/admin-security.md, "Sign-in throttling and
 * lockout"). The password is not the only secret, so wrong passwords only slow down, and
 * never in a way an outsider can turn against the right password and code:
 * - `address`: wrong passwords for one username from one client address (an IPv6 /64
 *   counts as one). Its cap is longer than the ~15 quiet minutes after which Cognito
 *   forgets its own count, so one address cannot hold Cognito's lock on the account.
 * - `username`: wrong passwords for one username from every address, a brief pause that
 *   only holds back addresses which have themselves failed for it: a fresh address (the
 *   lab's staff) is never refused for what others did.
 * - `code`: wrong authenticator codes for one username, which lock it from every address.
 *   Only someone who got the password right can give a code, so this lock is what a
 *   stolen password still has to beat, and an outsider cannot set it.
 */
export const SIGN_IN_LOCKOUT = {
  address: {
    freeFailures: 5,
    firstLockSeconds: 15,
    maxLockSeconds: 30 * 60,
    forgetAfterSeconds: 24 * 3600,
  },
  username: {
    freeFailures: 20,
    firstLockSeconds: 5,
    maxLockSeconds: 60,
    forgetAfterSeconds: 15 * 60,
  },
  code: {
    freeFailures: 5,
    firstLockSeconds: 15,
    maxLockSeconds: 15 * 60,
    forgetAfterSeconds: 24 * 3600,
  },
} as const satisfies Record<string, LockoutRule>;

/** How long the `failures`-th failure in a row makes the next attempt wait: 0 while free. */
export function lockSeconds(rule: LockoutRule, failures: number): number {
  const { freeFailures, firstLockSeconds, maxLockSeconds } = rule;
  if (failures < freeFailures) return 0;
  return Math.min(maxLockSeconds, firstLockSeconds * 2 ** (failures - freeFailures));
}
