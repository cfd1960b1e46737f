import { randomBytes } from 'node:crypto';
import {
  AdminDisableUserCommand,
  AdminSetUserMFAPreferenceCommand,
  AdminSetUserPasswordCommand,
  AdminUserGlobalSignOutCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { AUDIT_TABLE, auditItem } from '@lab/shared/data/tables';
import { auditEntrySchema, type AuditEntry, type AuditEvent } from '@lab/shared/schemas/audit';

/** What an operator can do to an admin account from the command line. */
export const ACCOUNT_ACTIONS = ['reset-mfa', 'reset-password', 'disable'] as const;
export type AccountAction = (typeof ACCOUNT_ACTIONS)[number];

export type AccountCommand =
  | AdminSetUserMFAPreferenceCommand
  | AdminSetUserPasswordCommand
  | AdminDisableUserCommand
  | AdminUserGlobalSignOutCommand;

/**
 * A password Cognito accepts as temporary under the pool's policy (14+ characters, upper
 * and lower case, a digit, a symbol): 24 random characters and one of each class.
 */
export function temporaryPassword(): string {
  return `${randomBytes(18).toString('base64url')}aA1!`;
}

/**
 * The Cognito calls of an action, in order. Each ends every session of the account
 * (its refresh tokens; access tokens already issued lapse within their hour).
 * - `reset-mfa` (a lost phone): the authenticator is no longer the account's MFA, so its
 *   next sign-in enrols a new one after the password.
 * - `reset-password` (a forgotten password): `temporaryPassword` replaces it, and the next
 *   sign-in with it chooses a new one before the authenticator code. Console's "Reset
 *   password" e-mails a code instead, which this sign-in does not take.
 * - `disable`: the account can no longer sign in at all.
 */
export function accountCommands(
  action: AccountAction,
  userPoolId: string,
  username: string,
  { temporaryPassword: password = temporaryPassword() }: { temporaryPassword?: string } = {},
): AccountCommand[] {
  const user = { UserPoolId: userPoolId, Username: username };
  const signOut = new AdminUserGlobalSignOutCommand(user);
  switch (action) {
    case 'disable':
      return [new AdminDisableUserCommand(user), signOut];
    case 'reset-password':
      return [
        new AdminSetUserPasswordCommand({ ...user, Password: password, Permanent: false }),
        signOut,
      ];
    case 'reset-mfa':
      return [
        new AdminSetUserMFAPreferenceCommand({
          ...user,
          SoftwareTokenMfaSettings: { Enabled: false, PreferredMfa: false },
        }),
        signOut,
      ];
  }
}

/** What the audit trail calls each action. */
export const ACCOUNT_AUDIT_EVENTS = {
  'reset-mfa': 'mfa-reset',
  'reset-password': 'password-reset',
  disable: 'account-disabled',
} as const satisfies Record<AccountAction, AuditEvent>;

/**
 * The audit entry of an action the operator did: the operator's AWS identity as the actor,
 * the account acted on as the target, and the AWS request id of the change it made.
 */
export function accountAuditEntry(
  action: AccountAction,
  fields: { id: string; at: string; actor: string; target: string; requestId: string },
): AuditEntry {
  return auditEntrySchema.parse({
    id: fields.id,
    at: fields.at,
    event: ACCOUNT_AUDIT_EVENTS[action],
    actor: fields.actor,
    outcome: 'success',
    target: fields.target,
    requestId: fields.requestId,
  });
}

/** Appends the entry to the audit table as the API does: a new item, never over another. */
export function auditPutCommand(tableName: string, entry: AuditEntry): PutCommand {
  return new PutCommand({
    TableName: tableName,
    Item: auditItem(entry),
    ConditionExpression: 'attribute_not_exists(#sk)',
    ExpressionAttributeNames: { '#sk': AUDIT_TABLE.sortKey },
  });
}
