import { afterEach, describe, expect, it, vi } from 'vitest';
import { readLastAdminRequest, storeAdminToken } from './admin-session';
import {
  ApiError,
  apiJson,
  apiRequest,
  apiSubmit,
  NetworkError,
  parseApiErrorBody,
} from './api-client';

const fetchMock = vi.fn<typeof fetch>();
vi.stubGlobal('fetch', fetchMock);
afterEach(() => fetchMock.mockReset());

describe('fetch helper', () => {
  it('sends credentials and a JSON body with a JSON content type', async () => {
    fetchMock.mockResolvedValue(new Response('{"ok":true}', { status: 201 }));
    expect(await apiJson('/api/contact', { body: { name: 'Jo' } })).toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledWith('/api/contact', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"name":"Jo"}',
      credentials: 'include',
      signal: undefined,
    });
  });

  it('sends a PATCH with its JSON body and content type', async () => {
    fetchMock.mockResolvedValue(new Response('{}'));
    await apiRequest('/api/admin/records/contact/1', {
      method: 'PATCH',
      body: { status: 'done' },
      token: 'abc',
    });
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer abc' },
      body: '{"status":"done"}',
    });
  });

  it('sends a bearer token when given one', async () => {
    fetchMock.mockResolvedValue(new Response('{}'));
    await apiRequest('/api/contact', { token: 'abc' });
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({
      method: 'GET',
      headers: { Authorization: 'Bearer abc' },
    });
  });

  it('turns a non-ok answer into "STATUS: body"', async () => {
    fetchMock.mockResolvedValue(new Response('{"message":"Invalid credentials"}', { status: 401 }));
    await expect(apiRequest('/api/admin/login', { body: {} })).rejects.toThrow(
      '401: {"message":"Invalid credentials"}',
    );
  });

  it('uses the status text when the body is empty', async () => {
    fetchMock.mockResolvedValue(new Response('', { status: 502, statusText: 'Bad Gateway' }));
    await expect(apiRequest('/api/x')).rejects.toMatchObject({
      message: '502: Bad Gateway',
      status: 502,
    });
  });
});

describe('error answers, parsed once', () => {
  it('reads the status, the server message and the field errors of an API error body', async () => {
    const body = JSON.stringify({
      message: 'Please correct the highlighted fields',
      errors: { email: 'Please enter a valid email address', address: 'Address is required' },
    });
    fetchMock.mockResolvedValue(new Response(body, { status: 400 }));

    const error = await apiRequest('/api/contact', { body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      message: `400: ${body}`,
      serverMessage: 'Please correct the highlighted fields',
      fieldErrors: {
        email: 'Please enter a valid email address',
        address: 'Address is required',
      },
    });
  });

  it('keeps the server message of an error without field errors, and none that is empty', () => {
    expect(new ApiError(404, '{"message":"Record not found"}', 'Not Found')).toMatchObject({
      serverMessage: 'Record not found',
      fieldErrors: {},
    });
    expect(new ApiError(401, '{"message":""}', 'Unauthorized').serverMessage).toBeUndefined();
  });

  it.each([
    ['HTML from a proxy', '<html>Bad Gateway</html>'],
    ['plain text', 'Internal Server Error'],
    ['an empty body', ''],
  ])('reads nothing from a non-JSON body (%s), and still says STATUS: body', (_, body) => {
    const error = new ApiError(502, body, 'Bad Gateway');
    expect(error.serverMessage).toBeUndefined();
    expect(error.fieldErrors).toEqual({});
    expect(error.message).toBe(`502: ${body || 'Bad Gateway'}`);
  });

  it.each([
    ['no message', '{"errors":{"email":"Please enter a valid email address"}}'],
    ['a message that is not text', '{"message":42}'],
    ['field errors that are not text', '{"message":"Bad","errors":{"email":["x"]}}'],
    ['an array', '["Please correct the highlighted fields"]'],
    ['null', 'null'],
  ])('reads nothing from a JSON body that is not the error shape (%s)', (_, body) => {
    expect(parseApiErrorBody(body)).toBeUndefined();
    const error = new ApiError(400, body, 'Bad Request');
    expect(error.serverMessage).toBeUndefined();
    expect(error.fieldErrors).toEqual({});
  });

  it('turns a request that got no answer into a NetworkError, not an ApiError', async () => {
    const cause = new TypeError('Failed to fetch');
    fetchMock.mockRejectedValue(cause);

    const error = await apiRequest('/api/contact', { body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).not.toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'Failed to fetch', cause });
  });

  it('lets a cancelled request reject with the abort itself', async () => {
    const controller = new AbortController();
    controller.abort();
    const abort = new DOMException('The operation was aborted.', 'AbortError');
    fetchMock.mockRejectedValue(abort);

    await expect(apiRequest('/api/contact', { signal: controller.signal })).rejects.toBe(abort);
  });
});

