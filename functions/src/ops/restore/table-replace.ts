import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { TABLE_KEYS } from '@lab/shared/data/tables';
import { checkCounts, type CountCheck } from './count-check';
import { scanTable } from './table-export';
import { deleteItems, writeItems } from './table-import';

/**
 * Makes record table `to` hold exactly what `from` holds (records, counter shards,
 * reference claims): every item of `to` is deleted, then every item of `from` written, and
 * the records are checked against the counter shards. A merge would leave the shards of the
 * restore point counting records that arrived after it.
 */
export async function replaceTable(
  client: DynamoDBDocumentClient,
  from: string,
  to: string,
): Promise<{ deleted: number; written: number; counts: CountCheck }> {
  const [restored, live] = await Promise.all([scanTable(client, from), scanTable(client, to)]);
  const { partitionKey } = TABLE_KEYS;
  const deleted = await deleteItems(
    client,
    to,
    live.map((item) => ({ [partitionKey]: item[partitionKey] })),
  );
  const written = await writeItems(client, to, restored);
  return { deleted, written, counts: await checkCounts(client, to) };
}
