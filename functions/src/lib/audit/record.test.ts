import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuditEntry } from '@lab/shared/schemas/audit';
import { recorded, recordOrLog } from './record';

const source = { actor: 'staff.jo', requestId: 'req-1' };

afterEach(() => vi.restoreAllMocks());

describe('a recorded admin action', () => {
  it('hands back its result once the entry (which may depend on the result) is stored', async () => {
    const entries: AuditEntry[] = [];
    const result = await recorded(
      { append: async (entry) => void entries.push(entry) },
      source,
      (status: number) => ({
        event: 'record-notified',
        outcome: status === 200 ? 'success' : 'failure',
      }),
      async () => 200,
    );
    expect(result).toBe(200);
    expect(entries).toEqual([
      expect.objectContaining({ event: 'record-notified', outcome: 'success' }),
    ]);
  });

  it('is not done when it cannot be recorded: the error, never the result', async () => {
    const secret = { data: ['what the list read'] };
    const outcome = recorded(
      {
        append: async () => {
          throw new Error('ProvisionedThroughputExceededException');
        },
      },
      source,
      { event: 'list-viewed', outcome: 'success', kind: 'contact' },
      async () => secret,
    );
    await expect(outcome).rejects.toThrow('ProvisionedThroughputExceededException');
  });

  it('records nothing when the action itself fails', async () => {
    const append = vi.fn();
    await expect(
      recorded({ append }, source, { event: 'list-viewed', outcome: 'success' }, async () => {
        throw new Error('bad cursor');
      }),
    ).rejects.toThrow('bad cursor');
    expect(append).not.toHaveBeenCalled();
  });
});

describe('an event recorded or logged', () => {
  it('swallows a failed write (which the trail has logged)', async () => {
    const errors: string[] = [];
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
      errors.push(String(chunk));
      return true;
    });
    await expect(
      recordOrLog(
        {
          append: async () => {
            throw new Error('down');
          },
        },
        source,
        { event: 'logout', outcome: 'success' },
      ),
    ).resolves.toBeUndefined();
    expect(errors).toEqual([]);
  });

  it('logs an entry it cannot build instead of failing', async () => {
    const errors: string[] = [];
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
      errors.push(String(chunk));
      return true;
    });
    const append = vi.fn();
    await recordOrLog(
      { append },
      { ...source, actor: '' },
      { event: 'logout', outcome: 'success' },
    );
    expect(append).not.toHaveBeenCalled();
    expect(errors.join('')).toMatch(/"message":"Audit event not recorded".*"event":"logout"/);
  });
});
