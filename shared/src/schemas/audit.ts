import * as z from 'zod';
import { STAFF_ROLES } from '../api/routes';
import { LIMITS } from '../constants/limits';
import { RECORD_KINDS } from '../constants/record-kinds';
import { RECORD_STATUSES } from '../constants/record-status';
import { listQuerySchema, listResponseSchema, type ListResponse } from './admin';

/*
 * The audit trail: one entry per security-relevant event, written by the API (and by the
 * operator's account commands) to the append-only audit table and to the structured logs,
 * read back by the dashboard's Activity tab. An entry says who did what, when, from where
 * and to which record, never what a record holds: no names, messages, addresses or
 * e-mail addresses of the people who wrote to the laboratory.
 */

/**
 * Every event the trail records, with the words the Activity tab shows for it. A new
 * admin action (a status change, an export, a deletion) is one line here.
 */
export const AUDIT_EVENT_LABELS = {
  'sign-in': 'Signed in',
  'sign-in-failed': 'Sign-in refused',
  'password-changed': 'Set a new password',
  'mfa-enrolled': 'Set up an authenticator',
  'mfa-reset': 'Authenticator reset by an operator',
  'password-reset': 'Password reset by an operator',
  'account-disabled': 'Disabled an account',
  logout: 'Logged out',
  'logout-everywhere': 'Signed out everywhere',
  'list-viewed': 'Viewed a list',
  'dashboard-viewed': 'Viewed the dashboard totals',
  'record-notified': 'Sent a record to the laboratory',
  'activity-viewed': 'Viewed the activity',
  'status-changed': "Changed a record's status",
  'note-added': 'Added a note to a record',
  'record-assigned': 'Assigned a record',
  'reply-sent': 'Replied to a requester',
  'records-searched': 'Searched the records',
  'records-exported': 'Exported a list to CSV',
  'records-purged': 'Deleted records past the retention period',
  'records-erased': "Erased a requester's records",
  'accounts-viewed': 'Viewed the staff accounts',
  'colleagues-viewed': 'Viewed the list of colleagues',
  'account-invited': 'Invited a colleague',
  'account-enabled': 'Enabled an account',
  'account-mfa-reset': "Reset an account's authenticator",
  'account-role-changed': "Changed an account's role",
  'samples-received': 'Received samples',
  'containers-sent': 'Marked containers sent',
  'document-printed': "Opened a request's label or form",
} as const;
export type AuditEvent = keyof typeof AUDIT_EVENT_LABELS;
export const AUDIT_EVENTS = Object.keys(AUDIT_EVENT_LABELS) as [AuditEvent, ...AuditEvent[]];

/** Why an event failed, with the words the Activity tab shows for it. */
export const AUDIT_REASON_LABELS = {
  'invalid-credentials': 'Wrong username or password',
  'wrong-code': 'Wrong or expired code',
  'session-expired': 'Sign-in took too long',
  locked: 'Too many attempts',
  'password-rejected': 'New password refused by the policy',
  'setup-required': 'Account must be set up by an administrator',
  'not-found': 'Record not found',
  'too-soon': 'Sent less than a minute before',
  'mail-failed': 'E-mail could not be sent',
  superseded: 'Another change to the record came first',
  'notes-full': 'The record holds as many notes as it may',
  suppressed: 'The address bounced or complained before',
  'replies-full': 'The record holds as many replies as it may',
  conflict: 'Other changes to the record kept coming first; not saved',
  /** A second scan of the same box, a second "sent": the first stands, nothing changed. */
  'already-recorded': 'Already recorded; nothing changed',
  /** A refusal none of the above names. */
  refused: 'Refused',
} as const;
export type AuditReason = keyof typeof AUDIT_REASON_LABELS;
export const AUDIT_REASONS = Object.keys(AUDIT_REASON_LABELS) as [AuditReason, ...AuditReason[]];

export const AUDIT_OUTCOMES = ['success', 'failure'] as const;
export type AuditOutcome = (typeof AUDIT_OUTCOMES)[number];

/** An AWS identity ARN (the operator's) fits: IAM paths are at most 512 characters. */
const ACTOR_MAX = 1024;

