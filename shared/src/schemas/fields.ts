import * as z from 'zod/mini';
import { LIMITS } from '../constants/limits';
import { hasRefusedCharacter, type TextShape } from '../text/characters';

/*
 * Field builders shared by every form schema. Each string is trimmed before it is
 * checked, so '   ' fails a required check the same way '' does, and a missing or
 * wrongly-typed value gets the same message as an empty one.
 *
 * Written with `zod/mini` (functions instead of methods): the same checks and messages in
 * a fifth of the bytes, which every form page downloads.
 */

const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters`;

/**
 * The message for text holding a character `text/characters` refuses: a one-line field
 * also refuses tab and line breaks, so its message says so.
 */
export function refusedCharacterMessage(label: string, { multiline = false }: TextShape = {}) {
  return multiline
    ? `${label} must not contain control or invisible characters`
    : `${label} must be a single line of text without control or invisible characters`;
}

/**
 * Refuses control, invisible-format and ill-formed characters. It runs before the length
 * checks, so a field that looks right but holds one says why.
 */
const wellFormedText = (label: string, shape: TextShape) =>
  z.refine<string>(
    (value) => !hasRefusedCharacter(value, shape),
    refusedCharacterMessage(label, shape),
  );

/**
 * A required free-text field: `message` when empty, a length message past `max`. One line
 * unless `shape.multiline` (a textarea).
 */
export function requiredText(
  label: string,
  message: string,
  max: number = LIMITS.text,
  shape: TextShape = {},
) {
  return z
    .string({ error: message })
    .check(
      z.trim(),
      wellFormedText(label, shape),
      z.minLength(1, message),
      z.maxLength(max, tooLong(label, max)),
    );
}

/** A required field with a minimum length, where the spec gives one message for both. */
export function minText(
  label: string,
  min: number,
  message: string,
  max: number,
  shape: TextShape = {},
) {
  return z
    .string({ error: message })
    .check(
      z.trim(),
      wellFormedText(label, shape),
      z.minLength(min, message),
      z.maxLength(max, tooLong(label, max)),
    );
}

/** An optional free-text field: empty, blank, null or absent all become `null`. */
export function optionalText(label: string, max: number = LIMITS.text, shape: TextShape = {}) {
  return z.pipe(
    z.nullish(
      z
        .string({ error: `${label} must be text` })
        .check(z.trim(), wellFormedText(label, shape), z.maxLength(max, tooLong(label, max))),
    ),
    z.transform((value: string | null | undefined) => (value ? value : null)),
  );
}

export const EMAIL_MESSAGE = 'Please enter a valid email address';

export const email = z.pipe(
  z
    .string({ error: EMAIL_MESSAGE })
    .check(z.trim(), z.maxLength(LIMITS.email, tooLong('Email', LIMITS.email))),
  z.email(EMAIL_MESSAGE),
);

export const POSTAL_CODE_MESSAGE =
  'Please enter a valid Canadian postal code (for example T5J 0N3)';

/** Canadian postal codes: letter digit letter, optional space, digit letter digit; no D F I O Q U. */
const POSTAL_CODE = /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/;

/** Upper case, inner spaces collapsed to one: how a postal code is checked and stored. */
export function normalizePostalCode(value: string): string {
  return value.trim().toUpperCase().replace(/\s+/g, ' ');
}

export function isCanadianPostalCode(value: string): boolean {
  return POSTAL_CODE.test(normalizePostalCode(value));
}

/** A required Canadian postal code, stored upper case (`t5j0n3` → `T5J0N3`). */
export function postalCode(requiredMessage: string) {
  return z
    .pipe(
      z.string({ error: requiredMessage }).check(z.trim(), z.minLength(1, requiredMessage)),
      z.transform(normalizePostalCode),
    )
    .check(z.refine(isCanadianPostalCode, POSTAL_CODE_MESSAGE));
}

/** A select whose value must be one of `values`. */
export function choice<const T extends readonly [string, ...string[]]>(values: T, message: string) {
  return z.enum(values, { error: message });
}

/** The hidden honeypot field: accepted so that bots see no error, never stored. */
export const honeypot = z.optional(
  z.string({ error: 'Invalid value' }).check(z.maxLength(LIMITS.text, 'Invalid value')),
);
