import { describe, expect, it } from 'vitest';
import { lockSeconds, SIGN_IN_LOCKOUT } from './sign-in';

describe('lockSeconds', () => {
  const waits = (rule: Parameters<typeof lockSeconds>[0], count: number) =>
    Array.from({ length: count }, (_, i) => lockSeconds(rule, i + 1));

  it('slows one address after 5 wrong passwords, up to half an hour', () => {
    expect(waits(SIGN_IN_LOCKOUT.address, 14)).toEqual([
      0, 0, 0, 0, 15, 30, 60, 120, 240, 480, 960, 1800, 1800, 1800,
    ]);
    expect(lockSeconds(SIGN_IN_LOCKOUT.address, 1000)).toBe(30 * 60);
  });

  it('pauses a username briefly after 20 wrong passwords from all addresses, never over a minute', () => {
    expect(waits(SIGN_IN_LOCKOUT.username, 25).slice(18)).toEqual([0, 5, 10, 20, 40, 60, 60]);
    expect(lockSeconds(SIGN_IN_LOCKOUT.username, 1000)).toBe(60);
  });

  it('locks a username after 5 wrong codes, up to 15 minutes', () => {
    expect(waits(SIGN_IN_LOCKOUT.code, 14)).toEqual([
      0, 0, 0, 0, 15, 30, 60, 120, 240, 480, 900, 900, 900, 900,
    ]);
  });
});
