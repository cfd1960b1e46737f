import { describe, expect, it } from 'vitest';
import { SIGN_IN_LOCKOUT } from '@lab/shared/constants/sign-in';
import { SIGN_IN_MESSAGES, signInNextSchema } from '@lab/shared/schemas/admin';
import {
  FAKE_CLIENT_SECRET,
  FAKE_HANDLE_KEY,
  fakeCognito,
  fakeSignInDeps,
  fakeToken,
} from '../../../test/support/fake-cognito';
import { secretHash } from '../../lib/auth/app-client-secret';
import { sealSignInHandle, type SignInHandleState } from '../../lib/auth/sign-in-handle';
import { main } from './handler';

const NOW = Date.UTC(2026, 0, 1);
const TOKEN = fakeToken(NOW / 1000 + 3600);
const KEYS = [FAKE_HANDLE_KEY];

const session = (state: Partial<SignInHandleState> & Pick<SignInHandleState, 'step'>) =>
  sealSignInHandle({ username: 'admin', expiresAt: NOW + 60_000, ...state }, KEYS);
const tokens = { AuthenticationResult: { AccessToken: TOKEN, ExpiresIn: 3600 } };

describe('admin login step', () => {
  it('answers the code of an enrolled authenticator with the token', async () => {
    const cognito = fakeCognito({ RespondToAuthChallenge: tokens });
    const input = {
      username: 'admin',
      step: 'mfaCode' as const,
      code: '123456',
      session: session({ step: 'mfaCode', cognitoSession: 'c1' }),
    };
    expect(await main(input, fakeSignInDeps(cognito, NOW))).toEqual({
      token: TOKEN,
      expiresIn: 3600,
    });
    expect(cognito.calls).toEqual([
      {
        command: 'RespondToAuthChallenge',
        input: {
          ClientId: 'client',
          ChallengeName: 'SOFTWARE_TOKEN_MFA',
          Session: 'c1',
          ChallengeResponses: {
            USERNAME: 'admin',
            SECRET_HASH: secretHash(FAKE_CLIENT_SECRET, 'admin', 'client'),
            SOFTWARE_TOKEN_MFA_CODE: '123456',
          },
        },
      },
    ]);
  });

  it('confirms a new authenticator through the MFA_SETUP challenge', async () => {
    const cognito = fakeCognito({
      VerifySoftwareToken: { Status: 'SUCCESS', Session: 'c2' },
      RespondToAuthChallenge: tokens,
    });
    const input = {
      username: 'admin',
      step: 'mfaSetup' as const,
      code: '123456',
      session: session({ step: 'mfaSetup', cognitoSession: 'c1' }),
    };
    expect(await main(input, fakeSignInDeps(cognito, NOW))).toMatchObject({ token: TOKEN });
    expect(cognito.calls.map((c) => [c.command, c.input.Session])).toEqual([
      ['VerifySoftwareToken', 'c1'],
      ['RespondToAuthChallenge', 'c2'],
    ]);
    expect(cognito.calls[1]?.input.ChallengeName).toBe('MFA_SETUP');
  });

  it('confirms a new authenticator with the held-back token, and only then releases it', async () => {
    const cognito = fakeCognito({
      VerifySoftwareToken: { Status: 'SUCCESS' },
      SetUserMFAPreference: {},
    });
    const input = {
      username: 'admin',
      step: 'mfaSetup' as const,
      code: '123456',
      session: session({ step: 'mfaSetup', accessToken: TOKEN }),
    };
    expect(await main(input, fakeSignInDeps(cognito, NOW))).toEqual({
      token: TOKEN,
      expiresIn: 3600,
    });
    expect(cognito.calls[1]).toEqual({
      command: 'SetUserMFAPreference',
      input: {
        AccessToken: TOKEN,
        SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true },
      },
    });
  });

  it.each(['CodeMismatchException', 'EnableSoftwareTokenMFAException', 'ExpiredCodeException'])(
    'refuses the code on %s, with a field error on code, and issues nothing',
    async (error) => {
      const cognito = fakeCognito({ VerifySoftwareToken: { error } });
      const input = {
        username: 'admin',
        step: 'mfaSetup' as const,
        code: '000000',
        session: session({ step: 'mfaSetup', accessToken: TOKEN }),
      };
      await expect(main(input, fakeSignInDeps(cognito, NOW))).rejects.toMatchObject({
        status: 400,
        message: SIGN_IN_MESSAGES.codeRefused,
        errors: { code: SIGN_IN_MESSAGES.codeRefused },
      });
      expect(cognito.calls.map((c) => c.command)).toEqual(['VerifySoftwareToken']);
    },
  );

  const newPasswordInput = {
    username: 'admin',
    step: 'newPassword' as const,
    newPassword: 'A-new-Passw0rd!!',
    session: session({ step: 'newPassword', cognitoSession: 'c1' }),
  };

  it('takes a new password on to enrolment, never straight to a token', async () => {
    const cognito = fakeCognito({
      RespondToAuthChallenge: tokens,
      GetUser: { UserMFASettingList: [] },
      AssociateSoftwareToken: { SecretCode: 'SECRET' },
    });
    const answer = signInNextSchema.parse(
      await main(newPasswordInput, fakeSignInDeps(cognito, NOW)),
    );
    expect(answer).toMatchObject({ next: 'mfaSetup', secret: 'SECRET' });
    expect(cognito.calls[0]?.input).toMatchObject({
      ChallengeName: 'NEW_PASSWORD_REQUIRED',
      ChallengeResponses: { USERNAME: 'admin', NEW_PASSWORD: 'A-new-Passw0rd!!' },
    });
  });

  it('after a reset password, asks an account with an authenticator for its code, never enrols another', async () => {
    // Cognito itself asks for the code after the new password; cognito-local hands out
    // tokens, so the account signs in again with the new password and gets the code step.
    const cognito = fakeCognito({
      RespondToAuthChallenge: tokens,
      GetUser: { UserMFASettingList: ['SOFTWARE_TOKEN_MFA'] },
      InitiateAuth: { ChallengeName: 'SOFTWARE_TOKEN_MFA', Session: 'c2' },
    });
    const answer = signInNextSchema.parse(
      await main(newPasswordInput, fakeSignInDeps(cognito, NOW)),
    );
    expect(answer).toMatchObject({ next: 'mfaCode' });
    expect(answer).not.toHaveProperty('secret');
    expect(cognito.calls.map((c) => c.command)).toEqual([
      'RespondToAuthChallenge',
      'GetUser',
      'InitiateAuth',
    ]);
    expect(cognito.calls[2]?.input).toMatchObject({
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: 'admin', PASSWORD: 'A-new-Passw0rd!!' },
    });
  });

  it('refuses a password the pool policy refuses, with a field error on newPassword', async () => {
    const cognito = fakeCognito({ RespondToAuthChallenge: { error: 'InvalidPasswordException' } });
    const input = {
      username: 'admin',
      step: 'newPassword' as const,
      newPassword: 'short',
      session: session({ step: 'newPassword', cognitoSession: 'c1' }),
    };
    await expect(main(input, fakeSignInDeps(cognito, NOW))).rejects.toMatchObject({
      status: 400,
      errors: { newPassword: SIGN_IN_MESSAGES.passwordRules },
    });
  });

  const expired = { status: 401, message: SIGN_IN_MESSAGES.sessionExpired };

  it.each([
    ['forged', 'not-a-sealed-session'],
    ['expired', session({ step: 'mfaCode', cognitoSession: 'c', expiresAt: NOW })],
    ['for another user', session({ step: 'mfaCode', cognitoSession: 'c', username: 'eve' })],
    ['for another step', session({ step: 'mfaSetup', cognitoSession: 'c' })],
    [
      'sealed with another key',
      sealSignInHandle({ username: 'admin', step: 'mfaCode', expiresAt: NOW + 1e6 }, [
        'other-key-value',
      ]),
    ],
  ])(
    'answers 401 sessionExpired to a session handle %s, without calling Cognito',
    async (_, handle) => {
      const cognito = fakeCognito({});
      const input = {
        username: 'admin',
        step: 'mfaCode' as const,
        code: '123456',
        session: handle,
      };
      await expect(main(input, fakeSignInDeps(cognito, NOW))).rejects.toMatchObject(expired);
      expect(cognito.calls).toEqual([]);
    },
  );

  it('answers 401 sessionExpired when Cognito no longer accepts its session', async () => {
    const cognito = fakeCognito({ RespondToAuthChallenge: { error: 'NotAuthorizedException' } });
    const input = {
      username: 'admin',
      step: 'mfaCode' as const,
      code: '123456',
      session: session({ step: 'mfaCode', cognitoSession: 'c1' }),
    };
    await expect(main(input, fakeSignInDeps(cognito, NOW))).rejects.toMatchObject(expired);
  });
});

