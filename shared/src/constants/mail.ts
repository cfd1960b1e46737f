/*
 * The automatic e-mails: for every stored request, an alert to the laboratory and a receipt
 * to the requester, sent by a worker from the record tables' streams, never by the request
 * that stored the record. The first receipt to an address goes at once; the receipts of
 * its later requests within RECEIPT_INTERVAL_MINUTES go together in one follow-up when that
 * interval ends. Written once for the worker, the delivery feedback, the card and the CDK.
 */

/** The two messages every stored request gets. */
export const MAIL_MESSAGES = ['alert', 'receipt'] as const;
export type MailMessage = (typeof MAIL_MESSAGES)[number];

/**
 * The messages that follow a samples fact (issue 31), each to the requester once, when
 * staff record it: `arrival` when the samples reached the laboratory (SAMPLE_ATTRIBUTES
 * `received`), `dispatch` when the containers went out (`sent`). Neither waits in a
 * follow-up: staff send them one at a time.
 */
export const SAMPLE_MAIL_MESSAGES = ['arrival', 'dispatch'] as const;
export type SampleMailMessage = (typeof SAMPLE_MAIL_MESSAGES)[number];

/** Every automatic message of a record: what a delivery header may name. */
export const RECORD_MESSAGES = [...MAIL_MESSAGES, ...SAMPLE_MAIL_MESSAGES] as const;
export type RecordMessage = (typeof RECORD_MESSAGES)[number];

/**
 * Where one message of one record stands:
 * - `sending`: a worker claimed it and may have handed it to SES (a lease, see
 *   SEND_LEASE_SECONDS);
 * - `follow-up`: a receipt waiting for its address's follow-up, which goes when the
 *   interval of the receipt sent at once ends (it then moves on as that e-mail does);
 * - `sent`: SES accepted it (the worker's answer, or SES's own Send event when the worker
 *   stopped before writing it down);
 * - `delivered`, `bounced`, `complained`: what SES reported back;
 * - `skipped`: never sent, for a reason in SKIP_REASONS;
 * - `failed`: SES refused it for good (an unverified address in the sandbox, say); not retried.
 */
export const DELIVERY_STATES = [
  'sending',
  'follow-up',
  'sent',
  'delivered',
  'bounced',
  'complained',
  'skipped',
  'failed',
] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

/**
 * States a stream attempt never claims again: the message was dealt with, once (a receipt
 * in the follow-up is moved on by the follow-up alone).
 */
export const SETTLED_STATES: readonly DeliveryState[] = DELIVERY_STATES.filter(
  (state) => state !== 'sending',
);

/**
 * Why a receipt was not sent (an arrival or dispatch only when `suppressed`); alerts are
 * never skipped. `limit` is kept for the records
 * skipped before follow-ups existed: a later receipt within the hour now waits for the
 * follow-up instead. `capped` and `budget` are RECEIPT_CAPS at work.
 */
export const SKIP_REASONS = {
  limit: 'another receipt went to this address within the hour',
  suppressed: 'this address bounced or complained before',
  capped: 'too many requests from one client address today',
  budget: 'the day’s receipt budget was used up',
} as const;
export type SkipReason = keyof typeof SKIP_REASONS;

/** What the dashboard card says of a message, `<message> <label>` ('receipt sent'). */
export const DELIVERY_LABELS = {
  sending: 'sending',
  'follow-up': 'in the follow-up',
  sent: 'sent',
  delivered: 'delivered',
  bounced: 'bounced',
  complained: 'marked as spam',
  skipped: 'skipped',
  failed: 'not sent',
} as const satisfies Readonly<Record<DeliveryState, string>>;

/** The card's words for a message no worker has dealt with yet. */
export const DELIVERY_PENDING_LABEL = 'pending';

/**
 * At most two receipts per recipient address per this many minutes: the first request's
 * receipt at once, and one follow-up, when the interval ends, that lists every later
 * request's reference. In AWS always this; the local stack may shorten it
 * (`RECEIPT_INTERVAL_SECONDS`) so a test can watch a follow-up go.
 */
export const RECEIPT_INTERVAL_MINUTES = 60;

/**
 * Daily caps on receipts, per UTC day, beside the hourly limit per mailbox: one visitor could
 * otherwise make the laboratory e-mail a new made-up address with every request (the WAF
 * lets one client address through about 28,800 times a day), and enough bounces would get
 * SES to pause the account, alerts included. Alerts to the laboratory are never capped.
 * - `perClient`: the requests from one client address (the viewer's IP) whose receipts may
 *   go; a request beyond it is stored, alerted and answered as usual, its receipt skipped
 *   (`capped`). Counted in the request's own transaction.
 * - `budget`: the receipt e-mails (at once and follow-ups) of all requesters together; the
 *   worker skips any beyond it (`budget`). About ten times a busy day's receipts, and far
 *   inside SES's sending quota.
 * The local stack, where every request comes from one address, raises both
 * (`RECEIPT_CLIENT_CAP`, `RECEIPT_BUDGET`); Lambda refuses those overrides.
 */
export const RECEIPT_CAPS = { perClient: 20, budget: 500 } as const;

/**
 * How often the worker looks for follow-ups whose interval ended (an EventBridge schedule
 * in AWS): a follow-up goes at most this long after its interval ends.
 */
export const FOLLOW_UP_CHECK_MINUTES = 5;

/**
 * How long a worker's claim on a message holds. A claim older than this whose message SES
 * never reported sending (its Send event marks it `sent`) was never handed over, and
 * another attempt sends it; until then attempts wait, so a message is not sent twice.
 * Longer than SES takes to publish a Send event.
 */
export const SEND_LEASE_SECONDS = 120;

/**
 * The header every message carries: `<kind>/<record id>/<message>` on an automatic one, for
 * a follow-up `follow-up/<address hash>/<due>` (FOLLOW_UP_HEADER_PREFIX; see
 * RECIPIENT_KEYS.followUp), and for a record's alert sent again by hand
 * `notify/<kind>/<record id>` (NOTIFY_HEADER_PREFIX). SES hands the headers back in its
 * Send, Delivery, Bounce and Complaint events, which is how the feedback finds the record
 * (or the follow-up's records) and the message, and tells a notify from the automatic alert.
 */
export const DELIVERY_HEADER = 'X-Lab-Delivery';

/** The first part of a follow-up's delivery header: no record kind is spelt so. */
export const FOLLOW_UP_HEADER_PREFIX = 'follow-up';

/**
 * The first part of a notify's delivery header (no record kind is spelt so), and its
 * `message` tag: it names the record, never the record's automatic alert, so what SES
 * reports of a notify leaves the record's `alertDelivery` as it is.
 */
export const NOTIFY_HEADER_PREFIX = 'notify';

/**
 * The first part of a staff reply's delivery header, `reply/<kind>/<record id>/<reply id>`
 * (no record kind is spelt so), and its `message` tag: the feedback moves that reply's
 * delivery on the record, never the automatic receipt's.
 */
export const REPLY_HEADER_PREFIX = 'reply';

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
