import Box from '@mui/material/Box';
import { encode } from 'uqr';

/** Modules of blank space around the symbol: the four ISO/IEC 18004 asks for. */
export const QR_QUIET_ZONE = 4;

/**
 * The dark modules of a QR matrix as SVG path data, one rectangle per run of dark modules
 * in a row (a third of the markup of one square per module), offset by the quiet zone.
 */
export function qrPath(matrix: readonly (readonly boolean[])[]): string {
  let d = '';
  matrix.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x += 1;
        continue;
      }
      const start = x;
      while (row[x]) x += 1;
      d += `M${start + QR_QUIET_ZONE} ${y + QR_QUIET_ZONE}h${x - start}v1h${start - x}z`;
    }
  });
  return d;
}

export interface QrCodeProps {
  /** What the code holds: an absolute URL, for a phone's camera to open. */
  value: string;
  /** Its name for assistive technology, e.g. 'QR code: Request Sample Bags'. */
  label: string;
  /** Its side, in any CSS length (`'1.1in'` on paper). */
  size: string;
}

/**
 * A QR code as inline SVG, drawn where the page is rendered (at pre-render time for the
 * public pages), so it prints with no script and no image request. Black on white whatever
 * the colour scheme, with its quiet zone, and error correction M: readable on a creased or
 * smudged sheet.
 */
export function QrCode({ value, label, size }: QrCodeProps) {
  const { data } = encode(value, { ecc: 'M', border: 0 });
  const side = data.length + 2 * QR_QUIET_ZONE;
  return (
    <Box
      component="svg"
      role="img"
      aria-label={label}
      viewBox={`0 0 ${side} ${side}`}
      shapeRendering="crispEdges"
      sx={{ display: 'block', width: size, height: size, flexShrink: 0 }}
    >
      <rect width={side} height={side} fill="#fff" />
      <path d={qrPath(data)} fill="#000" />
    </Box>
  );
}
