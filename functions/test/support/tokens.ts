import { createPrivateKey, sign, type KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

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
