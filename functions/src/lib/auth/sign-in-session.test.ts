import { describe, expect, it } from 'vitest';
import { openSession, sealSession } from './sign-in-session';

const NOW = Date.UTC(2026, 0, 1);
const state = {
  username: 'admin',
  step: 'mfaCode' as const,
  cognitoSession: 'c',
  expiresAt: NOW + 1,
};

describe('sign-in session handle', () => {
  it('opens with the secret it was sealed with, and with it as the previous one after a rotation', () => {
    const handle = sealSession(state, ['old-secret-value']);
    expect(openSession(handle, ['old-secret-value'], NOW)).toEqual(state);
    expect(openSession(handle, ['new-secret-value', 'old-secret-value'], NOW)).toEqual(state);
    expect(openSession(handle, ['new-secret-value'], NOW)).toBeNull();
  });

  it('hides what it holds and refuses any change to it', () => {
    const handle = sealSession({ ...state, accessToken: 'the-token' }, ['s']);
    expect(Buffer.from(handle, 'base64url').toString('latin1')).not.toMatch(/admin|the-token/);
    const raw = Buffer.from(handle, 'base64url');
    raw[raw.length - 1] = (raw[raw.length - 1] ?? 0) ^ 1;
    expect(openSession(raw.toString('base64url'), ['s'], NOW)).toBeNull();
    expect(openSession('', ['s'], NOW)).toBeNull();
  });

  it('expires', () => {
    expect(openSession(sealSession(state, ['s']), ['s'], state.expiresAt)).toBeNull();
  });
});
