import {
  FetchError,
  JwksNotAvailableInCacheError,
  ParameterValidationError,
} from 'aws-jwt-verify/error';
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

/**
 * Requires a valid admin access token in `Authorization: Bearer …`. A missing,
 * malformed, forged or expired token is a 401 and nothing else happens.
 */
export function adminAuth(verifier: TokenVerifier): ApiMiddleware {
  return {
    before: async (request) => {
      const match = BEARER.exec(request.event.headers.authorization ?? '');
      if (!match?.[1]) throw new HttpError(401, 'Unauthorized');
      try {
        await verifier.verify(match[1]);
      } catch (error) {
        if (isVerifierOutage(error)) throw error;
        throw new HttpError(401, 'Unauthorized');
      }
    },
  };
}
