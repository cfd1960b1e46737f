import { CognitoJwtVerifier, JwtRsaVerifier } from 'aws-jwt-verify';
import { FetchError } from 'aws-jwt-verify/error';
import { SimpleJwksCache } from 'aws-jwt-verify/jwk';
import * as z from 'zod';
import { AWS_CALL_LIMITS, localOverride, readEnv } from '../env';

export interface TokenVerifier {
  /** Resolves with the token's claims, or rejects when the token is not a valid admin access token. */
  verify(token: string): Promise<unknown>;
}

const authEnv = {
  USER_POOL_ID: z.string().min(1),
  USER_POOL_CLIENT_ID: z.string().min(1),
};

/**
 * How long the local verifier waits for cognito-local's keys, as long as one AWS call
 * attempt: without a bound, a stand-in that accepted the connection and never answered
 * held every admin request until the function timed out.
 */
export const JWKS_FETCH_TIMEOUT_MS = AWS_CALL_LIMITS.requestTimeoutMs;

/**
 * Fetches a JWKS over plain http (cognito-local), giving up after `timeoutMs`. Failures
 * are aws-jwt-verify's FetchError, which the admin check treats as an outage (a 500),
 * never as a bad token.
 */
export async function fetchLocalJwks(
  uri: string,
  timeoutMs: number = JWKS_FETCH_TIMEOUT_MS,
): Promise<ArrayBuffer> {
  try {
    // The signal bounds the whole exchange, body included.
    const response = await fetch(uri, { signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) throw new FetchError(uri, `status ${response.status}`);
    return await response.arrayBuffer();
  } catch (error) {
    if (error instanceof FetchError) throw error;
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    throw new FetchError(uri, timedOut ? `no answer within ${timeoutMs} ms` : String(error));
  }
}

/**
 * Verifies Cognito access tokens issued to the app client. In AWS this is aws-jwt-verify's
 * Cognito verifier. Against cognito-local (COGNITO_ENDPOINT set) the issuer is the local
 * endpoint and the JWKS is served over http, which the Cognito verifier refuses, so the
 * generic RSA verifier checks the same things: signature, issuer, expiry, token_use and
 * client_id.
 */
export function createTokenVerifier(): TokenVerifier {
  const env = readEnv(authEnv);
  const cognitoEndpoint = localOverride('COGNITO_ENDPOINT', z.url());
  if (!cognitoEndpoint) {
    return CognitoJwtVerifier.create({
      userPoolId: env.USER_POOL_ID,
      tokenUse: 'access',
      clientId: env.USER_POOL_CLIENT_ID,
    });
  }
  const issuer = `${cognitoEndpoint.replace(/\/$/, '')}/${env.USER_POOL_ID}`;
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
      jwksCache: new SimpleJwksCache({ fetcher: { fetch: (uri: string) => fetchLocalJwks(uri) } }),
    },
  );
}
