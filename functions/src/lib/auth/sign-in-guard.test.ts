import { describe, expect, it, vi } from 'vitest';
import { SIGN_IN_LOCKOUT } from '@lab/shared/constants/sign-in';
import { SESSION_KEYS } from '@lab/shared/data/tables';
import { memoryLockoutStore } from '../../../test/support/memory-lockout-store';
import { HttpError } from '../http/http-error';
import { lockoutKeys } from './lockout-store';
import { signInGuard, signInLocked } from './sign-in-guard';

const START = Date.UTC(2026, 0, 1, 8);
const { address: ADDRESS, username: USERNAME, code: CODE } = SIGN_IN_LOCKOUT;
const HOME = '203.0.113.7';
const OFFICE = '198.51.100.4';
/** The nth address of an attacker's many. */
const bot = (n: number) => `192.0.2.${n}`;

/** A guard over memory, on a clock the test moves. */
function setUp() {
  let now = START;
  const store = memoryLockoutStore();
  const onFailure = vi.fn();
  const guard = signInGuard(store, { now: () => now, onFailure });
  const advance = (seconds: number) => {
    now += seconds * 1000;
  };
  const failPasswords = async (username: string, address: string, times: number) => {
    for (let i = 0; i < times; i++) await guard.passwordFailed(username, address);
  };
  const failCodes = async (username: string, times: number) => {
    for (let i = 0; i < times; i++) await guard.codeFailed(username);
  };
  return { guard, store, onFailure, advance, failPasswords, failCodes };
}

