import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiJson, apiRequest } from './api-client';

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
