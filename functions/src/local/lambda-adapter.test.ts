import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { apiRoute } from '@lab/shared/api/routes';
import { LAMBDA_TIMEOUT_SECONDS } from '@lab/shared/lambda/function-defaults';
import { lambdaContext, toApiEvent, writeApiResult } from './lambda-adapter';

function request(url: string, headers: Record<string, string | string[]>): IncomingMessage {
  return {
    url,
    method: 'POST',
    httpVersion: '1.1',
    headers,
    socket: { remoteAddress: '127.0.0.1' },
  } as unknown as IncomingMessage;
}

describe('API Gateway v2 event', () => {
  it('carries route, path parameters, query, headers and a text body as API Gateway does', () => {
    const event = toApiEvent(
      request('/api/admin/notify/contact/abc?x=1&x=2', {
        'Content-Type': 'application/json',
        cookie: 'a=1; b=2',
      }),
      Buffer.from('{"a":1}'),
      apiRoute('notify-record'),
      { kind: 'contact', id: 'abc' },
    );
    expect(event).toMatchObject({
      version: '2.0',
      routeKey: 'POST /api/admin/notify/{kind}/{id}',
      rawPath: '/api/admin/notify/contact/abc',
      rawQueryString: 'x=1&x=2',
      queryStringParameters: { x: '1,2' },
      pathParameters: { kind: 'contact', id: 'abc' },
      headers: { 'content-type': 'application/json' },
      cookies: ['a=1', 'b=2'],
      body: '{"a":1}',
      isBase64Encoded: false,
    });
  });

  it('base64-encodes binary bodies', () => {
    const event = toApiEvent(
      request('/api/contact', { 'content-type': 'application/octet-stream' }),
      Buffer.from([0xff, 0x00]),
      apiRoute('create-contact'),
      {},
    );
    expect(event).toMatchObject({ body: '/wA=', isBase64Encoded: true });
  });
});

describe('Lambda context', () => {
  it("gives a handler the deployed functions' time budget", () => {
    // middy answers just before this runs out; a 30 s budget let a stalled call hang locally.
    const remaining = lambdaContext('create-contact').getRemainingTimeInMillis();
    expect(remaining).toBeLessThanOrEqual(LAMBDA_TIMEOUT_SECONDS * 1000);
    expect(remaining).toBeGreaterThan(LAMBDA_TIMEOUT_SECONDS * 1000 - 1000);
  });
});

describe('API Gateway result', () => {
  it('sends a base64 body (a PDF) as its bytes, not as the base64 text', () => {
    const bytes = Buffer.from([0x25, 0x50, 0x44, 0x46, 0x2d, 0x00, 0xff, 0xe2, 0x80]);
    const written: { status?: number; headers?: unknown; body?: Buffer } = {};
    const res = {
      writeHead: (status: number, headers: unknown) => Object.assign(written, { status, headers }),
      end: (body?: Buffer) => Object.assign(written, { body }),
    } as unknown as ServerResponse;
    writeApiResult(res, {
      statusCode: 200,
      headers: { 'content-type': 'application/pdf' },
      body: bytes.toString('base64'),
      isBase64Encoded: true,
    });
    expect(written.status).toBe(200);
    expect(written.body?.equals(bytes)).toBe(true);
  });
});
