import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { adminTokenHeader, API_ROUTES, apiPath } from '@lab/shared/api/routes';
import { useTestApi } from '../support/test-api';
import { claimsOf, mint, nowSeconds, tokenPart } from '../support/tokens';

const context = useTestApi();

const adminRoutes = API_ROUTES.filter((route) => route.auth === 'admin');

/** Each case's token goes where the route reads it (the export: its own header). */
function callRoute(route: (typeof adminRoutes)[number], headers: Record<string, string>) {
  const path = apiPath(route.handler, {
    kind: 'contact',
    id: '01JD0000000000000000000000',
    username: 'nobody',
    document: 'label',
  });
  const { authorization, ...rest } = headers;
  return context.api.request(route.method, path, {
    headers: {
      ...rest,
      ...(authorization !== undefined && { [adminTokenHeader(route)]: authorization }),
    },
  });
}

describe('admin routes', () => {
  it('accept a valid token, and a token minted the same way as the real one (control)', async () => {
    const control = mint({ ...claimsOf(context.token), exp: nowSeconds() + 600 });
    for (const t of [context.token, control]) {
      const res = await context.api.request('GET', '/api/admin/dashboard', { token: t });
      expect(res.status).toBe(200);
    }
  });

  const cases: [string, () => Record<string, string>][] = [
    ['no token', () => ({})],
    ['an empty bearer', () => ({ authorization: 'Bearer ' })],
    ['a malformed token', () => ({ authorization: 'Bearer abc.def' })],
    [
      'a token with its claims changed',
      () => {
        const [header, , signature] = context.token.split('.');
        return {
          authorization: `Bearer ${header}.${tokenPart({ ...claimsOf(context.token), username: 'root' })}.${signature}`,
        };
      },
    ],
    [
      'a token signed by another key',
      () => {
        const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
        return { authorization: `Bearer ${mint(claimsOf(context.token), privateKey)}` };
      },
    ],
    [
      'an expired token',
      () => ({
        authorization: `Bearer ${mint({ ...claimsOf(context.token), iat: nowSeconds() - 7200, exp: nowSeconds() - 3600 })}`,
      }),
    ],
    [
      'a token for another app client',
      () => ({
        authorization: `Bearer ${mint({ ...claimsOf(context.token), client_id: 'someone-else' })}`,
      }),
    ],
    [
      'an id token instead of an access token',
      () => ({
        authorization: `Bearer ${mint({ ...claimsOf(context.token), token_use: 'id' })}`,
      }),
    ],
    [
      'a token from another issuer',
      () => ({
        authorization: `Bearer ${mint({ ...claimsOf(context.token), iss: 'http://127.0.0.1:1/local_other' })}`,
      }),
    ],
  ];

  for (const route of adminRoutes) {
    it.each(cases)(
      `${route.method} ${route.path} refuses %s with 401 and nothing else`,
      async (_, headers) => {
        const res = await callRoute(route, headers());
        expect(res).toMatchObject({ status: 401, body: { message: 'Unauthorized' } });
      },
    );
  }
});
