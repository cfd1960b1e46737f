import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { RECORD_KINDS, type RecordKind } from '@lab/shared/constants/record-kinds';
import { LIST_PARTITION, REQUESTER_EMAIL_FIELD, TABLE_KEYS } from '@lab/shared/data/tables';
import { emailHash } from '../../lib/auth/erasure-hash';
import { queryUpTo } from '../../lib/aws/dynamo-query';
import { recordRepositories } from '../../lib/records/record-repository';
import { deleteRecords, type DeletedCounts } from '../../lib/retention/delete-records';
import { erasedHashesSince } from './erased-hashes';
import { EVERY_ITEM } from './table-export';

/** What applying the erasures again found and did. */
export interface ReappliedErasures {
  /** Successful erasure entries in the audit trail since the restore point. */
  entries: number;
  /** Distinct erased addresses among them (by hash). */
  hashes: number;
  /** How many of those hashes matched an address in the restored records. */
  matched: number;
  /** Records deleted (zero in a dry run), by kind. */
  deleted: DeletedCounts;
  /** Records that would be or were deleted, by kind. */
  found: DeletedCounts;
}

export interface ReapplyOptions {
  client: DynamoDBDocumentClient;
  /** The restored record tables, by kind. */
  tables: Readonly<Record<RecordKind, string>>;
  /** The audit trail that recorded the erasures: the live one, not a restored copy. */
  auditTable: string;
  /** The erasure key's value (never rotated, so its hashes compare with the trail's). */
  erasureKey: string;
  /** The restore point (ISO instant): erasures from then on came back with the restore. */
  since: string;
  /** Find and count, delete nothing. @default false */
  dryRun?: boolean;
}

const { partitionKey, listIndex } = TABLE_KEYS;

/** The requester addresses held in one table, each with how many records carry it. */
async function addressesOf(
  client: DynamoDBDocumentClient,
  kind: RecordKind,
  tableName: string,
): Promise<string[]> {
  const field = REQUESTER_EMAIL_FIELD[kind];
  return queryUpTo(
    client,
    {
      TableName: tableName,
      IndexName: listIndex.name,
      KeyConditionExpression: '#pk = :pk',
      ExpressionAttributeNames: { '#pk': listIndex.partitionKey, '#id': partitionKey, '#e': field },
      ExpressionAttributeValues: { ':pk': LIST_PARTITION },
      ProjectionExpression: '#id, #e',
    },
    EVERY_ITEM,
    (item) => (typeof item[field] === 'string' ? item[field] : null),
  );
}

/**
 * Erases again, from restored record tables, every requester the audit trail says was
 * erased since the restore point: each restored record's address is hashed under the
 * erasure key, and an address whose hash an erasure entry holds is erased as the erase
 * route erases (every record of every kind with it, through the by-email index, each
 * deleted with its counts). The trail never held the address; the restored record does.
 */
export async function reapplyErasures(options: ReapplyOptions): Promise<ReappliedErasures> {
  const { client, tables, erasureKey, dryRun = false } = options;
  const erased = await erasedHashesSince(client, options.auditTable, options.since);
  const found: DeletedCounts = { contact: 0, resource: 0, shipping: 0 };
  const addresses = new Set<string>();
  const matchedHashes = new Set<string>();
  for (const kind of RECORD_KINDS) {
    for (const address of await addressesOf(client, kind, tables[kind])) {
      const hash = emailHash(address, erasureKey);
      if (!erased.hashes.has(hash)) continue;
      found[kind] += 1;
      matchedHashes.add(hash);
      addresses.add(address);
    }
  }
  let deleted: DeletedCounts = { contact: 0, resource: 0, shipping: 0 };
  if (!dryRun) {
    const repositories = recordRepositories({ client, tables });
    for (const address of addresses) {
      const counts = await deleteRecords(repositories, (kind, limit) =>
        repositories[kind].idsByEmail(address, limit),
      );
      deleted = {
        contact: deleted.contact + counts.contact,
        resource: deleted.resource + counts.resource,
        shipping: deleted.shipping + counts.shipping,
      };
    }
  }
  return {
    entries: erased.entries,
    hashes: erased.hashes.size,
    matched: matchedHashes.size,
    found,
    deleted,
  };
}
