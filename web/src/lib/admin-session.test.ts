import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_MINUTES } from '@lab/shared/constants/sign-in';
import {
  clearAdminToken,
  readAdminToken,
  readLastAdminRequest,
  readTokenExpiresAt,
  recordAdminRequest,
  storeAdminToken,
  subscribeAdminSession,
} from './admin-session';

const NOW = Date.UTC(2026, 10, 21, 15, 0);
const MAX_MS = ACCESS_TOKEN_MINUTES * 60_000;

const unsubscribers: (() => void)[] = [];
afterEach(() => unsubscribers.splice(0).forEach((unsubscribe) => unsubscribe()));

describe('the admin session in the browser', () => {
  it('keeps the token under the spec’s key, with its lifetime from the sign-in answer', () => {
    storeAdminToken('abc', 600, NOW);
    expect(localStorage.getItem('adminToken')).toBe('abc');
    expect(readAdminToken()).toBe('abc');
    expect(readTokenExpiresAt()).toBe(NOW + 600_000);
    // Signing in is the session's first activity.
    expect(readLastAdminRequest()).toBe(NOW);
  });

  it.each([
    ['no expiresIn', undefined],
    ['a lifetime longer than the deployed one', ACCESS_TOKEN_MINUTES * 60 * 24],
    ['a zero lifetime', 0],
    ['a negative lifetime', -5],
    ['an infinite lifetime', Number.POSITIVE_INFINITY],
  ])('holds a token with %s to the deployed lifetime', (_, expiresIn) => {
    storeAdminToken('abc', expiresIn, NOW);
    expect(readTokenExpiresAt()).toBe(NOW + MAX_MS);
  });

  it('keeps the latest answered request, whatever order the answers come in', () => {
    storeAdminToken('abc', 3600, NOW);
    recordAdminRequest(NOW + 5_000);
    recordAdminRequest(NOW + 2_000);
    expect(readLastAdminRequest()).toBe(NOW + 5_000);
  });

  it('records nothing once signed out (an answer arriving after Logout)', () => {
    storeAdminToken('abc', 3600, NOW);
    clearAdminToken();
    recordAdminRequest(NOW + 5_000);
    expect(readAdminToken()).toBeNull();
    expect(readLastAdminRequest()).toBeNull();
    expect(readTokenExpiresAt()).toBeNull();
  });

  it('reads a damaged stored time as unknown', () => {
    localStorage.setItem('adminToken-expires-at', 'soon');
    localStorage.setItem('adminToken-last-request', '');
    expect(readTokenExpiresAt()).toBeNull();
    expect(readLastAdminRequest()).toBeNull();
  });

  it('tells its listeners of changes made here and in other tabs, and only of the session', () => {
    const listener = vi.fn();
    unsubscribers.push(subscribeAdminSession(listener));

    storeAdminToken('abc', 3600, NOW);
    recordAdminRequest(NOW + 1_000);
    clearAdminToken();
    expect(listener).toHaveBeenCalledTimes(3);

    window.dispatchEvent(new StorageEvent('storage', { key: 'adminToken-last-request' }));
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'lab-theme' }));
    expect(listener).toHaveBeenCalledTimes(5);

    unsubscribers.pop()?.();
    recordAdminRequest(NOW + 2_000);
    window.dispatchEvent(new StorageEvent('storage', { key: 'adminToken' }));
    expect(listener).toHaveBeenCalledTimes(5);
  });
});
