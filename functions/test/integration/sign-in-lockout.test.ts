import { randomUUID } from 'node:crypto';
import {
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockSeconds, SIGN_IN_LOCKOUT } from '@lab/shared/constants/sign-in';
import { SESSION_TABLE } from '@lab/shared/data/tables';
import {
  ADMIN_LOGIN_MESSAGES,
  adminLoginResponseSchema,
  signInLockedMessage,
  signInNextSchema,
} from '@lab/shared/schemas/admin';
import { lockoutKey, lockoutStore } from '../../src/lib/auth/lockout-store';
import { signInGuard } from '../../src/lib/auth/sign-in-guard';
import { currentCode } from '../../src/local/totp';
import { unusedCode } from '../../src/local/unused-code';
import { useTestApi } from '../support/test-api';

/*
 * The brute-force guard through the API, against cognito-local and DynamoDB Local: the
 * count lives in this file's own sessions table, read and changed here directly to stand
 * in for the passing of time.
 */

const context = useTestApi();
let cognito: CognitoIdentityProviderClient;
let dynamo: DynamoDBDocumentClient;
let sessionsTable: string;
const PASSWORD = 'Permanent-Passw0rd!';
const FREE = SIGN_IN_LOCKOUT.freeFailures;

beforeAll(() => {
  const { base, values } = context.api.env;
  const config = {
    region: base.AWS_REGION,
    credentials: {
      accessKeyId: base.AWS_ACCESS_KEY_ID as string,
      secretAccessKey: base.AWS_SECRET_ACCESS_KEY as string,
    },
  };
  cognito = new CognitoIdentityProviderClient({ ...config, endpoint: base.COGNITO_ENDPOINT });
  dynamo = DynamoDBDocumentClient.from(
    new DynamoDBClient({ ...config, endpoint: base.DYNAMODB_ENDPOINT }),
  );
  sessionsTable = values[SESSION_TABLE.envVar];
});
afterAll(() => {
  cognito.destroy();
  dynamo.destroy();
});

/** A staff account with a permanent password and no authenticator yet. */
async function createAccount(): Promise<string> {
  const UserPoolId = context.api.env.values.USER_POOL_ID;
  const Username = `staff-${randomUUID().slice(0, 8)}`;
  await cognito.send(
    new AdminCreateUserCommand({
      UserPoolId,
      Username,
      TemporaryPassword: PASSWORD,
      MessageAction: 'SUPPRESS',
    }),
  );
  await cognito.send(
    new AdminSetUserPasswordCommand({ UserPoolId, Username, Password: PASSWORD, Permanent: true }),
  );
  return Username;
}

const signIn = (username: string, password = PASSWORD) =>
  context.api.request('POST', '/api/admin/login', { body: { username, password } });
const step = (body: Record<string, string>) =>
  context.api.request('POST', '/api/admin/login/step', { body });

/** A 6-digit code the authenticator does not show now. */
const wrongCode = (secret: string) =>
  String((Number(currentCode(secret)) + 500_000) % 1_000_000).padStart(6, '0');

/** Enrols the account's authenticator through the sign-in; answers its secret. */
async function enrol(username: string): Promise<string> {
  const setup = signInNextSchema.parse((await signIn(username)).body);
  expect(setup.next).toBe('mfaSetup');
  const secret = setup.secret as string;
  const done = await step({
    username,
    step: 'mfaSetup',
    session: setup.session,
    code: await unusedCode(secret),
  });
  expect(adminLoginResponseSchema.parse(done.body).token).toBeTruthy();
  return secret;
}

/** The guard's item of a username, as stored. */
async function stored(username: string) {
  const out = await dynamo.send(
    new GetCommand({
      TableName: sessionsTable,
      Key: { [SESSION_TABLE.partitionKey]: lockoutKey(username) },
      ConsistentRead: true,
    }),
  );
  return out.Item;
}

/** Moves the item's times `seconds` into the past, as if that much time had passed. */
async function elapse(username: string, seconds: number) {
  const item = await stored(username);
  await dynamo.send(
    new UpdateCommand({
      TableName: sessionsTable,
      Key: { [SESSION_TABLE.partitionKey]: lockoutKey(username) },
      UpdateExpression: 'SET lockedUntil = :lockedUntil, #ttl = :ttl',
      ExpressionAttributeNames: { '#ttl': SESSION_TABLE.ttlAttribute },
      ExpressionAttributeValues: {
        ':lockedUntil': Number(item?.lockedUntil ?? 0) - seconds,
        ':ttl': Number(item?.[SESSION_TABLE.ttlAttribute]) - seconds,
      },
    }),
  );
}

