import {
  GetCommand,
  TransactWriteCommand,
  UpdateCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import { FOLLOW_UP_HEADER_PREFIX, type DeliveryState } from '@lab/shared/constants/mail';
import { RECORD_KINDS, type RecordKind } from '@lab/shared/constants/record-kinds';
import {
  FOLLOW_UP_DUE_INDEX,
  FOLLOW_UP_KEEP_DAYS,
  MAIL_RECIPIENTS_TABLE,
  RECIPIENT_KEYS,
  TABLE_KEYS,
} from '@lab/shared/data/tables';
import {
  isTransactionConflict,
  transactionConditionFailed,
  unlessConditionFails,
} from '../aws/dynamo-errors';
import { queryUpTo } from '../aws/dynamo-query';
import { retryOnConflict } from '../aws/retry';
import { isUlid } from '../ids';
import { deliveryAttribute, type StoredDelivery } from '../records/item';
import {
  CLAIMABLE,
  claimValues,
  conditionalUpdate,
  REPLACES,
  type DeliveryRef,
  type FeedbackReport,
  type LeaseStore,
} from './deliveries';
import { mailboxHash } from './recipients';

/*
 * The follow-ups: one e-mail per address and receipt interval that lists the references of
 * the requests whose receipts did not go at once (see MAIL_RECIPIENTS_TABLE). A receipt
 * joins its follow-up in the same transaction that settles the record's claim on it, so a
 * receipt is either in exactly one follow-up or still to be dealt with. The follow-up is
 * then sent like any other message: claimed (a lease), sent, settled, and a settled one
 * leaves the index of due follow-ups.
 */

/** One follow-up: its address (as the recipients table hashes it) and when it is due. */
export interface FollowUpRef {
  hash: string;
  /** Epoch seconds: the end of the interval it belongs to. */
  due: number;
}

/** A follow-up's delivery header value (and its name on its receipts): `follow-up/<hash>/<due>`. */
export function followUpKey({ hash, due }: FollowUpRef): string {
  return `${FOLLOW_UP_HEADER_PREFIX}/${hash}/${due}`;
}

/** The follow-up a header value names, or null when it names none. */
export function parseFollowUpKey(value: string): FollowUpRef | null {
  const [prefix, hash, due, ...rest] = value.trim().split('/');
  if (prefix !== FOLLOW_UP_HEADER_PREFIX || rest.length > 0) return null;
  if (!hash || !/^[0-9a-f]{64}$/.test(hash) || !due || !/^\d{1,12}$/.test(due)) return null;
  return { hash, due: Number(due) };
}

/** The follow-up of `address` due at `due`. */
export const followUpOf = (address: string, due: number): FollowUpRef => ({
  hash: mailboxHash(address),
  due,
});

/** A follow-up's own bookkeeping: a claim while it is sent, then what became of it. */
export interface FollowUpDelivery {
  state: Exclude<DeliveryState, 'follow-up'>;
  /** ISO instant it reached that state. */
  at: string;
  claim?: string;
  until?: number;
  messageId?: string;
  /** Why it was not sent: the address is suppressed, the day's budget is spent, or none of its records is left. */
  reason?: 'suppressed' | 'budget' | 'empty';
  error?: string;
}

/** What joining a follow-up came to. */
export type JoinOutcome =
  /** The receipt is in the follow-up, and its record says so. */
  | 'joined'
  /** The follow-up is being sent or went already: the receipt's interval is over. */
  | 'closed'
  /** The attempt no longer holds the receipt (its lease ran out), or the record is gone. */
  | 'lost';

/** What a claim on a follow-up came to. */
export type FollowUpClaim =
  | { outcome: 'claimed'; members: DeliveryRef[] }
  /** Another attempt holds it, or it was dealt with. */
  | { outcome: 'held' };

/**
 * The follow-ups, each claimed, settled or released like a record's message (LeaseStore):
 * a claim is taken only once the follow-up is due, and from then on no receipt joins it.
 */
export interface FollowUpStore extends LeaseStore<FollowUpRef, FollowUpDelivery, FollowUpClaim> {
  /**
   * Puts a record's receipt, claimed by the attempt `token`, into the follow-up of
   * `address` due at `due`, and settles the claim as `follow-up`, at `at` (ISO), together.
   */
  join(
    receipt: DeliveryRef,
    follow: { address: string; due: number; token: string; at: string },
  ): Promise<JoinOutcome>;
  /** Follow-ups due by `now` (epoch seconds) and not settled, oldest first, at most `limit`. */
  due(now: number, limit: number): Promise<FollowUpRef[]>;
  /** Records what SES reported of the follow-up's e-mail (see REPLACES). */
  report(ref: FollowUpRef, report: Omit<FeedbackReport, 'followUp'>): Promise<boolean>;
  /** The receipts in a follow-up; null when there is no such follow-up (any more). */
  members(ref: FollowUpRef): Promise<DeliveryRef[] | null>;
}

/** A receipt as a follow-up lists it: `<kind>/<id>`. */
const memberKey = ({ kind, id }: DeliveryRef) => `${kind}/${id}`;

function memberRef(value: string): DeliveryRef | null {
  const [kind, id, ...rest] = value.split('/');
  if (rest.length > 0 || !id || !isUlid(id) || !RECORD_KINDS.includes(kind as RecordKind))
    return null;
  return { kind: kind as RecordKind, id, message: 'receipt' };
}

const membersOf = (item: Record<string, unknown> | undefined): DeliveryRef[] => {
  const members = item?.members;
  const values = members instanceof Set ? [...(members as Set<unknown>)] : [];
  return values
    .flatMap((value) => (typeof value === 'string' ? [memberRef(value)] : []))
    .filter((ref): ref is DeliveryRef => ref !== null)
    .sort((a, b) => (a.id < b.id ? -1 : 1));
};

/** When a follow-up settled at `at` (ISO) expires, in epoch seconds. */
const expiresAfter = (at: string) =>
  Math.floor(Date.parse(at) / 1000) + FOLLOW_UP_KEEP_DAYS * 24 * 60 * 60;

export function createFollowUpStore({
  client,
  tableName,
  tables,
}: {
  client: DynamoDBDocumentClient;
  /** The recipients table. */
  tableName: string;
  /** The record tables, whose receipts join follow-ups. */
  tables: Readonly<Record<RecordKind, string>>;
}): FollowUpStore {
  const { partitionKey, ttlAttribute } = MAIL_RECIPIENTS_TABLE;
  const key = ({ hash, due }: FollowUpRef) => ({
    [partitionKey]: `${RECIPIENT_KEYS.followUp}${hash}#${due}`,
  });
  const names = {
    '#pk': partitionKey,
    '#d': 'delivery',
    '#state': 'state',
    '#claim': 'claim',
  };

  const conditional = (input: ConstructorParameters<typeof UpdateCommand>[0]) =>
    conditionalUpdate(client, input);

  return {
    async join(receipt, { address, due, token, at }) {
      const ref = followUpOf(address, due);
      const member = memberKey(receipt);
      const waiting: StoredDelivery = { state: 'follow-up', at, followUp: followUpKey(ref) };
      try {
        // Two receipts of one address may join at once (from two tables' streams).
        await retryOnConflict(
          () =>
            client.send(
              new TransactWriteCommand({
                TransactItems: [
                  {
                    Update: {
                      TableName: tableName,
                      Key: key(ref),
                      UpdateExpression:
                        'SET #dueList = :partition, #dueAt = :due ADD #members :member',
                      // Open until claimed; joining again (a retry) changes nothing.
                      ConditionExpression:
                        'attribute_not_exists(#d) OR contains(#members, :memberValue)',
                      ExpressionAttributeNames: {
                        '#d': 'delivery',
                        '#dueList': FOLLOW_UP_DUE_INDEX.partitionKey,
                        '#dueAt': FOLLOW_UP_DUE_INDEX.sortKey,
                        '#members': 'members',
                      },
                      ExpressionAttributeValues: {
                        ':partition': FOLLOW_UP_DUE_INDEX.partition,
                        ':due': due,
                        ':member': new Set([member]),
                        ':memberValue': member,
                      },
                    },
                  },
                  {
                    Update: {
                      TableName: tables[receipt.kind],
                      Key: { [TABLE_KEYS.partitionKey]: receipt.id },
                      UpdateExpression: 'SET #d = :waiting',
                      ConditionExpression:
                        'attribute_exists(#id) AND #d.#state = :sending AND #d.#claim = :token',
                      ExpressionAttributeNames: {
                        '#id': TABLE_KEYS.partitionKey,
                        '#d': deliveryAttribute('receipt'),
                        '#state': 'state',
                        '#claim': 'claim',
                      },
                      ExpressionAttributeValues: {
                        ':waiting': waiting,
                        ':sending': 'sending',
                        ':token': token,
                      },
                    },
                  },
                ],
              }),
            ),
          isTransactionConflict,
        );
        return 'joined';
      } catch (error) {
        if (transactionConditionFailed(error, 1)) return 'lost';
        if (transactionConditionFailed(error, 0)) return 'closed';
        throw error;
      }
    },

    async due(now, limit) {
      return queryUpTo(
        client,
        {
          TableName: tableName,
          IndexName: FOLLOW_UP_DUE_INDEX.name,
          KeyConditionExpression: '#dueList = :partition AND #dueAt <= :now',
          ExpressionAttributeNames: {
            '#dueList': FOLLOW_UP_DUE_INDEX.partitionKey,
            '#dueAt': FOLLOW_UP_DUE_INDEX.sortKey,
          },
          ExpressionAttributeValues: { ':partition': FOLLOW_UP_DUE_INDEX.partition, ':now': now },
        },
        limit,
        (item) => {
          const [hash, due] = String(item[partitionKey])
            .slice(RECIPIENT_KEYS.followUp.length)
            .split('#');
          return parseFollowUpKey(`${FOLLOW_UP_HEADER_PREFIX}/${hash}/${due}`);
        },
      );
    },

    async claim(ref, claim) {
      const claimed = await unlessConditionFails(() =>
        client.send(
          new UpdateCommand({
            TableName: tableName,
            Key: key(ref),
            UpdateExpression: 'SET #d = :claim',
            // Still waiting (on the index), due, and nobody holds it.
            ConditionExpression: `attribute_exists(#dueList) AND #dueAt <= :now AND ${CLAIMABLE}`,
            ExpressionAttributeNames: {
              '#d': 'delivery',
              '#state': 'state',
              '#until': 'until',
              '#dueList': FOLLOW_UP_DUE_INDEX.partitionKey,
              '#dueAt': FOLLOW_UP_DUE_INDEX.sortKey,
            },
            ExpressionAttributeValues: claimValues(claim),
            // The members as they stand when the follow-up closes to new receipts.
            ReturnValues: 'ALL_NEW',
          }),
        ),
      );
      return claimed
        ? { outcome: 'claimed', members: membersOf(claimed.Attributes) }
        : { outcome: 'held' };
    },

    settle(ref, token, delivery) {
      // Settled: off the due index, and expiring FOLLOW_UP_KEEP_DAYS on.
      return conditional({
        TableName: tableName,
        Key: key(ref),
        UpdateExpression: 'SET #d = :delivery, #expires = :expires REMOVE #dueList',
        ConditionExpression:
          'attribute_exists(#pk) AND #d.#state = :sending AND #d.#claim = :token',
        ExpressionAttributeNames: {
          ...names,
          '#expires': ttlAttribute,
          '#dueList': FOLLOW_UP_DUE_INDEX.partitionKey,
        },
        ExpressionAttributeValues: {
          ':delivery': delivery,
          ':expires': expiresAfter(delivery.at),
          ':sending': 'sending',
          ':token': token,
        },
      });
    },

    release(ref, token) {
      return conditional({
        TableName: tableName,
        Key: key(ref),
        UpdateExpression: 'REMOVE #d',
        ConditionExpression:
          'attribute_exists(#pk) AND #d.#state = :sending AND #d.#claim = :token',
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: { ':sending': 'sending', ':token': token },
      });
    },

    report(ref, { state, at, messageId }) {
      const from = REPLACES[state];
      const placeholders = from.map((_, index) => `:from${index}`);
      // Settled by SES's word (its worker may have stopped before writing it down): off the
      // due index, expiring like any settled follow-up.
      return conditional({
        TableName: tableName,
        Key: key(ref),
        UpdateExpression: `SET #d.#state = :state, #d.#at = :at${messageId ? ', #d.#messageId = :messageId' : ''}, #expires = if_not_exists(#expires, :expires) REMOVE #d.#claim, #d.#until, #dueList`,
        ConditionExpression: `attribute_exists(#pk) AND #d.#state IN (${placeholders.join(', ')})`,
        ExpressionAttributeNames: {
          ...names,
          '#at': 'at',
          '#until': 'until',
          '#expires': ttlAttribute,
          '#dueList': FOLLOW_UP_DUE_INDEX.partitionKey,
          ...(messageId && { '#messageId': 'messageId' }),
        },
        ExpressionAttributeValues: {
          ':state': state,
          ':at': at,
          ':expires': expiresAfter(at),
          ...(messageId && { ':messageId': messageId }),
          ...Object.fromEntries(from.map((value, index) => [placeholders[index], value])),
        },
      });
    },

    async members(ref) {
      const { Item } = await client.send(
        new GetCommand({ TableName: tableName, Key: key(ref), ConsistentRead: true }),
      );
      return Item ? membersOf(Item) : null;
    },
  };
}
