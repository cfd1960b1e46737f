import { apiPath } from '@lab/shared/api/routes';
import {
  ADMIN_LOGIN_MESSAGES,
  adminLoginResponseSchema,
  type AdminLoginInput,
  type AdminLoginResponse,
} from '@lab/shared/schemas/admin';
import { apiErrorSchema } from '@lab/shared/schemas/api-error';
import { ApiError, apiJson } from '../../../lib/api-client';

/** A login the server refused, with the message to show ('Invalid credentials' if none). */
export class LoginRejectedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LoginRejectedError';
  }
}

/** The server's own message from a refused login's body, if it sent one. */
function serverMessage(body: string): string | undefined {
  try {
    return apiErrorSchema.safeParse(JSON.parse(body)).data?.message || undefined;
  } catch {
    return undefined;
  }
}

/**
 * `POST /api/admin/login`. A non-ok answer throws `LoginRejectedError`; a network failure
 * throws whatever fetch threw (a TypeError), so the form can tell the two apart.
 */
export async function login(input: AdminLoginInput): Promise<Pick<AdminLoginResponse, 'token'>> {
  let body: unknown;
  try {
    body = await apiJson<unknown>(apiPath('admin-login'), { method: 'POST', body: input });
  } catch (error) {
    if (error instanceof ApiError) {
      throw new LoginRejectedError(
        serverMessage(error.body) ?? ADMIN_LOGIN_MESSAGES.invalidCredentials,
      );
    }
    throw error;
  }
  // Only the token is needed here (spec section 3); the expiry stays the server's business.
  const parsed = adminLoginResponseSchema.pick({ token: true }).safeParse(body);
  if (!parsed.success) throw new LoginRejectedError(ADMIN_LOGIN_MESSAGES.invalidCredentials);
  return parsed.data;
}
