import { describe, expect, it, vi } from 'vitest';
import { SEARCH_LIMIT } from '@lab/shared/schemas/admin';
import type { AnyRecord } from '@lab/shared/schemas/records';
import { main as findRecords, searchAction, type FindRecordsDeps } from './handler';

const rec = (id: string) => ({ id }) as AnyRecord;

function deps(byKind: Partial<Record<'contact' | 'resource' | 'shipping', AnyRecord[]>>) {
  const repo = (records: AnyRecord[] = []) => ({
    findByEmail: vi.fn(async () => records),
    get: vi.fn(async (id: string) => records.find((r) => r.id === id) ?? null),
  });
  return {
    contact: repo(byKind.contact),
    resource: repo(byKind.resource),
    shipping: repo(byKind.shipping),
  };
}

/** The search over in-memory tables whose records hold only an id (all it sorts by). */
const main = (query: Parameters<typeof findRecords>[0], d: ReturnType<typeof deps>) =>
  findRecords(query, d as unknown as FindRecordsDeps);

describe('find records', () => {
  it('merges the three kinds newest first, each with its kind', async () => {
    const d = deps({
      contact: [rec('01JD0000000000000000000003'), rec('01JD0000000000000000000001')],
      shipping: [rec('01JD0000000000000000000002')],
    });
    const result = await main({ email: 'Jo@Example.com' }, d);
    expect(result.data.map(({ kind, record }) => [kind, record.id])).toEqual([
      ['contact', '01JD0000000000000000000003'],
      ['shipping', '01JD0000000000000000000002'],
      ['contact', '01JD0000000000000000000001'],
    ]);
    expect(d.resource.findByEmail).toHaveBeenCalledWith('Jo@Example.com', SEARCH_LIMIT);
  });

  it(`answers at most ${SEARCH_LIMIT} records`, async () => {
    const many = (n: number) =>
      Array.from({ length: SEARCH_LIMIT }, (_, i) => rec(`01JD${n}${String(i).padStart(21, '0')}`));
    const result = await main({ email: 'a@b.ca' }, deps({ contact: many(1), resource: many(2) }));
    expect(result.data).toHaveLength(SEARCH_LIMIT);
    expect(result.data.every(({ kind }) => kind === 'resource')).toBe(true);
  });

  it('finds an id in any case, and does not look up what is no record id', async () => {
    const id = '01JD0000000000000000000009';
    const d = deps({ resource: [rec(id)] });
    expect((await main({ id: id.toLowerCase() }, d)).data).toEqual([
      { kind: 'resource', record: rec(id) },
    ]);
    expect((await main({ id: '#count#0' }, d)).data).toEqual([]);
    expect(d.contact.get).toHaveBeenCalledTimes(1);
  });

  it('records how it searched and how many it found, never the address', () => {
    const action = searchAction({ email: 'jo@example.com' }, { data: [] });
    expect(action).toEqual({
      event: 'records-searched',
      outcome: 'success',
      searchBy: 'email',
      found: 0,
    });
  });
});