/** One entry of the audit trail. Strict: an entry holds these fields and nothing else. */
export const auditEntrySchema = z.strictObject({
  /** A ULID: unique, sorts by time. */
  id: z.string().regex(/^[0-9A-HJKMNP-TV-Z]{26}$/),
  /** When it happened, ISO-8601 UTC to the millisecond (as `Date.toISOString` writes it). */
  at: z.iso.datetime({ precision: 3 }),
  event: z.enum(AUDIT_EVENTS),
  /**
   * Who: the acting admin's username from the verified token; for sign-in events the
   * username that was typed; for operator commands the operator's AWS identity.
   */
  actor: z.string().min(1).max(ACTOR_MAX),
  outcome: z.enum(AUDIT_OUTCOMES),
  reason: z.enum(AUDIT_REASONS).optional(),
  /** The kind and id of the record acted on. */
  kind: z.enum(RECORD_KINDS).optional(),
  recordId: z.string().max(64).optional(),
  /** A status change: the status the record had and the one asked for. */
  fromStatus: z.enum(RECORD_STATUSES).optional(),
  toStatus: z.enum(RECORD_STATUSES).optional(),
  /**
   * An assignment: the colleague (a staff username) the record had and the one asked for;
   * null is nobody. Staff usernames only, never anything of the requester's.
   */
  fromAssignee: z.string().max(LIMITS.username).nullable().optional(),
  toAssignee: z.string().max(LIMITS.username).nullable().optional(),
  /** A search: by e-mail address, id or reference number (never the address itself), and how many it found. */
  searchBy: z.enum(['email', 'id', 'reference']).optional(),
  found: z.number().int().min(0).optional(),
  /** A deletion (the retention purge, an erasure): how many records of each kind it deleted. */
  deleted: z
    .strictObject({
      contact: z.number().int().min(0),
      resource: z.number().int().min(0),
      shipping: z.number().int().min(0),
    })
    .optional(),
  /**
   * An erasure: the keyed hash (HMAC-SHA-256, hex) of the address whose records were
   * erased, so a repeat request can be recognised without the trail keeping the address.
   */
  emailHash: z
    .string()
    .regex(/^[0-9a-f]{64}$/)
    .optional(),
  /** The admin account an operator command or an administrator's account action acted on. */
  target: z.string().max(LIMITS.username).optional(),
  /** An invitation or a role change: the role the account was given. */
  role: z.enum(STAFF_ROLES).optional(),
  /** The viewer's address as CloudFront saw it, and its browser. */
  ip: z.string().max(LIMITS.ipAddress).optional(),
  userAgent: z.string().max(LIMITS.userAgent).optional(),
  /** The Lambda request id (in every log line of that request), or the AWS request id of an operator's call. */
  requestId: z.string().min(1).max(128),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/**
 * The events that only record that someone looked (a tab opened, the totals read). Staff
 * read past them to the actions that matter, so the Activity tab hides them unless asked.
 */
export const AUDIT_VIEW_EVENTS = [
  'list-viewed',
  'dashboard-viewed',
  'activity-viewed',
  'accounts-viewed',
  'colleagues-viewed',
] as const satisfies readonly AuditEvent[];

/** Whether an event only records a look (see AUDIT_VIEW_EVENTS). */
export function isViewEvent(event: AuditEvent): boolean {
  return (AUDIT_VIEW_EVENTS as readonly AuditEvent[]).includes(event);
}

/** A `YYYY-MM-DD` that is on the calendar (2026-02-30 is not: a round trip through UTC shows it). */
const calendarDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'day must be a date (YYYY-MM-DD)')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00.000Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, 'day is not a date on the calendar');

/**
 * `GET /api/admin/activity`: a page of the trail, as the record lists are paged, narrowed by
 * any of: one laboratory day (`day`, in the laboratory's time zone), one event, one person
 * (`actor`, exactly as the entry names them), and `views=hide` to leave out the views
 * (AUDIT_VIEW_EVENTS) unless `event` asks for one. Without them: every entry.
 */
export const activityQuerySchema = listQuerySchema.extend({
  day: calendarDay.optional(),
  event: z.enum(AUDIT_EVENTS, { error: 'event must be an event of the trail' }).optional(),
  actor: z.string().trim().min(1, 'actor must not be empty').max(ACTOR_MAX).optional(),
  views: z.enum(['include', 'hide'], { error: 'views must be include or hide' }).default('include'),
});
export type ActivityQuery = z.output<typeof activityQuerySchema>;
export type ActivityQueryInput = z.input<typeof activityQuerySchema>;

/** A page of the trail, newest first. */
export const activityPageSchema = listResponseSchema(auditEntrySchema);
export type ActivityPage = ListResponse<AuditEntry>;
