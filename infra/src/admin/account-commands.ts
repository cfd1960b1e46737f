import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { accountCalls, roleCalls, temporaryPassword } from '@lab/shared/accounts/cognito-calls';
import { cognitoCommand, type CognitoCommand } from '@lab/shared/accounts/cognito-commands';
import type { StaffRole } from '@lab/shared/api/routes';
import { AUDIT_TABLE, auditItem } from '@lab/shared/data/tables';
import { auditEntrySchema, type AuditEntry, type AuditEvent } from '@lab/shared/schemas/audit';

export { temporaryPassword };

/** What an operator can do to an admin account from the command line. */
export const ACCOUNT_ACTIONS = ['reset-mfa', 'reset-password', 'disable'] as const;
export type AccountAction = (typeof ACCOUNT_ACTIONS)[number];

/**
 * The Cognito calls of an action, in order (`accountCalls`, which the dashboard's accounts
 * routes send too). Console's "Reset password" e-mails a code instead, which this sign-in
 * does not take; `reset-password` sets a temporary password to pass on.
 */
export function accountCommands(
  action: AccountAction,
  userPoolId: string,
  username: string,
  { temporaryPassword: password = temporaryPassword() }: { temporaryPassword?: string } = {},
): CognitoCommand[] {
  return accountCalls(action, userPoolId, username, { password }).map(cognitoCommand);
}

/** The calls that give an account a role (`roleCalls`), as SDK commands. */
export function roleCommands(
  role: StaffRole,
  userPoolId: string,
  username: string,
): CognitoCommand[] {
  return roleCalls(role, userPoolId, username).map(cognitoCommand);
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
