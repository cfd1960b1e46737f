import {
  AdminAddUserToGroupCommand,
  AdminDisableUserCommand,
  AdminEnableUserCommand,
  AdminRemoveUserFromGroupCommand,
  AdminSetUserMFAPreferenceCommand,
  AdminSetUserPasswordCommand,
  AdminUserGlobalSignOutCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import type { CognitoCall } from './cognito-calls';

/*
 * A shared account call as the AWS SDK command that sends it, for the two senders (the
 * accounts routes and the operator's scripts), so neither writes its own mapping.
 */

export type CognitoCommand =
  | AdminSetUserMFAPreferenceCommand
  | AdminSetUserPasswordCommand
  | AdminDisableUserCommand
  | AdminEnableUserCommand
  | AdminAddUserToGroupCommand
  | AdminRemoveUserFromGroupCommand
  | AdminUserGlobalSignOutCommand;

export function cognitoCommand(call: CognitoCall): CognitoCommand {
  switch (call.op) {
    case 'AdminDisableUser':
      return new AdminDisableUserCommand(call.input);
    case 'AdminEnableUser':
      return new AdminEnableUserCommand(call.input);
    case 'AdminUserGlobalSignOut':
      return new AdminUserGlobalSignOutCommand(call.input);
    case 'AdminSetUserMFAPreference':
      return new AdminSetUserMFAPreferenceCommand(call.input);
    case 'AdminSetUserPassword':
      return new AdminSetUserPasswordCommand(call.input);
    case 'AdminAddUserToGroup':
      return new AdminAddUserToGroupCommand(call.input);
    case 'AdminRemoveUserFromGroup':
      return new AdminRemoveUserFromGroupCommand(call.input);
  }
}
