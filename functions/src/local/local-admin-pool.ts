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
  DescribeUserPoolClientCommand,
  ListUserPoolClientsCommand,
  InitiateAuthCommand,
  ListUserPoolsCommand,
  SetUserMFAPreferenceCommand,
  SetUserPoolMfaConfigCommand,
  VerifySoftwareTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { secretHash } from '../lib/auth/app-client-secret';
import { localClientConfig } from './local-clients';
import { currentCode } from './totp';

/*
 * The local Cognito user pool and its staff accounts. `ensureAdmin` is idempotent: safe to
 * run on every start.
 */

/** The local user pool's name: the stack finds its pool by it. */
const LOCAL_POOL_NAME = 'lab-admin-local';

/** The local user pool's id, once the stack has made it. */
async function localPoolId(client: CognitoIdentityProviderClient): Promise<string | undefined> {
  const pools = await client.send(new ListUserPoolsCommand({ MaxResults: 60 }));
  return pools.UserPools?.find((pool) => pool.Name === LOCAL_POOL_NAME)?.Id;
}

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
  { clientId, clientSecret }: { clientId: string; clientSecret: string },
  { username, password }: { username: string; password: string },
): Promise<string> {
  const signedIn = await client.send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: clientId,
      AuthParameters: {
        USERNAME: username,
        PASSWORD: password,
        SECRET_HASH: secretHash(clientSecret, username, clientId),
      },
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
  const client = new CognitoIdentityProviderClient(localClientConfig(endpoint));
  // As the deployed sign-in client (infra's auth construct): it has a secret, which the
  // sign-in routes read from Cognito. (cognito-local keeps it but does not check it.)
  const clientName = 'lab-sign-in-local';

  let userPoolId = await localPoolId(client);
  if (!userPoolId) {
    const created = await client.send(new CreateUserPoolCommand({ PoolName: LOCAL_POOL_NAME }));
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
        GenerateSecret: true,
        ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
      }),
    );
    clientId = created.UserPoolClient?.ClientId;
  }
  if (!clientId) throw new Error('cognito-local did not create the app client');
  const described = await client.send(
    new DescribeUserPoolClientCommand({ UserPoolId: userPoolId, ClientId: clientId }),
  );
  const clientSecret = described.UserPoolClient?.ClientSecret;
  if (!clientSecret) throw new Error('cognito-local made the sign-in client without a secret');

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
    totpSecret = await enrolAdmin(client, { clientId, clientSecret }, { username, password });
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
  const client = new CognitoIdentityProviderClient(localClientConfig(endpoint));
  try {
    const userPoolId = await localPoolId(client);
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
