import { TONES, type Tone } from './palette';

export const BANDS = [0, 1, 2, 3] as const;

/** Four interpretation bands, lowest value first. */
export interface Scale {
  labels: readonly [string, string, string, string];
  tones: readonly [Tone, Tone, Tone, Tone];
}

export const FERTILITY: Scale = {
  labels: ['Low', 'Medium', 'Optimum', 'High'],
  tones: [TONES.orange, TONES.yellow, TONES.green, TONES.blue],
};
export const HAZARD: Scale = {
  labels: ['None', 'Slight', 'Moderate', 'Severe'],
  tones: [TONES.green, TONES.yellow, TONES.orange, TONES.red],
};
export const SUFFICIENCY: Scale = {
  labels: ['Deficient', 'Low', 'Sufficient', 'High'],
  tones: [TONES.red, TONES.orange, TONES.green, TONES.blue],
};

export interface Measurement {
  analyte: string;
  value: number;
  decimals: number;
  units: string;
  /** Where the first three bands end; the fourth is open-ended. */
  limits: readonly [number, number, number];
  /** Also report pounds per acre in the sampled 0-6 in layer. */
  perAcre?: boolean;
}

type Limits = Measurement['limits'];

/** A result in ppm, printed as a whole number unless `more` says otherwise. */
export const ppm = (
  analyte: string,
  value: number,
  limits: Limits,
  more: Partial<Measurement> = {},
): Measurement => ({ analyte, value, decimals: 0, units: 'ppm', limits, ...more });

/** A result in percent, printed with two decimals. */
export const percent = (analyte: string, value: number, limits: Limits): Measurement => ({
  analyte,
  value,
  decimals: 2,
  units: '%',
  limits,
});

/** Index of the band a value falls in: a value on a limit belongs to the band above. */
export function bandOf({ value, limits }: Measurement): 0 | 1 | 2 | 3 {
  if (value < limits[0]) return 0;
  if (value < limits[1]) return 1;
  if (value < limits[2]) return 2;
  return 3;
}

/** Where the value sits along the whole scale, 0 to 1, for the rating bar. */
export function positionOf(measurement: Measurement): number {
  const [a, b, c] = measurement.limits;
  const v = measurement.value;
  const band = bandOf(measurement);
  const within = [v / a, (v - a) / (b - a), (v - b) / (c - b), (v - c) / (c - b)][band] ?? 0;
  return Math.max(0.04, Math.min(1, (band + Math.min(1, within)) / 4));
}

/** Each band's range as the table prints it. */
export function rangeTexts({ limits: [a, b, c] }: Measurement): [string, string, string, string] {
  return [`< ${a}`, `${a} – ${b}`, `${b} – ${c}`, `> ${c}`];
}

/** A value with a fixed number of decimals, as every figure in the reports is printed. */
export const fixed = (value: number, decimals: number) => value.toFixed(decimals);
