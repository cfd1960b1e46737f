import { createContext, useContext } from 'react';
import type { SitePath } from '../../../config/site-routes';
import type { AdminClient } from '../api/admin-client';

/** Where a signed-out admin goes. */
export const LOGIN_PATH = '/admin' satisfies SitePath;

/** The sign-in the dashboard runs in, from `AdminSessionProvider`. */
export interface AdminSession {
  /** The bearer token, for the one call that must not end the session on a 401 (logout). */
  token: string;
  /** Every other admin call goes through it: a refused token ends the session there. */
  client: AdminClient;
  /** Forgets the token and everything loaded with it, and goes to the login. Once only. */
  end: () => void;
  /** Ends the session as a refused token does: `end`, and the 'Session expired' notice. */
  expire: () => void;
}

export const AdminSessionContext = createContext<AdminSession | null>(null);

export function useAdminSession(): AdminSession {
  const session = useContext(AdminSessionContext);
  if (!session) throw new Error('useAdminSession needs an AdminSessionProvider above it');
  return session;
}
