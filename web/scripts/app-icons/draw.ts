import type { AppIcon } from '../../src/config/app-manifest';

/**
 * How much of a full-bleed icon's width the logo takes. The logo's drawing (soil and leaf,
 * inside its rounded square) then stays within the central circle of 80% of the width
 * that a maskable icon must keep clear of any launcher's mask, and clear of iOS's corners.
 */
export const FULL_BLEED_LOGO_SCALE = 0.7;

/**
 * The logo's SVG split into its view box, its drawing, and the drawing's parts on its
 * background: the colour of its first shape (its rounded square) and everything after it.
 */
function partsOf(logoSvg: string): {
  viewBox: string;
  drawing: string;
  background: string;
  onBackground: string;
} {
  const open = /^<svg\b[^>]*\bviewBox="([^"]+)"[^>]*>/.exec(logoSvg.trim());
  const drawing = logoSvg
    .trim()
    .slice(open?.[0].length)
    .replace(/<\/svg>$/, '');
  const square = /^<rect\b[^>]*\bfill="([^"]+)"[^>]*\/>/.exec(drawing);
  if (!open?.[1] || !square?.[1]) {
    throw new Error(
      'The logo must be an <svg> with a viewBox whose first shape is a filled <rect>',
    );
  }
  return {
    viewBox: open[1],
    drawing,
    background: square[1],
    onBackground: drawing.slice(square[0].length),
  };
}

/**
 * The SVG of one icon, `icon.size` pixels square. `any`: the logo as it is (its corners
 * stay transparent). `maskable`: the logo's background colour fills the square, with the
 * rest of the logo centred at FULL_BLEED_LOGO_SCALE, so every mask shape cuts only background.
 */
export function iconSvg(logoSvg: string, icon: Pick<AppIcon, 'size' | 'purpose'>): string {
  const { viewBox, drawing, background, onBackground } = partsOf(logoSvg);
  const [x = 0, y = 0, width = 0, height = 0] = viewBox.split(/[\s,]+/).map(Number);
  const size = `width="${icon.size}" height="${icon.size}"`;
  const svg = (body: string) =>
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}" ${size}>${body}</svg>`;
  if (icon.purpose === 'any') return svg(drawing);
  const centreX = x + width / 2;
  const centreY = y + height / 2;
  return svg(
    `<rect x="${x}" y="${y}" width="${width}" height="${height}" fill="${background}"/>` +
      // Without the logo's own square: its edges, scaled, would draw a faint seam.
      `<g transform="translate(${centreX} ${centreY}) scale(${FULL_BLEED_LOGO_SCALE}) translate(${-centreX} ${-centreY})">${onBackground}</g>`,
  );
}
