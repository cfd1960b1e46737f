/**
 * `npm run restore:copy -- --from <restored table> --to <live table> [--region <region>]
 * [--apply]`: makes a live record table hold exactly what a restored one holds (records,
 * counter shards, reference claims): every item of the live table is deleted, then every
 * item of the restored one written. Run with the mail mappings disabled and erasures
 * applied again to the restored table (docs/operations/restore.md); it then checks the
 * records against the counter shards. Without `--apply` it only counts.
 */
import { parseArgs } from 'node:util';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { DEFAULT_REGION } from '@lab/shared/lambda/deployment-defaults';
import { scanTable } from './table-export';
import { replaceTable } from './table-replace';

const { values } = parseArgs({
  options: {
    from: { type: 'string' },
    to: { type: 'string' },
    region: { type: 'string', default: process.env.AWS_REGION ?? DEFAULT_REGION },
    endpoint: { type: 'string' },
    apply: { type: 'boolean', default: false },
  },
});
const { from, to, region, endpoint, apply } = values;
if (!from || !to || from === to) {
  console.error('--from names the restored table and --to the live one (two different tables)');
  process.exit(2);
}
const client = DynamoDBDocumentClient.from(
  new DynamoDBClient({ region, ...(endpoint && { endpoint }) }),
);
if (!apply) {
  const [restored, live] = await Promise.all([scanTable(client, from), scanTable(client, to)]);
  console.log(`${from}: ${restored.length} items; ${to}: ${live.length} items`);
  console.log('Nothing changed: run again with --apply to replace the live items.');
} else {
  const { deleted, written, counts } = await replaceTable(client, from, to);
  console.log(`${to}: ${deleted} items deleted, ${written} written from ${from}`);
  console.log(
    `${to}: ${counts.records.total} records, ${counts.shards.total} counted; ${counts.mismatches.length} mismatches${counts.mismatches.length ? `: ${counts.mismatches.join('; ')}` : ''}`,
  );
  if (counts.mismatches.length > 0) process.exitCode = 1;
}
client.destroy();
