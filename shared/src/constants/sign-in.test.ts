import { describe, expect, it } from 'vitest';
import { lockSeconds, SIGN_IN_LOCKOUT } from './sign-in';

describe('lockSeconds', () => {
  it('lets the first failures through, then locks for longer each time up to the cap', () => {
    const locks = Array.from({ length: 14 }, (_, i) => lockSeconds(i + 1));
    expect(locks).toEqual([0, 0, 0, 0, 15, 30, 60, 120, 240, 480, 900, 900, 900, 900]);
    expect(lockSeconds(1000)).toBe(SIGN_IN_LOCKOUT.maxLockSeconds);
  });
});
