import {
  FetchError,
  JwksNotAvailableInCacheError,
  ParameterValidationError,
} from 'aws-jwt-verify/error';
import type { ADMIN_TOKEN_HEADER } from '@lab/shared/api/routes';
import { outlivedLifetime, sessionClaimsSchema, type SessionStore } from '../auth/session-store';
import type { TokenVerifier } from '../auth/token-verifier';
import { HttpError } from '../http/http-error';
import type { ApiMiddleware } from './types';

const BEARER = /^Bearer\s+([\w-]+\.[\w-]+\.[\w-]+)\s*$/i;

/** Errors that mean "we could not check", not "the token is bad": those are outages. */
function isVerifierOutage(error: unknown): boolean {
  return (
    error instanceof FetchError ||
    error instanceof JwksNotAvailableInCacheError ||
    error instanceof ParameterValidationError
  );
}

const unauthorized = () => new HttpError(401, 'Unauthorized');

/**
 * Requires a valid admin access token in `Authorization: Bearer …` (or in `header`: a
 * streamed route's, whose `Authorization` carries CloudFront's signature). A missing,
 * malformed, forged or expired token is a 401 and nothing else happens; so is a token
 * older than the deployed access-token lifetime (cognito-local issues 24-hour tokens), and
 * one whose session was ended by a logout or went idle (the JWT alone cannot say so). The verified
 * claims ride on the event as `admin`.
 */
export function adminAuth(
  verifier: TokenVerifier,
  sessions: Pick<SessionStore, 'admit'>,
  now: () => number = Date.now,
  header: 'authorization' | typeof ADMIN_TOKEN_HEADER = 'authorization',
): ApiMiddleware {
  return {
    before: async (request) => {
      const match = BEARER.exec(request.event.headers[header] ?? '');
      if (!match?.[1]) throw unauthorized();
      let payload: unknown;
      try {
        payload = await verifier.verify(match[1]);
      } catch (error) {
        if (isVerifierOutage(error)) throw error;
        throw unauthorized();
      }
      const claims = sessionClaimsSchema.safeParse(payload);
      if (!claims.success) throw unauthorized();
      const nowSeconds = Math.floor(now() / 1000);
      if (outlivedLifetime(claims.data, nowSeconds)) throw unauthorized();
      // A failed read is an outage (500): a signed-out or idle token is never let through.
      if (!(await sessions.admit(claims.data, nowSeconds))) throw unauthorized();
      request.event.admin = claims.data;
    },
  };
}
