import { gzipSync } from 'node:zlib';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { apiEvent } from '../../../test/support/fixtures';
import type { ApiEvent } from '../http/api-event';
import { HttpError } from '../http/http-error';
import { isJsonUtf8, isUnencoded, jsonBody, JSON_BODY_MESSAGES } from './json-body';

const BODY = JSON.stringify({ name: 'Jo Farmer', note: 'Ça va, façon 🌱' });

/** What the middleware makes of a request: the parsed body, or the error it answers. */
async function read(event: APIGatewayProxyEventV2): Promise<unknown> {
  const request = { event: event as ApiEvent } as Parameters<
    NonNullable<ReturnType<typeof jsonBody>['before']>
  >[0];
  try {
    await jsonBody().before!(request);
    return { body: request.event.jsonBody };
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return { status: error.status, message: error.message };
  }
}

const withHeaders = (headers: Record<string, string>, body = BODY) => apiEvent({ headers, body });

describe('the JSON body', () => {
  it.each([
    'application/json',
    'Application/JSON',
    'application/json; charset=utf-8',
    'application/json;charset=UTF-8',
    'application/json ;  charset=Utf-8 ',
    '\tapplication/json;\tcharset="utf-8"',
    'application/json;',
    'application/json; ; charset=utf-8',
  ])('is read under %j', async (contentType) => {
    expect(await read(withHeaders({ 'content-type': contentType }))).toEqual({
      body: JSON.parse(BODY),
    });
  });

  it.each([
    'application/evil+json',
    'application/vnd.api+json',
    'application/jsonp',
    'application/json-seq',
    'text/json',
    'text/plain',
    'application/x-www-form-urlencoded',
    'application/json; charset=iso-8859-1',
    'application/json; charset=utf8',
    'application/json; charset=utf-16',
    'application/json; charset="utf-8', // unterminated quote
    'application/json; charset = utf-8', // no space around "=" in RFC 9110
    'application/json; charset=utf-8; charset=utf-8',
    'application/json; boundary=x',
    'application/json; charset=utf-8, text/plain', // two media types joined
    'application/json, application/json',
    'application/ json',
    'application /json',
    'application/json charset=utf-8',
    'application/jsön',
    '',
  ])('is refused with 415 under %j', async (contentType) => {
    expect(await read(withHeaders({ 'content-type': contentType }))).toEqual({
      status: 415,
      message: JSON_BODY_MESSAGES.contentType,
    });
  });

  it('is refused with 415 without a content type', async () => {
    expect(await read(withHeaders({}))).toEqual({
      status: 415,
      message: 'Content-Type must be application/json',
    });
  });

  it.each(['gzip', 'br', 'deflate', 'identity, gzip', 'x-gzip', ''])(
    'is refused with 415 under Content-Encoding %j, plain JSON or not',
    async (encoding) => {
      for (const event of [
        withHeaders({ 'content-type': 'application/json', 'content-encoding': encoding }),
        apiEvent({
          headers: { 'content-type': 'application/json', 'content-encoding': encoding },
          body: gzipSync(BODY).toString('base64'),
          isBase64Encoded: true,
        }),
      ]) {
        expect(await read(event)).toEqual({
          status: 415,
          message: JSON_BODY_MESSAGES.contentEncoding,
        });
      }
    },
  );

  it('is read under Content-Encoding identity, however spelt', async () => {
    for (const encoding of ['identity', 'Identity', ' IDENTITY ']) {
      expect(
        await read(
          withHeaders({ 'content-type': 'application/json', 'content-encoding': encoding }),
        ),
      ).toEqual({ body: JSON.parse(BODY) });
    }
  });

  it('answers 413 for a body over 16 KB before looking at its type or encoding', async () => {
    const big = JSON.stringify({ message: 'x'.repeat(17_000) });
    expect(
      await read(withHeaders({ 'content-type': 'text/plain', 'content-encoding': 'gzip' }, big)),
    ).toMatchObject({ status: 413 });
  });

  it('answers 415 for a body that is not JSON under the right type', async () => {
    expect(await read(withHeaders({ 'content-type': 'application/json' }, '{"name":'))).toEqual({
      status: 415,
      message: JSON_BODY_MESSAGES.notJson,
    });
  });
});

describe('the checks, alone', () => {
  it('take no Content-Encoding, or identity, as a body sent as it is', () => {
    expect(isUnencoded(undefined)).toBe(true);
    expect(isUnencoded('identity')).toBe(true);
    expect(isUnencoded('gzip')).toBe(false);
  });

  it('take application/json with charset=utf-8 only', () => {
    expect(isJsonUtf8('application/json; charset=utf-8')).toBe(true);
    expect(isJsonUtf8('application/json; charset="utf\\-8"')).toBe(true);
    expect(isJsonUtf8('application/json; charset="iso-8859-1"')).toBe(false);
  });
});
