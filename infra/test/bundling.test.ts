import { describe, expect, it } from 'vitest';
import { API_ROUTES } from '@lab/shared/api/routes';
import { synth } from './synth';

const BUDGET_BYTES = 250 * 1024;

describe('a real bundling synth', () => {
  it('bundles every handler with esbuild, each under 250 KB minified', () => {
    const { bundles, violations } = synth({}, { bundle: true });
    expect(violations).toEqual([]);
    expect(bundles).toHaveLength(API_ROUTES.length);
    for (const bundle of bundles) {
      console.log(`${bundle.path}: ${(bundle.bytes / 1024).toFixed(1)} KB`);
      expect(bundle.bytes).toBeLessThanOrEqual(BUDGET_BYTES);
    }
  });
});
