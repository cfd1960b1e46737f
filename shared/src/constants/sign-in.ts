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
 * Repeated sign-in failures for one username (wrong passwords and wrong codes alike) first
 * slow down, then lock: after `freeFailures` in a row each further failure locks the
 * username for `firstLockSeconds`, doubling up to `maxLockSeconds`. A success clears the
 * count, and a count untouched for `forgetAfterHours` is forgotten. Cognito locks users out
 * in AWS by the same pattern (from the fifth failure, doubling up to about 15 minutes);
 * this rule gives the same observable behaviour on the local stack and a clear message in both.
 */
export const SIGN_IN_LOCKOUT = {
  freeFailures: 5,
  firstLockSeconds: 15,
  maxLockSeconds: 15 * 60,
  forgetAfterHours: 24,
} as const;

/** How long a username is locked after its `failures`-th failure in a row: 0 while still free. */
export function lockSeconds(failures: number): number {
  const { freeFailures, firstLockSeconds, maxLockSeconds } = SIGN_IN_LOCKOUT;
  if (failures < freeFailures) return 0;
  return Math.min(maxLockSeconds, firstLockSeconds * 2 ** (failures - freeFailures));
}
