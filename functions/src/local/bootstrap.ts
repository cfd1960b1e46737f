import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import {
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  AssociateSoftwareTokenCommand,
  CognitoIdentityProviderClient,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  ListUserPoolClientsCommand,
  InitiateAuthCommand,
  ListUserPoolsCommand,
  SetUserMFAPreferenceCommand,
  SetUserPoolMfaConfigCommand,
  VerifySoftwareTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
  waitUntilTableExists,
} from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
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
import { DEFAULT_REGION } from '@lab/shared/lambda/deployment-defaults';
import { currentCode } from './totp';

/* Idempotent set-up of the local stand-ins: safe to run on every start. */

export const LOCAL_CREDENTIALS = { accessKeyId: 'local', secretAccessKey: 'local' };
export const LOCAL_REGION = DEFAULT_REGION;

/**
 * A DynamoDB client of its own for a stand-in, so set-up, benchmarks and tests never
 * share the handlers' client.
 */
export function localDocumentClient(endpoint: string): DynamoDBDocumentClient {
  return DynamoDBDocumentClient.from(
    new DynamoDBClient({ endpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS }),
  );
}

/** A record table's stream, which the local mail worker reads as Lambda reads it in AWS. */
const STREAM = { StreamEnabled: true, StreamViewType: RECORD_STREAM_VIEW } as const;

/**
 * Creates each table (from the shared definition) that does not exist yet, and adds the
 * stream and the indexes a table made by an older version lacks (the local data directory outlives
 * upgrades; in AWS the data stack's update adds them).
 */
export async function ensureTables(endpoint: string, tableNames: string[]): Promise<void> {
  const client = new DynamoDBClient({
    endpoint,
    region: LOCAL_REGION,
    credentials: LOCAL_CREDENTIALS,
  });
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
        if (!Table?.StreamSpecification?.StreamEnabled) {
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
          StreamSpecification: STREAM,
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
  const client = new DynamoDBClient({
    endpoint,
    region: LOCAL_REGION,
    credentials: LOCAL_CREDENTIALS,
  });
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
  const create = new DynamoDBClient({
    endpoint,
    region: LOCAL_REGION,
    credentials: LOCAL_CREDENTIALS,
  });
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
): Promise<void> {
  const {
    [SESSION_TABLE.envVar]: sessions,
    [AUDIT_TABLE.envVar]: audit,
    [MAIL_RECIPIENTS_TABLE.envVar]: recipients,
    ...records
  } = tables;
  await Promise.all([
    ensureTables(endpoint, Object.values(records)),
    ensureSessionTable(endpoint, sessions),
    ensureAuditTable(endpoint, audit),
    ensureRecipientsTable(endpoint, recipients),
  ]);
}

/** The local user pool's name: the stack finds its pool by it. */
const LOCAL_POOL_NAME = 'lab-admin-local';

export interface LocalAdmin {
  userPoolId: string;
  clientId: string;
  /** The local admin's authenticator secret (base32). */
  totpSecret: string;
}

/**
 * Enrols the admin's authenticator as a person would: signs in with the password (the
 * pool's MFA is optional, as in AWS, so an account without one gets tokens), associates a
 * software token, confirms it with a code and makes it the account's MFA. cognito-local
 * makes the secret (there is no API to choose one), so it is kept in a file and printed.
 */
async function enrolAdmin(
  client: CognitoIdentityProviderClient,
  clientId: string,
  { username, password }: { username: string; password: string },
): Promise<string> {
  const signedIn = await client.send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: clientId,
      AuthParameters: { USERNAME: username, PASSWORD: password },
    }),
  );
  const AccessToken = signedIn.AuthenticationResult?.AccessToken;
  if (!AccessToken) throw new Error(`cognito-local asked ${signedIn.ChallengeName} of a new admin`);
  const { SecretCode } = await client.send(new AssociateSoftwareTokenCommand({ AccessToken }));
  if (!SecretCode) throw new Error('cognito-local gave no authenticator secret');
  await client.send(
    new VerifySoftwareTokenCommand({ AccessToken, UserCode: currentCode(SecretCode) }),
  );
  await client.send(
    new SetUserMFAPreferenceCommand({
      AccessToken,
      SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true },
    }),
  );
  return SecretCode;
}

/**
 * The local user pool (authenticator codes, as in AWS), its app client and the admin user
 * with the given password and an enrolled authenticator, whose secret is kept in
 * `secretFile`. An admin whose secret file is gone is made again, since its authenticator
 * could not be read back.
 */
