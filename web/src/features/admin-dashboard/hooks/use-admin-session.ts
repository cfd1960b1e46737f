import { createContext, useContext } from 'react';
import { roleOfGroups, type StaffRole } from '@lab/shared/api/routes';
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
  /**
   * The role the token's groups give, for showing only what it may do (the API enforces
   * it); null for an account without one.
   */
  role: StaffRole | null;
  /**
   * The signed-in username from the token (`username` claim), read without checking its
   * signature: for what is remembered per person in this browser and for "assign to me"
   * (the API takes the assignee as given and records who changed it). Null when absent.
   */
  username: string | null;
}

/**
 * An access token's claims, read without checking its signature: only to show or hide
 * controls and to name the signed-in person in this browser, never to decide what is
 * allowed (the API verifies the token). Null when it cannot be read.
 */
function tokenClaims(token: string): Record<string, unknown> | null {
  try {
    const payload = token.split('.')[1] ?? '';
    const claims: unknown = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    return typeof claims === 'object' && claims !== null
      ? (claims as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** The role an access token's groups give (`cognito:groups`); null for none. */
export function tokenRole(token: string): StaffRole | null {
  const groups = tokenClaims(token)?.['cognito:groups'];
  return roleOfGroups(Array.isArray(groups) ? groups.filter((g) => typeof g === 'string') : []);
}

/** The `username` claim of an access token; null when it has none. */
export function tokenUsername(token: string): string | null {
  const username = tokenClaims(token)?.username;
  return typeof username === 'string' && username ? username : null;
}

export const AdminSessionContext = createContext<AdminSession | null>(null);

export function useAdminSession(): AdminSession {
  const session = useContext(AdminSessionContext);
  if (!session) throw new Error('useAdminSession needs an AdminSessionProvider above it');
  return session;
}
