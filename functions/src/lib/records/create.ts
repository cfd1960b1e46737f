import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { IDEMPOTENCY_KEY_HOURS } from '@lab/shared/api/idempotency';
import type { RecordKind } from '@lab/shared/constants/record-kinds';
import {
  DELIVERY_ATTRIBUTES,
  IDEMPOTENCY_CLAIM_PREFIX,
  RECORD_TTL_ATTRIBUTE,
  TABLE_KEYS,
} from '@lab/shared/data/tables';
import { isTransactionConflict, transactionConditionFailed } from '../aws/dynamo-errors';
import { retryOnConflict } from '../aws/retry';
import { clientCountUpdate, type ClientCount } from '../mail/receipt-caps';
import type { RecordContext } from './context';
import { countAdded, randomShardKey } from './counters';
import { MARKER_RECORD_ID, newRecordItem, type NewRecord, type StoredDelivery } from './item';

/** How many reference numbers `create` draws before giving up (30^6 numbers: never, really). */
const REFERENCE_ATTEMPTS = 5;

const { partitionKey } = TABLE_KEYS;

/** The record a submission is stored as: a new one, or the first of a repeated key. */
export interface CreatedRecord {
  id: string;
  reference: string;
  /** True when the key was used before: nothing was stored. */
  repeated: boolean;
  /** Set when its client address had used up today's receipts: it was stored without one. */
  receiptCapped?: true;
}

/** A submission's idempotency key and when it is sent (epoch ms). */
export interface Idempotency {
  key: string;
  now: number;
}

const claimKey = (key: string) => ({ [partitionKey]: `${IDEMPOTENCY_CLAIM_PREFIX}${key}` });

/**
 * The idempotency claim's Put: the key names the record and its reference until it
 * expires; one already there and not expired fails the transaction.
 */
function claimPut(tableName: string, { key, now }: Idempotency, id: string, reference: string) {
  const nowSeconds = Math.floor(now / 1000);
  return {
    Put: {
      TableName: tableName,
      Item: {
        ...claimKey(key),
        [MARKER_RECORD_ID]: id,
        reference,
        [RECORD_TTL_ATTRIBUTE]: nowSeconds + IDEMPOTENCY_KEY_HOURS * 3600,
      },
      // TTL deletes late: an expired claim is a free key.
      ConditionExpression: 'attribute_not_exists(#id) OR #expires <= :now',
      ExpressionAttributeNames: { '#id': partitionKey, '#expires': RECORD_TTL_ATTRIBUTE },
      ExpressionAttributeValues: { ':now': nowSeconds },
    },
  };
}

/** The record a key already names. */
async function claimed<K extends RecordKind>(
  { tableName, client }: RecordContext<K>,
  key: string,
): Promise<CreatedRecord> {
  const { Item } = await client.send(
    new GetCommand({ TableName: tableName, Key: claimKey(key), ConsistentRead: true }),
  );
  const claim = Item as { [MARKER_RECORD_ID]?: string; reference?: string } | undefined;
  if (!claim?.[MARKER_RECORD_ID] || !claim.reference) {
    throw new Error('An idempotency claim failed its condition but cannot be read');
  }
  return { id: claim[MARKER_RECORD_ID], reference: claim.reference, repeated: true };
}

/** A record's receipt as a request beyond its client address's daily cap stores it. */
const cappedReceipt = (at: string): StoredDelivery => ({ state: 'skipped', reason: 'capped', at });

/**
 * Stores a new record, status `new`, counts it and claims a reference number for it (and
 * its idempotency key, when the submission has one), all in one transaction; answers the
 * record's id and reference (another draw if the first reference was taken). A key claimed
 * before answers that first record, and nothing is written. With `clientCount`, the same
 * transaction counts the request on its client address's tally; once the address used up
 * its day, the record is stored with its receipt skipped (`capped`) instead, and the mail
 * worker sends it none: the alert goes as for any record.
 */
export async function createRecord<K extends RecordKind>(
  context: RecordContext<K>,
  record: Omit<NewRecord<K>, 'reference'>,
  idempotency?: Idempotency,
  clientCount?: ClientCount,
): Promise<CreatedRecord> {
  const { kind, tableName, client, retry } = context;
  let capped = false;
  for (let draw = 0; draw < REFERENCE_ATTEMPTS;) {
    const reference = context.drawReference();
    const item = newRecordItem(kind, { ...record, reference } as NewRecord<K>);
    const counted = clientCount && !capped ? [{ Update: clientCountUpdate(clientCount) }] : [];
    try {
      await retryOnConflict(
        (attempt) =>
          client.send(
            new TransactWriteCommand({
              // The SDK resends the same token on network retries, so a write that
              // landed is not applied twice; a conflict retry, another reference or a
              // capped retry is a new request (at most 36 characters: the ULID and counts).
              ClientRequestToken: `${record.id}-${draw}${capped ? 'c' : ''}-${attempt}`,
              TransactItems: [
                {
                  Put: {
                    TableName: tableName,
                    Item: capped
                      ? { ...item, [DELIVERY_ATTRIBUTES.receipt]: cappedReceipt(record.createdAt) }
                      : item,
                    ConditionExpression: 'attribute_not_exists(#id)',
                    ExpressionAttributeNames: { '#id': partitionKey },
                  },
                },
                {
                  Put: {
                    TableName: tableName,
                    Item: { [partitionKey]: reference, [MARKER_RECORD_ID]: record.id },
                    ConditionExpression: 'attribute_not_exists(#id)',
                    ExpressionAttributeNames: { '#id': partitionKey },
                  },
                },
                { Update: { TableName: tableName, Key: randomShardKey(context), ...countAdded } },
                ...(idempotency ? [claimPut(tableName, idempotency, record.id, reference)] : []),
                ...counted,
              ],
            }),
          ),
        isTransactionConflict,
        retry,
      );
      return { id: record.id, reference, repeated: false, ...(capped && { receiptCapped: true }) };
    } catch (error) {
      if (idempotency && transactionConditionFailed(error, 3)) {
        return claimed(context, idempotency.key);
      }
      // The client's tally is full: once more, storing the record uncounted and without
      // a receipt.
      if (counted.length > 0 && transactionConditionFailed(error, idempotency ? 4 : 3)) {
        capped = true;
        continue;
      }
      // Only the reference's claim failing is worth another draw.
      if (!transactionConditionFailed(error, 1)) throw error;
      draw++;
    }
  }
  throw new Error(`No free reference number for record ${record.id}`);
}
