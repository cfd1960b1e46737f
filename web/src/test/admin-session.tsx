import type { ReactElement } from 'react';
import type { StaffRole } from '@lab/shared/api/routes';
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
 * @param role what the session shows controls for. @default 'administrator'
 * @param username who is signed in. @default 'jo'
 */
export function inAdminSession(
  ui: ReactElement,
  {
    token = 'token-abc',
    onExpired = () => undefined,
    role = 'administrator',
    username = 'jo',
  }: {
    token?: string;
    onExpired?: () => void;
    role?: StaffRole | null;
    username?: string | null;
  } = {},
) {
  const client = createAdminClient(token);
  client.onRefused(onExpired);
  const session: AdminSession = {
    token,
    client,
    end: () => undefined,
    expire: onExpired,
    role,
    username,
  };
  return <AdminSessionContext.Provider value={session}>{ui}</AdminSessionContext.Provider>;
}

/**
 * A token shaped like Cognito's access token (header, payload, signature), whose payload
 * carries `groups` as `cognito:groups`: what the dashboard reads its role from.
 */
export function accessToken(groups: readonly string[]): string {
  const part = (value: object) =>
    btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${part({ alg: 'RS256' })}.${part({ username: 'jo', 'cognito:groups': groups })}.signature`;
}
