import { describe, expect, it, vi } from 'vitest';
import { SAMPLE_MESSAGES } from '@lab/shared/schemas/samples';
import { RESOURCE_RECORD } from '../../lib/documents/test-records';
import { main, type MarkContainersSentDeps } from './handler';

const body = { courier: 'canada-post' as const, tracking: '1234 5678 9012' };

function deps(outcome: 'set' | 'already' | 'missing' = 'set') {
  const markContainersSent = vi.fn(async () => outcome);
  const d: MarkContainersSentDeps = {
    repository: { get: async () => RESOURCE_RECORD, markContainersSent },
    now: () => Date.parse('2026-07-15T16:00:00.000Z'),
  };
  return { d, markContainersSent };
}

describe('mark containers sent', () => {
  it('records the courier and tracking number once, by whom and when', async () => {
    const { d, markContainersSent } = deps();
    const path = { kind: 'resource' as const, id: RESOURCE_RECORD.id };
    expect(await main({ path, body, by: 'sam' }, d)).toEqual({
      outcome: 'set',
      record: RESOURCE_RECORD,
    });
    expect(markContainersSent).toHaveBeenCalledWith(RESOURCE_RECORD.id, {
      at: '2026-07-15T16:00:00.000Z',
      by: 'sam',
      ...body,
    });
  });

  it('refuses any kind but a container request (400)', async () => {
    const { d, markContainersSent } = deps();
    for (const kind of ['shipping', 'contact'] as const) {
      await expect(
        main({ path: { kind, id: RESOURCE_RECORD.id }, body, by: 's' }, d),
      ).rejects.toMatchObject({ status: 400, message: SAMPLE_MESSAGES.noContainers });
    }
    expect(markContainersSent).not.toHaveBeenCalled();
  });

  it('answers missing when there is no such record', async () => {
    const { d } = deps('missing');
    expect(
      await main({ path: { kind: 'resource', id: RESOURCE_RECORD.id }, body, by: 's' }, d),
    ).toEqual({ outcome: 'missing' });
  });
});
