import { ApiError, NetworkError } from '../../../lib/api-client';

/** The token was refused: expired, revoked or forged. The session is over. */
export const isSessionExpired = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 401;

/** No answer at all: fetch itself failed (offline, server down, blocked). */
export const isNetworkFailure = (error: unknown): boolean => error instanceof NetworkError;
