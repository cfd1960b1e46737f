/**
 * Defaults used wherever nothing is configured: by the CDK app's configuration, by the
 * local stack, by the handlers, and by the tests and benchmarks that stand in for them.
 */

/** The home region of the data and app stacks when none is configured: Canada (Central). */
export const DEFAULT_REGION = 'ca-central-1';

/** Sender of notification e-mails until an operator sets a verified address of the lab's own. */
export const DEFAULT_MAIL_FROM = 'no-reply@example.com';

/** The laboratory's internal address that notification e-mails go to, until one is set. */
export const DEFAULT_NOTIFY_TO = 'lab-notifications@example.com';

/**
 * The tag every stack of a stage carries: the deploy script reads it and refuses to deploy
 * one stage over another's stacks (an older stage's stacks kept their unqualified names),
 * and the operator's commands find a stage's stacks by it.
 */
export const STAGE_TAG = 'lab:stage';
