import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError } from '../../../lib/api-client';
import { createAdminClient } from './admin-client';

afterEach(() => vi.unstubAllGlobals());

const answerWith = (reply: () => Promise<Response>) => {
  const fetch = vi.fn(reply);
  vi.stubGlobal('fetch', fetch);
  return fetch;
};

describe('the admin client', () => {
  it('sends the session’s token with every call', async () => {
    const fetch = answerWith(async () => Response.json({ ok: true }));
    const client = createAdminClient('token-abc');
    await expect(client.json('/api/admin/dashboard')).resolves.toEqual({ ok: true });
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer token-abc');
  });

  it('reports a refused token to whoever listens, and still fails the call', async () => {
    answerWith(async () => new Response('{"message":"Unauthorized"}', { status: 401 }));
    const client = createAdminClient('token-abc');
    const refused = vi.fn();
    const stop = client.onRefused(refused);
    await expect(client.request('/api/admin/export/contact')).rejects.toBeInstanceOf(ApiError);
    expect(refused).toHaveBeenCalledTimes(1);

    stop();
    await expect(client.json('/api/admin/dashboard')).rejects.toBeInstanceOf(ApiError);
    expect(refused).toHaveBeenCalledTimes(1);
  });

  it('reports no other failure', async () => {
    const client = createAdminClient('token-abc');
    const refused = vi.fn();
    client.onRefused(refused);
    answerWith(async () => new Response('', { status: 403 }));
    await expect(client.json('/api/admin/dashboard')).rejects.toBeInstanceOf(ApiError);
    answerWith(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(client.json('/api/admin/dashboard')).rejects.toBeInstanceOf(NetworkError);
    expect(refused).not.toHaveBeenCalled();
  });
});
