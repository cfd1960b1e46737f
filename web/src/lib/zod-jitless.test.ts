import { describe, expect, it, vi } from 'vitest';

describe('zod-jitless', () => {
  it('is the configuration Zod loads with: no eval probe, no compiled parsers', async () => {
    vi.resetModules();
    delete globalThis.__zod_globalConfig;
    await import('./zod-jitless');
    const { config } = await import('zod/v4/core');
    expect(config().jitless).toBe(true);
    const z = await import('zod');
    const evalProbe = vi.spyOn(globalThis, 'Function');
    expect(z.object({ name: z.string() }).parse({ name: 'Jo' })).toEqual({ name: 'Jo' });
    expect(evalProbe).not.toHaveBeenCalled();
  });
});
