import { describe, expect, it } from 'vitest';
import { accountCalls, roleCalls, temporaryPassword } from './cognito-calls';

describe('account Cognito calls', () => {
  it('gives a role: into its group first, out of the other, then a sign-out so the next sign-in carries it', () => {
    expect(roleCalls('staff', 'pool', 'sam').map((c) => [c.op, c.input])).toEqual([
      ['AdminAddUserToGroup', { UserPoolId: 'pool', Username: 'sam', GroupName: 'staff' }],
      [
        'AdminRemoveUserFromGroup',
        { UserPoolId: 'pool', Username: 'sam', GroupName: 'administrators' },
      ],
      ['AdminUserGlobalSignOut', { UserPoolId: 'pool', Username: 'sam' }],
    ]);
  });

  it('enables without a sign-out; disables, then signs out', () => {
    expect(accountCalls('enable', 'pool', 'sam').map((c) => c.op)).toEqual(['AdminEnableUser']);
    expect(accountCalls('disable', 'pool', 'sam').map((c) => c.op)).toEqual([
      'AdminDisableUser',
      'AdminUserGlobalSignOut',
    ]);
  });

  it('makes temporary passwords the pool accepts, never the same twice', () => {
    const passwords = Array.from({ length: 50 }, () => temporaryPassword());
    for (const password of passwords) {
      expect(password.length).toBeGreaterThanOrEqual(14);
      for (const rule of [/[a-z]/, /[A-Z]/, /\d/, /[^\w]/]) expect(password).toMatch(rule);
    }
    expect(new Set(passwords).size).toBe(passwords.length);
  });
});
