import type { RecordMessage, SampleMailMessage } from '../constants/mail';
import type { RecordKind } from '../constants/record-kinds';
import type { RecordStatus } from '../constants/record-status';

/**
 * The DynamoDB table layout, written once: the CDK data construct provisions it and the
 * local stack creates it from the same definition.
 *
 * One table per record kind, all with the same shape:
 * - records are keyed by `id` (a ULID, so ids sort by creation time);
 * - every record carries `listPk` = LIST_PARTITION, so the `newest-first` index holds
 *   all records of the table under one partition sorted by id: a page is a Query on
 *   that index in descending order, never a Scan;
 * - the record count lives in COUNTER_SHARDS counter items (`id` = `#count#<n>`), each
 *   written in the same transaction as a record. They have no `listPk`, so they never
 *   appear in the index, and summing them costs the same at any table size. Several
 *   shards spread concurrent writers over several items, so fewer transactions conflict.
 *   Beside `total`, each shard counts the records it moved to each status other than new
 *   (STATUS_COUNTER_ATTRIBUTES): a status change moves one shard's counts in the same
 *   transaction as the record. New = total − the others, so records stored before statuses
 *   existed count as new;
 * - `statusPk` = the record's status (written at create and on every change) keys the
 *   sparse `status-newest-first` index: a status filter is a Query per status, newest first.
 *   Records stored before statuses existed lack it and are listed by the `all` filter only;
 * - `emailKey` = the requester's address, trimmed and lower-cased (`emailKey()`), keys the
 *   sparse `by-email` index: a requester's records are one Query per table. Records stored
 *   before this index existed lack it and are not found by address;
 * - a date range is a key condition on `id`: ULIDs begin with their creation time.
 */
export const TABLE_KEYS = {
  partitionKey: 'id',
  listIndex: { name: 'newest-first', partitionKey: 'listPk', sortKey: 'id' },
  statusIndex: { name: 'status-newest-first', partitionKey: 'statusPk', sortKey: 'id' },
  emailIndex: { name: 'by-email', partitionKey: 'emailKey', sortKey: 'id' },
} as const;

/** Every secondary index of a record table, as the data construct and the local stack create them. */
export const RECORD_INDEXES = [
  TABLE_KEYS.listIndex,
  TABLE_KEYS.statusIndex,
  TABLE_KEYS.emailIndex,
] as const;

export const LIST_PARTITION = 'all';

/**
 * A submission's idempotency claim in its record table: an item keyed by the client's key
 * under this prefix, naming the record and its reference, written in the record's own
 * transaction and expiring by the table's TTL (RECORD_TTL_ATTRIBUTE), which only claims
 * carry: records are deleted by the retention purge, never by TTL.
 */
export const IDEMPOTENCY_CLAIM_PREFIX = 'idempotency#';
export const RECORD_TTL_ATTRIBUTE = 'expiresAt';

/**
 * When a record was last e-mailed to the laboratory: the notify route's bookkeeping on the
 * record, never handed out with it. Notify's `update` grant allows this attribute only.
 */
export const NOTIFIED_AT_ATTRIBUTE = 'notifiedAt';
/**
 * Where each automatic message of a record stands (see constants/mail.ts): the mail
 * worker's and the delivery feedback's bookkeeping on the record, a map of `state`, `at`
 * (ISO instant), and `reason` (a skipped receipt), `claim` and `until` (epoch seconds, a
 * worker's lease), `messageId` (SES's). Their `update` grant allows these attributes only.
 */
export const DELIVERY_ATTRIBUTES = {
  alert: 'alertDelivery',
  receipt: 'receiptDelivery',
  arrival: 'arrivalDelivery',
  dispatch: 'dispatchDelivery',
} as const satisfies Readonly<Record<RecordMessage, string>>;

/** What a record table's stream carries: each item as written (the worker needs no read). */
export const RECORD_STREAM_VIEW = 'NEW_IMAGE' as const;

/**
 * The stream event of a record stored: an INSERT of an item in the list index, never a
 * reference claim or a counter.
 */
export const NEW_RECORD_EVENT_PATTERN = {
  eventName: ['INSERT'],
  dynamodb: { NewImage: { listPk: { S: [LIST_PARTITION] } } },
} as const;

export const COUNTER_SHARDS = 8;
export const COUNTER_ATTRIBUTE = 'total';

