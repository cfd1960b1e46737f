import * as z from 'zod';
import { accountCalls, roleCalls, type CognitoCall } from '@lab/shared/accounts/cognito-calls';
import {
  ACCOUNT_MESSAGES,
  accountParamsSchema,
  updateAccountSchema,
  type AccountAnswer,
  type AccountParams,
  type UpdateAccount,
} from '@lab/shared/schemas/accounts';
import type { AuditEvent } from '@lab/shared/schemas/audit';
import {
  accountDirectoryFromEnv,
  unsupported,
  type AccountDirectory,
} from '../../lib/accounts/account-directory';
import type { AuditAction } from '../../lib/audit/audit-entry';
import { sessionStore, type SessionClaims, type SessionStore } from '../../lib/auth/session-store';
import { readEnv } from '../../lib/env';
import { HttpError } from '../../lib/http/http-error';
import { apiHandler } from '../../lib/middleware/api-handler';

export interface UpdateAccountDeps {
  directory: Pick<AccountDirectory, 'find' | 'run'>;
  sessions: Pick<SessionStore, 'endAllOf'>;
  userPoolId: string;
  /** @default Date.now */
  now?: () => number;
}

/** Whether a change would leave the acting administrator unable to administer. */
function selfLockout(change: UpdateAccount): boolean {
  return 'action' in change ? change.action === 'disable' : change.role !== 'administrator';
}

/** The user-pool calls of a change, and whether it ends the account's sessions. */
function plan(
  change: UpdateAccount,
  userPoolId: string,
  username: string,
): { calls: CognitoCall[]; endSessions: boolean } {
  if ('role' in change) {
    // Its tokens carry the old role until they lapse: ended, so the next sign-in carries the new.
    return { calls: roleCalls(change.role, userPoolId, username), endSessions: true };
  }
  return {
    calls: accountCalls(change.action, userPoolId, username),
    endSessions: change.action !== 'enable',
  };
}

/**
 * Disables, enables, resets the authenticator of, or changes the role of one account. An
 * administrator may not disable or demote their own account, so the laboratory cannot lose
 * its last administrator by a slip. Every change but enabling ends the account's sessions
 * in the sessions table at once (a disabling also keeps it from new ones there until it is
 * enabled), before Cognito's own sign-out.
 */
export async function main(
  { username }: AccountParams,
  change: UpdateAccount,
  /** The acting administrator's `sub`: compared by it, as usernames may differ in case only. */
  actorSub: string,
  deps: UpdateAccountDeps,
): Promise<AccountAnswer> {
  const found = await deps.directory.find(username);
  if (!found) throw new HttpError(404, ACCOUNT_MESSAGES.notFound);
  if (found.sub === actorSub && selfLockout(change)) {
    throw new HttpError(409, ACCOUNT_MESSAGES.notYourself);
  }

  const { calls, endSessions } = plan(change, deps.userPoolId, username);
  const [first, ...rest] = calls;
  const now = (deps.now ?? Date.now)();
  try {
    // The change itself first: nothing else happens when it is refused.
    if (first) await deps.directory.run([first]);
  } catch (error) {
    if (first?.op === 'AdminSetUserMFAPreference' && unsupported(error)) {
      throw new HttpError(501, ACCOUNT_MESSAGES.mfaResetUnsupported);
    }
    throw error;
  }
  const disabling = 'action' in change && change.action === 'disable';
  const enabling = 'action' in change && change.action === 'enable';
  // Enabling clears the disabling the sessions table keeps; it ends nothing that lives.
  if (endSessions || enabling) {
    await deps.sessions.endAllOf(found.sub, now, { disabled: disabling });
  }
  await deps.directory.run(rest);

  const after = await deps.directory.find(username);
  if (!after) throw new HttpError(404, ACCOUNT_MESSAGES.notFound);
  return { account: after.account };
}

/** What each change is called in the audit trail. */
export function updateAction({ username }: AccountParams, change: UpdateAccount): AuditAction {
  if ('role' in change) {
    return {
      event: 'account-role-changed',
      outcome: 'success',
      target: username,
      role: change.role,
    };
  }
  const events = {
    disable: 'account-disabled',
    enable: 'account-enabled',
    'reset-mfa': 'account-mfa-reset',
  } as const satisfies Record<typeof change.action, AuditEvent>;
  return { event: events[change.action], outcome: 'success', target: username };
}

const env = readEnv({ USER_POOL_ID: z.string().min(1) });
const deps: UpdateAccountDeps = {
  directory: accountDirectoryFromEnv({ signIns: true }),
  sessions: sessionStore(),
  userPoolId: env.USER_POOL_ID,
};

export const handler = apiHandler('update-account', {
  input: { path: accountParamsSchema, body: updateAccountSchema },
  run: ({ path, body }, { event }) =>
    // Set by the admin auth middleware, which ran before.
    main(path, body, (event.admin as SessionClaims).sub, deps),
  audit: {
    record: 'before-answer',
    actions: ({ path, body }) => updateAction(path, body),
  },
});
