import { apiPath } from '@lab/shared/api/routes';
import {
  ADMIN_LOGIN_MESSAGES,
  adminLoginResponseSchema,
  type AdminLoginInput,
  type AdminLoginResponse,
} from '@lab/shared/schemas/admin';
import { ApiError, apiJson } from '../../../lib/api-client';

/** A login the server refused, with the message to show ('Invalid credentials' if none). */
export class LoginRejectedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LoginRejectedError';
  }
}

/**
 * `POST /api/admin/login`. A non-ok answer throws `LoginRejectedError` with the server's
 * own message; a request that got no answer throws the API client's `NetworkError`, so
 * the form can tell the two apart.
 */
export async function login(input: AdminLoginInput): Promise<Pick<AdminLoginResponse, 'token'>> {
  let body: unknown;
  try {
    body = await apiJson<unknown>(apiPath('admin-login'), { method: 'POST', body: input });
  } catch (error) {
    if (error instanceof ApiError) {
      throw new LoginRejectedError(error.serverMessage ?? ADMIN_LOGIN_MESSAGES.invalidCredentials);
    }
    throw error;
  }
  // Only the token is needed here; the expiry stays the server's business.
  const parsed = adminLoginResponseSchema.pick({ token: true }).safeParse(body);
  if (!parsed.success) throw new LoginRejectedError(ADMIN_LOGIN_MESSAGES.invalidCredentials);
  return parsed.data;
}
