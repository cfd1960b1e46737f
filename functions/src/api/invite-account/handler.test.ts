import { describe, expect, it } from 'vitest';
import type { CognitoCall } from '@lab/shared/accounts/cognito-calls';
import { ACCOUNT_MESSAGES, type Account } from '@lab/shared/schemas/accounts';
import type { OutgoingInvitation } from '../../lib/mail/ses-sender';
import { main, type InviteDeps } from './handler';

const INVITE = { username: 'kim', email: 'kim@example.com', role: 'staff' } as const;
const ACCOUNT: Account = {
  username: 'kim',
  email: 'kim@example.com',
  role: 'staff',
  state: 'invited',
  createdAt: '2026-11-27T16:00:00.000Z',
  lastSignInAt: null,
  mfaEnrolled: false,
};

function deps({ taken = false, sendFails = false } = {}) {
  const ran: CognitoCall[] = [];
  const sent: OutgoingInvitation[] = [];
  const removed: string[] = [];
  const inviteDeps: InviteDeps = {
    directory: {
      create: async () => !taken,
      remove: async (username) => {
        removed.push(username);
      },
      run: async (calls) => {
        ran.push(...calls);
      },
      find: async () => ({ account: ACCOUNT, sub: 'sub-kim' }),
    },
    send: async (message) => {
      if (sendFails) throw new Error('SES is down');
      sent.push(message);
      return 'message-id';
    },
    userPoolId: 'pool',
    siteUrl: 'https://lab.example',
    replyTo: 'lab@lab.example',
    password: () => 'Temp-Passw0rd-1!aA1!',
  };
  return { inviteDeps, ran, sent, removed };
}

describe('invite-account', () => {
  it('makes the account in its role and e-mails the username, temporary password and sign-in link', async () => {
    const { inviteDeps, ran, sent } = deps();
    expect(await main(INVITE, inviteDeps)).toEqual({ account: ACCOUNT });
    expect(ran).toEqual([
      {
        op: 'AdminAddUserToGroup',
        input: { UserPoolId: 'pool', Username: 'kim', GroupName: 'staff' },
      },
    ]);
    expect(sent).toHaveLength(1);
    const [mail] = sent;
    expect(mail).toMatchObject({
      username: 'kim',
      to: 'kim@example.com',
      replyTo: 'lab@lab.example',
    });
    expect(mail?.text).toContain('Username: kim');
    expect(mail?.text).toContain('Temporary password: Temp-Passw0rd-1!aA1!');
    expect(mail?.text).toContain('https://lab.example/admin');
  });

  it('answers 409 for a username already taken, and sends nothing', async () => {
    const { inviteDeps, sent } = deps({ taken: true });
    await expect(main(INVITE, inviteDeps)).rejects.toMatchObject({
      status: 409,
      message: ACCOUNT_MESSAGES.usernameTaken,
    });
    expect(sent).toEqual([]);
  });

  it('takes the account back when the invitation cannot be sent, so it can be invited again', async () => {
    const { inviteDeps, removed } = deps({ sendFails: true });
    await expect(main(INVITE, inviteDeps)).rejects.toMatchObject({
      status: 502,
      message: ACCOUNT_MESSAGES.invitationFailed,
    });
    expect(removed).toEqual(['kim']);
  });
});
