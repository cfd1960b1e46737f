import { describe, expect, it } from 'vitest';
import { ADMIN_LOGIN_MESSAGES } from '@lab/shared/schemas/admin';
import { main } from './handler';

const NOW = Date.UTC(2026, 0, 1);
const token = (exp: number) =>
  ['e30', Buffer.from(JSON.stringify({ exp })).toString('base64url'), 'sig'].join('.');

function cognito(answer: () => Promise<unknown>) {
  return { send: (() => answer()) as never };
}

const rejectWith = (name: string) => () => Promise.reject(Object.assign(new Error(name), { name }));
const input = { username: 'admin', password: 'secret' };

describe('admin login', () => {
  it('returns the access token and its lifetime', async () => {
    const result = await main(input, {
      cognito: cognito(async () => ({
        AuthenticationResult: { AccessToken: 'abc', ExpiresIn: 3600 },
      })),
      clientId: 'client',
    });
    expect(result).toEqual({ token: 'abc', expiresIn: 3600 });
  });

  it('reads the lifetime from the token when Cognito leaves it out', async () => {
    const t = token(NOW / 1000 + 900);
    const result = await main(input, {
      cognito: cognito(async () => ({ AuthenticationResult: { AccessToken: t } })),
      clientId: 'client',
      now: () => NOW,
    });
    expect(result.expiresIn).toBe(900);
  });

  it.each(['NotAuthorizedException', 'InvalidPasswordException', 'UserNotFoundException'])(
    'answers 401 Invalid credentials for %s',
    async (name) => {
      await expect(
        main(input, { cognito: cognito(rejectWith(name)), clientId: 'c' }),
      ).rejects.toMatchObject({
        status: 401,
        message: 'Invalid credentials',
      });
    },
  );

  it('answers 429 when Cognito throttles', async () => {
    await expect(
      main(input, { cognito: cognito(rejectWith('TooManyRequestsException')), clientId: 'c' }),
    ).rejects.toMatchObject({ status: 429 });
  });

  it.each([
    ['NEW_PASSWORD_REQUIRED', ADMIN_LOGIN_MESSAGES.passwordChangeRequired],
    ['MFA_SETUP', ADMIN_LOGIN_MESSAGES.setupRequired],
  ])(
    'answers 403 naming what a %s challenge needs, never Invalid credentials',
    async (name, message) => {
      await expect(
        main(input, { cognito: cognito(async () => ({ ChallengeName: name })), clientId: 'c' }),
      ).rejects.toMatchObject({ status: 403, message });
    },
  );

  it('does not hide an outage as bad credentials', async () => {
    await expect(
      main(input, { cognito: cognito(rejectWith('InternalErrorException')), clientId: 'c' }),
    ).rejects.not.toMatchObject({ status: 401 });
  });
});