describe('admin login step: repeated failures', () => {
  const FREE = SIGN_IN_LOCKOUT.code.freeFailures;
  // A code of its own for each step: a code given once is refused the next time.
  let codes = 0;
  const codeStep = (code = String(codes++).padStart(6, '0')) => ({
    username: 'admin',
    step: 'mfaCode' as const,
    code,
    session: session({ step: 'mfaCode', cognitoSession: 'c1' }),
  });
  const refusedCode = { error: 'CodeMismatchException' };

  it('counts wrong codes, then refuses the username before asking Cognito', async () => {
    const cognito = fakeCognito({
      RespondToAuthChallenge: [...Array.from({ length: FREE }, () => refusedCode), tokens],
    });
    const deps = fakeSignInDeps(cognito, NOW);
    for (let i = 0; i < FREE; i++) {
      await expect(main(codeStep(), deps)).rejects.toMatchObject({ status: 400 });
    }
    await expect(main(codeStep('123456'), deps)).rejects.toMatchObject({
      status: 429,
      message: 'Too many failed sign-in attempts. Try again in 15 seconds.',
      headers: { 'retry-after': '15' },
    });
    expect(cognito.calls).toHaveLength(FREE);
  });

  it('counts a new authenticator’s refused first code', async () => {
    const cognito = fakeCognito({ VerifySoftwareToken: { Status: 'ERROR' } });
    const deps = fakeSignInDeps(cognito, NOW);
    const input = {
      username: 'admin',
      step: 'mfaSetup' as const,
      code: '000000',
      session: session({ step: 'mfaSetup', cognitoSession: 'c1' }),
    };
    await expect(main(input, deps)).rejects.toMatchObject({
      status: 400,
      errors: { code: SIGN_IN_MESSAGES.codeRefused },
    });
    expect(await deps.guard.codeFailed('admin')).toMatchObject({ failures: 2 });
  });

  it('forgets the failures when it releases a token', async () => {
    const cognito = fakeCognito({
      RespondToAuthChallenge: [...Array.from({ length: FREE - 1 }, () => refusedCode), tokens],
    });
    const deps = fakeSignInDeps(cognito, NOW);
    for (let i = 0; i < FREE - 1; i++) await main(codeStep(), deps).catch(() => undefined);
    expect(await main(codeStep('123456'), deps)).toMatchObject({ token: TOKEN });
    expect(await deps.guard.codeFailed('admin')).toEqual({ failures: 1, lockedSeconds: 0 });
  });

  it('counts neither a refused new password nor an expired session', async () => {
    const cognito = fakeCognito({
      RespondToAuthChallenge: [
        { error: 'InvalidPasswordException' },
        { error: 'NotAuthorizedException' },
      ],
    });
    const deps = fakeSignInDeps(cognito, NOW);
    await expect(
      main(
        {
          username: 'admin',
          step: 'newPassword',
          newPassword: 'short',
          session: session({ step: 'newPassword', cognitoSession: 'c1' }),
        },
        deps,
      ),
    ).rejects.toMatchObject({ status: 400 });
    await expect(main(codeStep(), deps)).rejects.toMatchObject({ status: 401 });
    await expect(
      main({ ...codeStep(), session: 'not-a-sealed-session' }, deps),
    ).rejects.toMatchObject({ status: 401 });
    expect(await deps.guard.codeFailed('admin')).toMatchObject({ failures: 1 });
  });
});

