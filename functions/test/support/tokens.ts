import { createPrivateKey, sign, type KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { SESSION_TABLE } from '@lab/shared/data/tables';
import { sessionClaimsSchema, sessionStore } from '../../src/lib/auth/session-store';
import { localDocumentClient } from '../../src/local/local-clients';
import type { LocalEnv } from '../../src/local/stack';

const require = createRequire(import.meta.url);

/** cognito-local signs with this published key: with it a test can mint a real-looking token. */
export const cognitoLocalKey = createPrivateKey({
  key: JSON.parse(
    readFileSync(require.resolve('cognito-local/lib/keys/cognitoLocal.private.json'), 'utf8'),
  ).jwk,
  format: 'jwk',
});

export const tokenPart = (value: unknown) =>
  Buffer.from(JSON.stringify(value)).toString('base64url');

/** The claims of a JWT, unverified. */
export const claimsOf = (jwt: string) =>
  JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;

/** An RS256 JWT with these claims, signed with `key` (cognito-local's by default). */
export function mint(
  claims: Record<string, unknown>,
  key: KeyObject = cognitoLocalKey,
  kid = 'CognitoLocal',
): string {
  const unsigned = `${tokenPart({ alg: 'RS256', typ: 'JWT', kid })}.${tokenPart(claims)}`;
  return `${unsigned}.${sign('sha256', Buffer.from(unsigned), key).toString('base64url')}`;
}

/** Now, in JWT seconds. */
export const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * A minted token whose session is recorded as the two-step sign-in records each token it
 * releases (signed in at `signedInAt`, epoch ms, else its `iat`): one the admin routes
 * accept, as long as its claims are right.
 */
export async function signedInToken(
  env: LocalEnv,
  claims: Record<string, unknown>,
  signedInAt?: number,
): Promise<string> {
  const token = mint(claims);
  const parsed = sessionClaimsSchema.parse(claims);
  const client = localDocumentClient(env.base.DYNAMODB_ENDPOINT as string);
  try {
    const tableName = env.values[SESSION_TABLE.envVar] as string;
    await sessionStore({ client, tableName }).record(parsed, signedInAt ?? parsed.iat * 1000);
  } finally {
    client.destroy();
  }
  return token;
}