export function counterId(shard: number): string {
  return `#count#${shard}`;
}

/**
 * The counter shards' attribute for each status but new, which no shard counts (new is the
 * total less the others).
 */
export const STATUS_COUNTER_ATTRIBUTES = {
  'in-progress': 'in-progress',
  done: 'done',
  spam: 'spam',
} as const satisfies Readonly<Record<Exclude<RecordStatus, 'new'>, string>>;

/**
 * The record attributes staff work changes: the status (and its index key), who changed it
 * when, and the notes. The status route's record grant allows these (and the key) only.
 */
export const WORK_ATTRIBUTES = {
  status: 'status',
  changedAt: 'statusChangedAt',
  changedBy: 'statusChangedBy',
  notes: 'notes',
  /** The username of the colleague the request is assigned to (issue 30); absent when nobody. */
  assignee: 'assignee',
  /** Staff's replies to the requester, oldest first, each with its delivery (issue 30). */
  replies: 'replies',
} as const;

/**
 * What follows a request's samples (issue 31), each set once by its staff route on the
 * condition that it is not set yet: the samples received at the laboratory and the
 * containers sent out. The items hold the facts (schemas/samples.ts) without their
 * e-mail's delivery, which the mail jobs keep beside them as they keep the alert's.
 */
export const SAMPLE_ATTRIBUTES = {
  received: 'samplesReceived',
  sent: 'containersSent',
} as const;

/** The samples fact each samples e-mail tells of: once the fact is set, the e-mail is due. */
export const SAMPLE_MAIL_FACTS = {
  arrival: SAMPLE_ATTRIBUTES.received,
  dispatch: SAMPLE_ATTRIBUTES.sent,
} as const satisfies Readonly<Record<SampleMailMessage, string>>;

/**
 * The stream events of a record that holds a samples fact: any change to it once the fact
 * is set (the fact's own write among them). `exists` matches leaf values alone, so the
 * pattern names the fact's `at`, which every fact has. Later changes (a status, the
 * message's own delivery) come through too: the worker sends nothing for a fact whose
 * message a worker already took up.
 */
const factEventPattern = (attribute: string) =>
  ({
    eventName: ['MODIFY'],
    dynamodb: {
      NewImage: {
        listPk: { S: [LIST_PARTITION] },
        [attribute]: { M: { at: { S: [{ exists: true }] } } },
      },
    },
  }) as const;

/**
 * The stream events the mail worker takes, any one of which lets an event through: a
 * record stored, and a record with samples received or containers sent. The Lambda event
 * source mapping filters with these patterns and the local stream reader with the same.
 */
export const MAIL_EVENT_PATTERNS = [
  NEW_RECORD_EVENT_PATTERN,
  factEventPattern(SAMPLE_ATTRIBUTES.received),
  factEventPattern(SAMPLE_ATTRIBUTES.sent),
] as const;

/** The field that holds the requester's e-mail address in each kind of record. */
export const REQUESTER_EMAIL_FIELD = {
  contact: 'email',
  resource: 'email',
  shipping: 'shipperEmail',
} as const satisfies Readonly<Record<RecordKind, string>>;

/** The `by-email` index key of an address: exact, but blind to case and surrounding space. */
export function emailKey(address: string): string {
  return address.trim().toLowerCase();
}

export interface RecordTable {
  /** Environment variable that carries the table's name into the handlers. */
  readonly envVar: string;
  /** Name used by the local stack; in AWS, CloudFormation names the tables. */
  readonly localName: string;
  /** What the table holds, for the CDK construct ids and descriptions. */
  readonly title: string;
}

export const RECORD_TABLES = {
  contact: {
    envVar: 'CONTACTS_TABLE_NAME',
    localName: 'lab-contact-submissions',
    title: 'ContactSubmissions',
  },
  resource: {
    envVar: 'RESOURCE_REQUESTS_TABLE_NAME',
    localName: 'lab-resource-requests',
    title: 'ResourceRequests',
  },
  shipping: {
    envVar: 'SHIPPING_REQUESTS_TABLE_NAME',
    localName: 'lab-shipping-requests',
    title: 'ShippingRequests',
  },
} as const satisfies Readonly<Record<RecordKind, RecordTable>>;

