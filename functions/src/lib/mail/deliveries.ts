import { GetCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import {
  MAIL_MESSAGES,
  type DeliveryState,
  type MailMessage,
  type SkipReason,
} from '@lab/shared/constants/mail';
import { RECORD_KINDS, type RecordKind } from '@lab/shared/constants/record-kinds';
import { DELIVERY_ATTRIBUTES, TABLE_KEYS } from '@lab/shared/data/tables';
import { isUlid } from '../ids';

/** One message of one record: what the delivery header names. */
export interface DeliveryRef {
  kind: RecordKind;
  id: string;
  message: MailMessage;
}

/** The header value of a message: `<kind>/<record id>/<message>`. */
export function deliveryKey({ kind, id, message }: DeliveryRef): string {
  return `${kind}/${id}/${message}`;
}

/** The message a header value names, or null when it names none (not ours, or altered). */
export function parseDeliveryKey(value: string): DeliveryRef | null {
  const [kind, id, message, ...rest] = value.trim().split('/');
  if (rest.length > 0 || !id || !isUlid(id)) return null;
  if (!RECORD_KINDS.includes(kind as RecordKind)) return null;
  if (!MAIL_MESSAGES.includes(message as MailMessage)) return null;
  return { kind: kind as RecordKind, id, message: message as MailMessage };
}

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
}

/** What a claim came to: the worker may send, or the message stands as `current`. */
export type ClaimOutcome =
  | { outcome: 'claimed' }
  /** Not claimed: the record is gone (deleted since it was stored). */
  | { outcome: 'missing' }
  /** Not claimed: another attempt holds it, or it was dealt with. */
  | { outcome: 'held'; current: StoredDelivery };

/** What SES reported of a message, in the order it reports it. */
export type FeedbackState = Extract<DeliveryState, 'sent' | 'delivered' | 'bounced' | 'complained'>;

/**
 * The states each report may replace: a report never undoes a later one (a Delivery event
 * that arrives after a Bounce leaves it bounced) and never touches a skipped message.
 */
const REPLACES: Readonly<Record<FeedbackState, readonly DeliveryState[]>> = {
  sent: ['sending'],
  delivered: ['sending', 'sent'],
  bounced: ['sending', 'sent', 'delivered'],
  complained: ['sending', 'sent', 'delivered'],
};

/** The delivery bookkeeping on the records of the three tables. */
export interface DeliveryStore {
  /**
   * Claims a message for one attempt (`claim`) until `until` (epoch seconds): only when no
   * attempt dealt with it yet, or the last attempt's claim ran out (`now`, epoch seconds).
   */
  claim(
    ref: DeliveryRef,
    claim: { token: string; now: number; until: number },
  ): Promise<ClaimOutcome>;
  /** Records what the attempt holding `token` did; false when it no longer holds it. */
  settle(ref: DeliveryRef, token: string, delivery: StoredDelivery): Promise<boolean>;
  /**
   * Gives up the claim of `token` (SES refused the send, so nothing went): the next attempt
   * may claim the message at once.
   */
  release(ref: DeliveryRef, token: string): Promise<boolean>;
  /** Records what SES reported; false when the report changed nothing (see REPLACES). */
  report(
    ref: DeliveryRef,
    report: { state: FeedbackState; at: string; messageId?: string },
  ): Promise<boolean>;
  /** The message's bookkeeping now; `missing` when the record is gone. */
  read(ref: DeliveryRef): Promise<StoredDelivery | null | 'missing'>;
}

const isConditionFailure = (error: unknown) =>
  error instanceof Error && error.name === 'ConditionalCheckFailedException';

