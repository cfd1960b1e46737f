import { randomUUID } from 'node:crypto';
import { GetCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { API_ROUTES, apiPath } from '@lab/shared/api/routes';
import { ACCESS_TOKEN_MINUTES, IDLE_MINUTES } from '@lab/shared/constants/sign-in';
import { SESSION_TABLE } from '@lab/shared/data/tables';
import { localDocumentClient } from '../../src/local/local-clients';
import { useTestApi, type TestApi } from '../support/test-api';
import { claimsOf, nowSeconds, signedInToken } from '../support/tokens';

/**
 * The admin reads: the three lists, the dashboard, the activity, a search, an export, the
 * accounts and the colleagues.
 */
// A record's document answers 200 only for a stored request: its token checks are the
// same chain's, covered by the routes below and by admin-auth.test.ts for every route.
const adminReads = API_ROUTES.filter(
  (route) =>
    route.auth === 'admin' && route.method === 'GET' && route.handler !== 'get-record-document',
).map((route) =>
  // A search needs what to look for; an export, a kind.
  route.handler === 'find-records'
    ? `${route.path}?email=nobody%40example.com`
    : route.handler === 'export-records'
      ? apiPath('export-records', { kind: 'contact' })
      : route.path,
);
/** The same status from every admin read. */
const all = (status: number) => adminReads.map(() => status);

async function readStatuses(api: TestApi, token: string): Promise<number[]> {
  return Promise.all(
    adminReads.map(async (path) => (await api.request('GET', path, { token })).status),
  );
}

const context = useTestApi();

/**
 * A real-looking token of the signed-in admin (or another `sub`) with its own id, whose
 * session the sign-in recorded.
 */
const tokenLike = (claims: Record<string, unknown> = {}) =>
  signedInToken(context.api.env, { ...claimsOf(context.token), jti: randomUUID(), ...claims });

const logout = (token: string, body: unknown = {}) =>
  context.api.request('POST', apiPath('admin-logout'), { token, body });

/*
 * Handler modules load once per file, so the file has one API (and one sessions table):
 * each case signs out its own tokens, and `everywhere` is tried on an admin of its own.
 */
describe('logout', () => {
  it('has nine admin reads to check', () => {
    expect([...adminReads].sort()).toEqual([
      '/api/admin/accounts',
      '/api/admin/activity',
      '/api/admin/colleagues',
      '/api/admin/dashboard',
      '/api/admin/export/contact',
      '/api/admin/records/search?email=nobody%40example.com',
      '/api/contact',
      '/api/resources/request',
      '/api/shipping/request',
    ]);
  });

  it('refuses the signed-out token on every admin read, and on logout itself', async () => {
    // The token the admin got by signing in (password, then authenticator code).
    const { token } = context;
    expect(await readStatuses(context.api, token)).toEqual(all(200));
    expect(await logout(token)).toMatchObject({ status: 200, body: { everywhere: false } });
    expect(await readStatuses(context.api, token)).toEqual(all(401));
    expect(await logout(token)).toMatchObject({ status: 401, body: { message: 'Unauthorized' } });
  });

  it('ends only the caller’s session without everywhere, every earlier one with it', async () => {
    const sub = randomUUID();
    const other = await tokenLike({ sub, iat: nowSeconds() - 60 });
    const own = await tokenLike({ sub, iat: nowSeconds() - 30 });
    const own2 = await tokenLike({ sub, iat: nowSeconds() - 20 });
    expect(await readStatuses(context.api, other)).toEqual(all(200));
    expect((await logout(own)).status).toBe(200);
    expect(await readStatuses(context.api, other)).toEqual(all(200));

    expect(await logout(own2, { everywhere: true })).toMatchObject({
      status: 200,
      body: { everywhere: true },
    });
    expect(await readStatuses(context.api, own2)).toEqual(all(401));
    // Issued before the sign-out, never signed out itself: refused too.
    expect(await readStatuses(context.api, other)).toEqual(all(401));
  });

  it('lets the admin sign in again within the second of their sign-out everywhere', async () => {
    const sub = randomUUID();
    const iat = nowSeconds();
    const before = await tokenLike({ sub, iat });
    expect((await logout(before, { everywhere: true })).status).toBe(200);
    // Signed in right after, with a token Cognito issued in the same second.
    const after = await signedInToken(
      context.api.env,
      { ...claimsOf(context.token), sub, iat, jti: randomUUID() },
      Date.now(),
    );
    expect(await readStatuses(context.api, after)).toEqual(all(200));
    expect(await readStatuses(context.api, before)).toEqual(all(401));
  });

  it('refuses a body that is not the logout body with a 400 and signs nothing out', async () => {
    const token = await tokenLike();
    for (const body of [{ everywhere: 'yes' }, { extra: '\u202e\u0000' }, [true]]) {
      expect((await logout(token, body)).status).toBe(400);
    }
    expect(await readStatuses(context.api, token)).toEqual(all(200));
  });
});

/** The sessions table's item about a token, and its table. */
function sessionKey(token: string) {
  const claims = claimsOf(token);
  return {
    TableName: context.api.env.values[SESSION_TABLE.envVar],
    Key: { [SESSION_TABLE.partitionKey]: `token#${String(claims.origin_jti ?? claims.jti)}` },
  };
}

async function withTable<T>(use: (client: DynamoDBDocumentClient) => Promise<T>): Promise<T> {
  const client = localDocumentClient(context.api.env.base.DYNAMODB_ENDPOINT as string);
  try {
    return await use(client);
  } finally {
    client.destroy();
  }
}

/** Sets the time of a token's latest admin request, as if it had been made then. */
const lastActiveAt = (token: string, seconds: number) =>
  withTable((client) =>
    client.send(
      new UpdateCommand({
        ...sessionKey(token),
        UpdateExpression: 'SET lastActiveAt = :at',
        ExpressionAttributeValues: { ':at': seconds },
      }),
    ),
  );

const sessionItem = (token: string) =>
  withTable(async (client) => (await client.send(new GetCommand(sessionKey(token)))).Item);

describe('token lifetime', () => {
  it(`refuses a token issued more than ${ACCESS_TOKEN_MINUTES} minutes ago, even if not expired and in use`, async () => {
    const lifetime = ACCESS_TOKEN_MINUTES * 60;
    const old = await tokenLike({ iat: nowSeconds() - lifetime - 5, exp: nowSeconds() + 3600 });
    const young = await tokenLike({ iat: nowSeconds() - lifetime + 60, exp: nowSeconds() + 3600 });
    for (const token of [old, young]) await lastActiveAt(token, nowSeconds() - 60);
    expect(await readStatuses(context.api, old)).toEqual(all(401));
    expect(await readStatuses(context.api, young)).toEqual(all(200));
  });
});

describe('inactivity', () => {
  const idle = IDLE_MINUTES * 60;

  it(`refuses a session with no admin request for more than ${IDLE_MINUTES} minutes`, async () => {
    const token = await tokenLike({ iat: nowSeconds() - idle - 120 });
    await lastActiveAt(token, nowSeconds() - idle - 5);
    expect(await readStatuses(context.api, token)).toEqual(all(401));
  });

  it('counts every admin request as activity, from sign-in on', async () => {
    // Signed in long ago, busy until a minute ago: still in.
    const busy = await tokenLike({ iat: nowSeconds() - idle - 120 });
    await lastActiveAt(busy, nowSeconds() - idle + 60);
    expect(await readStatuses(context.api, busy)).toEqual(all(200));
    // Those requests moved its last activity to now.
    expect(await sessionItem(busy)).toMatchObject({
      lastActiveAt: expect.closeTo(nowSeconds(), -1),
    });
    // Signed in and never used for longer than the limit: refused without any request.
    const unused = await tokenLike({ iat: nowSeconds() - idle - 5 });
    expect(await readStatuses(context.api, unused)).toEqual(all(401));
  });
});