/**
 * The admin sessions table: which tokens the admin routes accept, and what ends sessions
 * before their tokens expire. A JWT alone cannot say that it came from the two-step sign-in,
 * or that it was signed out or left idle, so every admin request also reads two items here
 * by key (and records itself in the first):
 * - a token's session (`pk` = `token#<origin_jti or jti>`): `signedInAt` (epoch
 *   milliseconds), written by the two-step sign-in when it released the token (a token
 *   without it is refused: it came from Cognito some other way), `lastActiveAt` (epoch
 *   seconds) of its latest admin request, and `revoked` once it was signed out;
 * - an admin's sign-out-everywhere time (`pk` = `user#<sub>`, `signedOutAt` in epoch
 *   milliseconds): sessions signed in before it are refused; with `disabled: true` (kept
 *   until an administrator enables the account) none is admitted at all.
 * Every item but a disabling and the last sign-ins (`seen#`, see SESSION_KEYS) expires (TTL
 * attribute `expiresAt`, epoch seconds) once the tokens it refuses would have expired
 * anyway, so the table stays small. Nothing in it needs restoring, so it
 * has no point-in-time recovery.
 *
 * It also holds the sign-in's own items: the sign-in guard's counts of failures (`pk` =
 * `signin#` + the kind + the normalised username: `code#`, `password#`, or
 * `address#<address key>#` for one client address; `failures`, `lockedUntil` in epoch
 * seconds), each of which expires once it is forgotten (SIGN_IN_LOCKOUT's
 * `forgetAfterSeconds`); and what may be used only once, each kept for as long as it could
 * be used again: an authenticator code accepted for a username (`pk` =
 * `code#<username>#<code>`) and a sign-in handle already answered (`pk` = `handle#` + its
 * SHA-256).
 */
export const SESSION_TABLE = {
  envVar: 'SESSIONS_TABLE_NAME',
  localName: 'lab-admin-sessions',
  title: 'AdminSessions',
  partitionKey: 'pk',
  ttlAttribute: 'expiresAt',
} as const satisfies RecordTable & Record<string, string>;

/**
 * The key prefixes of the sessions table's kinds of item (see SESSION_TABLE). Each route's
 * grants name the prefixes it may touch, so the token check cannot reset a lockout or
 * forget a used code.
 */
export const SESSION_KEYS = {
  token: 'token#',
  user: 'user#',
  signIn: 'signin#',
  code: 'code#',
  handle: 'handle#',
  /** An account's last successful sign-in (`seen#<username>`, `lastSignInAt` in ms): the accounts list reads it. */
  seen: 'seen#',
} as const;
export type SessionKeyKind = keyof typeof SESSION_KEYS;

/** How long audit entries are kept: two years, then DynamoDB's TTL removes them. */
export const AUDIT_RETENTION_DAYS = 730;

/**
 * The audit trail: one append-only item per security-relevant event (see
 * `schemas/audit.ts` for what an entry holds). Every item sits under one partition
 * (`stream` = `partition`) sorted by `sk` = `<at>#<id>`, so the Activity view's page is
 * one Query in descending order, newest first, never a Scan; a laboratory's few events a
 * day stay far below one partition's throughput. Items expire (TTL attribute `expiresAt`,
 * epoch seconds) AUDIT_RETENTION_DAYS after they were written. Handlers may only put new
 * items (never update or delete), and the table is retained with point-in-time recovery.
 */
export const AUDIT_TABLE = {
  envVar: 'AUDIT_TABLE_NAME',
  localName: 'lab-audit-trail',
  title: 'AuditTrail',
  partitionKey: 'stream',
  partition: 'admin',
  sortKey: 'sk',
  ttlAttribute: 'expiresAt',
} as const satisfies RecordTable & Record<string, string>;

/** The key of an audit entry's item: newest first is descending `sk`. */
export function auditItemKey({ at, id }: { at: string; id: string }) {
  return {
    [AUDIT_TABLE.partitionKey]: AUDIT_TABLE.partition,
    [AUDIT_TABLE.sortKey]: `${at}#${id}`,
  };
}

/** When an entry written `at` (an ISO instant) expires, in epoch seconds. */
export function auditExpiresAt(at: string): number {
  return Math.floor(Date.parse(at) / 1000) + AUDIT_RETENTION_DAYS * 24 * 60 * 60;
}

/** The stored item of an audit entry: the entry, its key and its expiry. */
export function auditItem<E extends { at: string; id: string }>(entry: E) {
  return {
    ...entry,
    ...auditItemKey(entry),
    [AUDIT_TABLE.ttlAttribute]: auditExpiresAt(entry.at),
  };
}

