import { CognitoJwtVerifier, JwtRsaVerifier } from 'aws-jwt-verify';
import { SimpleJwksCache } from 'aws-jwt-verify/jwk';
import * as z from 'zod';
import { readEnv } from '../env';

export interface TokenVerifier {
  /** Resolves with the token's claims, or rejects when the token is not a valid admin access token. */
  verify(token: string): Promise<unknown>;
}

const authEnv = {
  USER_POOL_ID: z.string().min(1),
  USER_POOL_CLIENT_ID: z.string().min(1),
  COGNITO_ENDPOINT: z.url().optional(),
};

/**
 * Verifies Cognito access tokens issued to the app client. In AWS this is aws-jwt-verify's
 * Cognito verifier. Against cognito-local (COGNITO_ENDPOINT set) the issuer is the local
 * endpoint and the JWKS is served over http, which the Cognito verifier refuses, so the
 * generic RSA verifier checks the same things: signature, issuer, expiry, token_use and
 * client_id.
 */
export function createTokenVerifier(): TokenVerifier {
  const env = readEnv(authEnv);
  if (!env.COGNITO_ENDPOINT) {
    return CognitoJwtVerifier.create({
      userPoolId: env.USER_POOL_ID,
      tokenUse: 'access',
      clientId: env.USER_POOL_CLIENT_ID,
    });
  }
  const issuer = `${env.COGNITO_ENDPOINT.replace(/\/$/, '')}/${env.USER_POOL_ID}`;
  return JwtRsaVerifier.create(
    {
      issuer,
      audience: null,
      jwksUri: `${issuer}/.well-known/jwks.json`,
      customJwtCheck: ({ payload }) => {
        if (payload.token_use !== 'access') throw new Error('Not an access token');
        if (payload.client_id !== env.USER_POOL_CLIENT_ID) throw new Error('Wrong client');
      },
    },
    {
      jwksCache: new SimpleJwksCache({
        fetcher: { fetch: async (uri: string) => (await fetch(uri)).arrayBuffer() },
      }),
    },
  );
}
