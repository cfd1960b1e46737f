import { describe, expect, it } from 'vitest';
import { auditExpiresAt } from '@lab/shared/data/tables';
import {
  accountAuditEntry,
  accountCommands,
  auditPutCommand,
  temporaryPassword,
  type AccountAction,
} from '../src/admin/account-commands';

const calls = (action: AccountAction) =>
  accountCommands(action, 'ca-central-1_pool', 'jane', {
    temporaryPassword: 'Temp-Passw0rd-1',
  }).map((c) => [c.constructor.name, c.input]);

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

  it('reset-password sets a temporary password, so the next sign-in chooses one, and ends every session', () => {
    expect(calls('reset-password')).toEqual([
      [
        'AdminSetUserPasswordCommand',
        {
          UserPoolId: 'ca-central-1_pool',
          Username: 'jane',
          Password: 'Temp-Passw0rd-1',
          Permanent: false,
        },
      ],
      ['AdminUserGlobalSignOutCommand', { UserPoolId: 'ca-central-1_pool', Username: 'jane' }],
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

  it('disable disables the account, then ends every session', () => {
    expect(calls('disable')).toEqual([
      ['AdminDisableUserCommand', { UserPoolId: 'ca-central-1_pool', Username: 'jane' }],
      ['AdminUserGlobalSignOutCommand', { UserPoolId: 'ca-central-1_pool', Username: 'jane' }],
    ]);
  });
});

describe('the audit entry of an account command', () => {
  const fields = {
    id: '01JD0000000000000000000000',
    at: '2026-11-23T10:00:00.000Z',
    actor: 'arn:aws:sts::123456789012:assumed-role/Operator/jane.ops',
    target: 'jane',
    requestId: 'cognito-request-id',
  };

  it('names the operator as the actor and the account as the target', () => {
    expect(accountAuditEntry('reset-mfa', fields)).toEqual({
      ...fields,
      event: 'mfa-reset',
      outcome: 'success',
    });
    expect(accountAuditEntry('disable', fields).event).toBe('account-disabled');
    expect(accountAuditEntry('reset-password', fields).event).toBe('password-reset');
  });

  it('is appended as the API appends: its own key, its expiry, never over another entry', () => {
    const entry = accountAuditEntry('disable', fields);
    expect(auditPutCommand('audit-table', entry).input).toEqual({
      TableName: 'audit-table',
      Item: {
        ...entry,
        stream: 'admin',
        sk: `${fields.at}#${fields.id}`,
        expiresAt: auditExpiresAt(fields.at),
      },
      ConditionExpression: 'attribute_not_exists(#sk)',
      ExpressionAttributeNames: { '#sk': 'sk' },
    });
  });
});
