import { describe, expect, it } from 'vitest';
import { API_ROUTES, apiPath, matchRoutePath } from './routes';

describe('API route table', () => {
  it('has the nine routes of spec section 7, each with one handler', () => {
    expect(API_ROUTES.map((r) => `${r.method} ${r.path} ${r.auth}`)).toEqual([
      'POST /api/contact public',
      'GET /api/contact admin',
      'POST /api/resources/request public',
      'GET /api/resources/request admin',
      'POST /api/shipping/request public',
      'GET /api/shipping/request admin',
      'POST /api/admin/login public',
      'GET /api/admin/dashboard admin',
      'POST /api/admin/notify/{kind}/{id} admin',
    ]);
    expect(new Set(API_ROUTES.map((r) => r.handler)).size).toBe(9);
  });

  it('fills and matches path parameters', () => {
    expect(apiPath('notify-record', { kind: 'contact', id: 'a/b' })).toBe(
      '/api/admin/notify/contact/a%2Fb',
    );
    expect(
      matchRoutePath('/api/admin/notify/{kind}/{id}', '/api/admin/notify/contact/a%2Fb'),
    ).toEqual({
      kind: 'contact',
      id: 'a/b',
    });
    expect(
      matchRoutePath('/api/admin/notify/{kind}/{id}', '/api/admin/notify/contact/'),
    ).toBeNull();
    expect(
      matchRoutePath('/api/admin/notify/{kind}/{id}', '/api/admin/notify/contact/%E0'),
    ).toBeNull();
    expect(matchRoutePath('/api/contact', '/api/contacts')).toBeNull();
  });
});
