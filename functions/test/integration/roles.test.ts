import { describe, expect, it } from 'vitest';
import { API_ROUTES, STAFF_ROLES, type AdminRoute } from '@lab/shared/api/routes';
import { ROLE_REFUSALS } from '../../src/lib/middleware/require-role';
import { FORM_BODIES } from '../support/inbox';
import { useTestApi } from '../support/test-api';

/*
 * Roles on every admin route, derived from the route table: a route added without a role
 * does not compile, and one added with a role is probed here with no further test. A staff
 * token reaches every staff route and gets 403 from every administrator route, before the
 * route does anything.
 */

const context = useTestApi();
const ADMIN_ROUTES = API_ROUTES.filter(
  (route): route is AdminRoute & typeof route => route.auth === 'admin',
);
const SOME_ID = '01JC0000000000000000000001';
const pathOf = (route: AdminRoute) =>
  route.path
    .replace('{kind}', 'contact')
    .replace('{id}', SOME_ID)
    .replace('{username}', 'nobody-by-this-name');

describe('roles on the admin routes', () => {
  it('declares a known role on every admin route', () => {
    expect(ADMIN_ROUTES.length).toBeGreaterThan(5);
    for (const route of ADMIN_ROUTES) expect(STAFF_ROLES).toContain(route.role);
    expect(ADMIN_ROUTES.filter((route) => route.role === 'administrator').length).toBeGreaterThan(
      0,
    );
  });

  it('lets the administrator through where staff are refused', async () => {
    const token = await context.api.adminToken();
    for (const route of ADMIN_ROUTES.filter((r) => r.role === 'administrator')) {
      const res = await context.api.request(route.method, pathOf(route), {
        token,
        ...(route.method !== 'GET' && { body: {} }),
      });
      expect([401, 403], `${route.path}: ${res.status}`).not.toContain(res.status);
    }
  });

  it('erases nothing for staff: the requester’s record is still there', async () => {
    const email = 'roles-erase@example.com';
    const created = await context.api.request('POST', '/api/contact', {
      body: FORM_BODIES.contact(email),
    });
    expect(created.status).toBe(201);
    const refused = await context.api.request('POST', '/api/admin/erase', {
      token: await context.api.staffToken(),
      body: { email, confirm: email },
    });
    expect(refused.status).toBe(403);
    const found = await context.api.request(
      'GET',
      `/api/admin/records/search?email=${encodeURIComponent(email)}`,
      { token: await context.api.staffToken() },
    );
    expect(found.status).toBe(200);
    expect(JSON.stringify(found.body)).toContain((created.body as { id: string }).id);
  });
  // Signing out ends the token the others use: probed last.
  for (const route of ADMIN_ROUTES.toSorted(
    (a, b) => Number(a.handler === 'admin-logout') - Number(b.handler === 'admin-logout'),
  )) {
    const expected =
      route.role === 'administrator' ? '403 for staff' : 'reached by staff (neither 401 nor 403)';
    it(`${route.method} ${route.path} (${route.role}): ${expected}`, async () => {
      const token = await context.api.staffToken();
      const res = await context.api.request(route.method, pathOf(route), {
        token,
        ...(route.method !== 'GET' && { body: {} }),
      });
      if (route.role === 'administrator') {
        expect(res.status, JSON.stringify(res.body)).toBe(403);
        expect(res.body).toMatchObject({ message: ROLE_REFUSALS.administrator });
      } else {
        expect([401, 403], `${res.status} ${JSON.stringify(res.body)}`).not.toContain(res.status);
      }
    });
  }
});
