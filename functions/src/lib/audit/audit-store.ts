import { PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { AUDIT_SORT_KEY, AUDIT_TABLE, auditItem } from '@lab/shared/data/tables';
import { AUDIT_METRICS } from '@lab/shared/lambda/metrics';
import { auditEntrySchema, type AuditEntry } from '@lab/shared/schemas/audit';
import { dynamoClient } from '../aws/dynamo';
import { isConditionFailure } from '../aws/dynamo-errors';
import { queryUpTo } from '../aws/dynamo-query';
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
  /** Newest first; `before` is the sort key of the last entry of the previous page. */
  page(options: { limit: number; before?: string }): Promise<AuditPage>;
}

/** True for a sort key the trail writes: what an activity cursor may hold. */
export const isAuditSortKey = (value: string) => AUDIT_SORT_KEY.test(value);

const { partitionKey, partition, sortKey, ttlAttribute } = AUDIT_TABLE;

export function createAuditStore({
  client,
  tableName,
}: {
  client: Pick<DynamoDBDocumentClient, 'send'>;
  tableName: string;
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

    async page({ limit, before }) {
      // One extra item tells whether another page follows, so the last page has no cursor.
      const read = await queryUpTo(
        client,
        {
          TableName: tableName,
          KeyConditionExpression: before ? '#pk = :pk AND #sk < :before' : '#pk = :pk',
          ExpressionAttributeNames: { '#pk': partitionKey, ...(before && { '#sk': sortKey }) },
          ExpressionAttributeValues: { ':pk': partition, ...(before && { ':before': before }) },
          ScanIndexForward: false,
        },
        limit + 1,
        (item) => item,
      );
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
      const last = items.at(-1)?.[sortKey];
      return { entries, lastKey: more && typeof last === 'string' ? last : null };
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
