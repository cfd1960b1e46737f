import * as z from 'zod/mini';
import type { DeliveryState, RecordMessage, SkipReason } from '@lab/shared/constants/mail';
import type { RecordKind } from '@lab/shared/constants/record-kinds';
import { RECORD_STATUSES, type RecordStatus } from '@lab/shared/constants/record-status';
import {
  DELIVERY_ATTRIBUTES,
  emailKey,
  LIST_PARTITION,
  NOTIFIED_AT_ATTRIBUTE,
  REQUESTER_EMAIL_FIELD,
  SAMPLE_ATTRIBUTES,
  TABLE_KEYS,
  WORK_ATTRIBUTES,
} from '@lab/shared/data/tables';
import {
  deliverySchema,
  type Delivery,
  type RecordByKind,
  type RecordNote,
  recordReplySchema,
  type RecordReply,
} from '@lab/shared/schemas/records';
import { containersSentRecordSchema, samplesReceivedSchema } from '@lab/shared/schemas/samples';

/*
 * The shape of a record's item, owned here alone. Beside the record's fields it holds the
 * keys of the list, status and e-mail indexes, the staff's work (WORK_ATTRIBUTES: absent
 * on items stored before statuses existed), and bookkeeping the API never hands out as
 * stored: the notify route's stamp (NOTIFIED_AT_ATTRIBUTE, see notify-stamps.ts) and each
 * automatic message's delivery (DELIVERY_ATTRIBUTES: StoredDelivery, written by the mail
 * jobs through `deliveryAttribute`). The table also holds reference claims (below) and
 * counter shards (counters.ts), which are not records.
 */

/** The staff's work on a record: what a new record does not hold yet. */
type WorkField =
  | 'status'
  | 'statusChangedAt'
  | 'statusChangedBy'
  | 'notes'
  | 'assignee'
  | 'replies'
  | 'delivery'
  | 'samplesReceived'
  | 'containersSent';

/** A record as a public form stores it: it arrives `new`, with no notes. */
export type NewRecord<K extends RecordKind> = Omit<RecordByKind[K], WorkField>;

/** The staff's work on a record as it arrived (and on one stored before statuses existed). */
export const AS_ARRIVED = {
  status: 'new',
  statusChangedAt: null,
  statusChangedBy: null,
  notes: [],
  assignee: null,
  replies: [],
  delivery: { alert: null, receipt: null },
  samplesReceived: null,
  containersSent: null,
} as const satisfies Pick<RecordByKind[RecordKind], WorkField>;

/**
 * A reference number's claim: an item keyed by the reference itself, naming its record.
 * Written in the record's own transaction on the condition that none exists, it makes
 * the number unique in the table; it has no index keys, so no list, count, search by
 * e-mail or export ever sees it, and `getItem` (records only) never returns it.
 */
export const MARKER_RECORD_ID = 'recordId';

/** A message's bookkeeping as stored on its record (DELIVERY_ATTRIBUTES). */
export interface StoredDelivery {
  state: DeliveryState;
  /** ISO instant it reached that state. */
  at: string;
  reason?: SkipReason;
  /** The worker attempt that holds a `sending` claim, and until when (epoch seconds). */
  claim?: string;
  until?: number;
  messageId?: string;
  /** Why SES refused a message for good (`failed`). */
  error?: string;
  /** A receipt's follow-up (its delivery header, `follow-up/<hash>/<due>`), once it joined one. */
  followUp?: string;
}

/** The record attribute that holds `message`'s StoredDelivery. */
export const deliveryAttribute = (message: RecordMessage): string => DELIVERY_ATTRIBUTES[message];

/** `message`'s bookkeeping on a stored item; null when nothing dealt with it yet. */
export const storedDeliveryOf = (
  item: Record<string, unknown>,
  message: RecordMessage,
): StoredDelivery | null =>
  (item[deliveryAttribute(message)] as StoredDelivery | undefined) ?? null;

const { listIndex, statusIndex, emailIndex } = TABLE_KEYS;

const isStatus = (value: unknown): value is RecordStatus =>
  RECORD_STATUSES.includes(value as RecordStatus);

/** A stored item's status: items stored before statuses existed have none, and are new. */
export const statusOf = (item: Record<string, unknown>): RecordStatus => {
  const status = item[WORK_ATTRIBUTES.status];
  return isStatus(status) ? status : AS_ARRIVED.status;
};