export async function ensureAdmin(
  endpoint: string,
  { username, password, secretFile }: { username: string; password: string; secretFile: string },
): Promise<LocalAdmin> {
  const client = new CognitoIdentityProviderClient({
    endpoint,
    region: LOCAL_REGION,
    credentials: LOCAL_CREDENTIALS,
  });
  const poolName = LOCAL_POOL_NAME;
  const clientName = 'lab-web-local';

  const pools = await client.send(new ListUserPoolsCommand({ MaxResults: 60 }));
  let userPoolId = pools.UserPools?.find((pool) => pool.Name === poolName)?.Id;
  if (!userPoolId) {
    const created = await client.send(new CreateUserPoolCommand({ PoolName: poolName }));
    userPoolId = created.UserPool?.Id;
  }
  if (!userPoolId) throw new Error('cognito-local did not create the user pool');
  // As the deployed pool (infra's auth construct): TOTP only, optional at pool level, and
  // the sign-in lets no account in without one.
  await client.send(
    new SetUserPoolMfaConfigCommand({
      UserPoolId: userPoolId,
      MfaConfiguration: 'OPTIONAL',
      SoftwareTokenMfaConfiguration: { Enabled: true },
    }),
  );

  const clients = await client.send(
    new ListUserPoolClientsCommand({ UserPoolId: userPoolId, MaxResults: 60 }),
  );
  let clientId = clients.UserPoolClients?.find((c) => c.ClientName === clientName)?.ClientId;
  if (!clientId) {
    const created = await client.send(
      new CreateUserPoolClientCommand({
        UserPoolId: userPoolId,
        ClientName: clientName,
        GenerateSecret: false,
        ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
      }),
    );
    clientId = created.UserPoolClient?.ClientId;
  }
  if (!clientId) throw new Error('cognito-local did not create the app client');

  let totpSecret = existsSync(secretFile) ? readFileSync(secretFile, 'utf8').trim() : '';
  let exists = true;
  try {
    await client.send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: username }));
  } catch (error) {
    if ((error as Error).name !== 'UserNotFoundException') throw error;
    exists = false;
  }
  if (exists && !totpSecret) {
    await client.send(new AdminDeleteUserCommand({ UserPoolId: userPoolId, Username: username }));
    exists = false;
  }
  if (!exists) {
    await client.send(
      new AdminCreateUserCommand({
        UserPoolId: userPoolId,
        Username: username,
        TemporaryPassword: password,
        MessageAction: 'SUPPRESS',
      }),
    );
  }
  // Always set: changing ADMIN_PASSWORD between runs takes effect on the next start.
  await client.send(
    new AdminSetUserPasswordCommand({
      UserPoolId: userPoolId,
      Username: username,
      Password: password,
      Permanent: true,
    }),
  );
  if (!exists) {
    totpSecret = await enrolAdmin(client, clientId, { username, password });
    writeFileSync(secretFile, `${totpSecret}\n`, { mode: 0o600 });
  }
  client.destroy();
  return { userPoolId, clientId, totpSecret };
}

/** Runs `use` with a client of the local pool and its id. */
async function withLocalPool(
  endpoint: string,
  use: (client: CognitoIdentityProviderClient, userPoolId: string) => Promise<void>,
): Promise<void> {
  const client = new CognitoIdentityProviderClient({
    endpoint,
    region: LOCAL_REGION,
    credentials: LOCAL_CREDENTIALS,
  });
  try {
    const pools = await client.send(new ListUserPoolsCommand({ MaxResults: 60 }));
    const userPoolId = pools.UserPools?.find((pool) => pool.Name === LOCAL_POOL_NAME)?.Id;
    if (!userPoolId) throw new Error('The local user pool does not exist: start the stack first');
    await use(client, userPoolId);
  } finally {
    client.destroy();
  }
}

/**
 * A staff account in the local pool with a temporary password, as an administrator
 * creates one in the console: its first sign-in sets a password and an authenticator.
 * For end-to-end tests of that first sign-in.
 */
export function createLocalAccount(
  endpoint: string,
  { username, temporaryPassword }: { username: string; temporaryPassword: string },
): Promise<void> {
  return withLocalPool(endpoint, async (client, userPoolId) => {
    await client.send(
      new AdminCreateUserCommand({
        UserPoolId: userPoolId,
        Username: username,
        TemporaryPassword: temporaryPassword,
        MessageAction: 'SUPPRESS',
      }),
    );
  });
}

/**
 * A temporary password for a local account, as `npm run admin:reset-password` sets one in
 * AWS: the next sign-in with it chooses a new password. For end-to-end tests of that reset.
 */
export function resetLocalPassword(
  endpoint: string,
  { username, temporaryPassword }: { username: string; temporaryPassword: string },
): Promise<void> {
  return withLocalPool(endpoint, async (client, userPoolId) => {
    await client.send(
      new AdminSetUserPasswordCommand({
        UserPoolId: userPoolId,
        Username: username,
        Password: temporaryPassword,
        Permanent: false,
      }),
    );
  });
}
