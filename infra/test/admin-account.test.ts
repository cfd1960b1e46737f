import { describe, expect, it } from 'vitest';
import { accountCommands } from '../src/admin/account-commands';

const calls = (action: 'reset-mfa' | 'disable') =>
  accountCommands(action, 'ca-central-1_pool', 'jane').map((c) => [c.constructor.name, c.input]);

describe('admin account commands', () => {
  it('reset-mfa turns the authenticator off, so the next sign-in enrols, and ends every session', () => {
    expect(calls('reset-mfa')).toEqual([
      [
        'AdminSetUserMFAPreferenceCommand',
        {
          UserPoolId: 'ca-central-1_pool',
          Username: 'jane',
          SoftwareTokenMfaSettings: { Enabled: false, PreferredMfa: false },
        },
      ],
      ['AdminUserGlobalSignOutCommand', { UserPoolId: 'ca-central-1_pool', Username: 'jane' }],
    ]);
  });

  it('disable disables the account, then ends every session', () => {
    expect(calls('disable')).toEqual([
      ['AdminDisableUserCommand', { UserPoolId: 'ca-central-1_pool', Username: 'jane' }],
      ['AdminUserGlobalSignOutCommand', { UserPoolId: 'ca-central-1_pool', Username: 'jane' }],
    ]);
  });
});