/** The 429 a check throws, or undefined when it lets the attempt through. */
async function refusal(check: Promise<void>): Promise<HttpError | undefined> {
  try {
    await check;
    return undefined;
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
}

describe('the sign-in guard: wrong passwords', () => {
  it('slows one address from its fifth wrong password, and never another address', async () => {
    const { guard, failPasswords } = setUp();
    for (let failures = 1; failures < ADDRESS.freeFailures; failures++) {
      expect(await guard.passwordFailed('ana', HOME)).toEqual({ failures, lockedSeconds: 0 });
      expect(await refusal(guard.checkPassword('ana', HOME))).toBeUndefined();
    }
    await failPasswords('ana', HOME, 1);
    expect(await refusal(guard.checkPassword('ana', HOME))).toMatchObject({
      status: 429,
      message: 'Too many failed sign-in attempts. Try again in 15 seconds.',
      headers: { 'retry-after': '15' },
    });
    // The username from another address, and the address for another username, go on.
    await failPasswords('ana', HOME, 30);
    expect(await refusal(guard.checkPassword('ana', OFFICE))).toBeUndefined();
    expect(await refusal(guard.checkPassword('bo', HOME))).toBeUndefined();
  });

  it('doubles the wait at each further wrong password, up to half an hour', async () => {
    const { guard, advance, failPasswords } = setUp();
    await failPasswords('ana', HOME, ADDRESS.freeFailures);
    advance(10);
    expect((await refusal(guard.checkPassword('ana', HOME)))?.headers).toEqual({
      'retry-after': '5',
    });
    advance(5);
    expect(await refusal(guard.checkPassword('ana', HOME))).toBeUndefined();
    expect(await guard.passwordFailed('ana', HOME)).toEqual({ failures: 6, lockedSeconds: 30 });
    let last = 0;
    for (let i = 0; i < 10; i++) {
      advance(last);
      ({ lockedSeconds: last } = await guard.passwordFailed('ana', HOME));
    }
    expect(last).toBe(ADDRESS.maxLockSeconds);
    expect(await refusal(guard.checkPassword('ana', HOME))).toMatchObject({
      message: 'Too many failed sign-in attempts. Try again in 30 minutes.',
    });
  });

  it('pauses the username briefly after 20 wrong passwords from all addresses, only for addresses that failed', async () => {
    const { guard, advance } = setUp();
    for (let n = 1; n < USERNAME.freeFailures; n++) await guard.passwordFailed('ana', bot(n));
    expect(await guard.passwordFailed('ana', bot(20))).toEqual({ failures: 1, lockedSeconds: 5 });
    // Any address that failed for 'ana' waits; a fresh one (the lab's own) never does.
    expect((await refusal(guard.checkPassword('ana', bot(1))))?.headers).toEqual({
      'retry-after': '5',
    });
    expect(await refusal(guard.checkPassword('ana', OFFICE))).toBeUndefined();
    expect(await refusal(guard.checkPassword('bo', bot(1)))).toBeUndefined();
    // Each further one doubles the pause, never past a minute.
    for (let n = 21; n < 40; n++) await guard.passwordFailed('ana', bot(n));
    expect((await refusal(guard.checkPassword('ana', bot(2))))?.headers).toEqual({
      'retry-after': String(USERNAME.maxLockSeconds),
    });
    advance(USERNAME.maxLockSeconds);
    expect(await refusal(guard.checkPassword('ana', bot(2)))).toBeUndefined();
    // The count is forgotten a quarter of an hour after the last wrong password.
    advance(USERNAME.forgetAfterSeconds - USERNAME.maxLockSeconds);
    expect(await guard.passwordFailed('ana', bot(41))).toEqual({ failures: 1, lockedSeconds: 0 });
  });

  it('forgets an address’s wrong passwords when it gives the right one', async () => {
    const { guard, failPasswords } = setUp();
    await failPasswords('ana', HOME, ADDRESS.freeFailures - 1);
    await failPasswords('ana', OFFICE, 2);
    await guard.passwordAccepted('ana', HOME);
    expect(await guard.passwordFailed('ana', HOME)).toEqual({ failures: 1, lockedSeconds: 0 });
    expect(await guard.passwordFailed('ana', OFFICE)).toMatchObject({ failures: 3 });
  });

  it('forgets an address’s count untouched for a day, wait and all', async () => {
    const { guard, failPasswords, advance, store } = setUp();
    await failPasswords('ana', HOME, 8);
    expect(store.items.get(lockoutKeys.address('ana', HOME))?.expiresAt).toBe(
      START / 1000 + ADDRESS.forgetAfterSeconds,
    );
    advance(ADDRESS.forgetAfterSeconds);
    expect(await refusal(guard.checkPassword('ana', HOME))).toBeUndefined();
    expect(await guard.passwordFailed('ana', HOME)).toEqual({ failures: 1, lockedSeconds: 0 });
  });

  it('counts a username however it is typed, and an IPv6 /64 as one address', async () => {
    const { guard, failPasswords } = setUp();
    await failPasswords('José', '2001:db8:1:2::a', 2);
    await failPasswords(' JOSÉ', '2001:db8:1:2::b', 1);
    // 'e' followed by a combining acute accent: the same name once composed.
    await failPasswords('jose\u0301', '2001:db8:1:2:ffff::1', 2);
    expect(lockoutKeys.address('Jose\u0301 ', '2001:db8:1:2::c')).toBe(
      `${SESSION_KEYS.signIn}address#2001:db8:1:2::/64#josé`,
    );
    expect((await refusal(guard.checkPassword('josé', '2001:db8:1:2::9')))?.status).toBe(429);
    expect(await refusal(guard.checkPassword('jose', '2001:db8:1:2::9'))).toBeUndefined();
    expect(await refusal(guard.checkPassword('josé', '2001:db8:1:3::9'))).toBeUndefined();
  });

  it('keeps each kind of count under its own key, which no username can spell', () => {
    const keys = [
      lockoutKeys.code('code#x'),
      lockoutKeys.username('x'),
      lockoutKeys.code('password#x'),
      lockoutKeys.address('x', '192.0.2.1'),
      lockoutKeys.code('address#192.0.2.1#x'),
    ];
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('the sign-in guard: wrong codes', () => {
  it('locks the username from every address from the fifth wrong code', async () => {
    const { guard, failCodes } = setUp();
    for (let failures = 1; failures < CODE.freeFailures; failures++) {
      expect(await guard.codeFailed('ana')).toEqual({ failures, lockedSeconds: 0 });
      expect(await refusal(guard.checkCode('ana'))).toBeUndefined();
    }
    await failCodes('ana', 1);
    const locked = {
      status: 429,
      message: 'Too many failed sign-in attempts. Try again in 15 seconds.',
    };
    expect(await refusal(guard.checkCode('ana'))).toMatchObject(locked);
    expect(await refusal(guard.checkPassword('ana', OFFICE))).toMatchObject(locked);
    expect(await refusal(guard.checkCode('bo'))).toBeUndefined();
  });

  it('doubles the lock up to 15 minutes, and forgets it when the username signs in', async () => {
    const { guard, advance, failCodes } = setUp();
    let last = 0;
    for (let i = 0; i < 20; i++) {
      ({ lockedSeconds: last } = await guard.codeFailed('ana'));
      advance(last);
    }
    expect(last).toBe(CODE.maxLockSeconds);
    await failCodes('ana', 1);
    expect((await refusal(guard.checkCode('ana')))?.message).toBe(
      'Too many failed sign-in attempts. Try again in 15 minutes.',
    );
    await guard.succeeded('ana');
    expect(await refusal(guard.checkCode('ana'))).toBeUndefined();
    expect(await guard.codeFailed('ana')).toEqual({ failures: 1, lockedSeconds: 0 });
  });
});

describe('the sign-in guard: reporting', () => {
  it('reports each failure, and whether it made the next attempt wait', async () => {
    const { guard, failPasswords, failCodes, onFailure } = setUp();
    await failPasswords('ana', HOME, ADDRESS.freeFailures);
    await failCodes('bo', CODE.freeFailures);
    const free = (n: number) => Array.from({ length: n - 1 }, () => ({ locked: false }));
    expect(onFailure.mock.calls.map(([failure]) => failure)).toEqual([
      ...free(ADDRESS.freeFailures),
      { locked: true },
      ...free(CODE.freeFailures),
      { locked: true },
    ]);
    await guard.succeeded('bo');
    await guard.passwordAccepted('ana', HOME);
    expect(onFailure).toHaveBeenCalledTimes(ADDRESS.freeFailures + CODE.freeFailures);
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
