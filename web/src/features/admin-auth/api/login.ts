import { apiPath } from '@lab/shared/api/routes';
import {
  ADMIN_LOGIN_MESSAGES,
  SIGN_IN_MESSAGES,
  type AdminLoginInput,
} from '@lab/shared/schemas/admin';
import { ApiError, apiJson } from '../../../lib/api-client';
import { readSignInResult, type SignInResult } from './sign-in-answer';

/** A login the server refused, with the message to show ('Invalid credentials' if none). */
export class LoginRejectedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LoginRejectedError';
  }
}

/**
 * What a refused sign-in call says: the server's own message (a lock says how long it
 * lasts), else what its status means. A 429 is never 'Invalid credentials': the password
 * may well be right.
 */
export function refusalMessage(error: ApiError): string {
  if (error.serverMessage) return error.serverMessage;
  return error.status === 429
    ? SIGN_IN_MESSAGES.tooManyAttempts
    : ADMIN_LOGIN_MESSAGES.invalidCredentials;
}

/**
 * `POST /api/admin/login`: a token, or the next step of the sign-in. A non-ok answer, or an
 * ok one that is neither, throws `LoginRejectedError` with the server's own message; a
 * request that got no answer throws the API client's `NetworkError`, so the form can tell
 * the two apart.
 */
export async function login(input: AdminLoginInput): Promise<SignInResult> {
  let body: unknown;
  try {
    body = await apiJson<unknown>(apiPath('admin-login'), { method: 'POST', body: input });
  } catch (error) {
    if (error instanceof ApiError) {
      throw new LoginRejectedError(refusalMessage(error));
    }
    throw error;
  }
  const result = readSignInResult(body);
  if (!result) throw new LoginRejectedError(ADMIN_LOGIN_MESSAGES.invalidCredentials);
  return result;
}
