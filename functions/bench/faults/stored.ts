/** What the fault benchmark's table holds afterwards, read straight from DynamoDB. */
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { COUNTER_ATTRIBUTE, IDEMPOTENCY_CLAIM_PREFIX, TABLE_KEYS } from '@lab/shared/data/tables';
import { isUlid } from '../../src/lib/ids';
import { MARKER_RECORD_ID } from '../../src/lib/records/item';
import { localDocumentClient } from '../support';

export interface StoredRecord {
  id: string;
  shipperName: string;
  /** When the handler stamped it (epoch ms): which send of a submission stored it. */
  createdAt: number;
}

export interface Stored {
  records: StoredRecord[];
  /** Idempotency key → the record id its claim names. */
  claims: Map<string, string>;
  /** The sum of the counter shards. */
  counted: number;
}

/**
 * Every item of the table: records, idempotency claims and counter shards (reference
 * claims are skipped).
 */
export async function scanTable(endpoint: string, tableName: string): Promise<Stored> {
  const client = localDocumentClient(endpoint);
  const records: StoredRecord[] = [];
  const claims = new Map<string, string>();
  let counted = 0;
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  try {
    do {
      const page = await client.send(
        new ScanCommand({ TableName: tableName, ConsistentRead: true, ExclusiveStartKey }),
      );
      for (const item of page.Items ?? []) {
        const id = String(item[TABLE_KEYS.partitionKey]);
        if (id.startsWith('#')) counted += Number(item[COUNTER_ATTRIBUTE] ?? 0);
        else if (id.startsWith(IDEMPOTENCY_CLAIM_PREFIX)) {
          claims.set(id.slice(IDEMPOTENCY_CLAIM_PREFIX.length), String(item[MARKER_RECORD_ID]));
        }
        // Only records have ULID keys: reference claims are not records.
        else if (isUlid(id)) {
          records.push({
            id,
            shipperName: String(item.shipperName),
            createdAt: Date.parse(String(item.createdAt)),
          });
        }
      }
      ExclusiveStartKey = page.LastEvaluatedKey;
    } while (ExclusiveStartKey);
  } finally {
    client.destroy();
  }
  return { records, claims, counted };
}
