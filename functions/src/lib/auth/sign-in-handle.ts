import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import * as z from 'zod';
import { SIGN_IN_STEPS } from '@lab/shared/schemas/admin';

/*
 * The sign-in handle the sign-in routes hand the browser between steps (the `session`
 * field of their API). It is sealed (AES-256-GCM) so the browser can neither read nor
 * change it:
 * - it binds the Cognito challenge to the username and the step it was issued for, and to
 *   an expiry of our own (cognito-local checks none of these);
 * - in a pool where MFA is optional (see infra's auth construct), Cognito answers the
 *   password of an account without an authenticator with tokens; the access token then
 *   travels sealed in the handle, so the browser holds nothing usable until its
 *   authenticator code has been checked.
 * The AES key is derived (HKDF) from the sign-in handle key, a secret of its own that only
 * the sign-in routes read (SECRETS.signInHandle). Handles are sealed with its current
 * value and opened with the current or the previous one, so a rotation of the key ends no
 * sign-in in progress; rotating the origin secret or any other secret reaches no handle.
 */

const handleState = z.object({
  username: z.string(),
  step: z.enum(SIGN_IN_STEPS),
  /** The Cognito challenge (Cognito's API calls it `Session`). */
  cognitoSession: z.string().optional(),
  /** Enrolment in an optional-MFA pool: the access token, released once the code is checked. */
  accessToken: z.string().optional(),
  /** Epoch milliseconds. */
  expiresAt: z.number(),
});
export type SignInHandleState = z.infer<typeof handleState>;

const LABEL = 'lab admin sign-in handle v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

function aesKeyOf(key: string): Buffer {
  return Buffer.from(hkdfSync('sha256', key, '', LABEL, 32));
}

/** Seals the state with the first (current) value of the sign-in handle key. */
export function sealSignInHandle(state: SignInHandleState, keys: readonly string[]): string {
  const key = keys[0];
  if (!key) throw new Error('No sign-in handle key to seal the handle with');
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', aesKeyOf(key), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(state), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/**
 * The state sealed in `handle`, or null when no value of the key opens it (forged,
 * altered, or sealed with a value older than the key's previous one) or it has expired.
 */
export function openSignInHandle(
  handle: string,
  keys: readonly string[],
  now: number,
): SignInHandleState | null {
  const raw = Buffer.from(handle, 'base64url');
  if (raw.length <= IV_BYTES + TAG_BYTES) return null;
  const iv = raw.subarray(0, IV_BYTES);
  const tag = raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES);
  const body = raw.subarray(IV_BYTES + TAG_BYTES);
  for (const key of keys) {
    try {
      const decipher = createDecipheriv('aes-256-gcm', aesKeyOf(key), iv);
      decipher.setAuthTag(tag);
      const text = Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
      const state = handleState.parse(JSON.parse(text));
      return state.expiresAt > now ? state : null;
    } catch {
      // Not sealed with this value: try the next.
    }
  }
  return null;
}
