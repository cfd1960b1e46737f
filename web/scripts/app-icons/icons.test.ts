import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { APP_ICONS, APPLE_TOUCH_ICON } from '../../src/config/app-manifest';

/*
 * The committed icons as a launcher draws them: a maskable icon and the iOS one are solid
 * to their edges with the logo inside the circle every mask keeps; the others keep the
 * logo's transparent corners.
 */

const PUBLIC = join(dirname(fileURLToPath(import.meta.url)), '../../public');

/** What a PNG row filter adds back to a byte, from its left, upper and upper-left bytes. */
function predictor(filter: number, left: number, up: number, upLeft: number): number {
  if (filter === 1) return left;
  if (filter === 2) return up;
  if (filter === 3) return (left + up) >> 1;
  if (filter !== 4) return 0;
  const p = left + up - upLeft;
  const [a, b, c] = [Math.abs(p - left), Math.abs(p - up), Math.abs(p - upLeft)];
  return a <= b && a <= c ? left : b <= c ? up : upLeft;
}

/** RGBA pixels of an 8-bit, non-interlaced RGB or RGBA PNG (what Chromium's screenshots are). */
function decodePng(png: Buffer): { size: number; pixel: (x: number, y: number) => number[] } {
  const width = png.readUInt32BE(16);
  const [depth, colourType, , , interlace] = png.subarray(24, 29);
  if (depth !== 8 || interlace !== 0 || (colourType !== 2 && colourType !== 6)) {
    throw new Error(`Unexpected PNG format: depth ${depth}, colour type ${colourType}`);
  }
  const channels = colourType === 6 ? 4 : 3;
  const idat: Buffer[] = [];
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    if (png.toString('latin1', at + 4, at + 8) === 'IDAT') {
      idat.push(png.subarray(at + 8, at + 8 + length));
    }
    at += length + 12;
  }
  const data = inflateSync(Buffer.concat(idat));
  const stride = width * channels;
  const rows: Uint8Array[] = [];
  let previous = new Uint8Array(stride);
  for (let y = 0; y * (stride + 1) < data.length; y += 1) {
    const filter = data[y * (stride + 1)];
    const row = Uint8Array.from(data.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1)));
    for (let i = 0; i < stride; i += 1) {
      const left = i >= channels ? (row[i - channels] ?? 0) : 0;
      const up = previous[i] ?? 0;
      const upLeft = i >= channels ? (previous[i - channels] ?? 0) : 0;
      row[i] = ((row[i] ?? 0) + predictor(filter ?? 0, left, up, upLeft)) & 0xff;
    }
    rows.push(row);
    previous = row;
  }
  return {
    size: width,
    pixel: (x, y) => {
      const start = x * channels;
      const value = [...(rows[y]?.subarray(start, start + channels) ?? [])];
      return channels === 4 ? value : [...value, 255];
    },
  };
}

const load = async (src: string) => decodePng(await readFile(join(PUBLIC, src)));

const fullBleed = [...APP_ICONS, APPLE_TOUCH_ICON].filter((icon) => icon.purpose === 'maskable');

describe('the icons drawn from the logo', () => {
  it.each(fullBleed.map((icon) => [icon.src] as const))(
    '%s is solid to its edges, the logo inside the central circle of 80%',
    async (src) => {
      const { size, pixel } = await load(src);
      const background = pixel(0, 0);
      // The logo's own background (favicon.svg's square), fully opaque.
      expect(background).toEqual([0x24, 0x6a, 0x38, 255]);
      const safe = 0.4 * size;
      const same = (colour: number[]) => colour.every((channel, i) => channel === background[i]);
      const strays: string[] = [];
      let logo = 0;
      for (let y = 0; y < size; y += 1) {
        for (let x = 0; x < size; x += 1) {
          const here = pixel(x, y);
          const outside = Math.hypot(x + 0.5 - size / 2, y + 0.5 - size / 2) > safe;
          if (here[3] !== 255 || (outside && !same(here))) strays.push(`${x},${y}: ${here}`);
          else if (!same(here)) logo += 1;
        }
      }
      expect(strays.slice(0, 5)).toEqual([]);
      // The logo is there, not just its background.
      expect(logo).toBeGreaterThan(size * size * 0.1);
    },
  );

  it.each(APP_ICONS.filter((icon) => icon.purpose === 'any').map((icon) => [icon.src] as const))(
    '%s is the logo as it is: transparent corners, opaque middle',
    async (src) => {
      const { size, pixel } = await load(src);
      expect(pixel(0, 0)[3]).toBe(0);
      expect(pixel(size - 1, size - 1)[3]).toBe(0);
      expect(pixel(size / 2, size / 2)[3]).toBe(255);
    },
  );
});
