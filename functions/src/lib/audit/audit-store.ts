import { PutCommand, QueryCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { AUDIT_SORT_KEY, AUDIT_TABLE, auditItem } from '@lab/shared/data/tables';
import { AUDIT_METRICS } from '@lab/shared/lambda/metrics';
import { auditEntrySchema, type AuditEntry, type AuditEvent } from '@lab/shared/schemas/audit';
import { dynamoClient } from '../aws/dynamo';
import { isConditionFailure } from '../aws/dynamo-errors';
import { readEnv } from '../env';
import { logger } from '../logging/logger';
import { emitCount } from '../metrics/emf';

/** A page of the trail, newest first. */
export interface AuditPage {
  entries: AuditEntry[];
  /** The sort key of the last entry when more follow it, else null. */
  lastKey: string | null;
}

/** The append-only audit table, and the structured log that carries every entry too. */
export interface AuditStore {
  /**
   * Stores a new entry (never replacing one) and logs it. A failed write is logged with the
   * entry and thrown: the caller decides whether its action may go on unrecorded. A resend
   * that finds the entry stored already is not a failure.
   */
  append(entry: AuditEntry): Promise<void>;
  /**
   * Newest first; `before` is the sort key where the previous page ended. The time range is
   * part of the Query's key condition; the event and person filters are applied by DynamoDB
   * to what the Query reads, so a filtered page reads on until it is full, the trail ends or
   * it has read the store's `readBound` items (then its `lastKey` is where reading stopped,
   * and the page may be short, even empty, with more to come).
   */
  page(options: AuditPageOptions): Promise<AuditPage>;
}

/** What one page of the trail asks for. */
export interface AuditPageOptions {
  limit: number;
  /** The sort key of the previous page's end: only older entries. */
  before?: string;
  /** Entries at or after this ISO instant. */
  from?: string;
  /** Entries before this ISO instant. */
  to?: string;
  /** Only this person's entries (`actor`, exactly). */
  actor?: string;
  /** Only this event. */
  event?: AuditEvent;
  /** Leave out these events (ignored with `event`). */
  hideEvents?: readonly AuditEvent[];
}

/**
 * How many items a filtered page reads per request, and at most in all. The trail holds a
 * few hundred entries a day, so a person's or an event's page is usually found in the first
 * requests; the bound keeps a rare filter from reading two years of trail in one call.
 */
const FILTERED_READ_CHUNK = 250;
const FILTERED_READ_BOUND = 2000;

/** True for a sort key the trail writes: what an activity cursor may hold. */
export const isAuditSortKey = (value: string) => AUDIT_SORT_KEY.test(value);

const { partitionKey, partition, sortKey, ttlAttribute } = AUDIT_TABLE;

export function createAuditStore({
  client,
  tableName,
  readBound = FILTERED_READ_BOUND,
}: {
  client: Pick<DynamoDBDocumentClient, 'send'>;
  tableName: string;
  /** How many items a filtered page reads at most. @default 2000 */
  readBound?: number;
}): AuditStore {
  return {
    async append(entry) {
      try {
        await client.send(
          new PutCommand({
            TableName: tableName,
            Item: auditItem(entry),
            // Append-only: an entry is never written over another.
            ConditionExpression: 'attribute_not_exists(#sk)',
            ExpressionAttributeNames: { '#sk': sortKey },
          }),
        );
      } catch (error) {
        // The key is the entry's own time and ULID, so an item under it is this entry: the
        // SDK resent a put that timed out after it landed (a busy table). It is stored.
        if (isConditionFailure(error)) {
          logger.info('audit', { audit: entry });
          return;
        }
        logger.error('Audit entry not stored', { audit: entry, error: error as Error });
        emitCount({ namespace: AUDIT_METRICS.namespace, name: AUDIT_METRICS.notStored });
        throw error;
      }
      logger.info('audit', { audit: entry });
    },

    async page({ limit, before, from, to, actor, event, hideEvents = [] }) {
      // The newest entry allowed (excluded): the previous page's end or the range's end.
      const upper = to !== undefined && (before === undefined || to < before) ? to : before;
      if (from !== undefined && upper !== undefined && upper <= from)
        return { entries: [], lastKey: null };
      const names: Record<string, string> = { '#pk': partitionKey };
      const values: Record<string, unknown> = { ':pk': partition };
      let keyCondition = '#pk = :pk';
      if (upper !== undefined || from !== undefined) names['#sk'] = sortKey;
      if (upper !== undefined) values[':before'] = upper;
      if (from !== undefined) values[':from'] = from;
      // One condition on the sort key at most: BETWEEN takes both ends (and includes the
      // upper one, so an item that is the previous page's end is passed over below).
      if (from !== undefined && upper !== undefined)
        keyCondition += ' AND #sk BETWEEN :from AND :before';
      else if (from !== undefined) keyCondition += ' AND #sk >= :from';
      else if (upper !== undefined) keyCondition += ' AND #sk < :before';

      // DynamoDB filters what the Query reads (key attributes cannot be filtered on).
      const filters: string[] = [];
      if (actor !== undefined) {
        filters.push('#actor = :actor');
        names['#actor'] = 'actor';
        values[':actor'] = actor;
      }
      if (event !== undefined || hideEvents.length > 0) names['#event'] = 'event';
      if (event !== undefined) {
        filters.push('#event = :event');
        values[':event'] = event;
      } else if (hideEvents.length > 0) {
        const keys = hideEvents.map((_, index) => `:hide${index}`);
        hideEvents.forEach((hidden, index) => (values[`:hide${index}`] = hidden));
        filters.push(`NOT (#event IN (${keys.join(', ')}))`);
      }
      const filtered = filters.length > 0;

      // One extra item tells whether another page follows, so the last page has no cursor.
      const read: Record<string, unknown>[] = [];
      let start: Record<string, unknown> | undefined;
      let evaluated = 0;
      do {
        const wanted = limit + 1 - read.length;
        const answer = await client.send(
          new QueryCommand({
            TableName: tableName,
            KeyConditionExpression: keyCondition,
            ...(filtered && { FilterExpression: filters.join(' AND ') }),
            ExpressionAttributeNames: names,
            ExpressionAttributeValues: values,
            ScanIndexForward: false,
            // With a filter, Limit counts the items read, not those that pass.
            Limit: filtered
              ? Math.max(wanted, Math.min(FILTERED_READ_CHUNK, readBound - evaluated))
              : wanted,
            ExclusiveStartKey: start,
          }),
        );
        evaluated += answer.ScannedCount ?? answer.Items?.length ?? 0;
        for (const item of answer.Items ?? []) if (item[sortKey] !== before) read.push(item);
        start = answer.LastEvaluatedKey;
      } while (start && read.length <= limit && (!filtered || evaluated < readBound));

      const items = read.slice(0, limit);
      const more = read.length > limit;
      const entries = items.flatMap((item) => {
        const { [partitionKey]: _pk, [sortKey]: _sk, [ttlAttribute]: _expiresAt, ...fields } = item;
        const parsed = auditEntrySchema.safeParse(fields);
        if (parsed.success) return [parsed.data];
        // Written by a newer or older version: one entry must not hide the page.
        logger.warn('Audit item skipped', { key: String(item[sortKey]) });
        return [];
      });
      // Full with more to come: the page ends at its last entry. Stopped at the bound: it
      // ends where reading stopped, everything newer having been read.
      const last = more ? items.at(-1)?.[sortKey] : start?.[sortKey];
      return { entries, lastKey: typeof last === 'string' ? last : null };
    },
  };
}

/**
 * The trail with its table name from the environment. Handlers call it once, when they
 * load; their route must declare it (see `auditAccess`).
 */
export function auditStore(): AuditStore {
  const { [AUDIT_TABLE.envVar]: tableName } = readEnv({ [AUDIT_TABLE.envVar]: z.string().min(3) });
  return createAuditStore({ client: dynamoClient(), tableName: tableName as string });
}