export const notesOf = (item: Record<string, unknown>): RecordNote[] => {
  const notes = item[WORK_ATTRIBUTES.notes];
  return Array.isArray(notes) ? (notes as RecordNote[]) : [];
};

/** Who a stored item is assigned to; null when nobody (the attribute is absent then). */
export const assigneeOf = (item: Record<string, unknown>): string | null => {
  const assignee = item[WORK_ATTRIBUTES.assignee];
  return typeof assignee === 'string' ? assignee : null;
};

/**
 * A samples fact as stored, with its e-mail's delivery, which the mail jobs keep beside it
 * (DELIVERY_ATTRIBUTES); null when unset or not one.
 */
function factOf<S extends z.core.$ZodType<{ delivery: unknown }>>(
  schema: S,
  stored: unknown,
  delivery: unknown,
): z.core.output<S> | null {
  if (stored === undefined || stored === null) return null;
  const parsed = z.safeParse(schema, { ...(stored as object), delivery: deliveryOf(delivery) });
  return parsed.success ? parsed.data : null;
}

/** A record's replies as the card shows them: any stored entry that is not one is left out. */
export const repliesOf = (item: Record<string, unknown>): RecordReply[] => {
  const replies = item[WORK_ATTRIBUTES.replies];
  if (!Array.isArray(replies)) return [];
  return replies.flatMap((reply) => {
    const parsed = recordReplySchema.safeParse(reply);
    return parsed.success ? [parsed.data] : [];
  });
};

/** A message's delivery as the card shows it, without the worker's lease. */
const deliveryOf = (value: unknown): Delivery | null => {
  const parsed = deliverySchema.safeParse({ reason: null, ...(value as object) });
  return parsed.success ? parsed.data : null;
};

/** A stored item as the admin API gives it: index keys and bookkeeping dropped, defaults for older items. */
export function recordFromItem<K extends RecordKind>(
  item: Record<string, unknown>,
): RecordByKind[K] {
  // Items are written by `create`, from validated records, and by `change`; drop the index
  // keys and the notify route's bookkeeping, and read an item stored before statuses
  // existed as a new record without notes.
  const {
    [listIndex.partitionKey]: _listPk,
    [statusIndex.partitionKey]: _statusPk,
    [emailIndex.partitionKey]: _emailKey,
    [NOTIFIED_AT_ATTRIBUTE]: _notifiedAt,
    [DELIVERY_ATTRIBUTES.alert]: alert,
    [DELIVERY_ATTRIBUTES.receipt]: receipt,
    [DELIVERY_ATTRIBUTES.arrival]: arrival,
    [DELIVERY_ATTRIBUTES.dispatch]: dispatch,
    [SAMPLE_ATTRIBUTES.received]: samplesReceived,
    [SAMPLE_ATTRIBUTES.sent]: containersSent,
    ...record
  } = item;
  return {
    ...record,
    // Records stored before reference numbers have none.
    reference: typeof item.reference === 'string' ? item.reference : null,
    status: statusOf(item),
    statusChangedAt: item[WORK_ATTRIBUTES.changedAt] ?? AS_ARRIVED.statusChangedAt,
    statusChangedBy: item[WORK_ATTRIBUTES.changedBy] ?? AS_ARRIVED.statusChangedBy,
    notes: notesOf(item),
    assignee: assigneeOf(item),
    replies: repliesOf(item),
    delivery: { alert: deliveryOf(alert), receipt: deliveryOf(receipt) },
    samplesReceived: factOf(samplesReceivedSchema, samplesReceived, arrival),
    containersSent: factOf(containersSentRecordSchema, containersSent, dispatch),
  } as RecordByKind[K];
}

/**
 * The item a new record is stored as: its fields, arrived as New, with the keys of the
 * list, status and e-mail indexes (the last only when it has an address).
 */
export function newRecordItem<K extends RecordKind>(
  kind: K,
  record: NewRecord<K>,
): Record<string, unknown> {
  const address: unknown = (record as Record<string, unknown>)[REQUESTER_EMAIL_FIELD[kind]];
  return {
    ...record,
    [WORK_ATTRIBUTES.status]: 'new',
    [listIndex.partitionKey]: LIST_PARTITION,
    [statusIndex.partitionKey]: 'new',
    ...(typeof address === 'string' && { [emailIndex.partitionKey]: emailKey(address) }),
  };
}
