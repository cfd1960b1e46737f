import { createHash } from 'node:crypto';
import { GetCommand, PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { RECEIPT_INTERVAL_MINUTES } from '@lab/shared/constants/mail';
import { emailKey, MAIL_RECIPIENTS_TABLE, RECIPIENT_KEYS } from '@lab/shared/data/tables';
import { unlessConditionFails } from '../aws/dynamo-errors';
import { mailboxKey } from './mailbox';

/**
 * An address as the recipients table keys it: SHA-256 of its `emailKey`. Unkeyed, unlike
 * the erasure's hash, because a suppression must outlive every secret rotation; it keeps
 * addresses out of sight, not out of reach of someone who can read the table and guess.
 */
export function recipientHash(address: string): string {
  return sha256(emailKey(address));
}

/**
 * The mailbox an address reaches, as the receipt limit and the follow-ups key it: SHA-256 of
 * its `mailboxKey`, so `victim+1@` and `victim+2@` (or gmail's dotted spellings) share one
 * interval and one follow-up. The suppression list keeps `recipientHash`: its items were
 * written so and never expire.
 */
export function mailboxHash(address: string): string {
  return sha256(mailboxKey(address));
}

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** Why an address gets no more receipts. */
export type SuppressionReason = 'bounce' | 'complaint';

/**
 * Where a record's receipt goes: at once (the first of the address's interval), or into
 * the follow-up due when the interval that began with another record's receipt ends
 * (`due`, epoch seconds).
 */
export type ReceiptTurn = { turn: 'now' } | { turn: 'follow-up'; due: number };

/** What the worker knows of recipient addresses (see MAIL_RECIPIENTS_TABLE). */
export interface RecipientStore {
  /** True when the address bounced or complained before. */
  isSuppressed(address: string): Promise<boolean>;
  /** No receipt goes to the address again. */
  suppress(address: string, suppression: { reason: SuppressionReason; at: string }): Promise<void>;
  /**
   * Takes the receipt turn of the address's mailbox (`mailboxHash`: plus tags and ignored
   * dots fold) for `recordId` at `now` (epoch seconds): `now` when no interval is running
   * for the mailbox (this record's receipt begins one), or it is this
   * record's own (a retry: its interval is not moved); otherwise the follow-up of the
   * running interval.
   */
  takeReceiptTurn(address: string, recordId: string, now: number): Promise<ReceiptTurn>;
}

/** How many times a turn is tried when the interval ends while it is being read. */
const TURN_ATTEMPTS = 3;

export function createRecipientStore({
  client,
  tableName,
  intervalSeconds = RECEIPT_INTERVAL_MINUTES * 60,
}: {
  client: DynamoDBDocumentClient;
  tableName: string;
  /** The receipt interval. @default RECEIPT_INTERVAL_MINUTES */
  intervalSeconds?: number;
}): RecipientStore {
  const { partitionKey, ttlAttribute } = MAIL_RECIPIENTS_TABLE;
  const key = (prefix: string, hash: string) => ({ [partitionKey]: `${prefix}${hash}` });

  return {
    async isSuppressed(address) {
      const { Item } = await client.send(
        new GetCommand({
          TableName: tableName,
          Key: key(RECIPIENT_KEYS.suppressed, recipientHash(address)),
          ConsistentRead: true,
        }),
      );
      return Item !== undefined;
    },

    async suppress(address, { reason, at }) {
      await client.send(
        new PutCommand({
          TableName: tableName,
          Item: { ...key(RECIPIENT_KEYS.suppressed, recipientHash(address)), reason, at },
        }),
      );
    },

    async takeReceiptTurn(address, recordId, now) {
      const limitKey = key(RECIPIENT_KEYS.limit, mailboxHash(address));
      for (let attempt = 1; ; attempt++) {
        const until = now + intervalSeconds;
        const started = await unlessConditionFails(() =>
          client.send(
            new PutCommand({
              TableName: tableName,
              Item: {
                ...limitKey,
                recordId,
                until,
                // TTL deletes late (up to days): `until` decides, the expiry only tidies.
                [ttlAttribute]: until,
              },
              ConditionExpression: 'attribute_not_exists(#pk) OR #until <= :now',
              ExpressionAttributeNames: { '#pk': partitionKey, '#until': 'until' },
              ExpressionAttributeValues: { ':now': now },
            }),
          ),
        );
        if (started) return { turn: 'now' };
        const { Item } = await client.send(
          new GetCommand({ TableName: tableName, Key: limitKey, ConsistentRead: true }),
        );
        const running = Item as { recordId?: string; until?: number } | undefined;
        if (running?.recordId === recordId) return { turn: 'now' };
        if (typeof running?.until === 'number' && running.until > now)
          return { turn: 'follow-up', due: running.until };
        // The interval ended (or its item went) between the write and the read: again.
        if (attempt >= TURN_ATTEMPTS) throw new Error('The receipt interval kept changing');
      }
    },
  };
}
