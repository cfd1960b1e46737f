import { render } from '@testing-library/react';
import { encode } from 'uqr';
import { describe, expect, it } from 'vitest';
import { QR_QUIET_ZONE, QrCode, qrPath } from './qr-code';

/** The modules a path of `qrPath` paints dark, read back from its rectangles. */
function paintedModules(d: string, side: number): boolean[][] {
  const grid = Array.from({ length: side }, () => Array<boolean>(side).fill(false));
  for (const [, x, y, width] of d.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let dx = 0; dx < Number(width); dx += 1) {
      const row = grid[Number(y) - QR_QUIET_ZONE];
      if (row) row[Number(x) - QR_QUIET_ZONE + dx] = true;
    }
  }
  return grid;
}

describe('QrCode', () => {
  const url = 'https://www.prairieagrilab.example/sampling/potato-instructions';

  it('paints exactly the dark modules of the symbol, inside its quiet zone', () => {
    const { data } = encode(url, { ecc: 'M', border: 0 });
    expect(paintedModules(qrPath(data), data.length)).toEqual(data);
  });

  it('is one labelled SVG image, dark on white, with room for the quiet zone', () => {
    const { container } = render(<QrCode value={url} label="QR code: this guide" size="1in" />);
    const svg = container.querySelector('svg');
    const side = encode(url, { ecc: 'M', border: 0 }).size + 2 * QR_QUIET_ZONE;
    expect(svg).toHaveAttribute('role', 'img');
    expect(svg).toHaveAttribute('aria-label', 'QR code: this guide');
    expect(svg).toHaveAttribute('viewBox', `0 0 ${side} ${side}`);
    expect(svg?.querySelector('rect')).toHaveAttribute('fill', '#fff');
    expect(svg?.querySelector('path')).toHaveAttribute('fill', '#000');
  });
});
