/*
 * A request's reference number, as the requester reads it over the phone: the
 * laboratory's prefix and six characters in two groups, `PAL-7K3Q-9D`. The characters
 * leave out everything easily misread aloud or in handwriting: 0 and O, 1, I and L, and U
 * (which reads as V). 30^6 (729 million) numbers; each is stored with its record under a
 * uniqueness condition, so two records never share one.
 */

/** Digits 2-9 and the letters but I, L, O and U. */
export const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';

/** The laboratory's prefix (Prairie Agri Lab). */
export const REFERENCE_PREFIX = 'PAL';

/** How many characters follow the prefix: four, a dash, two. */
export const REFERENCE_LENGTH = 6;

const GROUP = `[${REFERENCE_ALPHABET}]`;
const REFERENCE = new RegExp(`^${REFERENCE_PREFIX}-${GROUP}{4}-${GROUP}{2}$`);

/**
 * A reference from REFERENCE_LENGTH draws, each a number in [0, 1) (`Math.random` by
 * default; a test passes its own to force a given number).
 */
export function newReference(random: () => number = Math.random): string {
  let code = '';
  for (let i = 0; i < REFERENCE_LENGTH; i++) {
    code += REFERENCE_ALPHABET[Math.floor(random() * REFERENCE_ALPHABET.length)];
  }
  return `${REFERENCE_PREFIX}-${code.slice(0, 4)}-${code.slice(4)}`;
}

/**
 * What a person typed as a reference, as it is stored: trimmed, upper-cased, with the
 * dashes where they belong whether or not they were typed (`pal 7k3q9d` → `PAL-7K3Q-9D`);
 * null when it cannot be one.
 */
export function normalizeReference(typed: string): string | null {
  const compact = typed.toUpperCase().replace(/[\s-]/g, '');
  const body = compact.startsWith(REFERENCE_PREFIX) ? compact.slice(REFERENCE_PREFIX.length) : null;
  if (body === null || body.length !== REFERENCE_LENGTH) return null;
  const reference = `${REFERENCE_PREFIX}-${body.slice(0, 4)}-${body.slice(4)}`;
  return REFERENCE.test(reference) ? reference : null;
}

/** Whether `value` is a reference exactly as stored. */
export function isReference(value: string): boolean {
  return REFERENCE.test(value);
}