export function createDeliveryStore({
  client,
  tables,
}: {
  client: DynamoDBDocumentClient;
  tables: Readonly<Record<RecordKind, string>>;
}): DeliveryStore {
  const key = ({ id }: DeliveryRef) => ({ [TABLE_KEYS.partitionKey]: id });
  const names = (ref: DeliveryRef) => ({
    '#id': TABLE_KEYS.partitionKey,
    '#d': DELIVERY_ATTRIBUTES[ref.message],
  });

  /** An update that only the condition decides: false when it did not hold. */
  async function conditional(input: ConstructorParameters<typeof UpdateCommand>[0]) {
    try {
      await client.send(new UpdateCommand(input));
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  }

  async function read(ref: DeliveryRef): Promise<StoredDelivery | null | 'missing'> {
    const { Item } = await client.send(
      new GetCommand({
        TableName: tables[ref.kind],
        Key: key(ref),
        ProjectionExpression: '#id, #d',
        ExpressionAttributeNames: names(ref),
        ConsistentRead: true,
      }),
    );
    if (!Item) return 'missing';
    return (Item[DELIVERY_ATTRIBUTES[ref.message]] as StoredDelivery | undefined) ?? null;
  }

  return {
    read,

    async claim(ref, { token, now, until }) {
      const claimed = await conditional({
        TableName: tables[ref.kind],
        Key: key(ref),
        UpdateExpression: 'SET #d = :claim',
        // The record exists (a deleted record is not mailed), and nobody holds the message.
        ConditionExpression:
          'attribute_exists(#id) AND (attribute_not_exists(#d) OR (#d.#state = :sending AND #d.#until < :now))',
        ExpressionAttributeNames: { ...names(ref), '#state': 'state', '#until': 'until' },
        ExpressionAttributeValues: {
          ':claim': {
            state: 'sending',
            at: new Date(now * 1000).toISOString(),
            claim: token,
            until,
          } satisfies StoredDelivery,
          ':sending': 'sending',
          ':now': now,
        },
      });
      if (claimed) return { outcome: 'claimed' };
      const current = await read(ref);
      if (current === 'missing') return { outcome: 'missing' };
      // The condition failed, so a delivery exists (or the record went in between).
      return current ? { outcome: 'held', current } : { outcome: 'missing' };
    },

    settle(ref, token, delivery) {
      return conditional({
        TableName: tables[ref.kind],
        Key: key(ref),
        UpdateExpression: 'SET #d = :delivery',
        ConditionExpression:
          'attribute_exists(#id) AND #d.#state = :sending AND #d.#claim = :token',
        ExpressionAttributeNames: { ...names(ref), '#state': 'state', '#claim': 'claim' },
        ExpressionAttributeValues: {
          ':delivery': delivery,
          ':sending': 'sending',
          ':token': token,
        },
      });
    },

    release(ref, token) {
      return conditional({
        TableName: tables[ref.kind],
        Key: key(ref),
        UpdateExpression: 'REMOVE #d',
        ConditionExpression:
          'attribute_exists(#id) AND #d.#state = :sending AND #d.#claim = :token',
        ExpressionAttributeNames: { ...names(ref), '#state': 'state', '#claim': 'claim' },
        ExpressionAttributeValues: { ':sending': 'sending', ':token': token },
      });
    },

    report(ref, { state, at, messageId }) {
      const from = REPLACES[state];
      const placeholders = from.map((_, index) => `:from${index}`);
      return conditional({
        TableName: tables[ref.kind],
        Key: key(ref),
        UpdateExpression: messageId
          ? 'SET #d.#state = :state, #d.#at = :at, #d.#messageId = :messageId REMOVE #d.#claim, #d.#until'
          : 'SET #d.#state = :state, #d.#at = :at REMOVE #d.#claim, #d.#until',
        ConditionExpression: `attribute_exists(#id) AND #d.#state IN (${placeholders.join(', ')})`,
        ExpressionAttributeNames: {
          ...names(ref),
          '#state': 'state',
          '#at': 'at',
          '#claim': 'claim',
          '#until': 'until',
          ...(messageId && { '#messageId': 'messageId' }),
        },
        ExpressionAttributeValues: {
          ':state': state,
          ':at': at,
          ...(messageId && { ':messageId': messageId }),
          ...Object.fromEntries(from.map((value, index) => [placeholders[index], value])),
        },
      });
    },
  };
}
