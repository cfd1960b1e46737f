import { describe, expect, it, vi } from 'vitest';
import { SIGN_IN_MESSAGES } from '@lab/shared/schemas/admin';
import { fakeCognito, fakeSignInDeps } from '../../../test/support/fake-cognito';
import { cachedSecretValues } from './secret-values';
import { openStepHandle } from './sign-in';
import { sealSignInHandle } from './sign-in-handle';

const NOW = Date.UTC(2026, 0, 1);
const state = {
  username: 'admin',
  step: 'mfaCode' as const,
  cognitoSession: 'c',
  expiresAt: NOW + 60_000,
};
const input = (handle: string) => ({
  session: handle,
  username: 'admin',
  step: 'mfaCode' as const,
});

describe('opening a step’s sign-in handle', () => {
  it('opens a handle sealed with the previous value of the key, after a rotation', async () => {
    const deps = {
      ...fakeSignInDeps(fakeCognito({}), NOW),
      handleKeys: cachedSecretValues({
        secret: 'signInHandle',
        load: async () => ['new-key-value', 'old-key-value'],
      }),
    };
    const handle = sealSignInHandle(state, ['old-key-value']);
    expect(await openStepHandle(input(handle), deps)).toEqual(state);
  });

  it('reads the key again when its cached values open nothing: another function may have read a rotation first', async () => {
    let now = NOW;
    const load = vi
      .fn()
      .mockResolvedValueOnce(['old-key-value'])
      .mockResolvedValue(['new-key-value', 'old-key-value']);
    const deps = {
      ...fakeSignInDeps(fakeCognito({}), NOW),
      handleKeys: cachedSecretValues({ secret: 'signInHandle', load, now: () => now }),
    };
    expect(await openStepHandle(input(sealSignInHandle(state, ['old-key-value'])), deps)).toEqual(
      state,
    );
    now += 10_000;
    expect(await openStepHandle(input(sealSignInHandle(state, ['new-key-value'])), deps)).toEqual(
      state,
    );
    expect(load).toHaveBeenCalledTimes(2);
    // A forged handle reads the key again at most once per interval.
    const forged = input('not-a-sealed-handle-of-any-key-value-at-all');
    for (let i = 0; i < 3; i++) {
      await expect(openStepHandle(forged, deps)).rejects.toMatchObject({
        status: 401,
        message: SIGN_IN_MESSAGES.sessionExpired,
      });
    }
    expect(load).toHaveBeenCalledTimes(2);
  });
});
