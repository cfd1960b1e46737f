import middy from '@middy/core';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contactRequestSchema } from '@lab/shared/schemas/contact';
import { ORIGIN_VERIFY_HEADER } from '@lab/shared/security/origin';
import { dashboardChain } from '../../../test/support/chains';
import { apiEvent, UNIT_ORIGIN_SECRET } from '../../../test/support/fixtures';
import { cachedSecretValues, type SecretValues } from '../auth/secret-values';
import type { ApiEvent } from '../http/api-event';
import { json, type ApiResult } from '../http/response';
import { logger } from '../logging/logger';
import { apiHandler, asIs } from './api-handler';
import { jsonErrors } from './json-errors';
import { matchesOriginSecret, originVerify } from './origin-verify';

const context = { awsRequestId: 'test', getRemainingTimeInMillis: () => 30_000 } as Context;
const valid = { name: 'Jo Farmer', email: 'jo@example.com', message: 'Please test my soil.' };
const REFUSED = {
  status: 403,
  body: { message: 'Forbidden: requests to this API must come through the website' },
};

const withOrigin = (value: string | undefined) =>
  apiEvent({
    headers: { 'content-type': 'application/json', [ORIGIN_VERIFY_HEADER]: value },
    body: JSON.stringify(valid),
  });

type Handler = (event: APIGatewayProxyEventV2, context: Context) => Promise<ApiResult>;
async function call(handler: Handler, event: APIGatewayProxyEventV2) {
  const result = await handler(event, context);
  return { status: result.statusCode, body: JSON.parse(result.body ?? 'null') as unknown };
}

