import { describe, expect, it } from 'vitest';
import type { RecordRepository } from '../../lib/repositories/record-repository';
import { main, type DashboardDeps } from './handler';

/** A repository with a count whose records cannot be read at all. */
function repository(count: number): RecordRepository<'contact'> {
  const unreadable = () => Promise.reject(new Error('malformed record'));
  return {
    count: async () => count,
    list: unreadable,
    get: unreadable,
    create: unreadable,
    stampNotified: unreadable,
    unstampNotified: unreadable,
  };
}

describe('dashboard', () => {
  it('returns the three counts from the counters, without reading any record', async () => {
    const deps: DashboardDeps = {
      contact: repository(3),
      resource: repository(0),
      shipping: repository(12),
    };
    expect(await main(deps)).toEqual({ counts: { contact: 3, resource: 0, shipping: 12 } });
  });
});
