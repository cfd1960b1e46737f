import { createHmac } from 'node:crypto';
import {
  DescribeUserPoolClientCommand,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';

/**
 * The sign-in app client's secret, which only the sign-in routes read (their role alone
 * may describe the pool's clients): Cognito refuses to start or answer a sign-in on that
 * client without it, so no token can be had except through these routes. It is read from
 * Cognito, never copied into a template, an environment variable or a secret, and cached
 * for the life of the function (a client's secret never changes).
 */
export function appClientSecret(
  cognito: Pick<CognitoIdentityProviderClient, 'send'>,
  { userPoolId, clientId }: { userPoolId: string; clientId: string },
): () => Promise<string> {
  let secret: Promise<string> | undefined;
  return () => {
    secret ??= cognito
      .send(new DescribeUserPoolClientCommand({ UserPoolId: userPoolId, ClientId: clientId }))
      .then(({ UserPoolClient }) => {
        if (!UserPoolClient?.ClientSecret) throw new Error('The sign-in app client has no secret');
        return UserPoolClient.ClientSecret;
      })
      .catch((error: unknown) => {
        // Not cached: the next sign-in asks again.
        secret = undefined;
        throw error;
      });
    return secret;
  };
}

/**
 * The SECRET_HASH a confidential client sends with a username: Base64(HMAC-SHA256 over the
 * username followed by the client id, keyed by the client secret).
 */
export function secretHash(clientSecret: string, username: string, clientId: string): string {
  return createHmac('sha256', clientSecret)
    .update(username + clientId)
    .digest('base64');
}
