/*
 * The automatic e-mails: for every stored request, an alert to the laboratory and a receipt
 * to the requester, sent by a worker from the record tables' streams, never by the request
 * that stored the record. Written once for the worker, the delivery feedback, the card and
 * the CDK.
 */

/** The two messages every stored request gets. */
export const MAIL_MESSAGES = ['alert', 'receipt'] as const;
export type MailMessage = (typeof MAIL_MESSAGES)[number];

/**
 * Where one message of one record stands:
 * - `sending`: a worker claimed it and may have handed it to SES (a lease, see
 *   SEND_LEASE_SECONDS);
 * - `sent`: SES accepted it (the worker's answer, or SES's own Send event when the worker
 *   stopped before writing it down);
 * - `delivered`, `bounced`, `complained`: what SES reported back;
 * - `skipped`: never sent, for a reason in SKIP_REASONS;
 * - `failed`: SES refused it for good (an unverified address in the sandbox, say); not retried.
 */
export const DELIVERY_STATES = [
  'sending',
  'sent',
  'delivered',
  'bounced',
  'complained',
  'skipped',
  'failed',
] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

/** States a worker never leaves: the message was dealt with, once. */
export const SETTLED_STATES: readonly DeliveryState[] = DELIVERY_STATES.filter(
  (state) => state !== 'sending',
);

/** Why a receipt was not sent; alerts are never skipped. */
export const SKIP_REASONS = {
  limit: 'another receipt went to this address within the hour',
  suppressed: 'this address bounced or complained before',
} as const;
export type SkipReason = keyof typeof SKIP_REASONS;

/** What the dashboard card says of a message, `<message> <label>` ('receipt sent'). */
export const DELIVERY_LABELS = {
  sending: 'sending',
  sent: 'sent',
  delivered: 'delivered',
  bounced: 'bounced',
  complained: 'marked as spam',
  skipped: 'skipped',
  failed: 'not sent',
} as const satisfies Readonly<Record<DeliveryState, string>>;

/** The card's words for a message no worker has dealt with yet. */
export const DELIVERY_PENDING_LABEL = 'pending';

/** At most one receipt per recipient address per this many minutes. */
export const RECEIPT_INTERVAL_MINUTES = 60;

/**
 * How long a worker's claim on a message holds. A claim older than this whose message SES
 * never reported sending (its Send event marks it `sent`) was never handed over, and
 * another attempt sends it; until then attempts wait, so a message is not sent twice.
 * Longer than SES takes to publish a Send event.
 */
export const SEND_LEASE_SECONDS = 120;

/**
 * The header every automatic message carries: `<kind>/<record id>/<message>`. SES hands
 * the headers back in its Send, Delivery, Bounce and Complaint events, which is how the
 * feedback finds the record and the message.
 */
export const DELIVERY_HEADER = 'X-Lab-Delivery';

/** SES's mailbox simulator: addresses that bounce or complain, in AWS and locally alike. */
export const SES_SIMULATOR = {
  bounce: 'bounce@simulator.amazonses.com',
  complaint: 'complaint@simulator.amazonses.com',
} as const;

/**
 * The alert's link to its record: the dashboard opens with the search for this reference
 * (after sign-in, when needed). The web app reads the same path and parameter.
 */
export const RECORD_LINK = { path: '/admin/dashboard', param: 'reference' } as const;

/** The alert's link to a record, on the site at `siteUrl` (no trailing slash). */
export function recordLink(siteUrl: string, reference: string): string {
  return `${siteUrl}${RECORD_LINK.path}?${RECORD_LINK.param}=${encodeURIComponent(reference)}`;
}
