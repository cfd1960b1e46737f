import {
  AdminDisableUserCommand,
  AdminSetUserMFAPreferenceCommand,
  AdminUserGlobalSignOutCommand,
} from '@aws-sdk/client-cognito-identity-provider';

/** What an operator can do to an admin account from the command line. */
export const ACCOUNT_ACTIONS = ['reset-mfa', 'disable'] as const;
export type AccountAction = (typeof ACCOUNT_ACTIONS)[number];

export type AccountCommand =
  AdminSetUserMFAPreferenceCommand | AdminDisableUserCommand | AdminUserGlobalSignOutCommand;

/**
 * The Cognito calls of an action, in order. Both end every session of the account
 * (its refresh tokens; access tokens already issued lapse within their hour).
 * - `reset-mfa` (a lost phone): the authenticator is no longer the account's MFA, so its
 *   next sign-in enrols a new one after the password.
 * - `disable`: the account can no longer sign in at all.
 */
export function accountCommands(
  action: AccountAction,
  userPoolId: string,
  username: string,
): AccountCommand[] {
  const user = { UserPoolId: userPoolId, Username: username };
  const signOut = new AdminUserGlobalSignOutCommand(user);
  if (action === 'disable') return [new AdminDisableUserCommand(user), signOut];
  return [
    new AdminSetUserMFAPreferenceCommand({
      ...user,
      SoftwareTokenMfaSettings: { Enabled: false, PreferredMfa: false },
    }),
    signOut,
  ];
}
