import { rgb } from 'pdf-lib';
import { green, slate, wheat } from '../../src/theme/primitives';

export type Color = ReturnType<typeof rgb>;

/** A `#rrggbb` colour as pdf-lib draws it. */
export function hex(value: string): Color {
  const n = Number.parseInt(value.slice(1), 16);
  return rgb(((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255);
}

export const INK = hex(slate[800]);
export const MUTED = hex(slate[500]);
export const RULE = hex(slate[200]);
export const STRIPE = hex(slate[50]);
/** The empty part of a rating bar. */
export const TRACK = hex(slate[100]);
export const BRAND = hex(green[700]);
export const BRAND_LIGHT = hex(green[50]);
export const WHITE = rgb(1, 1, 1);

/** A band's bar colour and a darker shade of it that stays legible as 7 pt text. */
export interface Tone {
  fill: Color;
  text: Color;
}

export const TONES = {
  red: { fill: hex('#c0392b'), text: hex('#a12f23') },
  orange: { fill: hex('#d9772b'), text: hex('#a4541a') },
  yellow: { fill: hex(wheat[500]), text: hex(wheat[700]) },
  green: { fill: hex(green[500]), text: hex(green[700]) },
  blue: { fill: hex('#3b7dbf'), text: hex('#2a5f94') },
} satisfies Record<string, Tone>;
