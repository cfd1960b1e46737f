import * as z from 'zod';
import { LIMITS } from '../constants/limits';
import { RECORD_KINDS, type RecordKind } from '../constants/record-kinds';
import { RECORD_STATUSES, STATUS_FILTERS } from '../constants/record-status';
import { normalizeReference, REFERENCE_PREFIX } from '../constants/reference';
import { email, requiredText } from './fields';
import type { AnyRecord } from './records';

export const ADMIN_LOGIN_MESSAGES = {
  username: 'Username is required',
  password: 'Password is required',
  invalidCredentials: 'Invalid credentials',
  /** Any other step Cognito asks for that this screen cannot complete. */
  setupRequired: 'This account must be set up by an administrator before it can sign in.',
} as const;

export const adminLoginSchema = z.object({
  username: requiredText('Username', ADMIN_LOGIN_MESSAGES.username, LIMITS.username),
  // Passwords are not trimmed: a space may be part of one.
  password: z
    .string({ error: ADMIN_LOGIN_MESSAGES.password })
    .min(1, ADMIN_LOGIN_MESSAGES.password)
    .max(LIMITS.password, `Password must be at most ${LIMITS.password} characters`),
});

export type AdminLoginInput = z.input<typeof adminLoginSchema>;

export const adminLoginResponseSchema = z.object({
  token: z.string(),
  /** Seconds until the token expires. */
  expiresIn: z.number(),
});
export type AdminLoginResponse = z.infer<typeof adminLoginResponseSchema>;

/*
 * Sign-in after the password: every admin account has an authenticator (TOTP). The
 * password step (`POST /api/admin/login`, as the spec gives it) answers either a token or
 * the next step with a short-lived sign-in handle (the `session` field); each further step
 * (`POST /api/admin/login/step`) answers the same way, until a token.
 */

/** The steps that may follow the password, in the order Cognito asks for them. */
export const SIGN_IN_STEPS = ['newPassword', 'mfaSetup', 'mfaCode'] as const;
export type SignInStep = (typeof SIGN_IN_STEPS)[number];

export const SIGN_IN_MESSAGES = {
  code: 'Enter the 6-digit code from your authenticator app',
  codeRefused:
    'That code is wrong or has expired. Enter the code your authenticator app shows now.',
  codeUsed:
    'That code has already been used. Wait for your authenticator app to show a new code and enter that one.',
  sessionExpired: 'This sign-in took too long. Start again with your username and password.',
  newPassword: 'Enter a new password',
  passwordRules:
    'The new password must be at least 14 characters with upper and lower case letters, a digit and a symbol',
  passwordsDiffer: 'The two passwords are not the same',
  /** A refusal for too many attempts that does not say for how long (a throttle, or a bare 429). */
  tooManyAttempts: 'Too many sign-in attempts. Please wait a few minutes and try again.',
} as const;

/** How long to wait, in words: seconds under a minute, else whole minutes (rounded up). */
function waitInWords(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 60) return whole === 1 ? '1 second' : `${whole} seconds`;
  const minutes = Math.ceil(whole / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/**
 * The answer (429) to a sign-in for a username locked by repeated failures, at any step and
 * whatever the password: how long the lock lasts, as its Retry-After header says.
 */
export function signInLockedMessage(retryAfterSeconds: number): string {
  return `Too many failed sign-in attempts. Try again in ${waitInWords(retryAfterSeconds)}.`;
}

/** What the server needs next instead of a token. */
export const signInNextSchema = z.object({
  next: z.enum(SIGN_IN_STEPS),
  /**
   * The sign-in handle: the Cognito challenge (or the held-back token) sealed with the
   * username, the step and an expiry (SIGN_IN_HANDLE_MINUTES), which the browser can neither
   * read nor change; sent back with the next step. The field keeps the name `session` (API
   * contract).
   */
  session: z.string().min(1),
  /** `mfaSetup` only: the new authenticator's secret (base32), shown as text and as a QR code. */
  secret: z.string().optional(),
  /** `mfaSetup` only: the `otpauth://` URI the QR code encodes. */
  otpauthUri: z.string().optional(),
});
export type SignInNext = z.infer<typeof signInNextSchema>;

/** The answer of either sign-in route when it is not refused. */
export const signInAnswerSchema = z.union([adminLoginResponseSchema, signInNextSchema]);
export type SignInAnswer = z.infer<typeof signInAnswerSchema>;

const totpCode = z
  .string({ error: SIGN_IN_MESSAGES.code })
  .trim()
  .regex(/^\d{6}$/, SIGN_IN_MESSAGES.code);

const stepBase = {
  username: requiredText('Username', ADMIN_LOGIN_MESSAGES.username, LIMITS.username),
  session: z
    .string({ error: SIGN_IN_MESSAGES.sessionExpired })
    .min(1, SIGN_IN_MESSAGES.sessionExpired)
    .max(LIMITS.signInHandle, SIGN_IN_MESSAGES.sessionExpired),
};

/** `POST /api/admin/login/step`: the answer to the step the server asked for. */
export const adminLoginStepSchema = z.discriminatedUnion('step', [
  z.object({
    ...stepBase,
    step: z.literal('newPassword'),
    // Not trimmed, as at the password step; Cognito checks the pool's password policy.
    newPassword: z
      .string({ error: SIGN_IN_MESSAGES.newPassword })
      .min(1, SIGN_IN_MESSAGES.newPassword)
      .max(LIMITS.password, `Password must be at most ${LIMITS.password} characters`),
  }),
  z.object({ ...stepBase, step: z.literal('mfaSetup'), code: totpCode }),
  z.object({ ...stepBase, step: z.literal('mfaCode'), code: totpCode }),
]);
export type AdminLoginStepInput = z.input<typeof adminLoginStepSchema>;

/** Query string of a paged list: its page size and where the previous page ended. */
export const listQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(LIMITS.pageMax, `limit must be at most ${LIMITS.pageMax}`)
    .default(LIMITS.pageDefault),
  cursor: z.string().max(LIMITS.cursor, 'Invalid cursor').optional(),
});
export type ListQuery = z.output<typeof listQuerySchema>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/**
 * Why a `YYYY-MM-DD` day is not on the calendar (`there is no month 13`, `February 2026
 * has 28 days`), or null when it is. Checked by its parts, not by `Date.parse`: that rolls
 * 2026-02-31 over to March 3 rather than refuse it.
 */
