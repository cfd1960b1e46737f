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
import { lockoutKeys, lockoutStore } from '../../src/lib/auth/lockout-store';
import { signInGuard } from '../../src/lib/auth/sign-in-guard';
import { currentCode } from '../../src/local/totp';
import { unusedCode } from '../../src/local/unused-code';
import { postFrom } from '../support/request-from';
import { useTestApi } from '../support/test-api';

/*
 * The brute-force guard through the API, against cognito-local and DynamoDB Local: the
 * counts live in this file's own sessions table, read and changed here directly to stand
 * in for the passing of time. Requests leave from chosen loopback addresses, which the
 * local server passes on as the viewer's address, as CloudFront does.
 */

const context = useTestApi();
let cognito: CognitoIdentityProviderClient;
let dynamo: DynamoDBDocumentClient;
let sessionsTable: string;
const PASSWORD = 'Permanent-Passw0rd!';
const FREE = SIGN_IN_LOCKOUT.address.freeFailures;
/** Client addresses: an attacker's, and the lab's where staff sign in. */
const ATTACKER = '127.0.0.2';
const STAFF = '127.0.0.3';

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

const signIn = (username: string, password = PASSWORD, from = STAFF) =>
  postFrom(from, context.api.url, '/api/admin/login', { username, password });
const step = (body: Record<string, string>, from = STAFF) =>
  postFrom(from, context.api.url, '/api/admin/login/step', body);

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

/** The right password and an authenticator code not used yet, from `from`: the token, or the refusal. */
async function signInFully(username: string, secret: string, from: string) {
  const password = await signIn(username, PASSWORD, from);
  if (password.status !== 200) return password;
  const { next, session } = signInNextSchema.parse(password.body);
  expect(next).toBe('mfaCode');
  return step({ username, step: 'mfaCode', session, code: await unusedCode(secret) }, from);
}

/** The guard's item under `key`, as stored. */
async function stored(key: string) {
  const out = await dynamo.send(
    new GetCommand({
      TableName: sessionsTable,
      Key: { [SESSION_TABLE.partitionKey]: key },
      ConsistentRead: true,
    }),
  );
  return out.Item;
}

/** Moves the item's times `seconds` into the past, as if that much time had passed. */
async function elapse(key: string, seconds: number) {
  const item = await stored(key);
  await dynamo.send(
    new UpdateCommand({
      TableName: sessionsTable,
      Key: { [SESSION_TABLE.partitionKey]: key },
      UpdateExpression: 'SET lockedUntil = :lockedUntil, #ttl = :ttl',
      ExpressionAttributeNames: { '#ttl': SESSION_TABLE.ttlAttribute },
      ExpressionAttributeValues: {
        ':lockedUntil': Number(item?.lockedUntil ?? 0) - seconds,
        ':ttl': Number(item?.[SESSION_TABLE.ttlAttribute]) - seconds,
      },
    }),
  );
}

/** Ends the wait the item sets, as its time passing would, and keeps its count. */
async function waitOut(key: string) {
  const item = await stored(key);
  const left = Number(item?.lockedUntil) - Math.floor(Date.now() / 1000);
  if (left > 0) await elapse(key, left);
}

