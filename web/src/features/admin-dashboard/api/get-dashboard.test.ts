import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAdminClient } from './admin-client';
import { dashboardQueryOptions } from './get-dashboard';

const admin = createAdminClient('token');

afterEach(() => vi.unstubAllGlobals());

function answer(body: unknown) {
  const fetch = vi.fn(
    async () =>
      new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('the dashboard totals', () => {
  it('are read from the counts alone, whatever else the answer carries', async () => {
    const counts = { contact: 57, resource: 3, shipping: 12 };
    // An older server also sent the newest record of each kind; a malformed one must not
    // keep the totals from showing.
    const fetch = answer({ counts, latest: { contact: { id: 7, name: null }, shipping: 'x' } });
    const summary = await new QueryClient().fetchQuery(dashboardQueryOptions(admin));
    expect(summary).toEqual({ counts });
    expect(fetch).toHaveBeenCalledWith('/api/admin/dashboard', expect.anything());
  });

  it('carry the open counts beside them', async () => {
    const counts = { contact: 57, resource: 3, shipping: 12 };
    const open = { contact: 4, resource: 0, shipping: 12 };
    answer({ counts, open });
    const summary = await new QueryClient().fetchQuery(dashboardQueryOptions(admin));
    expect(summary).toStrictEqual({ counts, open });
  });

  it('still show when the open counts are malformed', async () => {
    const counts = { contact: 1, resource: 2, shipping: 3 };
    answer({ counts, open: { contact: 'some' } });
    const summary = await new QueryClient().fetchQuery(dashboardQueryOptions(admin));
    expect(summary).toEqual({ counts });
    expect(summary.open).toBeUndefined();
  });

  it('fail on an answer without valid counts', async () => {
    answer({ counts: { contact: 'many' } });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await expect(client.fetchQuery(dashboardQueryOptions(admin))).rejects.toThrow();
  });
});
