import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CssVarsTheme } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { theme } from '../theme/theme';
import { APPLE_TOUCH_ICON, appManifestJson, type WebAppManifest } from './app-manifest';

// Not `new URL(..., import.meta.url)`: the tests' DOM replaces URL with its own.
const PUBLIC = join(dirname(fileURLToPath(import.meta.url)), '../../public');

/** The manifest as the build writes it. */
const manifest = JSON.parse(appManifestJson()) as WebAppManifest;

/** A PNG's pixel size, from its IHDR chunk (the first, right after the 8-byte signature). */
function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]));
  expect(png.toString('latin1', 12, 16)).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

describe('the web app manifest', () => {
  it('names the laboratory, with a short name a home screen shows whole', () => {
    expect(manifest.name).toBe('Prairie Agri Lab');
    expect(manifest.short_name.length).toBeGreaterThan(0);
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);
    expect(manifest.description.length).toBeGreaterThan(0);
  });

  it('launches standalone at a start URL inside its scope', () => {
    expect(manifest.display).toBe('standalone');
    const origin = 'https://lab.example';
    const start = new globalThis.URL(manifest.start_url, origin).href;
    const scope = new globalThis.URL(manifest.scope, origin).href;
    expect(start.startsWith(scope)).toBe(true);
    expect(new globalThis.URL(manifest.id, origin).href).toBe(start);
  });

  it("takes its colours from the light scheme of the site's theme: page and header", () => {
    // createTheme is typed as the plain Theme; with cssVariables it also carries its schemes.
    const light = (theme as unknown as CssVarsTheme).colorSchemes.light?.palette;
    expect(manifest.background_color).toBe(light?.background.default);
    expect(manifest.theme_color).toBe(light?.background.paper);
  });

  it('has icons of 192 and 512 px and a maskable one', () => {
    const sized = (size: number) =>
      manifest.icons.filter((icon) => icon.sizes === `${size}x${size}` && icon.purpose === 'any');
    expect(sized(192)).toHaveLength(1);
    expect(sized(512)).toHaveLength(1);
    expect(manifest.icons.filter((icon) => icon.purpose === 'maskable')).not.toHaveLength(0);
  });

  it.each([
    ...manifest.icons.map((icon) => [icon.src, icon.sizes] as const),
    [APPLE_TOUCH_ICON.src, `${APPLE_TOUCH_ICON.size}x${APPLE_TOUCH_ICON.size}`] as const,
  ])('%s is a PNG of %s pixels in web/public', async (src, sizes) => {
    const { width, height } = pngSize(await readFile(join(PUBLIC, src)));
    expect(`${width}x${height}`).toBe(sizes);
  });
});
