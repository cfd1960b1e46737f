import { describe, expect, it } from 'vitest';
import { SIGN_IN_LOCKOUT } from '@lab/shared/constants/sign-in';
import { ADMIN_LOGIN_MESSAGES, signInNextSchema } from '@lab/shared/schemas/admin';
import { fakeCognito, fakeSignInDeps, fakeToken } from '../../../test/support/fake-cognito';
import { openSignInHandle } from '../../lib/auth/sign-in-handle';
import { main } from './handler';

const input = { username: 'admin', password: 'secret' };
const NOW = Date.UTC(2026, 0, 1);
/** The client address each sign-in comes from, unless a test says otherwise. */
const ADDRESS = '203.0.113.7';

describe('admin login: the password step', () => {
  it('never releases the token of an account without an authenticator: it enrols one first', async () => {
    const cognito = fakeCognito({
      InitiateAuth: { AuthenticationResult: { AccessToken: fakeToken(NOW / 1000 + 3600) } },
      GetUser: { UserMFASettingList: [] },
      AssociateSoftwareToken: { SecretCode: 'JBSWY3DPEHPK3PXP' },
    });
    const deps = fakeSignInDeps(cognito, NOW);
    const answer = signInNextSchema.parse(await main(input, deps, ADDRESS));
    expect(answer).toMatchObject({
      next: 'mfaSetup',
      secret: 'JBSWY3DPEHPK3PXP',
      otpauthUri:
        'otpauth://totp/Lab%20Admin:admin?secret=JBSWY3DPEHPK3PXP&issuer=Lab%20Admin&algorithm=SHA1&digits=6&period=30',
    });
    expect(JSON.stringify(answer)).not.toContain(fakeToken(NOW / 1000 + 3600));
    expect(cognito.calls[2]).toMatchObject({
      command: 'AssociateSoftwareToken',
      input: { AccessToken: fakeToken(NOW / 1000 + 3600) },
    });
    const state = openSignInHandle(answer.session, await deps.handleKeys.current(), NOW);
    expect(state).toMatchObject({ username: 'admin', step: 'mfaSetup' });
  });

  it('never enrols a new authenticator for an account that has one, on its password alone', async () => {
    const cognito = fakeCognito({
      InitiateAuth: { AuthenticationResult: { AccessToken: fakeToken(NOW / 1000 + 3600) } },
      GetUser: { UserMFASettingList: ['SOFTWARE_TOKEN_MFA'] },
    });
    await expect(main(input, fakeSignInDeps(cognito, NOW), ADDRESS)).rejects.toMatchObject({
      status: 403,
      message: ADMIN_LOGIN_MESSAGES.setupRequired,
    });
    expect(cognito.calls.map((c) => c.command)).toEqual(['InitiateAuth', 'GetUser']);
  });

  it.each([
    ['NEW_PASSWORD_REQUIRED', 'newPassword'],
    ['SOFTWARE_TOKEN_MFA', 'mfaCode'],
  ])('answers the %s challenge with the %s step and a sealed session', async (name, next) => {
    const cognito = fakeCognito({ InitiateAuth: { ChallengeName: name, Session: 'cognito-s' } });
    const deps = fakeSignInDeps(cognito, NOW);
    const answer = signInNextSchema.parse(await main(input, deps, ADDRESS));
    expect(answer).toEqual({ next, session: expect.any(String) });
    expect(answer.session).not.toContain('cognito-s');
    expect(openSignInHandle(answer.session, await deps.handleKeys.current(), NOW)).toMatchObject({
      username: 'admin',
      step: next,
      cognitoSession: 'cognito-s',
    });
  });

  it('answers MFA_SETUP with a new secret, its otpauth URI and the session Cognito gave with it', async () => {
    const cognito = fakeCognito({
      InitiateAuth: { ChallengeName: 'MFA_SETUP', Session: 's1' },
      AssociateSoftwareToken: { SecretCode: 'SECRET', Session: 's2' },
    });
    const deps = fakeSignInDeps(cognito, NOW);
    const answer = signInNextSchema.parse(await main(input, deps, ADDRESS));
    expect(answer).toMatchObject({ next: 'mfaSetup', secret: 'SECRET' });
    expect(answer.otpauthUri).toMatch(/^otpauth:\/\/totp\/Lab%20Admin:admin\?secret=SECRET&/);
    expect(cognito.calls[1]).toMatchObject({ input: { Session: 's1' } });
    expect(openSignInHandle(answer.session, await deps.handleKeys.current(), NOW)).toMatchObject({
      cognitoSession: 's2',
    });
  });

  it.each(['SMS_MFA', 'EMAIL_OTP', 'SELECT_MFA_TYPE'])(
    'answers 403 setupRequired for the %s challenge',
    async (name) => {
      const cognito = fakeCognito({ InitiateAuth: { ChallengeName: name, Session: 's' } });
      await expect(main(input, fakeSignInDeps(cognito), ADDRESS)).rejects.toMatchObject({
        status: 403,
        message: ADMIN_LOGIN_MESSAGES.setupRequired,
      });
    },
  );

  it.each(['NotAuthorizedException', 'InvalidPasswordException', 'UserNotFoundException'])(
    'answers 401 Invalid credentials for %s',
    async (name) => {
      const cognito = fakeCognito({ InitiateAuth: { error: name } });
      await expect(main(input, fakeSignInDeps(cognito), ADDRESS)).rejects.toMatchObject({
        status: 401,
        message: 'Invalid credentials',
      });
    },
  );

  it('answers 429 when Cognito throttles', async () => {
    const cognito = fakeCognito({ InitiateAuth: { error: 'TooManyRequestsException' } });
    await expect(main(input, fakeSignInDeps(cognito), ADDRESS)).rejects.toMatchObject({
      status: 429,
    });
  });

  it('does not hide an outage as bad credentials', async () => {
    const cognito = fakeCognito({ InitiateAuth: { error: 'InternalErrorException' } });
    await expect(main(input, fakeSignInDeps(cognito), ADDRESS)).rejects.not.toHaveProperty(
      'status',
    );
  });
});

