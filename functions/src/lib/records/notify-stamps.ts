import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { RecordKind } from '@lab/shared/constants/record-kinds';
import { NOTIFIED_AT_ATTRIBUTE, TABLE_KEYS } from '@lab/shared/data/tables';
import { unlessConditionFails } from '../aws/dynamo-errors';
import type { RecordContext } from './context';

/** What stamping a record as notified came to. */
export type NotifyStamp =
  /** Stamped; `previous` is the stamp it replaced, if any. */
  | { outcome: 'stamped'; previous: string | null }
  /** Not stamped: it was notified at `notifiedAt`, after the cut-off. */
  | { outcome: 'recent'; notifiedAt: string }
  /** Not stamped: there is no such record. */
  | { outcome: 'missing' };

type Context = Pick<RecordContext<RecordKind>, 'client' | 'tableName'>;

const { partitionKey } = TABLE_KEYS;

/**
 * Stamps the record as notified `at` (an ISO instant) unless its last stamp is later
 * than `after`: one atomic conditional write, so of concurrent callers exactly one
 * stamps it.
 */
export async function stampNotified(
  { client, tableName }: Context,
  id: string,
  { at, after }: { at: string; after: string },
): Promise<NotifyStamp> {
  if (id.startsWith('#')) return { outcome: 'missing' };
  const result = await unlessConditionFails(() =>
    client.send(
      new UpdateCommand({
        TableName: tableName,
        Key: { [partitionKey]: id },
        UpdateExpression: 'SET #at = :at',
        // attribute_exists: an update must never create an item.
        ConditionExpression:
          'attribute_exists(#id) AND (attribute_not_exists(#at) OR #at <= :after)',
        ExpressionAttributeNames: { '#id': partitionKey, '#at': NOTIFIED_AT_ATTRIBUTE },
        ExpressionAttributeValues: { ':at': at, ':after': after },
        ReturnValues: 'UPDATED_OLD',
      }),
    ),
  );
  if (result) {
    const previous = result.Attributes?.[NOTIFIED_AT_ATTRIBUTE];
    return { outcome: 'stamped', previous: typeof previous === 'string' ? previous : null };
  }
  // Refused: gone, or stamped recently. Read which with the record grant (GetItem), not
  // ReturnValuesOnConditionCheckFailure, which the stamp's narrow update grant need not allow.
  const { Item } = await client.send(
    new GetCommand({
      TableName: tableName,
      Key: { [partitionKey]: id },
      ProjectionExpression: '#at',
      ExpressionAttributeNames: { '#at': NOTIFIED_AT_ATTRIBUTE },
    }),
  );
  const notifiedAt: unknown = Item?.[NOTIFIED_AT_ATTRIBUTE];
  return typeof notifiedAt === 'string'
    ? { outcome: 'recent', notifiedAt }
    : { outcome: 'missing' };
}

/**
 * Undoes `stampNotified`'s stamp `at` (restoring `previous`), so the record can be
 * notified again at once; a later stamp than `at` is left alone.
 */
export async function unstampNotified(
  { client, tableName }: Context,
  id: string,
  { at, previous }: { at: string; previous: string | null },
): Promise<void> {
  // Refused when someone notified it since: their stamp stands.
  await unlessConditionFails(() =>
    client.send(
      new UpdateCommand({
        TableName: tableName,
        Key: { [partitionKey]: id },
        UpdateExpression: previous === null ? 'REMOVE #at' : 'SET #at = :previous',
        ConditionExpression: '#at = :at',
        ExpressionAttributeNames: { '#at': NOTIFIED_AT_ATTRIBUTE },
        ExpressionAttributeValues: {
          ':at': at,
          ...(previous !== null && { ':previous': previous }),
        },
      }),
    ),
  );
}
