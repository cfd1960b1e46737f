import * as z from 'zod';
import { roleCalls, temporaryPassword } from '@lab/shared/accounts/cognito-calls';
import { SITE_URL_ENV } from '@lab/shared/data/mail-jobs';
import {
  ACCOUNT_MESSAGES,
  inviteAccountSchema,
  type AccountAnswer,
  type InviteAccount,
} from '@lab/shared/schemas/accounts';
import {
  accountDirectoryFromEnv,
  type AccountDirectory,
} from '../../lib/accounts/account-directory';
import { readEnv } from '../../lib/env';
import { HttpError } from '../../lib/http/http-error';
import { logger } from '../../lib/logging/logger';
import { invitationEmail } from '../../lib/mail/invitation-email';
import { sesSenderFromEnv, type SesSender } from '../../lib/mail/ses-sender';
import { apiHandler, created } from '../../lib/middleware/api-handler';

export interface InviteDeps {
  directory: Pick<AccountDirectory, 'create' | 'remove' | 'run' | 'find'>;
  send: SesSender['invitation'];
  userPoolId: string;
  /** The site's address: the invitation links to its /admin. */
  siteUrl: string;
  /** The laboratory's inbox, which a reply to the invitation reaches. */
  replyTo: string;
  /** @default temporaryPassword */
  password?: () => string;
}

/**
 * Makes the account with a temporary password (Cognito's own message suppressed), gives it
 * its role, and e-mails the invitation from the laboratory's address. An invitation that
 * cannot be sent takes the account back, so nobody holds an account whose password nobody
 * knows, and the administrator can simply try again. Its first sign-in chooses a password
 * and enrols an authenticator, as every first sign-in does.
 */
/** Runs `step`; when it fails, deletes the account just made before passing the failure on. */
async function takenBackOnFailure(
  deps: InviteDeps,
  username: string,
  step: () => Promise<void>,
): Promise<void> {
  try {
    await step();
  } catch (error) {
    await deps.directory.remove(username);
    throw error;
  }
}

export async function main(invite: InviteAccount, deps: InviteDeps): Promise<AccountAnswer> {
  const password = (deps.password ?? temporaryPassword)();
  const made = await deps.directory.create({
    username: invite.username,
    email: invite.email,
    password,
  });
  if (!made) {
    throw new HttpError(409, ACCOUNT_MESSAGES.usernameTaken, {
      username: ACCOUNT_MESSAGES.usernameTaken,
    });
  }
  // Only the group: a new account has no session to end, so no sign-out. An account left
  // without its role would block the username, so it is taken back then too (a 500).
  const group = roleCalls(invite.role, deps.userPoolId, invite.username).filter(
    (call) => call.op === 'AdminAddUserToGroup',
  );
  await takenBackOnFailure(deps, invite.username, () => deps.directory.run(group));
  await takenBackOnFailure(deps, invite.username, async () => {
    try {
      await deps.send({
        username: invite.username,
        to: invite.email,
        replyTo: deps.replyTo,
        ...invitationEmail({
          username: invite.username,
          password,
          role: invite.role,
          signInUrl: `${deps.siteUrl}/admin`,
        }),
      });
    } catch (error) {
      logger.error('Invitation not sent; the account is taken back', { error: error as Error });
      throw new HttpError(502, ACCOUNT_MESSAGES.invitationFailed);
    }
  });
  const found = await deps.directory.find(invite.username);
  if (!found) throw new Error('The account just made is gone');
  return { account: found.account };
}

const env = readEnv({
  USER_POOL_ID: z.string().min(1),
  NOTIFY_TO: z.email(),
  [SITE_URL_ENV]: z.url().transform((url) => url.replace(/\/+$/, '')),
});
const deps: InviteDeps = {
  directory: accountDirectoryFromEnv({ signIns: true }),
  send: sesSenderFromEnv().invitation,
  userPoolId: env.USER_POOL_ID,
  siteUrl: env[SITE_URL_ENV],
  replyTo: env.NOTIFY_TO,
};

export const handler = apiHandler('invite-account', {
  input: { body: inviteAccountSchema },
  run: ({ body }) => main(body, deps),
  audit: {
    record: 'before-answer',
    actions: ({ body }) => ({
      event: 'account-invited',
      outcome: 'success',
      target: body.username,
      role: body.role,
    }),
  },
  answer: created,
});
