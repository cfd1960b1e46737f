import { createHash, timingSafeEqual } from 'node:crypto';
import { ORIGIN_VERIFY_HEADER } from '@lab/shared/security/origin';
import { SecretUnavailable, type SecretValues } from '../auth/secret-values';
import { HttpError } from '../http/http-error';
import type { ApiMiddleware } from './types';

export const ORIGIN_MESSAGES = {
  refused: 'Forbidden: requests to this API must come through the website',
  unavailable: 'The service is temporarily unavailable. Please try again shortly.',
} as const;

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/**
 * Whether `sent` equals one of `accepted`, in time that depends on neither value: both
 * sides are hashed to equal-length digests first, so neither the length nor the first
 * differing character of the secret leaks, and every accepted value is compared.
 */
export function matchesOriginSecret(
  sent: string | undefined,
  accepted: readonly string[],
): boolean {
  if (sent === undefined) return false;
  const got = digest(sent);
  let match = false;
  for (const value of accepted) match = timingSafeEqual(got, digest(value)) || match;
  return match;
}

async function accepted<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    // Logged where it failed. Without the secret no request can be checked: refuse them
    // all, as the server's fault (503), never as the caller's.
    if (error instanceof SecretUnavailable) throw new HttpError(503, ORIGIN_MESSAGES.unavailable);
    throw error;
  }
}

/**
 * Refuses (403) a request whose ORIGIN_VERIFY_HEADER does not carry an accepted value:
 * one that did not come through CloudFront (and so past WAF), such as a call straight to
 * the API's execute-api address. It runs first, so such a request learns nothing else.
 */
export function originVerify(secrets: SecretValues): ApiMiddleware {
  return {
    before: async (request) => {
      const sent = request.event.headers[ORIGIN_VERIFY_HEADER];
      const refused = new HttpError(403, ORIGIN_MESSAGES.refused);
      if (sent === undefined) throw refused;
      if (matchesOriginSecret(sent, await accepted(() => secrets.current()))) return;
      // A value that is not cached may be one rotated in since the cache was filled.
      const fresh = await accepted(() => secrets.refresh());
      if (fresh && matchesOriginSecret(sent, fresh)) return;
      throw refused;
    },
  };
}