describe('admin login step: used once', () => {
  const codeStep = (code: string, handle = session({ step: 'mfaCode', cognitoSession: 'c1' })) => ({
    username: 'admin',
    step: 'mfaCode' as const,
    code,
    session: handle,
  });

  it('records the session of the token it releases, and only then', async () => {
    const deps = fakeSignInDeps(fakeCognito({ RespondToAuthChallenge: tokens }), NOW);
    expect(await main(codeStep('123456'), deps)).toMatchObject({ token: TOKEN });
    expect(deps.sessions.recorded).toEqual([`jti-${NOW / 1000 + 3600}`]);
  });

  it('refuses a code given before, without asking Cognito, and counts it', async () => {
    const cognito = fakeCognito({ RespondToAuthChallenge: tokens });
    const deps = fakeSignInDeps(cognito, NOW);
    await main(codeStep('123456'), deps);
    await expect(main(codeStep('123456'), deps)).rejects.toMatchObject({
      status: 400,
      errors: { code: SIGN_IN_MESSAGES.codeUsed },
    });
    expect(cognito.calls).toHaveLength(1);
    expect(await deps.guard.codeFailed('admin')).toMatchObject({ failures: 2 });
  });

  it('answers a handle once: a second answer after Cognito accepted is refused and releases nothing', async () => {
    const second = fakeToken(NOW / 1000 + 3000);
    const cognito = fakeCognito({
      RespondToAuthChallenge: [tokens, { AuthenticationResult: { AccessToken: second } }],
    });
    const deps = fakeSignInDeps(cognito, NOW);
    const handle = session({ step: 'mfaCode', cognitoSession: 'c1' });
    await main(codeStep('111111', handle), deps);
    await expect(main(codeStep('222222', handle), deps)).rejects.toMatchObject({
      status: 401,
      message: SIGN_IN_MESSAGES.sessionExpired,
    });
    expect(deps.sessions.recorded).toHaveLength(1);
  });

  it('lets a handle be answered again after a wrong code', async () => {
    const cognito = fakeCognito({
      RespondToAuthChallenge: [{ error: 'CodeMismatchException' }, tokens],
    });
    const deps = fakeSignInDeps(cognito, NOW);
    const handle = session({ step: 'mfaCode', cognitoSession: 'c1' });
    await expect(main(codeStep('111111', handle), deps)).rejects.toMatchObject({ status: 400 });
    expect(await main(codeStep('222222', handle), deps)).toMatchObject({ token: TOKEN });
  });
});
