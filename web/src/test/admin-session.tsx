import type { ReactElement } from 'react';
import { createAdminClient } from '../features/admin-dashboard/api/admin-client';
import {
  AdminSessionContext,
  type AdminSession,
} from '../features/admin-dashboard/hooks/use-admin-session';

/**
 * `ui` in a session of its own, for a part of the dashboard rendered alone (no router or
 * login to go to): its calls carry `token`, and a refused one calls `onExpired`.
 * @param token @default 'token-abc'
 * @param onExpired what ending the session does here. @default nothing
 */
export function inAdminSession(
  ui: ReactElement,
  {
    token = 'token-abc',
    onExpired = () => undefined,
  }: { token?: string; onExpired?: () => void } = {},
) {
  const client = createAdminClient(token);
  client.onRefused(onExpired);
  const session: AdminSession = {
    token,
    client,
    end: () => undefined,
    expire: onExpired,
  };
  return <AdminSessionContext.Provider value={session}>{ui}</AdminSessionContext.Provider>;
}
