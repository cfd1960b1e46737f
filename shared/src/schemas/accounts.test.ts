import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, inviteAccountSchema, updateAccountSchema } from './accounts';
import { EMAIL_MESSAGE } from './fields';

const messages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));

describe('accounts schemas', () => {
  it('takes an invitation with a username, an address and a role, trimmed', () => {
    expect(
      inviteAccountSchema.parse({ username: ' kim.lee ', email: 'kim@example.com', role: 'staff' }),
    ).toEqual({ username: 'kim.lee', email: 'kim@example.com', role: 'staff' });
  });

  it('says under each field what is wrong with an invitation', () => {
    expect(
      messages(inviteAccountSchema.safeParse({ username: 'kim lee', email: 'kim', role: 'boss' })),
    ).toEqual({
      username: ACCOUNT_MESSAGES.usernameShape,
      email: EMAIL_MESSAGE,
      role: ACCOUNT_MESSAGES.role,
    });
    expect(
      messages(
        inviteAccountSchema.safeParse({ username: '', email: 'kim@example.com', role: 'staff' }),
      ),
    ).toEqual({ username: ACCOUNT_MESSAGES.username });
  });

  it('takes one change at a time: an action or a role, nothing else', () => {
    expect(updateAccountSchema.parse({ action: 'reset-mfa' })).toEqual({ action: 'reset-mfa' });
    expect(updateAccountSchema.parse({ role: 'administrator' })).toEqual({ role: 'administrator' });
    for (const bad of [
      {},
      { action: 'delete' },
      { role: 'owner' },
      { action: 'enable', role: 'staff' },
    ]) {
      expect(updateAccountSchema.safeParse(bad).error?.issues[0]?.message).toBe(
        ACCOUNT_MESSAGES.action,
      );
    }
  });
});
