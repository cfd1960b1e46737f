import {
  normalizeReference,
  REFERENCE_ALPHABET,
  REFERENCE_PREFIX,
} from '@lab/shared/constants/reference';

/*
 * A reference anywhere in a longer text: the label's QR code may carry a /track address
 * with the reference in it, and a scanner types whatever its code holds. Not next to
 * other letters or digits, so a longer code that merely contains one is not read as it.
 */
const GROUP = `[${REFERENCE_ALPHABET}]`;
const EMBEDDED = new RegExp(
  `(?<![A-Z0-9])${REFERENCE_PREFIX}-?${GROUP}{4}-?${GROUP}{2}(?![A-Z0-9])`,
  'i',
);

/**
 * The reference a scanned or typed code holds, as stored: the bare reference in any case,
 * with or without dashes (`pal 7k3q9d`), or one inside a URL (`https://…/track?reference=PAL-7K3Q-9D`);
 * null when it holds none.
 */
export function scannedReference(scanned: string): string | null {
  const typed = normalizeReference(scanned.trim());
  if (typed) return typed;
  let text = scanned;
  try {
    // A URL's query may carry the reference percent-encoded.
    text = decodeURIComponent(scanned);
  } catch {
    // Not percent-encoded text: read it as it is.
  }
  const match = EMBEDDED.exec(text);
  return match ? normalizeReference(match[0]) : null;
}
