/** What the fault benchmark's table holds afterwards, read straight from DynamoDB. */
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { COUNTER_ATTRIBUTE, TABLE_KEYS } from '@lab/shared/data/tables';
import { isUlid } from '../../src/lib/ids';
import { localDocumentClient } from '../support';

export interface StoredRecord {
  id: string;
  shipperName: string;
}

export interface Stored {
  records: StoredRecord[];
  /** The sum of the counter shards. */
  counted: number;
}

/** Every item of the table: records and counter shards (claims, keyed otherwise, are skipped). */
export async function scanTable(endpoint: string, tableName: string): Promise<Stored> {
  const client = localDocumentClient(endpoint);
  const records: StoredRecord[] = [];
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
        // Only records have ULID keys: reference and idempotency claims are not records.
        else if (isUlid(id)) records.push({ id, shipperName: String(item.shipperName) });
      }
      ExclusiveStartKey = page.LastEvaluatedKey;
    } while (ExclusiveStartKey);
  } finally {
    client.destroy();
  }
  return { records, counted };
}