function impossibleDay(value: string): string | null {
  const [year = 0, month = 0, day = 0] = value.split('-').map(Number);
  const name = MONTHS[month - 1];
  if (name === undefined) return `there is no month ${month}`;
  // Day 0 of the next month is the last of this one; setUTCFullYear takes years below 100 as they are.
  const last = new Date(0);
  last.setUTCFullYear(year, month, 0);
  const days = last.getUTCDate();
  if (day < 1 || day > days) return `${name} ${year} has ${days} days`;
  return null;
}

const day = (name: string) =>
  z
    .string()
    .regex(DAY, `${name} must be a date (YYYY-MM-DD)`)
    .superRefine((value, ctx) => {
      const problem = DAY.test(value) ? impossibleDay(value) : null;
      if (problem) ctx.addIssue({ code: 'custom', message: `${name} is not a date: ${problem}` });
    })
    .optional();

/**
 * The assignee filters (issue 30): `me`, the records assigned to the caller, `none`, those
 * nobody has. Absent: every record, whoever has it.
 */
export const ASSIGNEE_FILTERS = ['me', 'none'] as const;
export type AssigneeFilter = (typeof ASSIGNEE_FILTERS)[number];

/**
 * What narrows a record list (and its CSV export): a status filter (`all`, the spec's list,
 * by default; `open` = new and in progress), a range of arrival days, both ends
 * included, laboratory days (America/Edmonton, see time/laboratory-time.ts), and who has
 * the records (ASSIGNEE_FILTERS).
 */
export const recordFilterSchema = z
  .object({
    status: z
      .enum(STATUS_FILTERS, { error: `status must be one of ${STATUS_FILTERS.join(', ')}` })
      .default('all'),
    from: day('from'),
    to: day('to'),
    assignee: z
      .enum(ASSIGNEE_FILTERS, {
        error: 'assignee must be me (assigned to you) or none (assigned to nobody)',
      })
      .optional(),
  })
  .refine(({ from, to }) => !from || !to || from <= to, {
    message: 'from must not be after to',
    path: ['from'],
  });
export type RecordFilter = z.output<typeof recordFilterSchema>;

/** Query string of the three admin lists: a page of what the filter lets through. */
export const recordListQuerySchema = z.intersection(listQuerySchema, recordFilterSchema);
export type RecordListQuery = z.output<typeof recordListQuerySchema>;

/** A page of a list, newest first; `nextCursor` is null on the last page. */
export function listResponseSchema<T extends z.ZodType>(record: T) {
  return z.object({ data: z.array(record), nextCursor: z.string().nullable() });
}
export interface ListResponse<T> {
  data: T[];
  nextCursor: string | null;
}

/** Path parameters that name one record: its kind and id. */
export const recordParamsSchema = z.object({
  kind: z.enum(RECORD_KINDS, { error: 'kind must be contact, resource or shipping' }),
  id: z.string().trim().min(1, 'id is required').max(64, 'id is too long'),
});
export type RecordParams = z.output<typeof recordParamsSchema>;

export const notifyParamsSchema = recordParamsSchema;
export type NotifyParams = RecordParams;

export const RECORD_PATCH_MESSAGES = {
  empty: 'Give a status, a note or an assignee',
  status: `status must be one of ${RECORD_STATUSES.join(', ')}`,
  note: 'Write a note',
  assignee: 'Choose a colleague, or null for nobody',
} as const;

