import { createPrivateKey, generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { API_ROUTES, apiPath } from '@lab/shared/api/routes';
import { useTestApi } from '../support/test-api';

const context = useTestApi();

const require = createRequire(import.meta.url);
/** cognito-local signs with this published key: with it a test can mint a real-looking token. */
const cognitoLocalKey = createPrivateKey({
  key: JSON.parse(
    readFileSync(require.resolve('cognito-local/lib/keys/cognitoLocal.private.json'), 'utf8'),
  ).jwk,
  format: 'jwk',
});

const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const claimsOf = (jwt: string) =>
  JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString());

function mint(claims: Record<string, unknown>, key: KeyObject, kid = 'CognitoLocal'): string {
  const unsigned = `${part({ alg: 'RS256', typ: 'JWT', kid })}.${part(claims)}`;
  return `${unsigned}.${sign('sha256', Buffer.from(unsigned), key).toString('base64url')}`;
}

const now = () => Math.floor(Date.now() / 1000);
const adminRoutes = API_ROUTES.filter((route) => route.auth === 'admin');

function callRoute(route: (typeof adminRoutes)[number], headers: Record<string, string>) {
  const path = apiPath(route.handler, { kind: 'contact', id: '01JD0000000000000000000000' });
  return context.api.request(route.method, path, { headers });
}

describe('admin routes', () => {
  it('accept a valid token, and a token minted the same way as the real one (control)', async () => {
    const control = mint({ ...claimsOf(context.token), exp: now() + 600 }, cognitoLocalKey);
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
          authorization: `Bearer ${header}.${part({ ...claimsOf(context.token), username: 'root' })}.${signature}`,
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
        authorization: `Bearer ${mint({ ...claimsOf(context.token), iat: now() - 7200, exp: now() - 3600 }, cognitoLocalKey)}`,
      }),
    ],
    [
      'a token for another app client',
      () => ({
        authorization: `Bearer ${mint({ ...claimsOf(context.token), client_id: 'someone-else' }, cognitoLocalKey)}`,
      }),
    ],
    [
      'an id token instead of an access token',
      () => ({
        authorization: `Bearer ${mint({ ...claimsOf(context.token), token_use: 'id' }, cognitoLocalKey)}`,
      }),
    ],
    [
      'a token from another issuer',
      () => ({
        authorization: `Bearer ${mint({ ...claimsOf(context.token), iss: 'http://127.0.0.1:1/local_other' }, cognitoLocalKey)}`,
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
