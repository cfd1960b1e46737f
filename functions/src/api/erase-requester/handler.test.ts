import { describe, expect, it } from 'vitest';
import type { RecordKind } from '@lab/shared/constants/record-kinds';
import { main, type EraseDeps } from './handler';

/** Each kind's records by address, as the by-email index keys them. */
function deps(byAddress: Record<RecordKind, Record<string, string[]>>) {
  const asked: string[] = [];
  const repository = (kind: RecordKind) => ({
    idsByEmail: async (address: string, limit: number) => {
      asked.push(address);
      return (byAddress[kind][address.trim().toLowerCase()] ?? []).slice(0, limit);
    },
    remove: async (id: string) => {
      for (const ids of Object.values(byAddress[kind])) {
        const at = ids.indexOf(id);
        if (at >= 0) ids.splice(at, 1);
      }
      return true;
    },
  });
  const eraseDeps: EraseDeps = {
    contact: repository('contact'),
    resource: repository('resource'),
    shipping: repository('shipping'),
  };
  return { eraseDeps, asked };
}

describe('erase-requester', () => {
  it("deletes the requester's records of every kind and counts each kind, and no one else's", async () => {
    const byAddress = {
      contact: { 'jo@example.com': ['c1', 'c2'], 'sam@example.com': ['c3'] },
      resource: {},
      shipping: { 'jo@example.com': ['s1'] },
    };
    const { eraseDeps, asked } = deps(byAddress);
    expect(await main({ email: 'Jo@Example.com' }, eraseDeps)).toEqual({
      deleted: { contact: 2, resource: 0, shipping: 1 },
    });
    expect(byAddress.contact).toEqual({ 'jo@example.com': [], 'sam@example.com': ['c3'] });
    expect(new Set(asked)).toEqual(new Set(['Jo@Example.com']));
  });
});
