import { describe, expect, it } from 'vitest';
import { laboratoryDateTime } from './laboratory-time';

describe("the laboratory's date-time", () => {
  it('writes YYYY-MM-DD HH:MM on the Edmonton clock, the day before at night in UTC', () => {
    // MST, UTC-7: an evening in Edmonton is the next morning in UTC.
    expect(laboratoryDateTime('2026-01-16T03:04:59.999Z')).toBe('2026-01-15 20:04');
    // MDT, UTC-6.
    expect(laboratoryDateTime('2026-07-15T12:00:00.000Z')).toBe('2026-07-15 06:00');
  });

  it('writes midnight as 00, never 24', () => {
    expect(laboratoryDateTime('2026-01-15T07:00:00.000Z')).toBe('2026-01-15 00:00');
  });

  it('springs forward with the clocks: 01:59 MST is followed by 03:00 MDT', () => {
    expect(laboratoryDateTime('2026-03-08T08:59:00.000Z')).toBe('2026-03-08 01:59');
    expect(laboratoryDateTime('2026-03-08T09:00:00.000Z')).toBe('2026-03-08 03:00');
  });

  it('falls back with the clocks: the hour after 01:59 MDT reads 01:00 again', () => {
    expect(laboratoryDateTime('2025-11-02T07:30:00.000Z')).toBe('2025-11-02 01:30');
    expect(laboratoryDateTime('2025-11-02T08:30:00.000Z')).toBe('2025-11-02 01:30');
    expect(laboratoryDateTime('2025-11-02T09:00:00.000Z')).toBe('2025-11-02 02:00');
  });
});