/** The sort key of an item written by `auditItem` (an ISO instant, '#', a ULID). */
export const AUDIT_SORT_KEY =
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z#[0-9A-HJKMNP-TV-Z]{26}$/;

/**
 * What the mail worker knows of recipient addresses, keyed by a hash of the address
 * (`emailKey`, SHA-256), so the table holds no address an erasure would have to find:
 * - `limit#<hash>`: the record whose receipt went at once (`recordId`) and until when
 *   (`until`, epoch seconds: RECEIPT_INTERVAL_MINUTES on) the address's later receipts wait
 *   for the follow-up; it expires then;
 * - `follow-up#<hash>#<until>`: the follow-up of that interval: its records (`members`, a
 *   string set of `<kind>/<id>`), when it is due (`dueAt` = `until`) and, while it waits,
 *   `dueList` = FOLLOW_UP_DUE_INDEX.partition, the key of the sparse index the worker finds
 *   due follow-ups in; `delivery` is its own bookkeeping (a claim, then what became of it),
 *   and once settled it leaves the index and expires FOLLOW_UP_KEEP_DAYS later. The
 *   follow-up finds its address on its records;
 * - `suppressed#<hash>`: the address bounced or complained (`reason`, `at`); no receipt
 *   goes to it again. It never expires;
 * - `client#<UTC day>#<hash>`: how many requests one client address made that day
 *   (`receipts`), for RECEIPT_CAPS.perClient; the hash is SHA-256 of the day and the IP, so
 *   one address's items of different days do not match. It expires when its day ends;
 * - `budget#<UTC day>`: how many receipt e-mails went that day (`receipts`), for
 *   RECEIPT_CAPS.budget. It expires when its day ends.
 * The limit and follow-up items hash the address's mailbox (plus tags and ignored dots
 * folded), the suppressions the address as typed (trimmed, lower-cased).
 */
export const MAIL_RECIPIENTS_TABLE = {
  envVar: 'MAIL_RECIPIENTS_TABLE_NAME',
  localName: 'lab-mail-recipients',
  title: 'MailRecipients',
  partitionKey: 'pk',
  ttlAttribute: 'expiresAt',
} as const satisfies RecordTable & Record<string, string>;

/** The key prefixes of the recipients table's kinds of item. */
export const RECIPIENT_KEYS = {
  limit: 'limit#',
  followUp: 'follow-up#',
  suppressed: 'suppressed#',
  client: 'client#',
  budget: 'budget#',
} as const;

/** The count on a `client#` or `budget#` item. */
export const RECIPIENT_COUNT_ATTRIBUTE = 'receipts';

/**
 * The recipients table's sparse index of follow-ups still to send: only a waiting
 * follow-up has `dueList`, all under one partition sorted by `dueAt` (epoch seconds), so
 * the due ones are one Query (`dueAt <= now`), never a Scan. One partition is plenty for a
 * laboratory's few requests an hour. Keys only: the worker claims each on the table.
 */
export const FOLLOW_UP_DUE_INDEX = {
  name: 'due-follow-ups',
  partitionKey: 'dueList',
  sortKey: 'dueAt',
  /** `dueAt` is a number (epoch seconds); `dueList` a string. */
  sortKeyType: 'N',
  projection: 'KEYS_ONLY',
  partition: 'due',
} as const;

/**
 * How long a follow-up's item outlives its sending: SES's later events (a late bounce or
 * complaint) still find its records through it.
 */
export const FOLLOW_UP_KEEP_DAYS = 30;

/** Every table: the record tables by kind, the sessions table, the audit trail and the mail recipients. */
export type TableId = RecordKind | 'session' | 'audit' | 'recipients';

/** The definition of any table by its id. */
export const TABLES: Readonly<Record<TableId, RecordTable>> = {
  ...RECORD_TABLES,
  session: SESSION_TABLE,
  audit: AUDIT_TABLE,
  recipients: MAIL_RECIPIENTS_TABLE,
};

/** The environment variable of one of the tables. */
export type TableEnvName =
  | (typeof RECORD_TABLES)[RecordKind]['envVar']
  | (typeof SESSION_TABLE)['envVar']
  | (typeof AUDIT_TABLE)['envVar']
  | (typeof MAIL_RECIPIENTS_TABLE)['envVar'];
