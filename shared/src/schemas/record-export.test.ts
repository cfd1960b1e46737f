import { describe, expect, it } from 'vitest';
import { recordExportQuerySchema } from './record-export';

describe('the export query', () => {
  it('is the readable file unless the full one is asked for, with the filter kept', () => {
    expect(recordExportQuerySchema.parse({ status: 'open' })).toEqual({
      status: 'open',
      format: 'readable',
    });
    expect(recordExportQuerySchema.parse({ format: 'full', from: '2026-11-01' })).toEqual({
      status: 'all',
      from: '2026-11-01',
      format: 'full',
    });
  });

  it('refuses a format it does not make, naming the two it does', () => {
    const result = recordExportQuerySchema.safeParse({ format: 'xlsx' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ['format'],
      message: 'format must be one of readable, full',
    });
  });
});
