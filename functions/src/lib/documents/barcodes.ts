import { code128, type DrawingContext } from 'bwip-js/node';
import { encode } from 'uqr';

/*
 * The two symbols a printed document carries its reference in, each encoded by a
 * maintained library and returned as geometry for pdf-lib to draw as filled rectangles:
 * no PNG, no canvas, nothing native. bwip-js's per-symbology export (`code128`) is used
 * with a drawing context that records its bars, because its `raw` helper looks symbologies
 * up by name and so bundles all of them (about 1 MB); this way a bundle holds Code 128 alone.
 */

/** One bar of a Code 128 symbol, in modules (the narrowest bar's width) from its left edge. */
export interface Bar {
  readonly x: number;
  readonly width: number;
}

/** A Code 128 symbol without its quiet zones: its bars and its whole width, in modules. */
export interface LinearSymbol {
  readonly bars: readonly Bar[];
  readonly modules: number;
}

/** Modules of blank space each side of a Code 128 symbol (ISO/IEC 15417 asks for at least 10). */
export const CODE128_QUIET_ZONE = 10;

/** Modules of blank space around a QR symbol (ISO/IEC 18004 asks for 4). */
export const QR_QUIET_ZONE = 4;

/**
 * The Code 128 bars of `text` (bwip-js picks code sets A, B or C and adds the check
 * character). Throws what bwip-js throws for text Code 128 cannot hold.
 */
export function code128Bars(text: string): LinearSymbol {
  const bars: Bar[] = [];
  let modules = 0;
  // bwip-js calls line() once per bar at scale 1 (one unit per module), with the bar's
  // width and an x from which its pixel renderer paints ceil(width / 2) to the left; every
  // other call draws text or shapes a linear symbol does not have. The test holds the bars
  // to bwip-js's own encoding (its space-and-bar widths).
  const recorder: DrawingContext<LinearSymbol> = {
    scale: () => [1, 1],
    measure: () => ({ width: 0, ascent: 0, descent: 0 }),
    init: (width) => {
      modules = width;
    },
    line: (x0, _y0, _x1, _y1, width) => {
      bars.push({ x: x0 - Math.ceil(width / 2), width });
    },
    polygon: () => undefined,
    hexagon: () => undefined,
    ellipse: () => undefined,
    fill: () => undefined,
    text: () => undefined,
    end: () => ({ bars: bars.sort((a, b) => a.x - b.x), modules }),
  };
  return code128({ bcid: 'code128', text, scale: 1, height: 1, includetext: false }, recorder);
}

/**
 * The QR modules of `text`, row by row (`true` is dark), without a quiet zone. Error
 * correction M: a reference fits version 1 (21 × 21) with room for a scuffed label.
 */
export function qrMatrix(text: string): readonly (readonly boolean[])[] {
  return encode(text, { ecc: 'M', border: 0 }).data;
}
