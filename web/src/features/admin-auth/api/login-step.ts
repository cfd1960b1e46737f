import { apiPath } from '@lab/shared/api/routes';
import {
  ADMIN_LOGIN_MESSAGES,
  SIGN_IN_MESSAGES,
  type AdminLoginStepInput,
} from '@lab/shared/schemas/admin';
import { ApiError, apiJson } from '../../../lib/api-client';
import { LoginRejectedError } from './login';
import { readSignInResult, type SignInResult } from './sign-in-answer';

/** The sign-in handle is no longer valid: start again from the password. */
export class SignInExpiredError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SignInExpiredError';
  }
}

/**
 * `POST /api/admin/login/step`: the answer to the step the server asked for, giving a
 * token or the next step. A 401 (the sign-in handle expired or was used) throws
 * `SignInExpiredError`; any other refusal the API client's `ApiError`, whose field errors
 * the form shows under its fields; no answer at all a `NetworkError`.
 */
export async function loginStep(input: AdminLoginStepInput): Promise<SignInResult> {
  let body: unknown;
  try {
    body = await apiJson<unknown>(apiPath('admin-login-step'), { method: 'POST', body: input });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      throw new SignInExpiredError(error.serverMessage ?? SIGN_IN_MESSAGES.sessionExpired);
    }
    throw error;
  }
  const result = readSignInResult(body);
  if (!result) throw new LoginRejectedError(ADMIN_LOGIN_MESSAGES.invalidCredentials);
  return result;
}