/** The answers of the record routes that are not a record. */
export const RECORD_MESSAGES = {
  notFound: 'Record not found',
  notesFull: `A record holds at most ${LIMITS.notesPerRecord} notes`,
  /** 409: other changes to the record kept coming first, and this one was not made. */
  conflict:
    'This record was being changed by someone else at the same moment, so your change was not saved. Please try again.',
} as const;

/** How many records a search by e-mail address answers at most (newest first). */
export const SEARCH_LIMIT = 100;

/**
 * `PATCH /api/admin/records/{kind}/{id}`: a new status, a note to add, or both. The answer
 * is the record as it ended up.
 */
export const recordPatchSchema = z
  .strictObject({
    status: z.enum(RECORD_STATUSES, { error: RECORD_PATCH_MESSAGES.status }).optional(),
    note: z.optional(
      requiredText('Note', RECORD_PATCH_MESSAGES.note, LIMITS.note, { multiline: true }),
    ),
    /** A colleague's username to assign the request to, or null to leave it unassigned. */
    assignee: z
      .union([requiredText('Assignee', RECORD_PATCH_MESSAGES.assignee, LIMITS.username), z.null()])
      .optional(),
  })
  .refine((p) => p.status !== undefined || p.note !== undefined || p.assignee !== undefined, {
    message: RECORD_PATCH_MESSAGES.empty,
  });
export type RecordPatchInput = z.input<typeof recordPatchSchema>;

/** A reference number as typed (any case, dashes or not), read as it is stored. */
const reference = z
  .string()
  .max(32, 'reference is too long')
  .transform((typed, ctx) => {
    const stored = normalizeReference(typed);
    if (stored === null) {
      ctx.issues.push({
        code: 'custom',
        input: typed,
        message: `reference must look like ${REFERENCE_PREFIX}-7K3Q-9D`,
      });
      return z.NEVER;
    }
    return stored;
  });

/**
 * `GET /api/admin/records/search`: a requester's records of every kind by e-mail address
 * (exact, case-insensitive), one record by its id, or by the reference number its
 * requester was given. Exactly one of the three.
 */
export const recordSearchQuerySchema = z.union(
  [
    z.strictObject({ email }),
    z.strictObject({ id: recordParamsSchema.shape.id }),
    z.strictObject({ reference }),
  ],
  { error: 'Search by email, by id or by reference' },
);
export type RecordSearchQuery = z.output<typeof recordSearchQuerySchema>;

/** What a search found, newest first, each record with its kind. */
export interface RecordSearchResult {
  data: { kind: RecordKind; record: AnyRecord }[];
}

/** The body of every notify answer, sent or not (a 429 too: the web shows its message). */
export const notifyResponseSchema = z.object({ success: z.boolean(), message: z.string() });
export type NotifyResponse = z.infer<typeof notifyResponseSchema>;

/**
 * One record is e-mailed at most once in this many seconds: a second notify within it is
 * a 429 with Retry-After, so a stolen token cannot flood the laboratory's inbox.
 */
export const NOTIFY_REPEAT_SECONDS = 60;

export const NOTIFY_MESSAGES = {
  failed: 'Unable to send notification email',
  notFound: 'Record not found',
  tooSoon:
    'This record was sent to the laboratory less than a minute ago. Please wait a minute before sending it again.',
} as const;

/**
 * The dashboard's totals. They come from the counter items and index counts alone, never
 * from the records' contents, so no stored record, however malformed, can keep the admin
 * from seeing them.
 */
export const dashboardSummarySchema = z.object({
  counts: z.object({ contact: z.number(), resource: z.number(), shipping: z.number() }),
  /** Of those, how many are still open (new or in progress). */
  open: z.object({ contact: z.number(), resource: z.number(), shipping: z.number() }),
  /**
   * Of the open ones, how many are past the laboratory's promise (see `promiseDue` in
   * time/laboratory-time.ts); contact messages carry no promise. An addition to the spec's
   * summary, so optional: an older API does not send it.
   */
  overdue: z.object({ resource: z.number(), shipping: z.number() }).optional(),
});
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;

/** Body of `POST /api/admin/logout`: `everywhere` ends every session of the admin, not just this one. */
export const adminLogoutSchema = z.strictObject({
  everywhere: z.boolean({ error: 'everywhere must be true or false' }).optional(),
});
export type AdminLogoutInput = z.input<typeof adminLogoutSchema>;

/** What logout answers: which sessions it ended. */
export const adminLogoutResponseSchema = z.object({ everywhere: z.boolean() });
export type AdminLogoutResponse = z.infer<typeof adminLogoutResponseSchema>;

/** `POST /api/admin/erase`: everything held about the requester with this address. */
export const eraseRequestSchema = z.strictObject({ email });
export type EraseRequest = z.input<typeof eraseRequestSchema>;

/** How many records of each kind an erasure deleted. */
export const eraseResultSchema = z.object({
  deleted: z.object({
    contact: z.number().int().min(0),
    resource: z.number().int().min(0),
    shipping: z.number().int().min(0),
  }),
});
export type EraseResult = z.infer<typeof eraseResultSchema>;
