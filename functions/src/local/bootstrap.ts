import {
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  ListUserPoolClientsCommand,
  ListUserPoolsCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  waitUntilTableExists,
} from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { TABLE_KEYS } from '@lab/shared/data/tables';
import { DEFAULT_REGION } from '@lab/shared/lambda/deployment-defaults';

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

/** Creates each table (from the shared definition) that does not exist yet. */
export async function ensureTables(endpoint: string, tableNames: string[]): Promise<void> {
  const client = new DynamoDBClient({
    endpoint,
    region: LOCAL_REGION,
    credentials: LOCAL_CREDENTIALS,
  });
  const { partitionKey, listIndex } = TABLE_KEYS;
  await Promise.all(
    tableNames.map(async (TableName) => {
      try {
        await client.send(new DescribeTableCommand({ TableName }));
        return;
      } catch (error) {
        if ((error as Error).name !== 'ResourceNotFoundException') throw error;
      }
      await client.send(
        new CreateTableCommand({
          TableName,
          BillingMode: 'PAY_PER_REQUEST',
          AttributeDefinitions: [
            { AttributeName: partitionKey, AttributeType: 'S' },
            { AttributeName: listIndex.partitionKey, AttributeType: 'S' },
          ],
          KeySchema: [{ AttributeName: partitionKey, KeyType: 'HASH' }],
          GlobalSecondaryIndexes: [
            {
              IndexName: listIndex.name,
              KeySchema: [
                { AttributeName: listIndex.partitionKey, KeyType: 'HASH' },
                { AttributeName: listIndex.sortKey, KeyType: 'RANGE' },
              ],
              Projection: { ProjectionType: 'ALL' },
            },
          ],
        }),
      );
      await waitUntilTableExists({ client, maxWaitTime: 30, minDelay: 1 }, { TableName });
    }),
  );
  client.destroy();
}

export interface LocalAdmin {
  userPoolId: string;
  clientId: string;
}

/** The local user pool, its app client and the admin user with the given password. */
export async function ensureAdmin(
  endpoint: string,
  { username, password }: { username: string; password: string },
): Promise<LocalAdmin> {
  const client = new CognitoIdentityProviderClient({
    endpoint,
    region: LOCAL_REGION,
    credentials: LOCAL_CREDENTIALS,
  });
  const poolName = 'lab-admin-local';
  const clientName = 'lab-web-local';

  const pools = await client.send(new ListUserPoolsCommand({ MaxResults: 60 }));
  let userPoolId = pools.UserPools?.find((pool) => pool.Name === poolName)?.Id;
  if (!userPoolId) {
    const created = await client.send(new CreateUserPoolCommand({ PoolName: poolName }));
    userPoolId = created.UserPool?.Id;
  }
  if (!userPoolId) throw new Error('cognito-local did not create the user pool');

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

  try {
    await client.send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: username }));
  } catch (error) {
    if ((error as Error).name !== 'UserNotFoundException') throw error;
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
  client.destroy();
  return { userPoolId, clientId };
}
