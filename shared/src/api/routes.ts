/**
 * The API's route table: written once, read by the local server (which mounts each
 * handler), by the CDK app (one Lambda function and one API route per entry) and by the
 * web client (which takes its paths from here).
 */
export type HttpMethod = 'GET' | 'POST';
export type RouteAuth = 'public' | 'admin';

export interface ApiRoute {
  readonly method: HttpMethod;
  /** API Gateway path syntax: `{name}` is a path parameter. */
  readonly path: string;
  readonly auth: RouteAuth;
  /** Folder of the handler under `functions/src/api/`. */
  readonly handler: string;
}

export const API_ROUTES = [
  { method: 'POST', path: '/api/contact', auth: 'public', handler: 'create-contact' },
  { method: 'GET', path: '/api/contact', auth: 'admin', handler: 'list-contacts' },
  {
    method: 'POST',
    path: '/api/resources/request',
    auth: 'public',
    handler: 'create-resource-request',
  },
  {
    method: 'GET',
    path: '/api/resources/request',
    auth: 'admin',
    handler: 'list-resource-requests',
  },
  {
    method: 'POST',
    path: '/api/shipping/request',
    auth: 'public',
    handler: 'create-shipping-request',
  },
  {
    method: 'GET',
    path: '/api/shipping/request',
    auth: 'admin',
    handler: 'list-shipping-requests',
  },
  { method: 'POST', path: '/api/admin/login', auth: 'public', handler: 'admin-login' },
  { method: 'GET', path: '/api/admin/dashboard', auth: 'admin', handler: 'get-dashboard' },
  {
    method: 'POST',
    path: '/api/admin/notify/{kind}/{id}',
    auth: 'admin',
    handler: 'notify-record',
  },
] as const satisfies readonly ApiRoute[];

export type HandlerName = (typeof API_ROUTES)[number]['handler'];

export function apiRoute(handler: HandlerName): ApiRoute {
  const route = API_ROUTES.find((r) => r.handler === handler);
  if (!route) throw new Error(`No API route for handler ${handler}`);
  return route;
}

/** Fills `{name}` parameters of a route path, URL-encoding each value. */
export function apiPath(handler: HandlerName, params: Record<string, string> = {}): string {
  return apiRoute(handler).path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name}`);
    return encodeURIComponent(value);
  });
}

/**
 * Matches a concrete path against a route path. Returns the decoded path parameters,
 * or null when it does not match. A parameter matches one non-empty segment.
 */
export function matchRoutePath(routePath: string, path: string): Record<string, string> | null {
  const want = routePath.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const w = want[i] as string;
    const g = got[i] as string;
    const param = /^\{(\w+)\}$/.exec(w);
    if (param?.[1]) {
      if (g === '') return null;
      try {
        params[param[1]] = decodeURIComponent(g);
      } catch {
        return null;
      }
    } else if (w !== g) {
      return null;
    }
  }
  return params;
}
