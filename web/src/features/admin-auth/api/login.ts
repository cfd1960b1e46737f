import { apiPath } from '@lab/shared/api/routes';
import { ADMIN_LOGIN_MESSAGES, type AdminLoginInput } from '@lab/shared/schemas/admin';
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
      throw new LoginRejectedError(error.serverMessage ?? ADMIN_LOGIN_MESSAGES.invalidCredentials);
    }
    throw error;
  }
  const result = readSignInResult(body);
  if (!result) throw new LoginRejectedError(ADMIN_LOGIN_MESSAGES.invalidCredentials);
  return result;
}
