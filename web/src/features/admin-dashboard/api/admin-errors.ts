import { ApiError, NetworkError } from '../../../lib/api-client';

/**
 * The token was refused: expired, revoked or forged. The session is over. The one test of
 * it: the admin client ends the session on it, and a screen reads it to say nothing more.
 */
export const isSessionExpired = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 401;

/** No answer at all: fetch itself failed (offline, server down, blocked). */
export const isNetworkFailure = (error: unknown): boolean => error instanceof NetworkError;
