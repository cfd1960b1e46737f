import { createHash } from 'node:crypto';
import { GetCommand, PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { RECEIPT_INTERVAL_MINUTES } from '@lab/shared/constants/mail';
import { emailKey, MAIL_RECIPIENTS_TABLE, RECIPIENT_KEYS } from '@lab/shared/data/tables';

/**
 * An address as the recipients table keys it: SHA-256 of its `emailKey`. Unkeyed, unlike
 * the erasure's hash, because a suppression must outlive every secret rotation; it keeps
 * addresses out of sight, not out of reach of someone who can read the table and guess.
 */
export function recipientHash(address: string): string {
  return createHash('sha256').update(emailKey(address), 'utf8').digest('hex');
}

/** Why an address gets no more receipts. */
export type SuppressionReason = 'bounce' | 'complaint';

/** What the worker knows of recipient addresses (see MAIL_RECIPIENTS_TABLE). */
export interface RecipientStore {
  /** True when the address bounced or complained before. */
  isSuppressed(address: string): Promise<boolean>;
  /** No receipt goes to the address again. */
  suppress(address: string, suppression: { reason: SuppressionReason; at: string }): Promise<void>;
  /**
   * Takes the address's receipt turn for `recordId` at `now` (epoch seconds): true when no
   * other record's receipt went to it in the last RECEIPT_INTERVAL_MINUTES (or the turn is
   * already this record's, as on a retry), false otherwise.
   */
  takeReceiptTurn(address: string, recordId: string, now: number): Promise<boolean>;
}

export function createRecipientStore({
  client,
  tableName,
}: {
  client: DynamoDBDocumentClient;
  tableName: string;
}): RecipientStore {
  const { partitionKey, ttlAttribute } = MAIL_RECIPIENTS_TABLE;
  const key = (prefix: string, address: string) => ({
    [partitionKey]: `${prefix}${recipientHash(address)}`,
  });

  return {
    async isSuppressed(address) {
      const { Item } = await client.send(
        new GetCommand({
          TableName: tableName,
          Key: key(RECIPIENT_KEYS.suppressed, address),
          ConsistentRead: true,
        }),
      );
      return Item !== undefined;
    },

    async suppress(address, { reason, at }) {
      await client.send(
        new PutCommand({
          TableName: tableName,
          Item: { ...key(RECIPIENT_KEYS.suppressed, address), reason, at },
        }),
      );
    },

    async takeReceiptTurn(address, recordId, now) {
      const until = now + RECEIPT_INTERVAL_MINUTES * 60;
      try {
        await client.send(
          new PutCommand({
            TableName: tableName,
            Item: {
              ...key(RECIPIENT_KEYS.limit, address),
              recordId,
              until,
              // TTL deletes late (up to days): `until` decides, the expiry only tidies.
              [ttlAttribute]: until,
            },
            ConditionExpression: 'attribute_not_exists(#pk) OR #until <= :now OR #record = :record',
            ExpressionAttributeNames: {
              '#pk': partitionKey,
              '#until': 'until',
              '#record': 'recordId',
            },
            ExpressionAttributeValues: { ':now': now, ':record': recordId },
          }),
        );
        return true;
      } catch (error) {
        if (error instanceof Error && error.name === 'ConditionalCheckFailedException')
          return false;
        throw error;
      }
    },
  };
}
