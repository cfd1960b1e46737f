/* How the web benchmark's report writes its figures. */

/** `n` with exactly `digits` decimals, US English. */
export const fmt = (n: number, digits = 1) =>
  n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
export const seconds = (ms: number) => `${fmt(ms / 1000, 2)} s`;
export const ms = (value: number) => `${fmt(value, 0)} ms`;
export const kb = (bytes: number) => `${fmt(bytes / 1024, 0)} KB`;
export const score = (value: number | null) => (value === null ? '–' : String(value));
export const ratio = (value: number) => `${fmt(value, 2)}×`;
/** A score's gain in points, signed. */
export const gain = (points: number) => `${points >= 0 ? '+' : ''}${points}`;
