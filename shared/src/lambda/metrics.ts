/**
 * The custom metric every handler emits (CloudWatch embedded metric format) for each 5xx
 * answer it returns, caught or not: the handlers turn exceptions into JSON 500s, so
 * Lambda's own Errors metric never sees them. The CDK app alarms on it.
 */
export const API_METRICS = {
  namespace: 'LabSite/Api',
  /** Count of 5xx answers; emitted with and without the handler dimension. */
  serverErrors: 'ServerErrors',
  dimension: 'Handler',
} as const;

/**
 * The sign-in guard's metrics (same namespace, no dimension): every counted failure (a
 * wrong password or code, or a sign-in Cognito refused for its own lockout), and every
 * failure that locks its username. The CDK app alarms on a burst of failures.
 */
export const SIGN_IN_METRICS = {
  namespace: API_METRICS.namespace,
  failures: 'SignInFailures',
  lockouts: 'SignInLockouts',
} as const;

/**
 * Audit entries that could not be stored (same namespace, no dimension). Most actions fail
 * with a 5xx when their entry cannot be written, but a refused sign-in and a logout are
 * answered anyway (the entry is then only in the log): the CDK app alarms on any.
 */
export const AUDIT_METRICS = {
  namespace: API_METRICS.namespace,
  notStored: 'AuditEntriesNotStored',
} as const;

/**
 * Receipts a daily cap held back (RECEIPT_CAPS; no dimension): one per request beyond its
 * client address's cap (counted by the create routes), one per receipt e-mail beyond the
 * day's budget (counted by the mail worker). The CDK app alarms on any.
 */
export const RECEIPT_CAP_METRICS = {
  namespace: 'LabSite/Mail',
  capped: 'ReceiptsCappedPerClient',
  overBudget: 'ReceiptsOverBudget',
} as const;

/**
 * Automatic e-mails SES refused for good (MAIL_METRICS; emitted with the Message dimension,
 * `alert`, `receipt` or `follow-up`, and without it): the worker settles such a message as
 * `failed`, a successful invocation, so neither the function's error alarm nor the
 * dead-letter queue sees it. The CDK app alarms on the first.
 */
export const MAIL_METRICS = {
  namespace: RECEIPT_CAP_METRICS.namespace,
  failed: 'AutomaticMailFailed',
  dimension: 'Message',
} as const;

/**
 * The retention purge's heartbeat: one count at the end of each run that finished (every
 * record past its retention deleted and the run recorded). The CDK app alarms when none
 * arrived for longer than a day and a bit (PURGE_HEARTBEAT_HOURS in the infra).
 */
export const RETENTION_METRICS = {
  namespace: 'LabSite/Retention',
  succeeded: 'PurgeSucceeded',
} as const;
