import { randomUUID } from 'node:crypto';
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { API_ROUTES, apiPath, ROLE_GROUPS } from '@lab/shared/api/routes';
import {
  adminLoginResponseSchema,
  SIGN_IN_MESSAGES,
  signInNextSchema,
} from '@lab/shared/schemas/admin';
import { openSignInHandle, sealSignInHandle } from '../../src/lib/auth/sign-in-handle';
import { ADMIN_USERNAME } from '../../src/local/stack';
import { currentCode } from '../../src/local/totp';
import { unusedCode } from '../../src/local/unused-code';
import { TEST_ADMIN_PASSWORD } from '../global-setup';
import { useTestApi } from '../support/test-api';

const context = useTestApi();
let cognito: CognitoIdentityProviderClient;

beforeAll(() => {
  const { base } = context.api.env;
  cognito = new CognitoIdentityProviderClient({
    endpoint: base.COGNITO_ENDPOINT,
    region: base.AWS_REGION,
    credentials: {
      accessKeyId: base.AWS_ACCESS_KEY_ID as string,
      secretAccessKey: base.AWS_SECRET_ACCESS_KEY as string,
    },
  });
});
afterAll(() => cognito.destroy());

/** A staff member's account as an administrator creates it: temporary password, or permanent as `admin:create` sets it. */
async function createAccount(password: string, permanent: boolean): Promise<string> {
  const UserPoolId = context.api.env.values.USER_POOL_ID;
  const Username = `staff-${randomUUID().slice(0, 8)}`;
  await cognito.send(
    new AdminCreateUserCommand({
      UserPoolId,
      Username,
      TemporaryPassword: password,
      MessageAction: 'SUPPRESS',
    }),
  );
  await cognito.send(
    new AdminAddUserToGroupCommand({ UserPoolId, Username, GroupName: ROLE_GROUPS.staff }),
  );
  if (permanent) {
    await cognito.send(
      new AdminSetUserPasswordCommand({
        UserPoolId,
        Username,
        Password: password,
        Permanent: true,
      }),
    );
  }
  return Username;
}

const signIn = (username: string, password: string) =>
  context.api.request('POST', '/api/admin/login', { body: { username, password } });
const step = (body: Record<string, string>) =>
  context.api.request('POST', '/api/admin/login/step', { body });
const dashboard = (token: string) => context.api.request('GET', '/api/admin/dashboard', { token });

