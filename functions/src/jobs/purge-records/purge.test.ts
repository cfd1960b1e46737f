import { decodeTime } from 'ulid';
import { describe, expect, it } from 'vitest';
import type { RecordKind } from '@lab/shared/constants/record-kinds';
import { RETENTION_ACTOR } from '@lab/shared/constants/retention';
import { RETENTION_METRICS } from '@lab/shared/lambda/metrics';
import type { AuditEntry } from '@lab/shared/schemas/audit';
import { emittedMetrics, metricNames } from '../../../test/support/emitted-metrics';
import { main, type PurgeDeps } from './purge';

const NOW = Date.parse('2026-11-23T08:00:00.000Z');

function deps(ids: Record<RecordKind, string[]>) {
  const bounds: string[] = [];
  const entries: AuditEntry[] = [];
  const repository = (kind: RecordKind) => ({
    idsBefore: async (before: string, limit: number) => {
      bounds.push(before);
      return ids[kind].filter((id) => id < before).slice(0, limit);
    },
    remove: async (id: string) => {
      ids[kind] = ids[kind].filter((other) => other !== id);
      return true;
    },
  });
  const purgeDeps: PurgeDeps = {
    repositories: {
      contact: repository('contact'),
      resource: repository('resource'),
      shipping: repository('shipping'),
    },
    trail: { append: async (entry) => void entries.push(entry) },
  };
  return { purgeDeps, bounds, entries };
}

describe('purge', () => {
  it('asks for ids below the first ULID of 24 months before now, and records the run', async () => {
    const { purgeDeps, bounds, entries } = deps({
      contact: ['01AAAAAAAAAAAAAAAAAAAAAAAA', '01BBBBBBBBBBBBBBBBBBBBBBBB'],
      resource: [],
      shipping: ['01AAAAAAAAAAAAAAAAAAAAAAAB'],
    });
    const deleted = await main({ now: NOW, requestId: 'run-1' }, purgeDeps);
    expect(deleted).toEqual({ contact: 2, resource: 0, shipping: 1 });
    expect(new Set(bounds.map((bound) => new Date(decodeTime(bound)).toISOString()))).toEqual(
      new Set(['2024-11-23T08:00:00.000Z']),
    );
    expect(bounds.every((bound) => bound.endsWith('0'.repeat(16)))).toBe(true);
    expect(entries).toEqual([
      expect.objectContaining({
        event: 'records-purged',
        actor: RETENTION_ACTOR,
        outcome: 'success',
        deleted: { contact: 2, resource: 0, shipping: 1 },
        requestId: 'run-1',
      }),
    ]);
  });

  it('sends its heartbeat once the run is recorded, and none when it failed', async () => {
    const ok = deps({ contact: ['01AAAAAAAAAAAAAAAAAAAAAAAA'], resource: [], shipping: [] });
    const beats = await emittedMetrics(() => main({ now: NOW, requestId: 'run-2' }, ok.purgeDeps));
    expect(metricNames(beats)).toEqual([RETENTION_METRICS.succeeded]);
    expect(beats[0]?._aws.CloudWatchMetrics[0]?.Namespace).toBe(RETENTION_METRICS.namespace);

    const unrecorded = deps({ contact: [], resource: [], shipping: [] });
    unrecorded.purgeDeps.trail = {
      append: async () => {
        throw new Error('audit table unavailable');
      },
    };
    const none = await emittedMetrics(() =>
      main({ now: NOW, requestId: 'run-3' }, unrecorded.purgeDeps).catch(() => undefined),
    );
    expect(none).toEqual([]);
  });
});