describe('repeated sign-in failures', () => {
  it('locks a username after five wrong passwords, even to its right one, until the lock passes', async () => {
    const username = await createAccount();
    for (let i = 0; i < FREE; i++) {
      expect(await signIn(username, 'Wrong-Passw0rd!')).toMatchObject({
        status: 401,
        body: { message: ADMIN_LOGIN_MESSAGES.invalidCredentials },
      });
    }
    const locked = await signIn(username);
    expect(locked.status).toBe(429);
    const retryAfter = Number(locked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(SIGN_IN_LOCKOUT.firstLockSeconds);
    expect(locked.body).toEqual({ message: signInLockedMessage(retryAfter) });
    // Typed another way, it is the same username.
    expect((await signIn(` ${username.toUpperCase()}`)).status).toBe(429);
    expect(await stored(username)).toMatchObject({ failures: FREE });

    await elapse(username, SIGN_IN_LOCKOUT.firstLockSeconds);
    // The right password and code sign in, and the count is forgotten.
    await enrol(username);
    expect((await stored(username))?.failures).toBeUndefined();
    expect((await signIn(username, 'Wrong-Passw0rd!')).status).toBe(401);
    expect(await stored(username)).toMatchObject({ failures: 1 });
  });

  it('counts wrong authenticator codes, and refuses a right one once locked', async () => {
    const username = await createAccount();
    const secret = await enrol(username);
    // Sessions handed out before the lock: the lock refuses them too.
    const sessions: string[] = [];
    for (let i = 0; i <= FREE; i++) {
      const answer = signInNextSchema.parse((await signIn(username)).body);
      expect(answer.next).toBe('mfaCode');
      sessions.push(answer.session);
    }
    for (const session of sessions.slice(0, FREE)) {
      const refused = await step({ username, step: 'mfaCode', session, code: wrongCode(secret) });
      expect(refused.status).toBe(400);
    }
    const locked = await step({
      username,
      step: 'mfaCode',
      session: sessions[FREE] as string,
      code: await unusedCode(secret),
    });
    expect(locked.status).toBe(429);
    expect(locked.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(locked.body).not.toHaveProperty('token');
    expect((await signIn(username)).status).toBe(429);
  });

  it('counts every one of 20 parallel failures', async () => {
    const username = `nobody-${randomUUID().slice(0, 8)}`;
    const guard = signInGuard(lockoutStore({ client: dynamo, tableName: sessionsTable }), {
      onFailure: () => {},
    });
    const states = await Promise.all(Array.from({ length: 20 }, () => guard.failed(username)));
    expect(states.map((s) => s.failures).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
    const item = await stored(username);
    expect(item).toMatchObject({ failures: 20 });
    // The longest lock any of them set stays, whatever order they were written in.
    const lockedFor = Number(item?.lockedUntil) - Date.now() / 1000;
    expect(lockedFor).toBeGreaterThan(lockSeconds(20) - 5);
    expect(lockedFor).toBeLessThanOrEqual(lockSeconds(20));
  });

  it('answers every one of 20 parallel wrong passwords, each refusal it counted', async () => {
    const username = await createAccount();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => signIn(username, 'Wrong-Passw0rd!')),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
    const refused = statuses.filter((s) => s === 401).length;
    expect(refused).toBeGreaterThanOrEqual(FREE);
    expect(await stored(username)).toMatchObject({ failures: refused });
  });

  it.each([
    ['the longest username whose lower case is longer', 'İ'.repeat(128)],
    ['emoji, right-to-left and combining marks', '👩🏽‍🔬 مختبر e\u0301'],
    ['a lone-looking escape', '\\ud800 %00 ${x}'],
  ])('counts %s like any other: 401, never a 5xx', async (_, username) => {
    const res = await signIn(username, 'Wrong-Passw0rd!');
    expect(res).toMatchObject({
      status: 401,
      body: { message: ADMIN_LOGIN_MESSAGES.invalidCredentials },
    });
    expect(await stored(username)).toMatchObject({ failures: 1 });
  });

  it('starts again from one when the count is older than a day', async () => {
    const username = await createAccount();
    for (let i = 0; i < FREE + 2; i++) await signIn(username, 'Wrong-Passw0rd!');
    await elapse(username, SIGN_IN_LOCKOUT.forgetAfterHours * 3600);
    expect((await signIn(username, 'Wrong-Passw0rd!')).status).toBe(401);
    const item = await stored(username);
    expect(item).toMatchObject({ failures: 1 });
    expect(item).not.toHaveProperty('lockedUntil');
  });
});
