import { describe, expect, it } from 'vitest';
import { accountCalls } from '@lab/shared/accounts/cognito-calls';
import { fakeCognito } from '../../../test/support/fake-cognito';
import { accountDirectory, accountState } from './account-directory';

const CREATED = new Date('2026-11-01T15:00:00.000Z');
const user = (name: string, extra: Record<string, unknown> = {}) => ({
  Username: name,
  Enabled: true,
  UserStatus: 'CONFIRMED',
  UserCreateDate: CREATED,
  Attributes: [
    { Name: 'sub', Value: `sub-${name}` },
    { Name: 'email', Value: `${name}@lab.example` },
  ],
  ...extra,
});

/** A sessions table holding `seen#` items for the given usernames. */
function seenTable(seen: Record<string, number>) {
  return {
    tableName: 'sessions',
    client: {
      send: async (command: {
        input: { RequestItems: Record<string, { Keys: { pk: string }[] }> };
      }) => ({
        Responses: {
          sessions: command.input.RequestItems.sessions!.Keys.flatMap(({ pk }) => {
            const at = seen[pk.replace('seen#', '')];
            return at === undefined ? [] : [{ pk, lastSignInAt: at }];
          }),
        },
      }),
    },
  } as never;
}

describe('account state', () => {
  it('is disabled whatever its status, invited until the first password, else active', () => {
    expect(accountState(false, 'FORCE_CHANGE_PASSWORD')).toBe('disabled');
    expect(accountState(true, 'FORCE_CHANGE_PASSWORD')).toBe('invited');
    expect(accountState(true, 'CONFIRMED')).toBe('active');
  });
});

describe('account directory', () => {
  it('lists every account with its role, state, last sign-in and authenticator, by username', async () => {
    const cognito = fakeCognito({
      ListUsers: {
        Users: [
          user('zoe'),
          user('ann', { UserStatus: 'FORCE_CHANGE_PASSWORD' }),
          user('bob', { Enabled: false }),
          user('nobody'),
        ],
      },
      ListUsersInGroup: [{ Users: [user('zoe'), user('bob')] }, { Users: [user('zoe')] }],
      AdminGetUser: [
        { UserMFASettingList: ['SOFTWARE_TOKEN_MFA'] },
        {},
        { UserMFASettingList: ['SOFTWARE_TOKEN_MFA'] },
        {},
      ],
    });
    const directory = accountDirectory({
      cognito,
      userPoolId: 'pool',
      sessions: seenTable({ zoe: Date.parse('2026-11-20T18:30:00.000Z') }),
    });
    const accounts = await directory.list();
    expect(accounts.map((a) => [a.username, a.role, a.state])).toEqual([
      ['ann', null, 'invited'],
      ['bob', 'staff', 'disabled'],
      ['nobody', null, 'active'],
      ['zoe', 'administrator', 'active'],
    ]);
    expect(accounts.find((a) => a.username === 'zoe')).toEqual({
      username: 'zoe',
      email: 'zoe@lab.example',
      role: 'administrator',
      state: 'active',
      createdAt: CREATED.toISOString(),
      lastSignInAt: '2026-11-20T18:30:00.000Z',
      mfaEnrolled: true,
    });
    expect(accounts.find((a) => a.username === 'ann')).toMatchObject({
      lastSignInAt: null,
      mfaEnrolled: false,
    });
    // The groups by name, once each: never a call per account for the roles.
    expect(
      cognito.calls.filter((c) => c.command === 'ListUsersInGroup').map((c) => c.input.GroupName),
    ).toEqual(['staff', 'administrators']);
  });

  it('lists as colleagues only enabled accounts that have a role', async () => {
    const cognito = fakeCognito({
      ListUsers: {
        Users: [user('zoe'), user('bob', { Enabled: false }), user('nobody'), user('sam')],
      },
      ListUsersInGroup: [{ Users: [user('bob'), user('sam')] }, { Users: [user('zoe')] }],
    });
    const directory = accountDirectory({ cognito, userPoolId: 'pool' });
    expect(await directory.colleagues()).toEqual([
      { username: 'sam', role: 'staff' },
      { username: 'zoe', role: 'administrator' },
    ]);
  });

  it('finds one account with its sub, or none', async () => {
    const cognito = fakeCognito({
      AdminGetUser: [
        {
          Username: 'sam',
          Enabled: true,
          UserStatus: 'CONFIRMED',
          UserAttributes: user('sam').Attributes,
        },
        { error: 'UserNotFoundException' },
      ],
      AdminListGroupsForUser: { Groups: [{ GroupName: 'staff' }] },
    });
    const directory = accountDirectory({ cognito, userPoolId: 'pool', sessions: seenTable({}) });
    expect(await directory.find('sam')).toMatchObject({
      sub: 'sub-sam',
      account: { username: 'sam', role: 'staff', state: 'active' },
    });
    expect(await directory.find('ghost')).toBeNull();
  });

  it('makes an account without Cognito’s message, and says when the username is taken', async () => {
    const cognito = fakeCognito({
      AdminCreateUser: [{}, { error: 'UsernameExistsException' }],
    });
    const directory = accountDirectory({ cognito, userPoolId: 'pool' });
    const input = { username: 'new', email: 'new@lab.example', password: 'Temp-Passw0rd-1!' };
    expect(await directory.create(input)).toBe(true);
    expect(cognito.calls[0]?.input).toMatchObject({
      UserPoolId: 'pool',
      Username: 'new',
      TemporaryPassword: 'Temp-Passw0rd-1!',
      MessageAction: 'SUPPRESS',
    });
    expect(await directory.create(input)).toBe(false);
  });

  it('sends the calls in order and goes on past a sign-out the user pool lacks (cognito-local), not past another error', async () => {
    const cognito = fakeCognito({
      AdminDisableUser: {},
      AdminUserGlobalSignOut: {
        error: 'CognitoLocal#Unsupported',
        message: 'Cognito Local unsupported feature: AdminUserGlobalSignOut',
      },
    });
    const directory = accountDirectory({ cognito, userPoolId: 'pool' });
    await directory.run(accountCalls('disable', 'pool', 'sam'));
    expect(cognito.calls.map((c) => c.command)).toEqual([
      'AdminDisableUser',
      'AdminUserGlobalSignOut',
    ]);

    const failing = accountDirectory({
      cognito: fakeCognito({ AdminDisableUser: { error: 'UserNotFoundException' } }),
      userPoolId: 'pool',
    });
    await expect(failing.run(accountCalls('disable', 'pool', 'sam'))).rejects.toThrow();
  });
});
