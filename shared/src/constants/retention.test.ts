import { describe, expect, it } from 'vitest';
import { RECORD_RETENTION_MONTHS, retentionCutoff } from './retention';

describe('retentionCutoff', () => {
  it('is the same instant RECORD_RETENTION_MONTHS calendar months earlier', () => {
    expect(RECORD_RETENTION_MONTHS).toBe(24);
    expect(new Date(retentionCutoff(Date.parse('2026-11-23T08:00:00.000Z'))).toISOString()).toBe(
      '2024-11-23T08:00:00.000Z',
    );
  });

  it('counts a leap day back to the day after February 28 of a common year', () => {
    expect(new Date(retentionCutoff(Date.parse('2028-02-29T00:00:00.000Z'))).toISOString()).toBe(
      '2026-03-01T00:00:00.000Z',
    );
  });
});