/** The error handler and the origin check alone, over a handler that records its calls. */
function chain(secrets: SecretValues) {
  const run = vi.fn(async () => json(200, { ok: true }));
  const handler = middy<ApiEvent, ApiResult, Error, Context>()
    .use(jsonErrors())
    .use(originVerify(secrets))
    .handler(run);
  return { run, handler: (event: APIGatewayProxyEventV2) => call(handler, event) };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('comparing the origin header', () => {
  it('matches only an identical value', () => {
    expect(matchesOriginSecret('abc-secret', ['abc-secret'])).toBe(true);
    expect(matchesOriginSecret('abc-secre', ['abc-secret'])).toBe(false);
    expect(matchesOriginSecret('abc-secret ', ['abc-secret'])).toBe(false);
    expect(matchesOriginSecret('ABC-SECRET', ['abc-secret'])).toBe(false);
    expect(matchesOriginSecret('', ['abc-secret'])).toBe(false);
    expect(matchesOriginSecret(undefined, ['abc-secret'])).toBe(false);
    expect(matchesOriginSecret('abc-secret', [])).toBe(false);
  });

  it('matches any of the accepted values', () => {
    expect(matchesOriginSecret('old', ['new', 'old'])).toBe(true);
  });
});

describe('every handler chain', () => {
  const run = vi.fn(async () => json(201, { ok: true }));
  const handler = apiHandler('create-contact', {
    input: { body: contactRequestSchema },
    run: run,
    answer: asIs,
  });
  const adminRun = vi.fn(async () => json(200, {}));
  const admin = dashboardChain(adminRun);

  it('runs a request that carries the origin secret', async () => {
    expect(await call(handler, withOrigin(UNIT_ORIGIN_SECRET))).toEqual({
      status: 201,
      body: { ok: true },
    });
  });

  it.each([
    ['no origin header', undefined],
    ['an empty origin header', ''],
    ['a wrong origin header', 'not-the-secret'],
    ['a prefix of the secret', UNIT_ORIGIN_SECRET.slice(0, -1)],
  ])('refuses a request with %s, 403 JSON, running nothing', async (_, value) => {
    run.mockClear();
    expect(await call(handler, withOrigin(value))).toEqual(REFUSED);
    expect(run).not.toHaveBeenCalled();
  });

  it('refuses before anything else is checked: no 401, 415 or 400 tells what the route wants', async () => {
    expect(
      await call(
        admin,
        apiEvent({ headers: { [ORIGIN_VERIFY_HEADER]: undefined, authorization: 'Bearer x.y.z' } }),
      ),
    ).toEqual(REFUSED);
    expect(
      await call(
        handler,
        apiEvent({ headers: { [ORIGIN_VERIFY_HEADER]: 'wrong', 'content-type': 'text/plain' } }),
      ),
    ).toEqual(REFUSED);
    expect(adminRun).not.toHaveBeenCalled();
  });
});

describe('the origin check with the secret from Secrets Manager', () => {
  it('accepts the current and the previous value, so a rotation causes no outage', async () => {
    const load = vi.fn(async () => ['new-value', 'old-value']);
    const { handler, run } = chain(cachedSecretValues({ secret: 'origin', load }));
    expect((await handler(withOrigin('new-value'))).status).toBe(200);
    expect((await handler(withOrigin('old-value'))).status).toBe(200);
    expect(await handler(withOrigin('older-value'))).toEqual(REFUSED);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('reads the secret once, not on every request', async () => {
    const load = vi.fn(async () => ['value']);
    const { handler } = chain(cachedSecretValues({ secret: 'origin', load }));
    for (let i = 0; i < 5; i++) await handler(withOrigin('value'));
    expect(load).toHaveBeenCalledOnce();
  });

  it('reads it again on a mismatch, and accepts a value rotated in since', async () => {
    let now = 0;
    const load = vi.fn().mockResolvedValueOnce(['first']).mockResolvedValue(['second', 'first']);
    const { handler } = chain(
      cachedSecretValues({ secret: 'origin', load, now: () => now, minRefreshIntervalMs: 10_000 }),
    );
    expect((await handler(withOrigin('first'))).status).toBe(200);
    now += 10_000;
    expect((await handler(withOrigin('second'))).status).toBe(200);
    expect((await handler(withOrigin('first'))).status).toBe(200);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('reads it again at most once per interval however many mismatches arrive', async () => {
    let now = 0;
    const load = vi.fn(async () => ['value']);
    const { handler } = chain(
      cachedSecretValues({ secret: 'origin', load, now: () => now, minRefreshIntervalMs: 10_000 }),
    );
    await handler(withOrigin('value'));
    now += 10_000;
    for (let i = 0; i < 10; i++) expect(await handler(withOrigin(`forged-${i}`))).toEqual(REFUSED);
    expect(load).toHaveBeenCalledTimes(2);
    now += 10_000;
    await handler(withOrigin('forged-again'));
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('refuses a request without the header without reading the secret', async () => {
    const load = vi.fn(async () => ['value']);
    const { handler } = chain(cachedSecretValues({ secret: 'origin', load }));
    expect(await handler(withOrigin(undefined))).toEqual(REFUSED);
    expect(load).not.toHaveBeenCalled();
  });

  it('answers 503 JSON, logged, when the secret cannot be read, and runs nothing', async () => {
    const logged = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const load = vi.fn(async () => Promise.reject(new Error('AccessDeniedException')));
    const { handler, run } = chain(cachedSecretValues({ secret: 'origin', load }));
    expect(await handler(withOrigin('value'))).toEqual({
      status: 503,
      body: { message: 'The service is temporarily unavailable. Please try again shortly.' },
    });
    expect(run).not.toHaveBeenCalled();
    expect(logged).toHaveBeenCalledOnce();
    expect(String(logged.mock.calls[0]?.[0])).toContain('Origin secret could not be read');
  });

  it('keeps the values it read when a later read fails', async () => {
    vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    let now = 0;
    const load = vi
      .fn()
      .mockResolvedValueOnce(['value'])
      .mockRejectedValue(new Error('ServiceUnavailable'));
    const { handler } = chain(
      cachedSecretValues({ secret: 'origin', load, now: () => now, maxAgeMs: 60_000 }),
    );
    expect((await handler(withOrigin('value'))).status).toBe(200);
    now += 120_000;
    expect((await handler(withOrigin('value'))).status).toBe(200);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
