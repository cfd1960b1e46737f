import { GlobalSignOutCommand } from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, it } from 'vitest';
import type { SessionClaims } from '../../lib/auth/session-store';
import { main, type LogoutDeps } from './handler';

const claims: SessionClaims = {
  sub: 'admin-sub',
  iat: 1_800_000_000,
  exp: 1_800_003_600,
  jti: 'j1',
  username: 'admin',
};
const caller = { claims, token: 'aaa.bbb.ccc' };

/** Records what logout did; Cognito answers as `cognito` says. */
function fakes(cognito: () => Promise<unknown> = async () => ({})) {
  const calls: string[] = [];
  const deps: LogoutDeps = {
    sessions: {
      revoke: async (c) => void calls.push(`revoke ${c.jti}`),
      endAll: async (c, now) => void calls.push(`endAll ${c.sub} ${now}`),
    },
    cognito: {
      send: (async (command: unknown) => {
        if (command instanceof GlobalSignOutCommand) {
          calls.push(`globalSignOut ${command.input.AccessToken}`);
        }
        return cognito();
      }) as LogoutDeps['cognito']['send'],
    },
    now: () => 1_800_000_100_500,
  };
  return { calls, deps };
}

const named = (name: string, message = name) => Object.assign(new Error(message), { name });

describe('logout', () => {
  it('revokes the caller’s token only, and leaves Cognito alone', async () => {
    const { calls, deps } = fakes();
    expect(await main({}, caller, deps)).toEqual({ everywhere: false });
    expect(calls).toEqual(['revoke j1']);
  });

  it('everywhere: revokes the token, ends every earlier session and signs out in Cognito', async () => {
    const { calls, deps } = fakes();
    expect(await main({ everywhere: true }, caller, deps)).toEqual({ everywhere: true });
    expect(calls).toEqual([
      'revoke j1',
      'endAll admin-sub 1800000100500',
      'globalSignOut aaa.bbb.ccc',
    ]);
  });

  it('succeeds where Cognito cannot sign out globally (cognito-local) or already has', async () => {
    for (const error of [
      named('Unsupported', 'Cognito Local unsupported feature: GlobalSignOut'),
      named('NotAuthorizedException', 'Access Token has been revoked'),
    ]) {
      const { calls, deps } = fakes(async () => Promise.reject(error));
      expect(await main({ everywhere: true }, caller, deps)).toEqual({ everywhere: true });
      expect(calls).toContain('endAll admin-sub 1800000100500');
    }
  });

  it('fails (a 500) when Cognito is down, after the table already refuses the tokens', async () => {
    const { calls, deps } = fakes(async () => Promise.reject(named('InternalErrorException')));
    await expect(main({ everywhere: true }, caller, deps)).rejects.toThrow(
      'InternalErrorException',
    );
    expect(calls.slice(0, 2)).toEqual(['revoke j1', 'endAll admin-sub 1800000100500']);
  });
});
