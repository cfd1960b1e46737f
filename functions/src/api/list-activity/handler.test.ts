import { describe, expect, it, vi } from 'vitest';
import type { AuditPage } from '../../lib/audit/audit-store';
import { encodeCursor } from '../../lib/http/cursor';
import { main } from './handler';

const KEY = '2026-11-23T10:00:00.000Z#01JD0000000000000000000000';

describe('list activity', () => {
  it('passes the decoded cursor on and encodes the next one', async () => {
    const page = vi.fn(async (): Promise<AuditPage> => ({ entries: [], lastKey: KEY }));
    expect(
      await main({ limit: 5, views: 'include', cursor: encodeCursor(KEY) ?? undefined }, { page }),
    ).toEqual({
      data: [],
      nextCursor: encodeCursor(KEY),
    });
    expect(page).toHaveBeenCalledWith({ limit: 5, before: KEY });
    page.mockResolvedValueOnce({ entries: [], lastKey: null });
    expect(await main({ limit: 5, views: 'include' }, { page })).toEqual({
      data: [],
      nextCursor: null,
    });
  });

  it.each([
    'garbage',
    // A record list's cursor (a bare id) is not a trail cursor.
    encodeCursor('01JD0000000000000000000000'),
    encodeCursor('2026-11-23T10:00:00.000Z#01JD0000000000000000000000 OR 1=1'),
    Buffer.from('{"after":"\u202e\u0000"}').toString('base64url'),
  ])('refuses a cursor it did not write (%s) with 400', async (cursor) => {
    const page = vi.fn();
    await expect(
      main({ limit: 5, views: 'include', cursor: cursor ?? undefined }, { page }),
    ).rejects.toMatchObject({
      status: 400,
      message: 'Invalid cursor',
    });
    expect(page).not.toHaveBeenCalled();
  });

  it('asks the trail for the laboratory day, the event, the person and no views', async () => {
    const page = vi.fn(async (): Promise<AuditPage> => ({ entries: [], lastKey: null }));
    await main(
      { limit: 20, views: 'hide', day: '2025-11-20', event: 'status-changed', actor: 'ana' },
      { page },
    );
    expect(page).toHaveBeenCalledWith({
      limit: 20,
      // Midnight to midnight in Edmonton (UTC-7 that day).
      from: '2025-11-20T07:00:00.000Z',
      to: '2025-11-21T07:00:00.000Z',
      event: 'status-changed',
      actor: 'ana',
      hideEvents: [
        'list-viewed',
        'dashboard-viewed',
        'activity-viewed',
        'accounts-viewed',
        'colleagues-viewed',
      ],
    });
  });
});
