import * as z from 'zod';
import { STAFF_ROLES } from '../api/routes';
import { LIMITS } from '../constants/limits';
import { choice, email, requiredText } from './fields';

/*
 * Staff accounts as administrators manage them in the dashboard (issue 30): the list, the
 * invitation, the changes to one account, and the colleagues list the assignee picker reads.
 */

/** How long the user pool accepts an invitation's temporary password (its TemporaryPasswordValidityDays). */
export const INVITATION_VALID_DAYS = 3;

/** The first part of an invitation's delivery header (`invitation/<username>`): the feedback ignores it. */
export const INVITATION_HEADER_PREFIX = 'invitation';

export const ACCOUNT_MESSAGES = {
  username: 'Username is required',
  usernameShape: 'Username: letters, digits and . _ @ + - only',
  role: 'Choose a role',
  action: 'Choose disable, enable or reset-mfa, or give a role',
  usernameTaken: 'An account with this username already exists',
  notFound: 'No account with this username',
  notYourself: 'An administrator may not disable or demote their own account',
  invitationFailed:
    'The invitation e-mail could not be sent, so the account was not made. Try again.',
  mfaResetUnsupported:
    'This Cognito cannot reset an authenticator (AdminSetUserMFAPreference is missing): cognito-local 5.3.0 on the local stack lacks it',
} as const;

/**
 * Cognito's usernames as the operator scripts accept them: what the sign-in form can type
 * back. The pattern lets an empty value by, so an empty field says only that it is required.
 */
export const accountUsername = requiredText(
  'Username',
  ACCOUNT_MESSAGES.username,
  LIMITS.username,
).check(z.regex(/^[\w.@+-]*$/, ACCOUNT_MESSAGES.usernameShape));

export const staffRole = choice(STAFF_ROLES, ACCOUNT_MESSAGES.role);

/** An invitation: the account is made with a temporary password e-mailed to `email`. */
export const inviteAccountSchema = z.object({
  username: accountUsername,
  email,
  role: staffRole,
});
export type InviteAccountInput = z.input<typeof inviteAccountSchema>;
export type InviteAccount = z.output<typeof inviteAccountSchema>;

export const ACCOUNT_ACTIONS = ['disable', 'enable', 'reset-mfa'] as const;
export type AccountAction = (typeof ACCOUNT_ACTIONS)[number];

/** One change to one account: an action, or a new role. */
export const updateAccountSchema = z.union(
  [
    z.strictObject({ action: z.enum(ACCOUNT_ACTIONS) }),
    z.strictObject({ role: z.enum(STAFF_ROLES) }),
  ],
  { error: ACCOUNT_MESSAGES.action },
);
export type UpdateAccount = z.output<typeof updateAccountSchema>;

export const accountParamsSchema = z.object({ username: accountUsername });
export type AccountParams = z.output<typeof accountParamsSchema>;

/**
 * What an account is: `invited` until its first sign-in sets a password (Cognito's
 * FORCE_CHANGE_PASSWORD), `disabled` when it may not sign in, else `active`.
 */
export const ACCOUNT_STATES = ['active', 'invited', 'disabled'] as const;
export type AccountState = (typeof ACCOUNT_STATES)[number];

export const ACCOUNT_STATE_LABELS = {
  active: 'Active',
  invited: 'Invited, not signed in yet',
  disabled: 'Disabled',
} as const satisfies Record<AccountState, string>;

export const accountSchema = z.object({
  username: z.string(),
  email: z.string().nullable(),
  role: z.enum(STAFF_ROLES).nullable(),
  state: z.enum(ACCOUNT_STATES),
  /** ISO-8601. */
  createdAt: z.string().nullable(),
  /** The last successful sign-in, ISO-8601; null before the first (or before this was recorded). */
  lastSignInAt: z.string().nullable(),
  mfaEnrolled: z.boolean(),
});
export type Account = z.infer<typeof accountSchema>;

export const accountListSchema = z.object({ data: z.array(accountSchema) });
export type AccountList = z.infer<typeof accountListSchema>;

/** The answer to an invitation or a change: the account as it now is. */
export const accountAnswerSchema = z.object({ account: accountSchema });
export type AccountAnswer = z.infer<typeof accountAnswerSchema>;

/** Enabled accounts with a role: whom a request may be assigned to. */
export const colleagueSchema = z.object({
  username: z.string(),
  role: z.enum(STAFF_ROLES),
});
export type Colleague = z.infer<typeof colleagueSchema>;
export const colleagueListSchema = z.object({ data: z.array(colleagueSchema) });
export type ColleagueList = z.infer<typeof colleagueListSchema>;
