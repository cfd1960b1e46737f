import type { Path } from 'react-router-dom';
import { RECORD_LINK } from '@lab/shared/constants/mail';
import type { SitePath } from '../../config/site-routes';

/**
 * Where a signed-in admin goes: the page the alert e-mail links to. `satisfies` makes the
 * shared link's path a route of this site, so the two cannot drift apart unnoticed.
 */
export const DASHBOARD_PATH = RECORD_LINK.path satisfies SitePath;

/**
 * What the dashboard's guard hands the sign-in in the router's location state: the query
 * string the dashboard was opened with (the alert's `?reference=`), for signing in to land
 * back on. Only a query string: signing in always goes to the dashboard, whatever the
 * state holds.
 */
export interface SignInReturn {
  dashboardSearch: string;
}

/** The state for the redirect to the sign-in from the dashboard opened with `search`. */
export function signInReturn(search: string): SignInReturn | undefined {
  return search.startsWith('?') && search.length > 1 ? { dashboardSearch: search } : undefined;
}

/** The dashboard, with the query string the guard kept in `state` (a location's), if any. */
export function dashboardAfterSignIn(state: unknown): Pick<Path, 'pathname' | 'search'> {
  const kept =
    typeof state === 'object' && state !== null && 'dashboardSearch' in state
      ? state.dashboardSearch
      : undefined;
  const search = signInReturn(typeof kept === 'string' ? kept : '')?.dashboardSearch ?? '';
  return { pathname: DASHBOARD_PATH, search };
}
