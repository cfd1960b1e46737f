import { describe, expect, it } from 'vitest';
import { RECORD_LINK, recordLink } from '@lab/shared/constants/mail';
import { routeFor } from '../../config/site-routes';
import { DASHBOARD_PATH, dashboardAfterSignIn, signInReturn } from './dashboard-link';

describe('the dashboard the alert links to', () => {
  it('is the page the alert’s link opens, and a page of the site', () => {
    const link = new URL(recordLink('https://lab.example', 'PAL-7K3Q-9D'));
    expect(link.pathname).toBe(DASHBOARD_PATH);
    expect(routeFor(link.pathname)?.page).toBe('adminDashboard');
    expect(link.searchParams.get(RECORD_LINK.param)).toBe('PAL-7K3Q-9D');
  });

  it('is where signing in lands, with the query string the guard kept', () => {
    const search = `?${RECORD_LINK.param}=PAL-7K3Q-9D`;
    expect(dashboardAfterSignIn(signInReturn(search))).toEqual({
      pathname: DASHBOARD_PATH,
      search,
    });
  });

  it.each([
    ['no state', undefined],
    ['no query string', signInReturn('')],
    ['a bare question mark', signInReturn('?')],
    ['another app’s state', { from: '/elsewhere' }],
    ['a path posing as a query string', { dashboardSearch: '//evil.example/?x=1' }],
    ['a query string that is not text', { dashboardSearch: 42 }],
  ])('is the plain dashboard after %s', (_, state) => {
    expect(dashboardAfterSignIn(state)).toEqual({ pathname: DASHBOARD_PATH, search: '' });
  });
});
