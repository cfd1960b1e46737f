import { performance } from 'node:perf_hooks';
import { FetchError } from 'aws-jwt-verify/error';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSilentServer } from '../../../test/support/silent-server';
import { createTokenVerifier, fetchLocalJwks, JWKS_FETCH_TIMEOUT_MS } from './token-verifier';

/** An unsigned token shaped like a cognito-local access token, enough to make the verifier fetch keys. */
function tokenFor(issuer: string): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return [
    part({ alg: 'RS256', kid: 'key-1', typ: 'JWT' }),
    part({ iss: issuer, token_use: 'access', client_id: 'unit-client', exp: 4_000_000_000 }),
    'c2lnbmF0dXJl',
  ].join('.');
}

describe('the local verifier, when cognito-local accepts connections and never answers', () => {
  const silent = useSilentServer();

  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('gives up fetching the keys after its timeout, as a fetch failure', async () => {
    const start = performance.now();
    const fetching = fetchLocalJwks(`${silent.url}/jwks.json`, 200);
    await expect(fetching).rejects.toBeInstanceOf(FetchError);
    await expect(fetching).rejects.toThrow('no answer within 200 ms');
    expect(performance.now() - start).toBeLessThan(1_000);
  });

  it(
    'fails a token check within the timeout instead of holding the request',
    async () => {
      vi.stubEnv('COGNITO_ENDPOINT', silent.url);
      const verifier = createTokenVerifier();
      const start = performance.now();
      // A FetchError is an outage to the admin check (a 500), never a 401.
      await expect(verifier.verify(tokenFor(`${silent.url}/local_unit`))).rejects.toBeInstanceOf(
        FetchError,
      );
      expect(performance.now() - start).toBeLessThan(JWKS_FETCH_TIMEOUT_MS + 1_000);
    },
    JWKS_FETCH_TIMEOUT_MS + 5_000,
  );

  it('is never used in Lambda: COGNITO_ENDPOINT there fails the start-up', () => {
    vi.stubEnv('AWS_LAMBDA_FUNCTION_NAME', 'lab-get-dashboard');
    vi.stubEnv('DYNAMODB_ENDPOINT', undefined);
    vi.stubEnv('SES_ENDPOINT', undefined);
    vi.stubEnv('ORIGIN_SECRET', undefined);
    vi.stubEnv('COGNITO_ENDPOINT', silent.url);
    expect(() => createTokenVerifier()).toThrow(
      /Local stand-in settings are refused in AWS Lambda: COGNITO_ENDPOINT/,
    );
  });
});
