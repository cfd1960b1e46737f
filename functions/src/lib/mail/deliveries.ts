import { GetCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import {
  NOTIFY_HEADER_PREFIX,
  RECORD_MESSAGES,
  type DeliveryState,
  type RecordMessage,
} from '@lab/shared/constants/mail';
import { RECORD_KINDS, type RecordKind } from '@lab/shared/constants/record-kinds';
import { TABLE_KEYS } from '@lab/shared/data/tables';
import { unlessConditionFails } from '../aws/dynamo-errors';
import { isUlid } from '../ids';
import { deliveryAttribute, storedDeliveryOf, type StoredDelivery } from '../records/item';

/** One message of one record: what the delivery header names. */
export interface DeliveryRef {
  kind: RecordKind;
  id: string;
  message: RecordMessage;
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
  if (!RECORD_MESSAGES.includes(message as RecordMessage)) return null;
  return { kind: kind as RecordKind, id, message: message as RecordMessage };
}

/** A record's alert sent again by hand (notify): what its delivery header names. */
export interface NotifyRef {
  kind: RecordKind;
  id: string;
}

/** The header value of a notify: `notify/<kind>/<record id>`. */
export function notifyKey({ kind, id }: NotifyRef): string {
  return `${NOTIFY_HEADER_PREFIX}/${kind}/${id}`;
}

/** The notify a header value names, or null when it names none (not ours, or altered). */
export function parseNotifyKey(value: string): NotifyRef | null {
  const [prefix, kind, id, ...rest] = value.trim().split('/');
  if (prefix !== NOTIFY_HEADER_PREFIX || rest.length > 0 || !id || !isUlid(id)) return null;
  if (!RECORD_KINDS.includes(kind as RecordKind)) return null;
  return { kind: kind as RecordKind, id };
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
 * that arrives after a Bounce leaves it bounced) and never touches a skipped message. A
 * report of a follow-up's e-mail also moves its receipts on from `follow-up`.
 */
export const REPLACES: Readonly<Record<FeedbackState, readonly DeliveryState[]>> = {
  sent: ['sending'],
  delivered: ['sending', 'sent'],
  bounced: ['sending', 'sent', 'delivered'],
  complained: ['sending', 'sent', 'delivered'],
};

/** What SES reported of a message. */
export interface FeedbackReport {
  state: FeedbackState;
  at: string;
  messageId?: string;
  /**
   * The report is of this follow-up's e-mail (its header): it moves the receipt only when
   * the receipt is in that follow-up, from `follow-up` too.
   */
  followUp?: string;
}

/** Exactly-once bookkeeping of something sent: claimed for one attempt, then settled. */
export interface LeaseStore<Ref, Delivery, Claim> {
  /**
   * Claims `ref` for one attempt (`claim`) until `until` (epoch seconds): only when no
   * attempt dealt with it yet, or the last attempt's claim ran out (`now`, epoch seconds).
   */
  claim(ref: Ref, claim: { token: string; now: number; until: number }): Promise<Claim>;
  /** Records what the attempt holding `token` did; false when it no longer holds it. */
  settle(ref: Ref, token: string, delivery: Delivery): Promise<boolean>;
  /**
   * Gives up the claim of `token` (SES refused the send, so nothing went): the next attempt
   * may claim it at once.
   */
  release(ref: Ref, token: string): Promise<boolean>;
}

/** A message's claim; `failedToo` (a redrive) also claims a message SES refused for good. */
export interface DeliveryClaim {
  token: string;
  now: number;
  until: number;
  failedToo?: boolean;
}

/** The delivery bookkeeping on the records of the three tables. */
export interface DeliveryStore extends LeaseStore<DeliveryRef, StoredDelivery, ClaimOutcome> {
  claim(ref: DeliveryRef, claim: DeliveryClaim): Promise<ClaimOutcome>;
  /** Records what SES reported; false when the report changed nothing (see REPLACES). */
  report(ref: DeliveryRef, report: FeedbackReport): Promise<boolean>;
  /**
   * Records what became of the follow-up `followUp` on one of its receipts (sent, skipped,
   * failed); false when the receipt is no longer waiting for it (SES's events moved it on
   * first, or the record is gone).
   */
  settleFollowedUp(ref: DeliveryRef, followUp: string, delivery: StoredDelivery): Promise<boolean>;
  /** The message's bookkeeping now; `missing` when the record is gone. */
  read(ref: DeliveryRef): Promise<StoredDelivery | null | 'missing'>;
}

/**
 * When a claim may be taken (a condition over `#d`, the delivery, with `:sending` and
 * `:now`): nobody dealt with it yet, or the last claim ran out.
 */
export const CLAIMABLE =
  '(attribute_not_exists(#d) OR (#d.#state = :sending AND #d.#until < :now))';

/** What a claim writes, and the values CLAIMABLE reads. */
export function claimValues({ token, now, until }: { token: string; now: number; until: number }) {
  return {
    ':claim': {
      state: 'sending',
      at: new Date(now * 1000).toISOString(),
      claim: token,
      until,
    } satisfies StoredDelivery,
    ':sending': 'sending',
    ':now': now,
  };
}

/** An update that only its condition decides: false when the condition did not hold. */
export async function conditionalUpdate(
  client: DynamoDBDocumentClient,
  input: ConstructorParameters<typeof UpdateCommand>[0],
): Promise<boolean> {
  return (await unlessConditionFails(() => client.send(new UpdateCommand(input)))) !== false;
}

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
    '#d': deliveryAttribute(ref.message),
  });

  const conditional = (input: ConstructorParameters<typeof UpdateCommand>[0]) =>
    conditionalUpdate(client, input);

  /**
   * Sets the message's delivery to `delivery` when it stands in state `from` with its `field`
   * (the claim's token, or the follow-up it waits for) at `value`: false otherwise.
   */
  function replace(
    ref: DeliveryRef,
    delivery: StoredDelivery,
    { from, field, value }: { from: DeliveryState; field: 'claim' | 'followUp'; value: string },
  ) {
    return conditional({
      TableName: tables[ref.kind],
      Key: key(ref),
      UpdateExpression: 'SET #d = :delivery',
      ConditionExpression: 'attribute_exists(#id) AND #d.#state = :from AND #d.#field = :value',
      ExpressionAttributeNames: { ...names(ref), '#state': 'state', '#field': field },
      ExpressionAttributeValues: { ':delivery': delivery, ':from': from, ':value': value },
    });
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
    return Item ? storedDeliveryOf(Item, ref.message) : 'missing';
  }

  return {
    read,

    async claim(ref, { failedToo = false, ...claim }) {
      const claimed = await conditional({
        TableName: tables[ref.kind],
        Key: key(ref),
        UpdateExpression: 'SET #d = :claim',
        // The record exists (a deleted record is not mailed), and nobody holds the message.
        ConditionExpression: failedToo
          ? `attribute_exists(#id) AND (${CLAIMABLE} OR #d.#state = :failed)`
          : `attribute_exists(#id) AND ${CLAIMABLE}`,
        ExpressionAttributeNames: { ...names(ref), '#state': 'state', '#until': 'until' },
        ExpressionAttributeValues: {
          ...claimValues(claim),
          ...(failedToo && { ':failed': 'failed' }),
        },
      });
      if (claimed) return { outcome: 'claimed' };
      const current = await read(ref);
      if (current === 'missing') return { outcome: 'missing' };
      // The condition failed, so a delivery exists (or the record went in between).
      return current ? { outcome: 'held', current } : { outcome: 'missing' };
    },

    settle(ref, token, delivery) {
      return replace(ref, delivery, { from: 'sending', field: 'claim', value: token });
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

    report(ref, { state, at, messageId, followUp }) {
      const from = followUp ? ['follow-up', ...REPLACES[state]] : REPLACES[state];
      const placeholders = from.map((_, index) => `:from${index}`);
      return conditional({
        TableName: tables[ref.kind],
        Key: key(ref),
        UpdateExpression: messageId
          ? 'SET #d.#state = :state, #d.#at = :at, #d.#messageId = :messageId REMOVE #d.#claim, #d.#until'
          : 'SET #d.#state = :state, #d.#at = :at REMOVE #d.#claim, #d.#until',
        ConditionExpression: [
          'attribute_exists(#id)',
          `#d.#state IN (${placeholders.join(', ')})`,
          ...(followUp ? ['#d.#followUp = :followUp'] : []),
        ].join(' AND '),
        ExpressionAttributeNames: {
          ...names(ref),
          '#state': 'state',
          '#at': 'at',
          '#claim': 'claim',
          '#until': 'until',
          ...(messageId && { '#messageId': 'messageId' }),
          ...(followUp && { '#followUp': 'followUp' }),
        },
        ExpressionAttributeValues: {
          ':state': state,
          ':at': at,
          ...(messageId && { ':messageId': messageId }),
          ...(followUp && { ':followUp': followUp }),
          ...Object.fromEntries(from.map((value, index) => [placeholders[index], value])),
        },
      });
    },

    settleFollowedUp(ref, followUp, delivery) {
      return replace(
        ref,
        { ...delivery, followUp },
        { from: 'follow-up', field: 'followUp', value: followUp },
      );
    },
  };
}
