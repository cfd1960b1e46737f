import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useNotify } from '../../../components/notifications/use-notify';
import { clearAdminToken } from '../../../lib/admin-session';
import { createAdminClient } from '../api/admin-client';
import { ADMIN_QUERY_KEY } from '../api/get-dashboard';
import {
  AdminSessionContext,
  LOGIN_PATH,
  tokenRole,
  tokenUsername,
  type AdminSession,
} from '../hooks/use-admin-session';
import { clearListFilters } from '../list-filters';
import { SESSION_EXPIRED_NOTICE } from '../update-notices';

/**
 * Holds one sign-in's token for the dashboard below, and is the one place its session
 * ends: on any refused call (through the admin client), the idle limit, or Logout.
 */
export function AdminSessionProvider({ token, children }: { token: string; children: ReactNode }) {
  const navigate = useNavigate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const client = useMemo(() => createAdminClient(token), [token]);
  // Calls answer in any order: the first refusal ends the session, and a later one (or one
  // answered after Logout) must not end it again with a second notice.
  const ended = useRef(false);

  const end = useCallback(() => {
    if (ended.current) return;
    ended.current = true;
    clearAdminToken();
    clearListFilters();
    queryClient.removeQueries({ queryKey: ADMIN_QUERY_KEY });
    void navigate(LOGIN_PATH, { replace: true });
  }, [navigate, queryClient]);

  const expire = useCallback(() => {
    if (ended.current) return;
    end();
    notify(SESSION_EXPIRED_NOTICE);
  }, [end, notify]);

  // Only while the dashboard is shown: a call answered after the admin left it for another
  // page changes nothing there.
  useEffect(() => client.onRefused(expire), [client, expire]);

  const session = useMemo(
    (): AdminSession => ({
      token,
      client,
      end,
      expire,
      role: tokenRole(token),
      username: tokenUsername(token),
    }),
    [token, client, end, expire],
  );
  return <AdminSessionContext.Provider value={session}>{children}</AdminSessionContext.Provider>;
}
