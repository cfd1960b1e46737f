import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
  waitUntilTableExists,
} from '@aws-sdk/client-dynamodb';
import {
  AUDIT_TABLE,
  FOLLOW_UP_DUE_INDEX,
  MAIL_RECIPIENTS_TABLE,
  RECORD_INDEXES,
  RECORD_STREAM_VIEW,
  SESSION_TABLE,
  TABLE_KEYS,
  type TableEnvName,
} from '@lab/shared/data/tables';
import { localClientConfig } from './local-clients';

/*
 * Idempotent set-up of the local tables, from the shared definitions: safe to run on every
 * start.
 */

/** A record table's stream, which the local mail worker reads as Lambda reads it in AWS. */
const STREAM = { StreamEnabled: true, StreamViewType: RECORD_STREAM_VIEW } as const;

/**
 * Creates each table (from the shared definition) that does not exist yet, and adds the
 * stream and the indexes a table made by an older version lacks (the local data directory outlives
 * upgrades; in AWS the data stack's update adds them). With `stream: false` a new table has
 * no stream, as a table restored from a backup has none until it is turned on (the restore
 * drill copies its items in first, so the copy is not on the stream the mail worker reads).
 */
export async function ensureTables(
  endpoint: string,
  tableNames: string[],
  { stream = true }: { stream?: boolean } = {},
): Promise<void> {
  const client = new DynamoDBClient(localClientConfig(endpoint));
  const { partitionKey } = TABLE_KEYS;
  const keyNames = new Set([
    partitionKey,
    ...RECORD_INDEXES.flatMap((index) => [index.partitionKey, index.sortKey]),
  ]);
  await Promise.all(
    tableNames.map(async (TableName) => {
      try {
        const { Table } = await client.send(new DescribeTableCommand({ TableName }));
        const present = new Set(Table?.GlobalSecondaryIndexes?.map((index) => index.IndexName));
        if (stream && !Table?.StreamSpecification?.StreamEnabled) {
          await client.send(new UpdateTableCommand({ TableName, StreamSpecification: STREAM }));
        }
        // One index at a time, as DynamoDB creates them.
        for (const index of RECORD_INDEXES.filter((index) => !present.has(index.name))) {
          await client.send(
            new UpdateTableCommand({
              TableName,
              AttributeDefinitions: [index.partitionKey, index.sortKey].map((AttributeName) => ({
                AttributeName,
                AttributeType: 'S',
              })),
              GlobalSecondaryIndexUpdates: [{ Create: indexDefinition(index) }],
            }),
          );
        }
        return;
      } catch (error) {
        if ((error as Error).name !== 'ResourceNotFoundException') throw error;
      }
      await client.send(
        new CreateTableCommand({
          TableName,
          BillingMode: 'PAY_PER_REQUEST',
          AttributeDefinitions: [...keyNames].map((AttributeName) => ({
            AttributeName,
            AttributeType: 'S',
          })),
          KeySchema: [{ AttributeName: partitionKey, KeyType: 'HASH' }],
          GlobalSecondaryIndexes: RECORD_INDEXES.map(indexDefinition),
          ...(stream && { StreamSpecification: STREAM }),
        }),
      );
      await waitUntilTableExists({ client, maxWaitTime: 30, minDelay: 1 }, { TableName });
    }),
  );
  client.destroy();
}

/** A record table's index as DynamoDB takes it: every attribute projected, as in the CDK. */
function indexDefinition(index: (typeof RECORD_INDEXES)[number]) {
  return {
    IndexName: index.name,
    KeySchema: [
      { AttributeName: index.partitionKey, KeyType: 'HASH' as const },
      { AttributeName: index.sortKey, KeyType: 'RANGE' as const },
    ],
    Projection: { ProjectionType: 'ALL' as const },
  };
}

/** A table keyed by a partition key (and a sort key), whose items expire by TTL. */
interface ExpiringTable {
  partitionKey: string;
  sortKey?: string;
  ttlAttribute: string;
  /** Its one secondary index (string partition key), when it has one. */
  index?: {
    name: string;
    partitionKey: string;
    sortKey: string;
    sortKeyType: 'S' | 'N';
    projection: 'ALL' | 'KEYS_ONLY';
  };
}