describe('admin login: repeated failures', () => {
  const wrong = { error: 'NotAuthorizedException', message: 'Incorrect username or password.' };

  it('slows an address after five wrong passwords without asking Cognito, while another signs in', async () => {
    const FREE = SIGN_IN_LOCKOUT.address.freeFailures;
    const cognito = fakeCognito({
      InitiateAuth: [
        ...Array.from({ length: FREE }, () => wrong),
        { ChallengeName: 'SOFTWARE_TOKEN_MFA', Session: 's' },
      ],
    });
    const deps = fakeSignInDeps(cognito, NOW);
    for (let i = 0; i < FREE; i++) {
      await expect(main(input, deps, ADDRESS)).rejects.toMatchObject({
        status: 401,
        message: ADMIN_LOGIN_MESSAGES.invalidCredentials,
      });
    }
    await expect(main(input, deps, ADDRESS)).rejects.toMatchObject({
      status: 429,
      message: 'Too many failed sign-in attempts. Try again in 15 seconds.',
      headers: { 'retry-after': String(SIGN_IN_LOCKOUT.address.firstLockSeconds) },
    });
    expect(cognito.calls).toHaveLength(FREE);
    // The same username's right password from another address is asked as usual.
    expect(await main(input, deps, '198.51.100.4')).toMatchObject({ next: 'mfaCode' });
    expect(cognito.calls).toHaveLength(FREE + 1);
  });

  it('forgets an address’s wrong passwords once it gives the right one', async () => {
    const FREE = SIGN_IN_LOCKOUT.address.freeFailures;
    const cognito = fakeCognito({
      InitiateAuth: [
        ...Array.from({ length: FREE - 1 }, () => wrong),
        { ChallengeName: 'SOFTWARE_TOKEN_MFA', Session: 's' },
        wrong,
      ],
    });
    const deps = fakeSignInDeps(cognito, NOW);
    for (let i = 0; i < FREE - 1; i++) await main(input, deps, ADDRESS).catch(() => undefined);
    expect(await main(input, deps, ADDRESS)).toMatchObject({ next: 'mfaCode' });
    await expect(main(input, deps, ADDRESS)).rejects.toMatchObject({ status: 401 });
    expect(await deps.guard.passwordFailed('admin', ADDRESS)).toMatchObject({ failures: 2 });
  });

  it('answers Cognito’s own lockout with the lock, never Invalid credentials, and counts it', async () => {
    const cognito = fakeCognito({
      InitiateAuth: { error: 'NotAuthorizedException', message: 'Password attempts exceeded' },
    });
    const deps = fakeSignInDeps(cognito, NOW);
    const refused = main(input, deps, ADDRESS);
    await expect(refused).rejects.toMatchObject({
      status: 429,
      message: 'Too many failed sign-in attempts. Try again in 15 seconds.',
      headers: { 'retry-after': '15' },
    });
    expect(await deps.guard.passwordFailed('admin', ADDRESS)).toMatchObject({ failures: 2 });
  });

  it('does not count an outage or a throttle as a failure', async () => {
    const cognito = fakeCognito({
      InitiateAuth: [{ error: 'TooManyRequestsException' }, { error: 'InternalErrorException' }],
    });
    const deps = fakeSignInDeps(cognito, NOW);
    await expect(main(input, deps, ADDRESS)).rejects.toMatchObject({ status: 429 });
    await expect(main(input, deps, ADDRESS)).rejects.not.toHaveProperty('status');
    expect(await deps.guard.passwordFailed('admin', ADDRESS)).toMatchObject({ failures: 1 });
  });
});
