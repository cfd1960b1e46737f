import { ROLE_GROUPS, STAFF_ROLES, type StaffRole } from '../api/routes';

/*
 * The user-pool calls that change a staff account, as plain data: the operator's scripts
 * (infra/scripts) and the accounts routes (functions/) both send exactly these, each
 * turning a call into its AWS SDK command, so the two cannot drift apart.
 */

interface AccountRef {
  UserPoolId: string;
  Username: string;
}

/** One Cognito call: the operation's name (its SDK command is `<op>Command`) and its input. */
export type CognitoCall =
  | { op: 'AdminDisableUser' | 'AdminEnableUser' | 'AdminUserGlobalSignOut'; input: AccountRef }
  | {
      op: 'AdminSetUserMFAPreference';
      input: AccountRef & {
        SoftwareTokenMfaSettings: { Enabled: false; PreferredMfa: false };
      };
    }
  | {
      op: 'AdminSetUserPassword';
      input: AccountRef & { Password: string; Permanent: false };
    }
  | {
      op: 'AdminAddUserToGroup' | 'AdminRemoveUserFromGroup';
      input: AccountRef & { GroupName: string };
    };

/** What can be done to an existing account by its username. */
export type AccountChange = 'reset-mfa' | 'reset-password' | 'disable' | 'enable';

const PASSWORD_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/**
 * A password Cognito accepts as temporary under the pool's policy (14+ characters, upper
 * and lower case, a digit, a symbol): 24 random characters (64 symbols, so each byte's low
 * six bits pick one without bias) and one of each class.
 */
export function temporaryPassword(): string {
  // Web Crypto, in browsers and Node alike; shared is compiled without either's types.
  const { crypto } = globalThis as unknown as {
    crypto: { getRandomValues: (array: Uint8Array) => Uint8Array };
  };
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return `${Array.from(bytes, (byte) => PASSWORD_ALPHABET[byte & 63]).join('')}aA1!`;
}

/**
 * The calls of a change, in order. Every one but `enable` ends the account's Cognito
 * sessions (its refresh tokens) after the change it makes final.
 * - `reset-mfa` (a lost phone): the authenticator is no longer the account's MFA, so its
 *   next sign-in enrols a new one after the password.
 * - `reset-password`: `password` replaces it, and the next sign-in with it chooses a new one.
 * - `disable`: the account can no longer sign in at all; `enable` undoes it.
 */
export function accountCalls(
  change: AccountChange,
  userPoolId: string,
  username: string,
  { password = temporaryPassword() }: { password?: string } = {},
): CognitoCall[] {
  const input = { UserPoolId: userPoolId, Username: username };
  const signOut = { op: 'AdminUserGlobalSignOut', input } as const;
  switch (change) {
    case 'disable':
      return [{ op: 'AdminDisableUser', input }, signOut];
    case 'enable':
      return [{ op: 'AdminEnableUser', input }];
    case 'reset-password':
      return [
        { op: 'AdminSetUserPassword', input: { ...input, Password: password, Permanent: false } },
        signOut,
      ];
    case 'reset-mfa':
      return [
        {
          op: 'AdminSetUserMFAPreference',
          input: { ...input, SoftwareTokenMfaSettings: { Enabled: false, PreferredMfa: false } },
        },
        signOut,
      ];
  }
}

/**
 * The calls that give an account `role`: into its group first, so the account is never left
 * with no role half-way, then out of the other role's, then signed out of Cognito so its next
 * sign-in carries the new role.
 */
export function roleCalls(role: StaffRole, userPoolId: string, username: string): CognitoCall[] {
  const input = { UserPoolId: userPoolId, Username: username };
  return [
    { op: 'AdminAddUserToGroup', input: { ...input, GroupName: ROLE_GROUPS[role] } },
    ...STAFF_ROLES.filter((other) => other !== role).map(
      (other) =>
        ({
          op: 'AdminRemoveUserFromGroup',
          input: { ...input, GroupName: ROLE_GROUPS[other] },
        }) as const,
    ),
    { op: 'AdminUserGlobalSignOut', input },
  ];
}
