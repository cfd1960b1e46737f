import { describe, expect, it } from 'vitest';
import { API_ROUTES, apiRoute } from '@lab/shared/api/routes';
import type { AuditEntry } from '@lab/shared/schemas/audit';
import { apiEvent } from '../../../test/support/fixtures';
import { importHandler } from '../../local/server';
import { checkRouteAudit, runAudited } from './route-audit';

const signIn = apiRoute('admin-login');
const admin = apiRoute('get-dashboard');
const publicForm = apiRoute('create-contact');

describe('an audit declaration against the route table', () => {
  it('is required of a route that must record', () => {
    expect(() => checkRouteAudit(admin, undefined)).toThrow(/must record .* declares no audit/);
    expect(() => checkRouteAudit(signIn, undefined)).toThrow(/must record/);
  });

  it('is refused on a route that never touches the trail', () => {
    expect(() => checkRouteAudit(publicForm, { record: 'before-answer' })).toThrow(
      /does not allow/,
    );
  });

  it('records a sign-in exactly on the sign-in routes', () => {
    expect(() => checkRouteAudit(admin, { record: 'sign-in' })).toThrow(/only the sign-in/);
    expect(() => checkRouteAudit(signIn, { record: 'before-answer' })).toThrow(/only the sign-in/);
    expect(() => checkRouteAudit(signIn, { record: 'sign-in' })).not.toThrow();
  });

  // Each handler module builds its chain as it loads, so loading it runs the check.
  it.each(API_ROUTES.map((route) => [route.handler, route] as const))(
    '%s declares what its route table entry says',
    async (_, route) => {
      const module = await importHandler(route);
      expect(typeof module.handler).toBe('function');
    },
  );
});

describe('running a declared audit', () => {
  const event = { ...apiEvent(), admin: { username: 'alex', sub: 's', jti: 'j', iat: 0, exp: 0 } };
  const context = { awsRequestId: 'req-1' } as never;
  const keep = () => {
    const entries: AuditEntry[] = [];
    return { entries, trail: { append: async (entry: AuditEntry) => void entries.push(entry) } };
  };

  it('stores the entries before handing the result back, and none when the work fails', async () => {
    const { entries, trail } = keep();
    const result = await runAudited(
      {
        record: 'before-answer',
        actions: (input: number, found: number) => ({
          event: 'records-searched',
          outcome: 'success',
          searchBy: 'id',
          found: found + input,
        }),
      },
      trail,
      { input: 1, event, context },
      async () => 2,
    );
    expect(result).toBe(2);
    expect(entries).toMatchObject([{ event: 'records-searched', actor: 'alex', found: 3 }]);
    await expect(
      runAudited(
        { record: 'before-answer', actions: [] },
        trail,
        { input: 0, event, context },
        () => Promise.reject(new Error('down')),
      ),
    ).rejects.toThrow('down');
    expect(entries).toHaveLength(1);
  });

  it('answers an after-answer event even when the trail cannot be written', async () => {
    const trail = { append: () => Promise.reject(new Error('throttled')) };
    await expect(
      runAudited(
        { record: 'after-answer', actions: () => ({ event: 'logout', outcome: 'success' }) },
        trail,
        { input: null, event, context },
        async () => 'signed out',
      ),
    ).resolves.toBe('signed out');
  });

  it('fails a before-answer action the trail cannot store', async () => {
    const trail = { append: () => Promise.reject(new Error('throttled')) };
    await expect(
      runAudited(
        { record: 'before-answer', actions: { event: 'dashboard-viewed', outcome: 'success' } },
        trail,
        { input: null, event, context },
        async () => 'counts',
      ),
    ).rejects.toThrow('throttled');
  });
});