describe('two-factor sign-in against cognito-local', () => {
  it('enrols a new account, refuses a wrong code, then signs in later with its code', async () => {
    const password = 'Permanent-Passw0rd!';
    const username = await createAccount(password, true);

    const first = await signIn(username, password);
    expect(first.status).toBe(200);
    const setup = signInNextSchema.parse(first.body);
    expect(setup.next).toBe('mfaSetup');
    expect(setup.secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(setup.otpauthUri).toBe(
      `otpauth://totp/Lab%20Admin:${username}?secret=${setup.secret}&issuer=Lab%20Admin&algorithm=SHA1&digits=6&period=30`,
    );
    expect(first.body).not.toHaveProperty('token');
    const secret = setup.secret as string;

    const wrongCode = String((Number(currentCode(secret)) + 500_000) % 1_000_000).padStart(6, '0');
    const refused = await step({
      username,
      step: 'mfaSetup',
      session: setup.session,
      code: wrongCode,
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      message: SIGN_IN_MESSAGES.codeRefused,
      errors: { code: SIGN_IN_MESSAGES.codeRefused },
    });

    const enrolled = await step({
      username,
      step: 'mfaSetup',
      session: setup.session,
      code: await unusedCode(secret),
    });
    expect(enrolled.status).toBe(200);
    const { token } = adminLoginResponseSchema.parse(enrolled.body);
    expect((await dashboard(token)).status).toBe(200);

    const later = await signIn(username, password);
    const ask = signInNextSchema.parse(later.body);
    expect(ask).toEqual({ next: 'mfaCode', session: expect.any(String) });
    const wrong = await step({ username, step: 'mfaCode', session: ask.session, code: wrongCode });
    expect(wrong.status).toBe(400);
    expect(wrong.body).not.toHaveProperty('token');
    const signedIn = await step({
      username,
      step: 'mfaCode',
      session: ask.session,
      code: await unusedCode(secret),
    });
    expect(signedIn.status).toBe(200);
    expect((await dashboard(adminLoginResponseSchema.parse(signedIn.body).token)).status).toBe(200);
  });

  it('takes an account with a temporary password through a new password, then enrolment', async () => {
    const username = await createAccount('Temporary-Passw0rd!', false);
    const first = await signIn(username, 'Temporary-Passw0rd!');
    expect(first.status).toBe(200);
    const change = signInNextSchema.parse(first.body);
    expect(change).toEqual({ next: 'newPassword', session: expect.any(String) });

    const changed = await step({
      username,
      step: 'newPassword',
      session: change.session,
      newPassword: 'A-Brand-New-Passw0rd!',
    });
    expect(changed.status).toBe(200);
    const setup = signInNextSchema.parse(changed.body);
    expect(setup.next).toBe('mfaSetup');
    const enrolled = await step({
      username,
      step: 'mfaSetup',
      session: setup.session,
      code: await unusedCode(setup.secret as string),
    });
    expect(adminLoginResponseSchema.parse(enrolled.body).token).toBeTruthy();

    // The old password no longer works; the new one asks for the code.
    expect((await signIn(username, 'Temporary-Passw0rd!')).status).toBe(401);
    const again = signInNextSchema.parse((await signIn(username, 'A-Brand-New-Passw0rd!')).body);
    expect(again.next).toBe('mfaCode');
  });

  it('takes a reset password through a new one, then the code of the authenticator it has', async () => {
    const username = await createAccount('Permanent-Passw0rd!', true);
    const setup = signInNextSchema.parse((await signIn(username, 'Permanent-Passw0rd!')).body);
    const secret = setup.secret as string;
    const enrolled = await step({
      username,
      step: 'mfaSetup',
      session: setup.session,
      code: await unusedCode(secret),
    });
    expect(enrolled.status).toBe(200);

    // As `npm run admin:reset-password` does: a temporary password.
    await cognito.send(
      new AdminSetUserPasswordCommand({
        UserPoolId: context.api.env.values.USER_POOL_ID,
        Username: username,
        Password: 'Reset-Temp-Passw0rd!',
        Permanent: false,
      }),
    );
    const change = signInNextSchema.parse((await signIn(username, 'Reset-Temp-Passw0rd!')).body);
    expect(change.next).toBe('newPassword');
    const changed = await step({
      username,
      step: 'newPassword',
      session: change.session,
      newPassword: 'After-Reset-Passw0rd!',
    });
    // The password alone neither releases a token nor enrols another authenticator.
    const ask = signInNextSchema.parse(changed.body);
    expect(ask).toEqual({ next: 'mfaCode', session: expect.any(String) });
    const signedIn = await step({
      username,
      step: 'mfaCode',
      session: ask.session,
      code: await unusedCode(secret),
    });
    expect((await dashboard(adminLoginResponseSchema.parse(signedIn.body).token)).status).toBe(200);
  });

  it('answers 401 sessionExpired to a forged session, and to one of another user', async () => {
    const forged = await step({
      username: 'admin',
      step: 'mfaCode',
      session: 'bm90LWEtcmVhbC1zZXNzaW9u',
      code: '123456',
    });
    expect(forged.status).toBe(401);
    expect(forged.body).toEqual({ message: SIGN_IN_MESSAGES.sessionExpired });

    const username = await createAccount('Permanent-Passw0rd!', true);
    await signIn(username, 'Permanent-Passw0rd!');
    const own = signInNextSchema.parse((await signIn(username, 'Permanent-Passw0rd!')).body);
    const borrowed = await step({
      username: 'admin',
      step: 'mfaSetup',
      session: own.session,
      code: '123456',
    });
    expect(borrowed.status).toBe(401);
  });

  it('seals the handle with the sign-in handle key, for which no other secret stands in', async () => {
    const { values } = context.api.env;
    const { session } = signInNextSchema.parse(
      (await signIn(ADMIN_USERNAME, TEST_ADMIN_PASSWORD)).body,
    );
    const state = openSignInHandle(session, [values.SIGN_IN_HANDLE_KEY], Date.now());
    expect(state).toMatchObject({ username: ADMIN_USERNAME, step: 'mfaCode' });
    expect(
      openSignInHandle(session, [values.ORIGIN_SECRET, values.ERASURE_KEY], Date.now()),
    ).toBeNull();
    const answer = async (key: string) =>
      step({
        username: ADMIN_USERNAME,
        step: 'mfaCode',
        session: sealSignInHandle(state!, [key]),
        code: await unusedCode(inject('adminTotpSecret')),
      });
    // The same state sealed with the origin secret is refused; with the handle key it signs in.
    expect(await answer(values.ORIGIN_SECRET)).toMatchObject({
      status: 401,
      body: { message: SIGN_IN_MESSAGES.sessionExpired },
    });
    const signedIn = await answer(values.SIGN_IN_HANDLE_KEY);
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
    expect(adminLoginResponseSchema.parse(signedIn.body).token).toBeTruthy();
  });

  it('refuses a malformed code before asking Cognito', async () => {
    const res = await step({ username: 'admin', step: 'mfaCode', session: 'x', code: '12ab' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ errors: { code: SIGN_IN_MESSAGES.code } });
  });
});

describe('only the two-step sign-in gives tokens the API accepts', () => {
  const adminRoutes = API_ROUTES.filter((route) => route.auth === 'admin');
  /** The status of every admin route called with `token`. */
  const statuses = (token: string) =>
    Promise.all(
      adminRoutes.map(async (route) => {
        const path = apiPath(route.handler, {
          kind: 'contact',
          id: '01JD0000000000000000000000',
          username: 'nobody',
          document: 'label',
        });
        return (await context.api.request(route.method, path, { token })).status;
      }),
    );
  /** Starts a sign-in straight on Cognito's app client, as anyone who knows its id can. */
  const straightToCognito = (username: string, password: string) =>
    cognito.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: context.api.env.values.USER_POOL_CLIENT_ID,
        AuthParameters: { USERNAME: username, PASSWORD: password },
      }),
    );

  it('refuses on every admin route a token taken from Cognito with a password alone', async () => {
    // An account without an authenticator, which Cognito (MFA optional) lets in on its password.
    const username = await createAccount('Permanent-Passw0rd!', true);
    const direct = await straightToCognito(username, 'Permanent-Passw0rd!');
    const token = direct.AuthenticationResult?.AccessToken;
    expect(token).toBeTruthy();
    expect(await statuses(token as string)).toEqual(adminRoutes.map(() => 401));
  });

  /**
   * A new account with an authenticator enrolled through the sign-in, and its secret: its
   * own codes, so these tests need not wait for the shared admin's next ones.
   */
  async function enrolledAccount() {
    const password = 'Permanent-Passw0rd!';
    const username = await createAccount(password, true);
    const setup = signInNextSchema.parse((await signIn(username, password)).body);
    const secret = setup.secret as string;
    const code = await unusedCode(secret);
    expect((await step({ username, step: 'mfaSetup', session: setup.session, code })).status).toBe(
      200,
    );
    return { username, password, secret };
  }

  it('refuses a token taken from Cognito with the password and a right code, past the sign-in', async () => {
    const { username, password, secret } = await enrolledAccount();
    const challenge = await straightToCognito(username, password);
    expect(challenge.ChallengeName).toBe('SOFTWARE_TOKEN_MFA');
    const answered = await cognito.send(
      new RespondToAuthChallengeCommand({
        ClientId: context.api.env.values.USER_POOL_CLIENT_ID,
        ChallengeName: 'SOFTWARE_TOKEN_MFA',
        Session: challenge.Session,
        ChallengeResponses: {
          USERNAME: username,
          SOFTWARE_TOKEN_MFA_CODE: await unusedCode(secret),
        },
      }),
    );
    const token = answered.AuthenticationResult?.AccessToken as string;
    expect(token).toBeTruthy();
    expect(await statuses(token)).toEqual(adminRoutes.map(() => 401));
    // The admin signed in through the API is let in everywhere.
    expect(await statuses(context.token)).not.toContain(401);
  });

  it('accepts an authenticator code once: a second sign-in with it is refused', async () => {
    const { username, password, secret } = await enrolledAccount();
    const codeStep = async (code: string) => {
      const { session } = signInNextSchema.parse((await signIn(username, password)).body);
      return step({ username, step: 'mfaCode', session, code });
    };
    const code = await unusedCode(secret);
    expect((await codeStep(code)).status).toBe(200);
    const again = await codeStep(code);
    expect(again).toMatchObject({
      status: 400,
      body: { message: SIGN_IN_MESSAGES.codeUsed, errors: { code: SIGN_IN_MESSAGES.codeUsed } },
    });
    expect(again.body).not.toHaveProperty('token');
    // The authenticator's next code signs in.
    expect((await codeStep(await unusedCode(secret))).status).toBe(200);
  });

  it('answers a sign-in handle once: a second answer, even with a new code, is refused', async () => {
    const { username, password, secret } = await enrolledAccount();
    const { session } = signInNextSchema.parse((await signIn(username, password)).body);
    const answer = async () =>
      step({ username, step: 'mfaCode', session, code: await unusedCode(secret) });
    expect((await answer()).status).toBe(200);
    expect(await answer()).toMatchObject({
      status: 401,
      body: { message: SIGN_IN_MESSAGES.sessionExpired },
    });
  });
});
