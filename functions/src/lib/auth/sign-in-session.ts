import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import * as z from 'zod';
import { SIGN_IN_STEPS } from '@lab/shared/schemas/admin';

/*
 * The session handle the sign-in routes hand the browser between steps. It is sealed
 * (AES-256-GCM) so the browser can neither read nor change it:
 * - it binds Cognito's session to the username and the step it was issued for, and to an
 *   expiry of our own (cognito-local checks none of these);
 * - in a pool where MFA is optional (see infra's auth construct), Cognito answers the
 *   password of an account without an authenticator with tokens; the access token then
 *   travels sealed in the handle, so the browser holds nothing usable until its
 *   authenticator code has been checked.
 * The key is derived (HKDF) from the origin secret, which every function already reads and
 * no browser sees; a distinct label keeps the two uses apart. The secret's previous value
 * still opens handles sealed just before a rotation.
 */

const sessionState = z.object({
  username: z.string(),
  step: z.enum(SIGN_IN_STEPS),
  /** Cognito's challenge session. */
  cognitoSession: z.string().optional(),
  /** Enrolment in an optional-MFA pool: the access token, released once the code is checked. */
  accessToken: z.string().optional(),
  /** Epoch milliseconds. */
  expiresAt: z.number(),
});
export type SignInSessionState = z.infer<typeof sessionState>;

const LABEL = 'lab admin sign-in session v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

function keyOf(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, '', LABEL, 32));
}

/** Seals the state with the first (current) secret. */
export function sealSession(state: SignInSessionState, secrets: readonly string[]): string {
  const secret = secrets[0];
  if (!secret) throw new Error('No secret to seal the sign-in session with');
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(state), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/**
 * The state sealed in `handle`, or null when no secret opens it (forged, altered, or
 * sealed before the last two rotations) or it has expired.
 */
export function openSession(
  handle: string,
  secrets: readonly string[],
  now: number,
): SignInSessionState | null {
  const raw = Buffer.from(handle, 'base64url');
  if (raw.length <= IV_BYTES + TAG_BYTES) return null;
  const iv = raw.subarray(0, IV_BYTES);
  const tag = raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES);
  const body = raw.subarray(IV_BYTES + TAG_BYTES);
  for (const secret of secrets) {
    try {
      const decipher = createDecipheriv('aes-256-gcm', keyOf(secret), iv);
      decipher.setAuthTag(tag);
      const text = Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
      const state = sessionState.parse(JSON.parse(text));
      return state.expiresAt > now ? state : null;
    } catch {
      // Not sealed with this secret: try the next.
    }
  }
  return null;
}