describe('wrong passwords slow their own address, never the right password from another', () => {
  it('signs in with the right password and code from another address after 20 wrong ones, and from the same once its wait has passed', async () => {
    const username = await createAccount();
    const secret = await enrol(username);
    const attacker = lockoutKeys.address(username, ATTACKER);
    // Every one of them reaches Cognito and counts: the attacker waits out each pause.
    for (let i = 0; i < 20; i++) {
      await waitOut(attacker);
      await waitOut(lockoutKeys.username(username));
      expect((await signIn(username, 'Wrong-Passw0rd!', ATTACKER)).status).toBe(401);
    }
    expect(await stored(attacker)).toMatchObject({ failures: 20 });
    // 20 from all addresses: the username-wide pause holds back addresses that failed.
    expect(await stored(lockoutKeys.username(username))).toMatchObject({
      failures: SIGN_IN_LOCKOUT.username.freeFailures,
      lockedUntil: expect.any(Number),
    });

    const staff = await signInFully(username, secret, STAFF);
    expect(adminLoginResponseSchema.parse(staff.body).token).toBeTruthy();

    const held = await signIn(username, PASSWORD, ATTACKER);
    expect(held.status).toBe(429);
    const retryAfter = Number(held.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(SIGN_IN_LOCKOUT.username.maxLockSeconds);
    expect(retryAfter).toBeLessThanOrEqual(SIGN_IN_LOCKOUT.address.maxLockSeconds);
    expect(held.body).toEqual({ message: signInLockedMessage(retryAfter) });

    await waitOut(attacker);
    await waitOut(lockoutKeys.username(username));
    const later = await signInFully(username, secret, ATTACKER);
    expect(adminLoginResponseSchema.parse(later.body).token).toBeTruthy();
    // The right password forgot the address's count.
    expect((await stored(attacker))?.failures).toBeUndefined();
  });

  it('counts five wrong passwords however the username is typed, for that address only', async () => {
    const username = await createAccount();
    for (const typed of [username, username.toUpperCase(), ` ${username}`, username, username]) {
      expect(await signIn(typed, 'Wrong-Passw0rd!', ATTACKER)).toMatchObject({
        status: 401,
        body: { message: ADMIN_LOGIN_MESSAGES.invalidCredentials },
      });
    }
    const held = await signIn(username, PASSWORD, ATTACKER);
    expect(held.status).toBe(429);
    expect(Number(held.headers.get('retry-after'))).toBeLessThanOrEqual(
      SIGN_IN_LOCKOUT.address.firstLockSeconds,
    );
    expect(await stored(lockoutKeys.address(username, ATTACKER))).toMatchObject({ failures: FREE });
    // The same account from the staff's address: asked to set up its authenticator.
    expect(signInNextSchema.parse((await signIn(username)).body).next).toBe('mfaSetup');
  });
});

describe('wrong codes lock the username', () => {
  it('counts wrong authenticator codes, then refuses the right one and the password from every address', async () => {
    const username = await createAccount();
    const secret = await enrol(username);
    const codeFree = SIGN_IN_LOCKOUT.code.freeFailures;
    // Sessions handed out before the lock: the lock refuses them too.
    const sessions: string[] = [];
    for (let i = 0; i <= codeFree; i++) {
      const answer = signInNextSchema.parse((await signIn(username, PASSWORD, ATTACKER)).body);
      expect(answer.next).toBe('mfaCode');
      sessions.push(answer.session);
    }
    for (const session of sessions.slice(0, codeFree)) {
      const code = wrongCode(secret);
      const refused = await step({ username, step: 'mfaCode', session, code }, ATTACKER);
      expect(refused.status).toBe(400);
    }
    expect(await stored(lockoutKeys.code(username))).toMatchObject({ failures: codeFree });
    const locked = await step(
      {
        username,
        step: 'mfaCode',
        session: sessions[codeFree] as string,
        code: await unusedCode(secret),
      },
      ATTACKER,
    );
    expect(locked.status).toBe(429);
    expect(locked.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(locked.body).not.toHaveProperty('token');
    expect((await signIn(username, PASSWORD, STAFF)).status).toBe(429);

    await waitOut(lockoutKeys.code(username));
    const after = await signInFully(username, secret, STAFF);
    expect(adminLoginResponseSchema.parse(after.body).token).toBeTruthy();
    expect((await stored(lockoutKeys.code(username)))?.failures).toBeUndefined();
  });
});

describe('the counts', () => {
  it('counts every one of 20 parallel failures', async () => {
    const username = `nobody-${randomUUID().slice(0, 8)}`;
    const guard = signInGuard(lockoutStore({ client: dynamo, tableName: sessionsTable }), {
      onFailure: () => {},
    });
    const states = await Promise.all(
      Array.from({ length: 20 }, () => guard.passwordFailed(username, ATTACKER)),
    );
    expect(states.map((s) => s.failures).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
    expect(await stored(lockoutKeys.username(username))).toMatchObject({ failures: 20 });
    const item = await stored(lockoutKeys.address(username, ATTACKER));
    expect(item).toMatchObject({ failures: 20 });
    // The longest wait any of them set stays, whatever order they were written in.
    const lockedFor = Number(item?.lockedUntil) - Date.now() / 1000;
    const longest = lockSeconds(SIGN_IN_LOCKOUT.address, 20);
    expect(lockedFor).toBeGreaterThan(longest - 5);
    expect(lockedFor).toBeLessThanOrEqual(longest);
  });

  it('answers every one of 20 parallel wrong passwords, each refusal it counted', async () => {
    const username = await createAccount();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => signIn(username, 'Wrong-Passw0rd!', ATTACKER)),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
    const refused = statuses.filter((s) => s === 401).length;
    expect(refused).toBeGreaterThanOrEqual(FREE);
    expect(await stored(lockoutKeys.address(username, ATTACKER))).toMatchObject({
      failures: refused,
    });
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
    expect(await stored(lockoutKeys.address(username, STAFF))).toMatchObject({ failures: 1 });
  });

  it('starts again from one when the count is older than a day', async () => {
    const username = await createAccount();
    const key = lockoutKeys.address(username, ATTACKER);
    for (let i = 0; i < FREE + 2; i++) {
      await waitOut(key);
      await signIn(username, 'Wrong-Passw0rd!', ATTACKER);
    }
    expect(await stored(key)).toMatchObject({ failures: FREE + 2 });
    await elapse(key, SIGN_IN_LOCKOUT.address.forgetAfterSeconds);
    expect((await signIn(username, 'Wrong-Passw0rd!', ATTACKER)).status).toBe(401);
    const item = await stored(key);
    expect(item).toMatchObject({ failures: 1 });
    expect(item).not.toHaveProperty('lockedUntil');
  });
});
