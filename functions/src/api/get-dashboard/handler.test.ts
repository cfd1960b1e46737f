import { describe, expect, it, vi } from 'vitest';
import type { RecordStatus } from '@lab/shared/constants/record-status';
import { latestOverdueArrival } from '@lab/shared/time/laboratory-time';
import { instantRange } from '../../lib/records/id-range';
import type { RecordRepository } from '../../lib/records/record-repository';
import { main, type DashboardDeps } from './handler';

/** A repository with counts whose records cannot be read at all. */
function repository(byStatus: Record<RecordStatus, number>): RecordRepository<'contact'> {
  const unreadable = () => Promise.reject(new Error('malformed record'));
  const total = Object.values(byStatus).reduce((sum, n) => sum + n, 0);
  return {
    count: async () => ({ total, byStatus }),
    countArrivedBy: async () => 0,
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
    receiveSamples: unreadable,
    markContainersSent: unreadable,
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
      overdue: { resource: 0, shipping: 0 },
    });
  });

  it('counts the open requests that arrived by the latest overdue instant of each kind, and never contacts', async () => {
    // Wednesday 2026-01-14 17:30 in Edmonton (UTC−7).
    const now = Date.parse('2026-01-15T00:30:00Z');
    const counted = (n: number) => vi.fn(async () => n);
    const deps: DashboardDeps = {
      contact: {
        ...repository({ new: 5, 'in-progress': 0, done: 0, spam: 0 }),
        countArrivedBy: counted(99),
      },
      resource: {
        ...repository({ new: 4, 'in-progress': 3, done: 0, spam: 0 }),
        countArrivedBy: counted(2),
      },
      shipping: {
        ...repository({ new: 1, 'in-progress': 0, done: 0, spam: 0 }),
        countArrivedBy: counted(1),
      },
    };
    const summary = await main(deps, now);
    expect(summary.overdue).toEqual({ resource: 2, shipping: 1 });
    expect(deps.contact.countArrivedBy).not.toHaveBeenCalled();
    expect(deps.resource.countArrivedBy).toHaveBeenCalledWith(
      ['new', 'in-progress'],
      instantRange({ to: latestOverdueArrival('resource', now)! }).upper,
    );
    // Monday's containers before 17:00 were due at 17:00 today: the bound is Monday 16:59:59.999.
    const [, resourceBound] = (deps.resource.countArrivedBy as ReturnType<typeof vi.fn>).mock
      .calls[0] as [unknown, string];
    expect(resourceBound).toBe(instantRange({ to: Date.parse('2026-01-12T23:59:59.999Z') }).upper);
  });
});
