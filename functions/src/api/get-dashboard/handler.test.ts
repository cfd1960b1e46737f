import { describe, expect, it } from 'vitest';
import { main, type DashboardDeps } from './handler';

const latest = { id: 'x', createdAt: '2026-01-01T00:00:00.000Z' };

function repository(count: number, items: unknown[]) {
  return { count: async () => count, list: async () => ({ items, lastId: null }) };
}

describe('dashboard', () => {
  it('returns the three counts and the newest record of each kind', async () => {
    const deps = {
      contact: repository(3, [latest]),
      resource: repository(0, []),
      shipping: repository(12, [latest]),
    } as unknown as DashboardDeps;
    expect(await main(deps)).toEqual({
      counts: { contact: 3, resource: 0, shipping: 12 },
      latest: { contact: latest, resource: null, shipping: latest },
    });
  });
});
