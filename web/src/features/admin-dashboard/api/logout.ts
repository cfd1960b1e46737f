import { apiPath } from '@lab/shared/api/routes';
import type { AdminLogoutInput } from '@lab/shared/schemas/admin';
import { apiJson } from '../../../lib/api-client';
import { isSessionExpired } from './admin-errors';

/** How long Logout waits for the server before it signs out in the browser anyway. */
export const LOGOUT_TIMEOUT_MS = 5_000;

/**
 * `POST /api/admin/logout`: the server refuses the token from then on (with `everywhere`,
 * every earlier token of the admin too). Best effort: resolves true when the session is
 * over on the server (a 401 means it already was), false when the call failed, and never
 * throws, so the browser forgets the token either way. Sent with the bare token, not the
 * admin client: its 401 is the end it asks for, not a session that expired on the admin.
 */
export async function logout({
  token,
  everywhere = false,
}: { token: string } & AdminLogoutInput): Promise<boolean> {
  try {
    await apiJson<unknown>(apiPath('admin-logout'), {
      method: 'POST',
      token,
      body: { everywhere } satisfies AdminLogoutInput,
      signal: AbortSignal.timeout(LOGOUT_TIMEOUT_MS),
    });
    return true;
  } catch (error) {
    return isSessionExpired(error);
  }
}
