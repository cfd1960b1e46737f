import { describe, expect, it, vi } from 'vitest';
import { SIGN_IN_LOCKOUT } from '@lab/shared/constants/sign-in';
import { SESSION_KEYS } from '@lab/shared/data/tables';
import { memoryLockoutStore } from '../../../test/support/memory-lockout-store';
import { HttpError } from '../http/http-error';
import { lockoutKey } from './lockout-store';
import { signInGuard, signInLocked } from './sign-in-guard';

const START = Date.UTC(2026, 0, 1, 8);

/** A guard over memory, on a clock the test moves. */
function setUp() {
  let now = START;
  const store = memoryLockoutStore();
  const onFailure = vi.fn();
  const guard = signInGuard(store, { now: () => now, onFailure });
  const advance = (seconds: number) => {
    now += seconds * 1000;
  };
  const fail = async (username: string, times: number) => {
    for (let i = 0; i < times; i++) await guard.failed(username);
  };
  return { guard, store, onFailure, advance, fail };
}

/** The 429 `check` throws, or undefined when it lets the sign-in through. */
async function refusal(check: Promise<void>): Promise<HttpError | undefined> {
  try {
    await check;
    return undefined;
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
}

describe('the sign-in guard', () => {
  it('lets the first failures through, then locks the username from the fifth', async () => {
    const { guard, fail } = setUp();
    for (let failures = 1; failures < SIGN_IN_LOCKOUT.freeFailures; failures++) {
      expect(await guard.failed('ana')).toEqual({ failures, lockedSeconds: 0 });
      expect(await refusal(guard.check('ana'))).toBeUndefined();
    }
    await fail('ana', 1);
    const locked = await refusal(guard.check('ana'));
    expect(locked).toMatchObject({
      status: 429,
      message: 'Too many failed sign-in attempts. Try again in 15 seconds.',
      headers: { 'retry-after': '15' },
    });
    // Another username is not affected.
    expect(await refusal(guard.check('bo'))).toBeUndefined();
  });

  it('counts down the lock, lifts it when it ends, and doubles it at each further failure', async () => {
    const { guard, advance } = setUp();
    for (let i = 0; i < SIGN_IN_LOCKOUT.freeFailures; i++) await guard.failed('ana');
    advance(10);
    expect((await refusal(guard.check('ana')))?.headers).toEqual({ 'retry-after': '5' });
    advance(5);
    expect(await refusal(guard.check('ana'))).toBeUndefined();

    expect(await guard.failed('ana')).toEqual({ failures: 6, lockedSeconds: 30 });
    expect((await refusal(guard.check('ana')))?.headers).toEqual({ 'retry-after': '30' });
    advance(30);
    expect(await guard.failed('ana')).toEqual({ failures: 7, lockedSeconds: 60 });
    expect((await refusal(guard.check('ana')))?.message).toBe(
      'Too many failed sign-in attempts. Try again in 1 minute.',
    );
    advance(60);
    await guard.failed('ana');
    expect((await refusal(guard.check('ana')))?.message).toBe(
      'Too many failed sign-in attempts. Try again in 2 minutes.',
    );
  });

  it('never locks longer than the longest lock', async () => {
    const { guard, advance } = setUp();
    let last = 0;
    for (let i = 0; i < 20; i++) {
      ({ lockedSeconds: last } = await guard.failed('ana'));
      advance(last);
    }
    expect(last).toBe(SIGN_IN_LOCKOUT.maxLockSeconds);
    await guard.failed('ana');
    expect(await refusal(guard.check('ana'))).toMatchObject({
      message: 'Too many failed sign-in attempts. Try again in 15 minutes.',
      headers: { 'retry-after': String(SIGN_IN_LOCKOUT.maxLockSeconds) },
    });
  });

  it('forgets the failures on a success', async () => {
    const { guard, fail } = setUp();
    await fail('ana', SIGN_IN_LOCKOUT.freeFailures - 1);
    await guard.succeeded('ana');
    expect(await guard.failed('ana')).toEqual({ failures: 1, lockedSeconds: 0 });
  });

  it('forgets a count untouched for a day, lock and all', async () => {
    const { guard, fail, advance, store } = setUp();
    await fail('ana', 8);
    const key = lockoutKey('ana');
    expect(store.items.get(key)?.expiresAt).toBe(
      START / 1000 + SIGN_IN_LOCKOUT.forgetAfterHours * 3600,
    );
    advance(SIGN_IN_LOCKOUT.forgetAfterHours * 3600 - 1);
    expect(await refusal(guard.check('ana'))).toBeUndefined();
    advance(1);
    expect(await guard.failed('ana')).toEqual({ failures: 1, lockedSeconds: 0 });
  });

  it('counts a username however it is typed: case, spaces, composed or not', async () => {
    const { guard, fail } = setUp();
    await fail('José', 2);
    await fail(' JOSÉ', 1);
    // 'e' followed by a combining acute accent: the same name once composed.
    await fail('jose\u0301', 2);
    expect(lockoutKey('Jose\u0301 ')).toBe(`${SESSION_KEYS.signIn}josé`);
    expect((await refusal(guard.check('josé')))?.status).toBe(429);
    expect(await refusal(guard.check('jose'))).toBeUndefined();
  });

  it('reports each failure, and whether it locked the username', async () => {
    const { guard, fail, onFailure } = setUp();
    await fail('ana', SIGN_IN_LOCKOUT.freeFailures);
    expect(onFailure.mock.calls.map(([failure]) => failure)).toEqual([
      ...Array.from({ length: SIGN_IN_LOCKOUT.freeFailures - 1 }, () => ({ locked: false })),
      { locked: true },
    ]);
    await guard.succeeded('ana');
    expect(onFailure).toHaveBeenCalledTimes(SIGN_IN_LOCKOUT.freeFailures);
  });
});

describe('the locked answer', () => {
  it('waits whole seconds, at least one', () => {
    expect(signInLocked(0.2)).toMatchObject({
      status: 429,
      message: 'Too many failed sign-in attempts. Try again in 1 second.',
      headers: { 'retry-after': '1' },
    });
    expect(signInLocked(59.5).headers).toEqual({ 'retry-after': '60' });
    expect(signInLocked(61).message).toBe(
      'Too many failed sign-in attempts. Try again in 2 minutes.',
    );
  });
});
