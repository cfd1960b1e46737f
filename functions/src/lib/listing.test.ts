import { describe, expect, it, vi } from 'vitest';
import { encodeCursor } from './http/cursor';
import { listPage } from './listing';

const ID = '01JD0000000000000000000000';

describe('admin list page', () => {
  it('passes the decoded cursor on and encodes the next one', async () => {
    const list = vi.fn(async () => ({ items: [{ id: ID }], lastId: ID }));
    const page = await listPage(
      { limit: 1, status: 'all', cursor: encodeCursor(ID) ?? undefined },
      {
        list,
      } as never,
    );
    expect(list).toHaveBeenCalledWith({ limit: 1, before: ID });
    expect(page).toEqual({ data: [{ id: ID }], nextCursor: encodeCursor(ID) });
  });

  it('has no next cursor on the last page', async () => {
    const list = vi.fn(async () => ({ items: [], lastId: null }));
    expect(await listPage({ limit: 20, status: 'all' }, { list } as never)).toEqual({
      data: [],
      nextCursor: null,
    });
  });

  it.each(['garbage', 'e30', Buffer.from('{"after":"../../etc"}').toString('base64url')])(
    'refuses a tampered cursor %s with 400',
    async (cursor) => {
      const list = vi.fn();
      await expect(
        listPage({ limit: 20, status: 'all', cursor }, { list } as never),
      ).rejects.toMatchObject({
        status: 400,
        message: 'Invalid cursor',
      });
      expect(list).not.toHaveBeenCalled();
    },
  );

  it('lists every record through the list index by default, and a filter through statuses and ids', async () => {
    const list = vi.fn(async () => ({ items: [], lastId: null }));
    await listPage({ limit: 5, status: 'all' }, { list } as never);
    await listPage({ limit: 5, status: 'open', from: '2026-03-02' }, { list } as never);
    await listPage({ limit: 5, status: 'spam', to: '2026-03-02' }, { list } as never);
    const calls = list.mock.calls as unknown as [Record<string, unknown>][];
    expect(calls[0]![0]).toEqual({ limit: 5, before: undefined });
    expect(calls[1]![0]).toMatchObject({
      statuses: ['new', 'in-progress'],
      range: { lower: expect.any(String) },
    });
    expect(calls[1]![0].range).not.toHaveProperty('upper');
    expect(calls[2]![0]).toMatchObject({
      statuses: ['spam'],
      range: { upper: expect.any(String) },
    });
  });
});

describe('the assignee filter', () => {
  it("reads me as the caller's username and none as nobody, and leaves it out when absent", async () => {
    const list = vi.fn(async () => ({ items: [], lastId: null }));
    await listPage({ limit: 5, status: 'all', assignee: 'me' }, { list } as never, 'staff.jo');
    await listPage({ limit: 5, status: 'open', assignee: 'none' }, { list } as never, 'staff.jo');
    await listPage({ limit: 5, status: 'all' }, { list } as never, 'staff.jo');
    const calls = list.mock.calls as unknown as [Record<string, unknown>][];
    expect(calls[0]![0]).toMatchObject({ assignee: 'staff.jo' });
    expect(calls[1]![0]).toMatchObject({ assignee: null, statuses: ['new', 'in-progress'] });
    expect(calls[2]![0]).not.toHaveProperty('assignee');
  });

  it('passes a short page on with its cursor, so paging goes on from where reading stopped', async () => {
    const list = vi.fn(async () => ({ items: [], lastId: ID }));
    expect(
      await listPage({ limit: 5, status: 'all', assignee: 'none' }, { list } as never, 'a'),
    ).toEqual({ data: [], nextCursor: encodeCursor(ID) });
  });
});