/** A table's index as DynamoDB takes it, with its keys' definitions. */
function expiringIndex(index: NonNullable<ExpiringTable['index']>) {
  return {
    attributes: [
      { AttributeName: index.partitionKey, AttributeType: 'S' as const },
      { AttributeName: index.sortKey, AttributeType: index.sortKeyType },
    ],
    definition: {
      IndexName: index.name,
      KeySchema: [
        { AttributeName: index.partitionKey, KeyType: 'HASH' as const },
        { AttributeName: index.sortKey, KeyType: 'RANGE' as const },
      ],
      Projection: { ProjectionType: index.projection },
    },
  };
}

/**
 * Creates the mail recipients table (from the shared definition, TTL and the due follow-ups'
 * index on) unless it exists, and adds the index to one made by an older version.
 */
export function ensureRecipientsTable(endpoint: string, TableName: string): Promise<void> {
  return ensureExpiringTable(endpoint, TableName, {
    ...MAIL_RECIPIENTS_TABLE,
    index: FOLLOW_UP_DUE_INDEX,
  });
}

/** Creates the sessions table (from the shared definition, TTL on) unless it exists. */
export function ensureSessionTable(endpoint: string, TableName: string): Promise<void> {
  return ensureExpiringTable(endpoint, TableName, SESSION_TABLE);
}

/** Creates the audit trail's table (from the shared definition, TTL on) unless it exists. */
export function ensureAuditTable(endpoint: string, TableName: string): Promise<void> {
  return ensureExpiringTable(endpoint, TableName, AUDIT_TABLE);
}

async function ensureExpiringTable(
  endpoint: string,
  TableName: string,
  { partitionKey, sortKey, ttlAttribute, index }: ExpiringTable,
): Promise<void> {
  const client = new DynamoDBClient(localClientConfig(endpoint));
  const secondary = index && expiringIndex(index);
  try {
    const { Table } = await client.send(new DescribeTableCommand({ TableName }));
    const present = Table?.GlobalSecondaryIndexes?.some((i) => i.IndexName === index?.name);
    if (secondary && !present) {
      await client.send(
        new UpdateTableCommand({
          TableName,
          AttributeDefinitions: secondary.attributes,
          GlobalSecondaryIndexUpdates: [{ Create: secondary.definition }],
        }),
      );
    }
    return;
  } catch (error) {
    if ((error as Error).name !== 'ResourceNotFoundException') throw error;
  } finally {
    client.destroy();
  }
  const create = new DynamoDBClient(localClientConfig(endpoint));
  try {
    const keys = [
      { AttributeName: partitionKey, KeyType: 'HASH' as const },
      ...(sortKey ? [{ AttributeName: sortKey, KeyType: 'RANGE' as const }] : []),
    ];
    await create.send(
      new CreateTableCommand({
        TableName,
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: [
          ...keys.map(({ AttributeName }) => ({ AttributeName, AttributeType: 'S' as const })),
          ...(secondary?.attributes ?? []),
        ],
        KeySchema: keys,
        ...(secondary && { GlobalSecondaryIndexes: [secondary.definition] }),
      }),
    );
    await waitUntilTableExists({ client: create, maxWaitTime: 30, minDelay: 1 }, { TableName });
    await create.send(
      new UpdateTimeToLiveCommand({
        TableName,
        TimeToLiveSpecification: { AttributeName: ttlAttribute, Enabled: true },
      }),
    );
  } finally {
    create.destroy();
  }
}

/**
 * Creates every table of a table environment (records, sessions, audit, mail recipients)
 * that does not exist yet.
 */
export async function ensureAllTables(
  endpoint: string,
  tables: Readonly<Record<TableEnvName, string>>,
  { recordStreams = true }: { recordStreams?: boolean } = {},
): Promise<void> {
  const {
    [SESSION_TABLE.envVar]: sessions,
    [AUDIT_TABLE.envVar]: audit,
    [MAIL_RECIPIENTS_TABLE.envVar]: recipients,
    ...records
  } = tables;
  await Promise.all([
    ensureTables(endpoint, Object.values(records), { stream: recordStreams }),
    ensureSessionTable(endpoint, sessions),
    ensureAuditTable(endpoint, audit),
    ensureRecipientsTable(endpoint, recipients),
  ]);
}
