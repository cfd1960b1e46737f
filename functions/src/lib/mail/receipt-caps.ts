import { createHash } from 'node:crypto';
import { UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { RECEIPT_CAPS } from '@lab/shared/constants/mail';
import {
  MAIL_RECIPIENTS_TABLE,
  RECIPIENT_COUNT_ATTRIBUTE,
  RECIPIENT_KEYS,
} from '@lab/shared/data/tables';
import { unlessConditionFails } from '../aws/dynamo-errors';
import { localCount, readEnv } from '../env';

/*
 * The daily receipt caps (RECEIPT_CAPS), each a counter item per UTC day in the recipients
 * table that expires when its day ends: the client address's count of requests, moved in
 * the request's own transaction, and the day's count of receipt e-mails, moved by the
 * worker before it sends one. A client address is kept only as a hash of the day and the
 * address, and only for that day: enough to count, not to keep.
 */

const DAY_SECONDS = 24 * 60 * 60;

/** The UTC day of `ms` (epoch ms), `YYYY-MM-DD`, and when it ends (epoch seconds). */
function utcDay(ms: number): { day: string; ends: number } {
  const start = Math.floor(ms / 1000 / DAY_SECONDS) * DAY_SECONDS;
  return { day: new Date(start * 1000).toISOString().slice(0, 10), ends: start + DAY_SECONDS };
}

/**
 * A conditional count of one more on a day's counter item: it holds while the count is
 * below `cap`. TTL deletes late (up to days), but the day is in the key, so a late item
 * only waits to be tidied.
 */
function countOneMore(tableName: string, key: string, cap: number, ends: number) {
  return {
    TableName: tableName,
    Key: { [MAIL_RECIPIENTS_TABLE.partitionKey]: key },
    UpdateExpression: 'ADD #count :one SET #expires = :ends',
    ConditionExpression: 'attribute_not_exists(#count) OR #count < :cap',
    ExpressionAttributeNames: {
      '#count': RECIPIENT_COUNT_ATTRIBUTE,
      '#expires': MAIL_RECIPIENTS_TABLE.ttlAttribute,
    },
    ExpressionAttributeValues: { ':one': 1, ':cap': cap, ':ends': ends },
  };
}

/** Where a create route counts client addresses, and how many requests each may make a day. */
export interface ClientTally {
  tableName: string;
  cap: number;
}

/** One request's count on its client address's tally. */
export interface ClientCount {
  tally: ClientTally;
  /** The viewer's IP address. */
  client: string;
  /** Epoch ms: when the request came. */
  now: number;
}

/**
 * The Update (for a TransactWriteItems) that counts one more request of `client` today; it
 * fails its condition once the address made `cap` requests today.
 */
export function clientCountUpdate({ tally, client, now }: ClientCount) {
  const { day, ends } = utcDay(now);
  const hash = createHash('sha256').update(`${day}|${client}`, 'utf8').digest('hex');
  return countOneMore(tally.tableName, `${RECIPIENT_KEYS.client}${day}#${hash}`, tally.cap, ends);
}

/** The create routes' tally: the recipients table, RECEIPT_CAPS.perClient (raised locally). */
export function clientTallyFromEnv(): ClientTally {
  const env = readEnv({ [MAIL_RECIPIENTS_TABLE.envVar]: z.string().min(3) });
  return {
    tableName: env[MAIL_RECIPIENTS_TABLE.envVar] as string,
    cap: localCount('RECEIPT_CLIENT_CAP') ?? RECEIPT_CAPS.perClient,
  };
}

/** The day's receipt e-mails, all requesters together. */
export interface ReceiptBudget {
  /** Counts one receipt e-mail at `now` (epoch ms): false when the day's budget is spent. */
  take(now: number): Promise<boolean>;
}

/**
 * The budget on the recipients table. A send that fails after its count (SES throttled, a
 * retry) has counted anyway: the budget errs towards sending fewer.
 */
export function createReceiptBudget({
  client,
  tableName,
  budget = RECEIPT_CAPS.budget,
}: {
  client: DynamoDBDocumentClient;
  tableName: string;
  /** @default RECEIPT_CAPS.budget */
  budget?: number;
}): ReceiptBudget {
  return {
    async take(now) {
      const { day, ends } = utcDay(now);
      const key = `${RECIPIENT_KEYS.budget}${day}`;
      const counted = await unlessConditionFails(() =>
        client.send(new UpdateCommand(countOneMore(tableName, key, budget, ends))),
      );
      return counted !== false;
    },
  };
}
