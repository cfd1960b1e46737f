import { describe, expect, it } from 'vitest';
import { RECORD_KINDS } from '../constants/record-kinds';
import { routeEnvironment, routeEnvNames, ROUTE_ENV_NAMES, type RouteEnvValues } from './route-env';
import {
  API_ROUTES,
  apiPath,
  apiRoute,
  auditAccess,
  createRoute,
  isStreamed,
  listRoute,
  matchRoutePath,
  routeSecrets,
  tallyAccess,
  sessionAccess,
  type ApiRoute,
} from './routes';

describe('API route table', () => {
  it('has the twenty-six routes, each with one handler', () => {
    expect(API_ROUTES.map((r) => `${r.method} ${r.path} ${r.auth}`)).toEqual([
      'POST /api/contact public',
      'GET /api/contact admin',
      'POST /api/resources/request public',
      'GET /api/resources/request admin',
      'POST /api/shipping/request public',
      'GET /api/shipping/request admin',
      'POST /api/admin/login public',
      'POST /api/admin/login/step public',
      'POST /api/admin/logout admin',
      'GET /api/admin/dashboard admin',
      'POST /api/admin/notify/{kind}/{id} admin',
      'GET /api/admin/activity admin',
      'PATCH /api/admin/records/{kind}/{id} admin',
      'POST /api/admin/records/{kind}/{id}/reply admin',
      'GET /api/admin/records/search admin',
      'GET /api/admin/export/{kind} admin',
      'POST /api/admin/erase admin',
      'GET /api/admin/accounts admin',
      'GET /api/admin/colleagues admin',
      'POST /api/admin/accounts admin',
      'PATCH /api/admin/accounts/{username} admin',
      'GET /api/documents/{document} public',
      'GET /api/admin/records/{kind}/{id}/documents/{document} admin',
      'POST /api/admin/records/{kind}/{id}/receive admin',
      'POST /api/admin/records/{kind}/{id}/containers-sent admin',
      'POST /api/track public',
    ]);
    expect(new Set(API_ROUTES.map((r) => r.handler)).size).toBe(26);
  });

  it('marks the CSV export, and only it, as streamed', () => {
    expect(API_ROUTES.filter(isStreamed).map((r) => r.handler)).toEqual(['export-records']);
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

  it('has one admin list route per record kind, which lists that kind and nothing else', () => {
    for (const kind of RECORD_KINDS) {
      const route = listRoute(kind);
      expect(route).toMatchObject({ method: 'GET', auth: 'admin', kind });
      expect(route.access).toEqual({ list: [kind] });
      expect(API_ROUTES.filter((r) => 'kind' in r && r.kind === kind)).toHaveLength(1);
    }
    expect(listRoute('shipping').path).toBe('/api/shipping/request');
  });

  it('has one public create route per record kind: its form’s POST, which the outbox sends to', () => {
    expect(RECORD_KINDS.map((kind) => createRoute(kind).handler)).toEqual([
      'create-contact',
      'create-resource-request',
      'create-shipping-request',
    ]);
    for (const kind of RECORD_KINDS) {
      expect(createRoute(kind)).toMatchObject({ method: 'POST', auth: 'public' });
    }
  });
});

describe('route environment', () => {
  const values: RouteEnvValues = {
    CONTACTS_TABLE_NAME: 'contacts',
    RESOURCE_REQUESTS_TABLE_NAME: 'resources',
    SHIPPING_REQUESTS_TABLE_NAME: 'shipping',
    SESSIONS_TABLE_NAME: 'sessions',
    AUDIT_TABLE_NAME: 'audit',
    MAIL_RECIPIENTS_TABLE_NAME: 'recipients',
    USER_POOL_ID: 'pool',
    USER_POOL_CLIENT_ID: 'client',
    MAIL_FROM: 'from@example.com',
    NOTIFY_TO: 'to@example.com',
    MAIL_CONFIGURATION_SET: 'mail-set',
    MAIL_RECEIPT_CONFIGURATION_SET: 'receipt-set',
    ORIGIN_SECRET_ARN: 'origin',
    SIGN_IN_HANDLE_KEY_ARN: 'handle-key',
    ERASURE_KEY_ARN: 'erasure-key',
    DOCUMENT_LINK_KEY_ARN: 'document-link-key',
    SITE_URL: 'https://lab.example',
  };

  it('gives a public form its own table only, and the mail recipients table for the receipt cap', () => {
    expect(routeEnvironment(apiRoute('create-contact'), values)).toEqual({
      ORIGIN_SECRET_ARN: 'origin',
      CONTACTS_TABLE_NAME: 'contacts',
      MAIL_RECIPIENTS_TABLE_NAME: values.MAIL_RECIPIENTS_TABLE_NAME,
    });
  });

  it('gives admin routes the user pool, which their handlers verify tokens against', () => {
    expect(routeEnvNames(apiRoute('list-shipping-requests'))).toEqual([
      'ORIGIN_SECRET_ARN',
      'SHIPPING_REQUESTS_TABLE_NAME',
      'USER_POOL_ID',
      'USER_POOL_CLIENT_ID',
      'SESSIONS_TABLE_NAME',
      'AUDIT_TABLE_NAME',
    ]);
    // Sign-in seals its handle, and counts failures per username in the sessions table.
    expect(routeEnvNames(apiRoute('admin-login'))).toEqual([
      'ORIGIN_SECRET_ARN',
      'SIGN_IN_HANDLE_KEY_ARN',
      'USER_POOL_ID',
      'USER_POOL_CLIENT_ID',
      'SESSIONS_TABLE_NAME',
      'AUDIT_TABLE_NAME',
    ]);
  });

  it('gives the sessions table to every admin route, to sign-in, and to no other public one', () => {
    const access = (handler: string, auth: string) => {
      // Disabling an account ends its sessions as sign-out everywhere does.
      if (['admin-logout', 'update-account'].includes(handler)) return 'revoke';
      if (auth === 'admin') return 'check';
      return handler.startsWith('admin-login') ? 'guard' : undefined;
    };
    expect(API_ROUTES.filter((route) => sessionAccess(route) === 'guard')).toHaveLength(2);
    for (const route of API_ROUTES) {
      expect(sessionAccess(route), route.handler).toBe(access(route.handler, route.auth));
      expect(routeEnvNames(route).includes('SESSIONS_TABLE_NAME'), route.handler).toBe(
        sessionAccess(route) !== undefined,
      );
    }
  });

  it('gives the audit table to every admin and sign-in route, reading it to the activity route only', () => {
    for (const route of API_ROUTES) {
      const records = route.auth === 'admin' || route.handler.startsWith('admin-login');
      expect(routeEnvNames(route).includes('AUDIT_TABLE_NAME'), route.handler).toBe(records);
      expect(auditAccess(route), route.handler).toBe(
        route.handler === 'list-activity' ? 'read' : records ? 'append' : undefined,
      );
    }
    expect(routeEnvironment(apiRoute('create-shipping-request'), values)).not.toHaveProperty(
      'AUDIT_TABLE_NAME',
    );
  });

  it('gives the mail settings only to the route that sends mail', () => {
    // It reads all three tables and is an admin route: it needs every value there is but
    // the mail recipients table, which only the forms and the mail jobs use, and the keys
    // of sign-in, erasure and document links.
    const {
      MAIL_RECIPIENTS_TABLE_NAME: _jobsOnly,
      SIGN_IN_HANDLE_KEY_ARN: _signInOnly,
      ERASURE_KEY_ARN: _erasureOnly,
      DOCUMENT_LINK_KEY_ARN: _linksOnly,
      SITE_URL: _invitationOnly,
      MAIL_RECEIPT_CONFIGURATION_SET: _requestersOnly,
      ...routeValues
    } = values;
    expect(routeEnvironment(apiRoute('notify-record'), values)).toEqual(routeValues);
    const mailers = API_ROUTES.filter((r) => routeEnvNames(r).includes('MAIL_FROM'));
    expect(mailers.map((r) => r.handler)).toEqual([
      'notify-record',
      'reply-record',
      'invite-account',
    ]);
    // The invitation links to the site; nothing else of the API does.
    const linking = API_ROUTES.filter((r) => routeEnvNames(r).includes('SITE_URL'));
    expect(linking.map((r) => r.handler)).toEqual(['invite-account']);
  });

  it("gives the reply route the requesters' configuration set and the suppression list's table, never the laboratory's inbox", () => {
    const env = routeEnvironment(apiRoute('reply-record'), values);
    expect(env).toMatchObject({
      MAIL_FROM: values.MAIL_FROM,
      MAIL_RECEIPT_CONFIGURATION_SET: values.MAIL_RECEIPT_CONFIGURATION_SET,
      MAIL_RECIPIENTS_TABLE_NAME: values.MAIL_RECIPIENTS_TABLE_NAME,
    });
    expect(env).not.toHaveProperty('NOTIFY_TO');
    expect(env).not.toHaveProperty('MAIL_CONFIGURATION_SET');
    expect(routeEnvNames(apiRoute('reply-record')).filter((n) => n === 'MAIL_FROM')).toHaveLength(
      1,
    );
  });

  it('gives every route the origin secret, the sign-in routes the handle key, the erase route the erasure key, the document link routes the link key', () => {
    const linked = [
      'create-resource-request',
      'create-shipping-request',
      'get-document',
      'track-request',
    ];
    for (const route of API_ROUTES) {
      const signIn = route.handler.startsWith('admin-login');
      const erase = route.handler === 'erase-requester';
      const links = linked.includes(route.handler);
      expect(Boolean((route as ApiRoute).access.documentLinks), route.handler).toBe(links);
      expect(routeSecrets(route), route.handler).toEqual([
        'origin',
        ...(signIn ? ['signInHandle'] : []),
        ...(erase ? ['erasure'] : []),
        ...(links ? ['documentLink'] : []),
      ]);
      const names = routeEnvNames(route);
      expect(names.includes('ORIGIN_SECRET_ARN'), route.handler).toBe(true);
      expect(names.includes('SIGN_IN_HANDLE_KEY_ARN'), route.handler).toBe(signIn);
      expect(names.includes('ERASURE_KEY_ARN'), route.handler).toBe(erase);
      expect(names.includes('DOCUMENT_LINK_KEY_ARN'), route.handler).toBe(links);
    }
    expect(routeEnvironment(apiRoute('erase-requester'), values)).toMatchObject({
      ORIGIN_SECRET_ARN: 'origin',
      ERASURE_KEY_ARN: 'erasure-key',
    });
    expect(routeEnvironment(apiRoute('admin-login-step'), values)).toMatchObject({
      ORIGIN_SECRET_ARN: 'origin',
      SIGN_IN_HANDLE_KEY_ARN: 'handle-key',
    });
  });

  it('lists every variable some route needs', () => {
    expect([...ROUTE_ENV_NAMES].sort()).toEqual(Object.keys(values).sort());
  });

  it('gives the mail recipients table to the public form routes, for the daily receipt cap, and to the reply route, for the suppression list', () => {
    for (const route of API_ROUTES) {
      const form = route.auth === 'public' && route.handler.startsWith('create-');
      expect(tallyAccess(route), route.handler).toBe(form);
      expect(routeEnvNames(route).includes('MAIL_RECIPIENTS_TABLE_NAME'), route.handler).toBe(
        form || route.handler === 'reply-record',
      );
    }
  });
});
