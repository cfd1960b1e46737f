import { describe, expect, it } from 'vitest';
import { AUDIT_RETENTION_DAYS, AUDIT_SORT_KEY, auditExpiresAt, auditItem } from '../data/tables';
import { activityQuerySchema, auditEntrySchema, isViewEvent, type AuditEntry } from './audit';

const entry: AuditEntry = {
  id: '01JD0000000000000000000000',
  at: '2026-11-23T10:00:00.000Z',
  event: 'list-viewed',
  actor: 'staff.jo',
  outcome: 'success',
  kind: 'contact',
  requestId: 'req-1',
};

describe('an audit entry', () => {
  it('holds the listed fields and nothing else', () => {
    expect(auditEntrySchema.parse(entry)).toEqual(entry);
    expect(auditEntrySchema.safeParse({ ...entry, name: 'Jo Farmer' }).success).toBe(false);
    expect(auditEntrySchema.safeParse({ ...entry, event: 'deleted-everything' }).success).toBe(
      false,
    );
  });

  it(`is stored under a newest-first key and expires after ${AUDIT_RETENTION_DAYS} days`, () => {
    const item = auditItem(entry);
    expect(item).toMatchObject({ stream: 'admin', sk: `${entry.at}#${entry.id}` });
    expect(item.sk).toMatch(AUDIT_SORT_KEY);
    expect(auditExpiresAt(entry.at) - Date.parse(entry.at) / 1000).toBe(730 * 24 * 3600);
    // Keys of later entries sort after earlier ones, so a descending Query is newest first.
    const later = auditItem({ ...entry, at: '2026-11-23T10:00:00.001Z' });
    expect([later.sk, item.sk].sort()).toEqual([item.sk, later.sk]);
  });
});

describe('the activity query', () => {
  it('takes a laboratory day, an event, a person and whether views show; views show by default', () => {
    expect(activityQuerySchema.parse({})).toMatchObject({ views: 'include' });
    expect(
      activityQuerySchema.parse({
        day: '2024-02-29',
        event: 'records-erased',
        actor: ' ana ',
        views: 'hide',
      }),
    ).toMatchObject({ day: '2024-02-29', event: 'records-erased', actor: 'ana', views: 'hide' });
  });

  it.each([
    { day: '2025-02-29' },
    { day: '2025-13-01' },
    { day: '1 March 2025' },
    { event: 'viewed' },
    { actor: '' },
    { views: 'yes' },
  ])('refuses %o', (query) => {
    expect(activityQuerySchema.safeParse(query).success).toBe(false);
  });

  it('names the views among the events', () => {
    expect(isViewEvent('list-viewed')).toBe(true);
    expect(isViewEvent('records-erased')).toBe(false);
  });
});
