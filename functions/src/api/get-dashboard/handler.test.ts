import { describe, expect, it } from 'vitest';
import type { RecordStatus } from '@lab/shared/constants/record-status';
import type { RecordRepository } from '../../lib/records/record-repository';
import { main, type DashboardDeps } from './handler';

/** A repository with counts whose records cannot be read at all. */
function repository(byStatus: Record<RecordStatus, number>): RecordRepository<'contact'> {
  const unreadable = () => Promise.reject(new Error('malformed record'));
  const total = Object.values(byStatus).reduce((sum, n) => sum + n, 0);
  return {
    count: async () => ({ total, byStatus }),
    list: unreadable,
    get: unreadable,
    create: unreadable,
    findByEmail: unreadable,
    findByReference: unreadable,
    change: unreadable,
    stampNotified: unreadable,
    unstampNotified: unreadable,
    idsBefore: unreadable,
    idsByEmail: unreadable,
    remove: unreadable,
  };
}

describe('dashboard', () => {
  it('returns the three totals and the open counts from the counters, without reading any record', async () => {
    const deps: DashboardDeps = {
      contact: repository({ new: 1, 'in-progress': 2, done: 4, spam: 8 }),
      resource: repository({ new: 0, 'in-progress': 0, done: 0, spam: 0 }),
      shipping: repository({ new: 12, 'in-progress': 0, done: 0, spam: 0 }),
    };
    expect(await main(deps)).toEqual({
      counts: { contact: 15, resource: 0, shipping: 12 },
      open: { contact: 3, resource: 0, shipping: 12 },
    });
  });
});
