import { describe, expect, it } from 'vitest';
import { openSignInHandle, sealSignInHandle } from './sign-in-handle';

const NOW = Date.UTC(2026, 0, 1);
const state = {
  username: 'admin',
  step: 'mfaCode' as const,
  cognitoSession: 'c',
  expiresAt: NOW + 1,
};

describe('sign-in handle', () => {
  it('opens with the key it was sealed with, and with it as the previous one after a rotation', () => {
    const handle = sealSignInHandle(state, ['old-key-value']);
    expect(openSignInHandle(handle, ['old-key-value'], NOW)).toEqual(state);
    expect(openSignInHandle(handle, ['new-key-value', 'old-key-value'], NOW)).toEqual(state);
    expect(openSignInHandle(handle, ['new-key-value'], NOW)).toBeNull();
  });

  it('is sealed with the current value after a rotation', () => {
    const handle = sealSignInHandle(state, ['new-key-value', 'old-key-value']);
    expect(openSignInHandle(handle, ['new-key-value'], NOW)).toEqual(state);
    expect(openSignInHandle(handle, ['old-key-value'], NOW)).toBeNull();
  });

  it('hides what it holds and refuses any change to it', () => {
    const handle = sealSignInHandle({ ...state, accessToken: 'the-token' }, ['k']);
    expect(Buffer.from(handle, 'base64url').toString('latin1')).not.toMatch(/admin|the-token/);
    const raw = Buffer.from(handle, 'base64url');
    raw[raw.length - 1] = (raw[raw.length - 1] ?? 0) ^ 1;
    expect(openSignInHandle(raw.toString('base64url'), ['k'], NOW)).toBeNull();
    expect(openSignInHandle('', ['k'], NOW)).toBeNull();
  });

  it('expires', () => {
    expect(openSignInHandle(sealSignInHandle(state, ['k']), ['k'], state.expiresAt)).toBeNull();
  });

  it('cannot be sealed without a key', () => {
    expect(() => sealSignInHandle(state, [])).toThrow('No sign-in handle key');
  });
});
