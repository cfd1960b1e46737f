import { describe, expect, it } from 'vitest';
import type { CognitoCall } from '@lab/shared/accounts/cognito-calls';
import { ACCOUNT_MESSAGES, type Account, type UpdateAccount } from '@lab/shared/schemas/accounts';
import { main, updateAction, type UpdateAccountDeps } from './handler';

const ACCOUNT: Account = {
  username: 'sam',
  email: 'sam@example.com',
  role: 'staff',
  state: 'active',
  createdAt: '2026-11-01T15:00:00.000Z',
  lastSignInAt: null,
  mfaEnrolled: true,
};
const NOW = Date.parse('2026-11-27T16:00:00.000Z');

function deps({ missing = false, failOn }: { missing?: boolean; failOn?: Error } = {}) {
  const ran: string[] = [];
  const ended: { sub: string; at: number; disabled?: boolean | undefined }[] = [];
  const updateDeps: UpdateAccountDeps = {
    directory: {
      find: async (username) =>
        missing ? null : { account: { ...ACCOUNT, username }, sub: `sub-${username}` },
      run: async (calls: readonly CognitoCall[]) => {
        for (const call of calls) {
          if (failOn && call.op === 'AdminSetUserMFAPreference') throw failOn;
          ran.push(call.op);
        }
      },
    },
    sessions: {
      endAllOf: async (sub, at, options) => {
        ended.push({ sub, at, disabled: options?.disabled });
      },
    },
    userPoolId: 'pool',
    now: () => NOW,
  };
  return { updateDeps, ran, ended };
}

const update = (change: UpdateAccount, d: UpdateAccountDeps, actorSub = 'sub-admin') =>
  main({ username: 'sam' }, change, actorSub, d);

describe('update-account', () => {
  it('disables the account and ends its sessions at once, keeping it from new ones', async () => {
    const { updateDeps, ran, ended } = deps();
    expect(await update({ action: 'disable' }, updateDeps)).toEqual({ account: ACCOUNT });
    expect(ran).toEqual(['AdminDisableUser', 'AdminUserGlobalSignOut']);
    expect(ended).toEqual([{ sub: 'sub-sam', at: NOW, disabled: true }]);
  });

  it('enables it again and lifts the sessions table’s disabling', async () => {
    const { updateDeps, ran, ended } = deps();
    await update({ action: 'enable' }, updateDeps);
    expect(ran).toEqual(['AdminEnableUser']);
    expect(ended).toEqual([{ sub: 'sub-sam', at: NOW, disabled: false }]);
  });

  it('resets the authenticator and signs the account out', async () => {
    const { updateDeps, ran, ended } = deps();
    await update({ action: 'reset-mfa' }, updateDeps);
    expect(ran).toEqual(['AdminSetUserMFAPreference', 'AdminUserGlobalSignOut']);
    expect(ended).toEqual([{ sub: 'sub-sam', at: NOW, disabled: false }]);
  });

  it('says so (501) when the user pool cannot reset an authenticator, and ends nothing', async () => {
    const unsupported = Object.assign(new Error('Cognito Local unsupported feature'), {
      name: 'CognitoLocal#Unsupported',
    });
    const { updateDeps, ended } = deps({ failOn: unsupported });
    await expect(update({ action: 'reset-mfa' }, updateDeps)).rejects.toMatchObject({
      status: 501,
      message: ACCOUNT_MESSAGES.mfaResetUnsupported,
    });
    expect(ended).toEqual([]);
  });

  it('changes the role: into the new group first, then out of the other, and ends the old role’s sessions', async () => {
    const { updateDeps, ran, ended } = deps();
    await update({ role: 'administrator' }, updateDeps);
    expect(ran).toEqual([
      'AdminAddUserToGroup',
      'AdminRemoveUserFromGroup',
      'AdminUserGlobalSignOut',
    ]);
    expect(ended).toHaveLength(1);
  });

  it('refuses (409) an administrator disabling or demoting themselves, and does nothing', async () => {
    for (const change of [{ action: 'disable' }, { role: 'staff' }] as const) {
      const { updateDeps, ran, ended } = deps();
      await expect(update(change, updateDeps, 'sub-sam')).rejects.toMatchObject({
        status: 409,
        message: ACCOUNT_MESSAGES.notYourself,
      });
      expect([...ran, ...ended]).toEqual([]);
    }
    // Their own authenticator they may reset.
    const { updateDeps } = deps();
    await expect(update({ action: 'reset-mfa' }, updateDeps, 'sub-sam')).resolves.toBeDefined();
  });

  it('answers 404 for an unknown username', async () => {
    const { updateDeps, ran } = deps({ missing: true });
    await expect(update({ action: 'enable' }, updateDeps)).rejects.toMatchObject({
      status: 404,
      message: ACCOUNT_MESSAGES.notFound,
    });
    expect(ran).toEqual([]);
  });

  it('names each change and its account in the audit trail', () => {
    const params = { username: 'sam' };
    expect(updateAction(params, { action: 'disable' })).toMatchObject({
      event: 'account-disabled',
      target: 'sam',
    });
    expect(updateAction(params, { action: 'reset-mfa' }).event).toBe('account-mfa-reset');
    expect(updateAction(params, { role: 'staff' })).toMatchObject({
      event: 'account-role-changed',
      role: 'staff',
    });
  });
});