describe('a public submission', () => {
  it('POSTs the body as JSON and reads the reference number of the 201', async () => {
    fetchMock.mockResolvedValue(
      new Response('{"ok":true,"id":"01JD0CONTACT0000000000001","reference":"PAL-7K3Q-9D"}', {
        status: 201,
      }),
    );
    expect(await apiSubmit('/api/contact', { name: 'Jo' })).toEqual({ reference: 'PAL-7K3Q-9D' });
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"name":"Jo"}',
    });
  });

  it.each([
    ['no reference (an API from before them)', '{"ok":true,"id":"c-1"}'],
    ['an empty reference', '{"ok":true,"id":"c-1","reference":""}'],
    ['a reference that is not text', '{"ok":true,"id":"c-1","reference":7}'],
    ['an empty body', ''],
    ['a body that is not JSON', 'Created'],
  ])('is stored all the same when the answer has %s: no reference', async (_, body) => {
    fetchMock.mockResolvedValue(new Response(body, { status: 201 }));
    expect(await apiSubmit('/api/contact', {})).toEqual({ reference: null });
  });

  it('throws the ApiError of a refused submission', async () => {
    fetchMock.mockResolvedValue(new Response('{"message":"Too many requests"}', { status: 429 }));
    await expect(apiSubmit('/api/contact', {})).rejects.toMatchObject({
      status: 429,
      serverMessage: 'Too many requests',
    });
  });

  /** The idempotency key each call sent. */
  const keys = () =>
    fetchMock.mock.calls.map(
      ([, init]) => (init as { headers: Record<string, string> }).headers['Idempotency-Key'],
    );
  const created = () =>
    new Response('{"ok":true,"id":"c-1","reference":"PAL-7K3Q-9D"}', { status: 201 });

  it('sends the same idempotency key again when the same content is retried without a sure answer', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    fetchMock.mockResolvedValueOnce(
      new Response('{"message":"Internal server error"}', { status: 500 }),
    );
    fetchMock.mockResolvedValueOnce(created());
    await expect(apiSubmit('/api/contact', { name: 'Jo' })).rejects.toBeInstanceOf(NetworkError);
    await expect(apiSubmit('/api/contact', { name: 'Jo' })).rejects.toMatchObject({ status: 500 });
    await apiSubmit('/api/contact', { name: 'Jo' });
    const [first, ...retries] = keys();
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(retries).toEqual([first, first]);
  });

  it('sends a new key for new content, and after a sure answer', async () => {
    fetchMock.mockImplementation(async () => created());
    await apiSubmit('/api/contact', { name: 'Jo' });
    await apiSubmit('/api/contact', { name: 'Jo' });
    await apiSubmit('/api/contact', { name: 'Jay' });
    expect(new Set(keys()).size).toBe(3);
  });
});

describe('admin activity', () => {
  const SIGNED_IN = Date.UTC(2026, 10, 21, 15, 0);
  const SENT = SIGNED_IN + 60_000;

  /** Signed in at SIGNED_IN; the request under test leaves at SENT and answers a second later. */
  function signedIn(response: Response) {
    storeAdminToken('abc', 3600, SIGNED_IN);
    vi.useFakeTimers({ toFake: ['Date'], now: SENT });
    fetchMock.mockImplementation(async () => {
      vi.setSystemTime(SENT + 1_000);
      return response;
    });
  }
  afterEach(() => vi.useRealTimers());

  it('is the time an answered request with the admin token was sent', async () => {
    // The admin session module registers itself with the API client when it loads.
    signedIn(new Response('{}'));
    await apiJson('/api/admin/dashboard', { token: 'abc' });
    expect(readLastAdminRequest()).toBe(SENT);
  });

  it.each([
    ['a refused request', () => new Response('', { status: 401 }), 'abc'],
    ['a failed request', () => new Response('', { status: 500 }), 'abc'],
    ['a request without the token', () => new Response('{}'), undefined],
  ])('is not moved by %s', async (_, response, token) => {
    signedIn(response());
    await apiRequest('/api/admin/dashboard', { token }).catch(() => undefined);
    expect(readLastAdminRequest()).toBe(SIGNED_IN);
  });
});
