/**
 * `npm run restore:erasures -- --since <ISO instant> --audit <table> --contact <table>
 * --resource <table> --shipping <table> [--region <region>] [--apply]`: applies again, to
 * restored record tables, the erasures the audit trail recorded since the restore point
 * (docs/operations/restore.md). The erasure key comes from ERASURE_KEY. Without `--apply`
 * it only says what it would delete. The same code as `npm run drill:restore`.
 */
import { parseArgs } from 'node:util';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { RECORD_KINDS } from '@lab/shared/constants/record-kinds';
import { DEFAULT_REGION } from '@lab/shared/lambda/deployment-defaults';
import { reapplyErasures } from './reapply-erasures';

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

const { values } = parseArgs({
  options: {
    since: { type: 'string' },
    audit: { type: 'string' },
    contact: { type: 'string' },
    resource: { type: 'string' },
    shipping: { type: 'string' },
    region: { type: 'string', default: process.env.AWS_REGION ?? DEFAULT_REGION },
    endpoint: { type: 'string' },
    apply: { type: 'boolean', default: false },
  },
});
const { since, audit, contact, resource, shipping, region, endpoint, apply } = values;
if (!since || Number.isNaN(Date.parse(since))) {
  fail('--since must be the restore point as an ISO instant, e.g. 2026-11-20T14:05:00Z');
}
if (!audit || !contact || !resource || !shipping) {
  fail(
    '--audit, --contact, --resource and --shipping name the live audit table and the restored record tables',
  );
}
const erasureKey = process.env.ERASURE_KEY?.trim();
if (!erasureKey) fail('ERASURE_KEY must hold the erasure key (docs/operations/restore.md)');

const client = DynamoDBDocumentClient.from(
  new DynamoDBClient({ region, ...(endpoint && { endpoint }) }),
);
const result = await reapplyErasures({
  client,
  tables: { contact, resource, shipping },
  auditTable: audit,
  erasureKey,
  // The key range compares ISO strings: the instant as the trail writes it.
  since: new Date(since).toISOString(),
  dryRun: !apply,
});
console.log(
  `${result.entries} erasure entries since ${since}: ${result.hashes} addresses, ${result.matched} found in the restored tables`,
);
for (const kind of RECORD_KINDS) {
  console.log(
    `  ${kind}: ${result.found[kind]} records ${apply ? `found, ${result.deleted[kind]} deleted` : 'would be deleted (run again with --apply)'}`,
  );
}
client.destroy();
