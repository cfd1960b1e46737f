/**
 * The name authenticator apps show beside an admin's codes (the `issuer` of the
 * `otpauth://` URI), so staff can tell this account from their others.
 */
export const TOTP_ISSUER = 'Lab Admin';

/** The authenticator codes Cognito accepts: RFC 6238 with SHA-1, 6 digits, every 30 seconds. */
export const TOTP_PARAMETERS = { algorithm: 'SHA1', digits: 6, periodSeconds: 30 } as const;

/**
 * How long a sign-in may take from the password to the last step, in minutes: Cognito's
 * session lifetime of the app client (3 to 15), long enough to set up an authenticator app.
 */
export const SIGN_IN_SESSION_MINUTES = 10;

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
