import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  AssociateSoftwareTokenCommand,
  CognitoIdentityProviderClient,
  CreateGroupCommand,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  DescribeUserPoolClientCommand,
  ListUserPoolClientsCommand,
  InitiateAuthCommand,
  ListGroupsCommand,
  ListUserPoolsCommand,
  SetUserMFAPreferenceCommand,
  SetUserPoolMfaConfigCommand,
  VerifySoftwareTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { ROLE_GROUPS, STAFF_ROLES, type StaffRole } from '@lab/shared/api/routes';
import { secretHash } from '../lib/auth/app-client-secret';
import { localClientConfig } from './local-clients';
import { currentCode } from './totp';

/*
 * The local Cognito user pool, its role groups and its staff accounts. `ensureAccount` is
 * idempotent: safe to run on every start.
 */

/** The local user pool's name: the stack finds its pool by it. */
const LOCAL_POOL_NAME = 'lab-admin-local';

/** The local user pool's id, once the stack has made it. */
async function localPoolId(client: CognitoIdentityProviderClient): Promise<string | undefined> {
  const pools = await client.send(new ListUserPoolsCommand({ MaxResults: 60 }));
  return pools.UserPools?.find((pool) => pool.Name === LOCAL_POOL_NAME)?.Id;
}

export interface LocalAccount {
  userPoolId: string;
  clientId: string;
  /** The account's authenticator secret (base32). */
  totpSecret: string;
}

/**
 * Enrols an account's authenticator as a person would: signs in with the password (the
 * pool's MFA is optional, as in AWS, so an account without one gets tokens), associates a
 * software token, confirms it with a code and makes it the account's MFA. cognito-local
 * makes the secret (there is no API to choose one), so it is kept in a file and printed.
 */
async function enrolAccount(
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
  if (!AccessToken)
    throw new Error(`cognito-local asked ${signedIn.ChallengeName} of a new account`);
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
 * Each role's group in the pool (as infra's auth construct makes them). Only the missing
 * ones: cognito-local's CreateGroup replaces a group that exists, members and all.
 */
async function ensureRoleGroups(client: CognitoIdentityProviderClient, userPoolId: string) {
  const { Groups = [] } = await client.send(new ListGroupsCommand({ UserPoolId: userPoolId }));
  const existing = new Set(Groups.map((group) => group.GroupName));
  for (const role of STAFF_ROLES) {
    if (existing.has(ROLE_GROUPS[role])) continue;
    await client.send(
      new CreateGroupCommand({ UserPoolId: userPoolId, GroupName: ROLE_GROUPS[role] }),
    );
  }
}

/**
 * The local user pool (authenticator codes, as in AWS), its app client, its role groups,
 * and an account of `role` with the given password and an enrolled authenticator, whose
 * secret is kept in `secretFile`. An account whose secret file is gone is made again, since
 * its authenticator could not be read back. Run one after another, never side by side (the
 * first makes the pool).
 */
export async function ensureAccount(
  endpoint: string,
  {
    username,
    password,
    secretFile,
    role,
  }: { username: string; password: string; secretFile: string; role: StaffRole },
): Promise<LocalAccount> {
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

  await ensureRoleGroups(client, userPoolId);

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
  await client.send(
    new AdminAddUserToGroupCommand({
      UserPoolId: userPoolId,
      Username: username,
      GroupName: ROLE_GROUPS[role],
    }),
  );
  if (!exists) {
    totpSecret = await enrolAccount(client, { clientId, clientSecret }, { username, password });
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
 * An account of `role` in the local pool with a temporary password, as an administrator
 * creates one: its first sign-in sets a password and an authenticator. For end-to-end
 * tests of that first sign-in.
 */
export function createLocalAccount(
  endpoint: string,
  {
    username,
    temporaryPassword,
    role = 'staff',
  }: { username: string; temporaryPassword: string; role?: StaffRole },
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
    await client.send(
      new AdminAddUserToGroupCommand({
        UserPoolId: userPoolId,
        Username: username,
        GroupName: ROLE_GROUPS[role],
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
