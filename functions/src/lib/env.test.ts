import { performance } from 'node:perf_hooks';
import type { Context } from 'aws-lambda';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LAMBDA_TIMEOUT_SECONDS } from '@lab/shared/lambda/function-defaults';
import { apiEvent, SHIPPING_REQUEST } from '../../test/support/fixtures';
import { useSilentServer } from '../../test/support/silent-server';
import { AWS_CALL_LIMITS, awsClientConfig, LOCAL_OVERRIDES } from './env';
import type { ApiResult } from './http/response';

const LAMBDA_TIMEOUT_MS = LAMBDA_TIMEOUT_SECONDS * 1000;

const request = apiEvent({
  routeKey: 'POST /api/shipping/request',
  rawPath: '/api/shipping/request',
  body: JSON.stringify(SHIPPING_REQUEST),
});
const context = {
  awsRequestId: 'test',
  getRemainingTimeInMillis: () => LAMBDA_TIMEOUT_MS,
} as Context;

/** A fresh copy of the handler module (and of its DynamoDB client) aimed at `endpoint`. */
/** The error lines the handler's logger writes (a fresh module, so a fresh logger). */
function errorLines() {
  const lines: { message?: string; error?: { name?: string } }[] = [];
  vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
    lines.push(JSON.parse(String(chunk)) as (typeof lines)[number]);
    return true;
  });
  return lines;
}

async function shippingHandlerAt(endpoint: string) {
  vi.stubEnv('DYNAMODB_ENDPOINT', endpoint);
  vi.resetModules();
  const { handler } = await import('../api/create-shipping-request/handler');
  return handler;
}

async function timedCall(handler: Awaited<ReturnType<typeof shippingHandlerAt>>) {
  const start = performance.now();
  const result = (await handler(request, context)) as ApiResult;
  return {
    ms: performance.now() - start,
    status: result.statusCode,
    contentType: result.headers?.['content-type'],
    body: JSON.parse(result.body ?? 'null') as unknown,
  };
}

describe('AWS call limits', () => {
  it('let every retry time out and still leave the function time to answer', () => {
    const { maxAttempts, requestTimeoutMs } = AWS_CALL_LIMITS;
    // The SDK's backoff before the 2nd and 3rd attempts is at most 0.2 s and 0.4 s.
    expect(maxAttempts * requestTimeoutMs + 600).toBeLessThan(LAMBDA_TIMEOUT_MS - 2_000);
  });

  it('reach every client through its configuration', () => {
    expect(awsClientConfig('DYNAMODB_ENDPOINT')).toMatchObject({
      maxAttempts: AWS_CALL_LIMITS.maxAttempts,
      requestHandler: {
        connectionTimeout: AWS_CALL_LIMITS.connectionTimeoutMs,
        requestTimeout: AWS_CALL_LIMITS.requestTimeoutMs,
        throwOnRequestTimeout: true,
      },
    });
  });
});

describe('a public submission while DynamoDB is unreachable', () => {
  // Accepts connections and reads requests, never answers: a stalled or frozen DynamoDB.
  const silent = useSilentServer();

  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  it(
    'answers a JSON 500 before the function times out when DynamoDB never answers',
    async () => {
      const handler = await shippingHandlerAt(silent.url);
      const logged = errorLines();
      const reply = await timedCall(handler);
      expect(reply).toMatchObject({
        status: 500,
        contentType: expect.stringContaining('application/json'),
        body: { message: 'Internal server error' },
      });
      // Every attempt waited its full request timeout, and the answer still came in time.
      expect(reply.ms).toBeGreaterThanOrEqual(
        AWS_CALL_LIMITS.maxAttempts * AWS_CALL_LIMITS.requestTimeoutMs - 50,
      );
      expect(reply.ms).toBeLessThan(LAMBDA_TIMEOUT_MS - 2_000);
      const unhandled = logged.filter(({ message }) => message === 'Unhandled error');
      expect(unhandled.map(({ error }) => error?.name)).toEqual(['TimeoutError']);
    },
    LAMBDA_TIMEOUT_MS + 5_000,
  );

  it('answers a JSON 500 at once when nothing listens on its port', async () => {
    // Port 9 (discard) is closed here, as DynamoDB's port is while it restarts.
    const handler = await shippingHandlerAt('http://127.0.0.1:9');
    const logged = errorLines();
    const reply = await timedCall(handler);
    expect(reply).toMatchObject({ status: 500, body: { message: 'Internal server error' } });
    expect(reply.ms).toBeLessThan(AWS_CALL_LIMITS.requestTimeoutMs);
    expect(logged.filter(({ message }) => message === 'Unhandled error')).toHaveLength(1);
  });
});

describe('settings for the local stack, in Lambda', () => {
  /** Lambda's environment: no local override set, unless a test sets one. */
  function inLambda(overrides: Partial<Record<(typeof LOCAL_OVERRIDES)[number], string>> = {}) {
    vi.stubEnv('AWS_LAMBDA_FUNCTION_NAME', 'lab-api-function');
    for (const name of LOCAL_OVERRIDES) vi.stubEnv(name, overrides[name]);
  }

  async function loadDashboardHandler() {
    vi.resetModules();
    return import('../api/get-dashboard/handler');
  }

  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it.each(LOCAL_OVERRIDES.map((name) => [name]))(
    'fail the start-up of every handler, naming %s',
    async (name) => {
      inLambda({
        [name]: name === 'ORIGIN_SECRET' ? 'a-local-origin-secret' : 'http://127.0.0.1:9',
      });
      await expect(loadDashboardHandler()).rejects.toThrow(
        `Local stand-in settings are refused in AWS Lambda: ${name}. Remove them from the function's environment.`,
      );
    },
  );

  it('are not needed: a handler loads in Lambda without them', async () => {
    inLambda();
    // The Cognito verifier used in AWS checks the pool id's form.
    vi.stubEnv('USER_POOL_ID', 'ca-central-1_Unit0001');
    const module = await loadDashboardHandler();
    expect(typeof module.handler).toBe('function');
  });

  it('never reach an AWS client built in Lambda', () => {
    inLambda({ DYNAMODB_ENDPOINT: 'http://127.0.0.1:8000' });
    expect(() => awsClientConfig('DYNAMODB_ENDPOINT')).toThrow(
      /refused in AWS Lambda: DYNAMODB_ENDPOINT/,
    );
  });

  it('point the AWS clients at the stand-ins outside Lambda', () => {
    vi.stubEnv('DYNAMODB_ENDPOINT', 'http://127.0.0.1:8000');
    expect(awsClientConfig('DYNAMODB_ENDPOINT').endpoint).toBe('http://127.0.0.1:8000');
    expect(awsClientConfig()).not.toHaveProperty('endpoint');
  });
});
