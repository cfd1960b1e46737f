import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_METRICS } from '@lab/shared/lambda/metrics';
import { contactRequestSchema } from '@lab/shared/schemas/contact';
import { ORIGIN_VERIFY_HEADER } from '@lab/shared/security/origin';
import { dashboardChain } from '../../../test/support/chains';
import { apiEvent as event } from '../../../test/support/fixtures';
import { HttpError } from '../http/http-error';
import { json, type ApiResult } from '../http/response';
import { logger } from '../logging/logger';
import { apiHandler, asIs } from './api-handler';

const context = { awsRequestId: 'test', getRemainingTimeInMillis: () => 30_000 } as Context;
const valid = { name: 'Jo Farmer', email: 'jo@example.com', message: 'Please test my soil.' };

async function call(handler: ReturnType<typeof apiHandler>, e: APIGatewayProxyEventV2) {
  const result = (await handler(e, context)) as ApiResult;
  return { status: result.statusCode, body: JSON.parse(result.body ?? 'null') as unknown };
}

describe('the public route chain', () => {
  const run = vi.fn(async (input: { body: unknown }) => json(201, input.body));
  const handler = apiHandler('create-contact', {
    input: { body: contactRequestSchema },
    run: run,
    answer: asIs,
  });

  it('hands the parsed, trimmed body to the handler', async () => {
    const res = await call(
      handler,
      event({ body: JSON.stringify({ ...valid, name: ' Jo Farmer ', extra: 1 }) }),
    );
    expect(res).toEqual({ status: 201, body: { ...valid, phone: null } });
  });

  it('answers 400 with the field messages for an invalid body', async () => {
    const res = await call(handler, event({ body: JSON.stringify({ ...valid, email: 'no' }) }));
    expect(res).toEqual({
      status: 400,
      body: {
        message: 'Please correct the highlighted fields',
        errors: { email: 'Please enter a valid email address' },
      },
    });
  });

  it('answers 415 for a wrong content type and for a body that is not JSON', async () => {
    expect(
      (await call(handler, event({ headers: { 'content-type': 'text/plain' }, body: '{}' })))
        .status,
    ).toBe(415);
    expect((await call(handler, event({ headers: {}, body: '{}' }))).status).toBe(415);
    expect((await call(handler, event({ body: '{"name":' }))).status).toBe(415);
  });

  it('answers 413 for a body over 16 KB, before parsing it', async () => {
    const res = await call(
      handler,
      event({ body: JSON.stringify({ ...valid, message: 'x'.repeat(17_000) }) }),
    );
    expect(res.status).toBe(413);
  });

  it('reads base64-encoded bodies', async () => {
    const body = Buffer.from(JSON.stringify(valid)).toString('base64');
    expect((await call(handler, event({ body, isBase64Encoded: true }))).status).toBe(201);
  });

  it('turns an unexpected error into a bare 500', async () => {
    const error = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const failing = apiHandler('create-contact', {
      input: { body: contactRequestSchema },
      run: async () => {
        throw Object.assign(new Error('arn:aws:dynamodb:secret detail'), {
          name: 'InternalServerError',
        });
      },
      answer: asIs,
    });
    const res = await call(failing, event({ body: JSON.stringify(valid) }));
    expect(res).toEqual({ status: 500, body: { message: 'Internal server error' } });
    // The error once, with its detail, beside the request line.
    expect(error.mock.calls.filter(([message]) => message === 'Unhandled error')).toHaveLength(1);
    error.mockRestore();
  });

  it('passes deliberate HTTP errors through with their status', async () => {
    const conflict = apiHandler('create-contact', {
      input: {},
      run: async () => {
        throw new HttpError(409, 'Already there');
      },
      answer: asIs,
    });
    expect(await call(conflict, event())).toEqual({
      status: 409,
      body: { message: 'Already there' },
    });
  });

  it('sends the headers of a deliberate HTTP error with the JSON ones', async () => {
    const locked = apiHandler('create-contact', {
      input: {},
      run: async () => {
        throw new HttpError(429, 'Wait', undefined, { 'retry-after': '15' });
      },
      answer: asIs,
    });
    const result = (await locked(event(), context)) as ApiResult;
    expect(result.statusCode).toBe(429);
    expect(result.headers).toMatchObject({
      'retry-after': '15',
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
    });
  });
});

describe('an admin route chain', () => {
  const run = vi.fn(async () => json(200, { ok: true }));
  const handler = dashboardChain(run);

  it.each([
    ['no header', {}],
    ['not a bearer token', { authorization: 'Basic YWRtaW46eA==' }],
    ['a malformed token', { authorization: 'Bearer not-a-jwt' }],
  ])('answers 401 for %s without running the handler', async (_, headers) => {
    const res = await call(handler, event({ headers }));
    expect(res).toEqual({ status: 401, body: { message: 'Unauthorized' } });
    expect(run).not.toHaveBeenCalled();
  });
});

describe('the server-error metric', () => {
  /** The embedded-metric-format lines written to stdout during `fn`. */
  async function metricLines(fn: () => Promise<unknown>): Promise<Record<string, unknown>[]> {
    const lines: string[] = [];
    const write = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
      lines.push(String(chunk));
      return true;
    });
    try {
      await fn();
    } finally {
      write.mockRestore();
    }
    return lines
      .filter((line) => line.includes('"_aws"'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  }

  /** A public route whose work throws. */
  const throwingChain = () =>
    apiHandler('create-contact', {
      input: {},
      run: async () => {
        throw new Error('boom');
      },
      answer: asIs,
    });

  // Set after a handler is built: the unit environment's local settings would fail its start-up.
  const inLambda = () => vi.stubEnv('AWS_LAMBDA_FUNCTION_NAME', 'lab-create-contact');

  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  it('counts a thrown error once, with and without the handler dimension', async () => {
    vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const failing = throwingChain();
    inLambda();
    const metrics = await metricLines(() => call(failing, event()));
    expect(metrics).toEqual([
      {
        _aws: {
          Timestamp: expect.any(Number),
          CloudWatchMetrics: [
            {
              Namespace: API_METRICS.namespace,
              Dimensions: [[API_METRICS.dimension], []],
              Metrics: [{ Name: API_METRICS.serverErrors, Unit: 'Count' }],
            },
          ],
        },
        [API_METRICS.dimension]: 'create-contact',
        [API_METRICS.serverErrors]: 1,
      },
    ]);
  });

  it('counts a 5xx the handler returns once', async () => {
    const badGateway = apiHandler('create-contact', {
      input: {},
      run: async () => json(502, { message: 'Unable to send notification email' }),
      answer: asIs,
    });
    inLambda();
    const metrics = await metricLines(async () => {
      expect((await call(badGateway, event())).status).toBe(502);
    });
    expect(metrics).toHaveLength(1);
    expect(metrics[0]).toMatchObject({ Handler: 'create-contact', ServerErrors: 1 });
  });

  it('counts no 4xx', async () => {
    const handler = apiHandler('create-contact', {
      input: { body: contactRequestSchema },
      run: async () => json(201, {}),
      answer: asIs,
    });
    inLambda();
    const metrics = await metricLines(async () => {
      expect((await call(handler, event({ body: '{}' }))).status).toBe(400);
      expect(
        (await call(handler, event({ headers: { [ORIGIN_VERIFY_HEADER]: 'no' } }))).status,
      ).toBe(403);
    });
    expect(metrics).toEqual([]);
  });

  it('writes nothing outside Lambda, where no CloudWatch reads it', async () => {
    vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const failing = throwingChain();
    expect(await metricLines(() => call(failing, event()))).toEqual([]);
  });
});
