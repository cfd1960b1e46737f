import { GetCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { REPLY_HEADER_PREFIX, type DeliveryState } from '@lab/shared/constants/mail';
import { RECORD_KINDS, type RecordKind } from '@lab/shared/constants/record-kinds';
import { TABLE_KEYS, WORK_ATTRIBUTES } from '@lab/shared/data/tables';
import type { RecordReply } from '@lab/shared/schemas/records';
import { unlessConditionFails } from '../aws/dynamo-errors';
import { isUlid } from '../ids';
import { REPLACES, type FeedbackReport } from './deliveries';

/*
 * Staff's replies to a record's requester (issue 30), kept on the record in
 * WORK_ATTRIBUTES.replies, oldest first. The reply route adds one as `sending` before it
 * hands the e-mail to SES, then settles it `sent` (or takes it back when SES refused), so a
 * reply on a record was sent or is being sent, and no reply is sent that the record does
 * not show; SES's events move it on through the delivery feedback, found by its id.
 */

/** One reply of one record: what its delivery header names. */
export interface ReplyRef {
  kind: RecordKind;
  id: string;
  /** The reply's own id (a ULID), stored with it. */
  replyId: string;
}

/** The header value of a reply: `reply/<kind>/<record id>/<reply id>`. */
export function replyKey({ kind, id, replyId }: ReplyRef): string {
  return `${REPLY_HEADER_PREFIX}/${kind}/${id}/${replyId}`;
}

/** The reply a header value names, or null when it names none (not ours, or altered). */
export function parseReplyKey(value: string): ReplyRef | null {
  const [prefix, kind, id, replyId, ...rest] = value.trim().split('/');
  if (prefix !== REPLY_HEADER_PREFIX || rest.length > 0) return null;
  if (!id || !isUlid(id) || !replyId || !isUlid(replyId)) return null;
  if (!RECORD_KINDS.includes(kind as RecordKind)) return null;
  return { kind: kind as RecordKind, id, replyId };
}

/** A reply as stored: what the API shows, its id, and SES's message id once sent. */
export interface StoredReply extends RecordReply {
  id: string;
  messageId?: string;
}

/** What adding a reply came to. */
export type AddReplyOutcome = 'added' | 'missing' | 'full';

export interface ReplyStore {
  /**
   * Appends `reply` to the record's replies unless the record is gone or holds `max`
   * replies already: one conditional write.
   */
  add(kind: RecordKind, id: string, reply: StoredReply, max: number): Promise<AddReplyOutcome>;
  /**
   * Sets the reply's delivery (and message id) when it stands in one of `from`: false when
   * it does not (SES's events moved it on first), or the record or reply is gone.
   */
  move(
    ref: ReplyRef,
    change: { delivery: RecordReply['delivery']; messageId?: string },
    from: readonly DeliveryState[],
  ): Promise<boolean>;
  /** Takes a reply back off its record (SES refused it, so nothing went); false when gone. */
  remove(ref: ReplyRef): Promise<boolean>;
  /** Records what SES reported of a reply; false when the report changed nothing (REPLACES). */
  report(ref: ReplyRef, report: FeedbackReport): Promise<boolean>;
}

/** How often a change by position is tried again when other replies were added in between. */
const ATTEMPTS = 3;

export function createReplyStore({
  client,
  tables,
}: {
  client: DynamoDBDocumentClient;
  tables: Readonly<Record<RecordKind, string>>;
}): ReplyStore {
  const key = (id: string) => ({ [TABLE_KEYS.partitionKey]: id });
  const names = { '#id': TABLE_KEYS.partitionKey, '#replies': WORK_ATTRIBUTES.replies };

  /** Where the reply stands in its record's list, or null when it is not there. */
  async function positionOf({ kind, id, replyId }: ReplyRef): Promise<number | null> {
    const { Item } = await client.send(
      new GetCommand({
        TableName: tables[kind],
        Key: key(id),
        ProjectionExpression: '#replies',
        ExpressionAttributeNames: { '#replies': WORK_ATTRIBUTES.replies },
        ConsistentRead: true,
      }),
    );
    const replies: unknown = Item?.[WORK_ATTRIBUTES.replies];
    if (!Array.isArray(replies)) return null;
    const index = replies.findIndex((reply) => (reply as { id?: unknown }).id === replyId);
    return index < 0 ? null : index;
  }

  /**
   * Runs `update` on the reply at its position, on the condition that the entry there is
   * still this reply: replies are only appended (a removal is of a reply SES refused, by
   * the route that added it), so a position read a moment ago holds, and if it does not,
   * it is read again.
   */
  async function atPosition(
    ref: ReplyRef,
    update: (index: number) => Omit<
      ConstructorParameters<typeof UpdateCommand>[0],
      'TableName' | 'Key'
    > & {
      ExpressionAttributeNames: Record<string, string>;
    },
    { recheck = true }: { recheck?: boolean } = {},
  ): Promise<boolean> {
    for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
      const index = await positionOf(ref);
      if (index === null) return false;
      const input = update(index);
      const done = await unlessConditionFails(() =>
        client.send(
          new UpdateCommand({
            ...input,
            TableName: tables[ref.kind],
            Key: key(ref.id),
            ConditionExpression: `attribute_exists(#id) AND #replies[${index}].#replyId = :replyId${
              input.ConditionExpression ? ` AND ${input.ConditionExpression}` : ''
            }`,
            ExpressionAttributeNames: {
              ...names,
              '#replyId': 'id',
              ...input.ExpressionAttributeNames,
            },
            ExpressionAttributeValues: {
              ':replyId': ref.replyId,
              ...input.ExpressionAttributeValues,
            },
          }),
        ),
      );
      if (done !== false) return true;
      // The condition failed: the reply moved (read again), or its state did not allow it.
      if (!recheck || (await positionOf(ref)) === index) return false;
    }
    return false;
  }

  function move(
    ref: ReplyRef,
    { delivery, messageId }: { delivery: RecordReply['delivery']; messageId?: string },
    from: readonly DeliveryState[],
  ): Promise<boolean> {
    const placeholders = from.map((_, index) => `:from${index}`);
    return atPosition(ref, (index) => ({
      UpdateExpression: `SET #replies[${index}].#delivery = :delivery${
        messageId ? `, #replies[${index}].#messageId = :messageId` : ''
      }`,
      ConditionExpression: `#replies[${index}].#delivery.#state IN (${placeholders.join(', ')})`,
      ExpressionAttributeNames: {
        '#delivery': 'delivery',
        '#state': 'state',
        ...(messageId && { '#messageId': 'messageId' }),
      },
      ExpressionAttributeValues: {
        ':delivery': delivery,
        ...(messageId && { ':messageId': messageId }),
        ...Object.fromEntries(from.map((state, index) => [placeholders[index], state])),
      },
    }));
  }

  return {
    async add(kind, id, reply, max) {
      if (!isUlid(id)) return 'missing';
      const added = await unlessConditionFails(() =>
        client.send(
          new UpdateCommand({
            TableName: tables[kind],
            Key: key(id),
            UpdateExpression: 'SET #replies = list_append(if_not_exists(#replies, :none), :reply)',
            // attribute_exists: an update must never create an item.
            ConditionExpression:
              'attribute_exists(#id) AND (attribute_not_exists(#replies) OR size(#replies) < :max)',
            ExpressionAttributeNames: names,
            ExpressionAttributeValues: { ':none': [], ':reply': [reply], ':max': max },
          }),
        ),
      );
      if (added !== false) return 'added';
      const { Item } = await client.send(
        new GetCommand({
          TableName: tables[kind],
          Key: key(id),
          ProjectionExpression: '#id',
          ExpressionAttributeNames: { '#id': TABLE_KEYS.partitionKey },
          ConsistentRead: true,
        }),
      );
      return Item ? 'full' : 'missing';
    },

    move,

    remove(ref) {
      return atPosition(ref, (index) => ({
        UpdateExpression: `REMOVE #replies[${index}]`,
        ExpressionAttributeNames: {},
      }));
    },

    report(ref, { state, at, messageId }) {
      return move(
        ref,
        { delivery: { state, at, reason: null }, ...(messageId && { messageId }) },
        REPLACES[state],
      );
    },
  };
}
