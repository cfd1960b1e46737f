import { decodeTime, ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import type { RecordKind } from '@lab/shared/constants/record-kinds';
import { DELETE_BATCH, deleteRecords, smallestUlidAt, type Repositories } from './delete-records';

describe('smallestUlidAt', () => {
  it('sorts above every id made before the instant and at or below every id made from it', () => {
    const at = Date.parse('2024-11-23T08:00:00.000Z');
    const bound = smallestUlidAt(at);
    expect(decodeTime(bound)).toBe(at);
    for (let i = 0; i < 50; i++) {
      expect(ulid(at - 1) < bound).toBe(true);
      expect(ulid(at) >= bound).toBe(true);
      expect(ulid(at + 1) > bound).toBe(true);
    }
  });
});

/** Repositories over in-memory id lists; `gone` ids answer `remove` with false. */
function memory(ids: Record<RecordKind, string[]>, gone = new Set<string>()) {
  const removed: string[] = [];
  const repository = (kind: RecordKind) => ({
    remove: async (id: string) => {
      ids[kind] = ids[kind].filter((other) => other !== id);
      if (gone.has(id)) return false;
      removed.push(id);
      return true;
    },
  });
  const repositories: Repositories = {
    contact: repository('contact'),
    resource: repository('resource'),
    shipping: repository('shipping'),
  };
  return { repositories, removed };
}

describe('deleteRecords', () => {
  it('deletes batch after batch of every kind and counts each kind', async () => {
    const many = Array.from({ length: DELETE_BATCH * 2 + 3 }, (_, i) => `c${i}`);
    const ids = { contact: [...many], resource: ['r1'], shipping: [] as string[] };
    const { repositories, removed } = memory(ids);
    const deleted = await deleteRecords(repositories, async (kind, limit) =>
      ids[kind].slice(0, limit),
    );
    expect(deleted).toEqual({ contact: many.length, resource: 1, shipping: 0 });
    expect(removed).toHaveLength(many.length + 1);
  });

  it('does not count a record already gone, and stops when a full batch was all gone', async () => {
    const stale = Array.from({ length: DELETE_BATCH }, (_, i) => `s${i}`);
    const { repositories } = memory({ contact: [], resource: [], shipping: [] }, new Set(stale));
    let queries = 0;
    // An index that keeps listing ids already deleted (it has not caught up yet).
    const deleted = await deleteRecords(repositories, async (kind) => {
      queries += 1;
      return kind === 'contact' ? stale : [];
    });
    expect(deleted).toEqual({ contact: 0, resource: 0, shipping: 0 });
    expect(queries).toBe(3);
  });
});
