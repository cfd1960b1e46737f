/*
 * Which characters free text may hold: the one rule the forms (in the browser and in the
 * API, through the shared schemas) refuse by and the mailer cleans by.
 *
 * Refused, because they are invisible, reorder or hide what a reader sees, split a mail
 * header, or cannot be encoded at all:
 * - lone UTF-16 surrogates (ill-formed text: `encodeURIComponent` and UTF-8 cannot encode
 *   them);
 * - control characters (C0, DEL, C1 with NEL U+0085), except tab and line breaks in
 *   multi-line fields;
 * - the line and paragraph separators U+2028 and U+2029;
 * - format characters (Unicode category Cf): bidirectional embeddings, overrides,
 *   isolates and marks (U+202E...), zero-width space U+200B, word joiner U+2060, byte
 *   order mark U+FEFF, soft hyphen, tags...
 *
 * Kept, because real text needs them: every letter, mark, digit, symbol and space of any
 * script (accents, Arabic, Hebrew, CJK, emoji and their variation selectors and skin
 * tones); the zero-width joiner and non-joiner between two visible characters (emoji
 * sequences such as 👩‍🌾, Persian and Indic spelling); the tag characters of an emoji
 * subdivision flag (🏴 England, Scotland, Wales).
 *
 * Written without lookbehind, which older Safari cannot parse.
 */

/**
 * Anything a joiner may not stand next to: a joiner joins letters, marks, digits and
 * symbols (emoji are symbols).
 */
const NOT_VISIBLE = '[^\\p{L}\\p{M}\\p{N}\\p{S}]';
const JOINER = '[\\u200C\\u200D]';

/** A black flag, the tags of a region, and the cancel tag: one emoji, kept whole. */
const EMOJI_TAG_SEQUENCE = '\\u{1F3F4}[\\u{E0020}-\\u{E007E}]{1,30}\\u{E007F}';

/** Line breaks, as any mail client or text renderer may break on them. */
const LINE_BREAK = '\\r\\n|[\\n\\v\\f\\r\\u0085\\u2028\\u2029]';

/** Refused whatever the field; `\p{Cc}` also holds tab and line breaks, see below. */
const ALWAYS_REFUSED = [
  '\\p{Cs}',
  '[\\u2028\\u2029]',
  `(?!${JOINER})\\p{Cf}`,
  `(?:^|${NOT_VISIBLE})${JOINER}`,
  `${JOINER}(?:${NOT_VISIBLE}|$)`,
];

/**
 * Each refused character, or an emoji tag sequence in group 1 (matched first so that its
 * tags, format characters themselves, are not taken one by one).
 */
function refusedPattern(multiline: boolean): RegExp {
  const controls = multiline ? '(?![\\t\\n\\r])\\p{Cc}' : '\\p{Cc}';
  return new RegExp(`(${EMOJI_TAG_SEQUENCE})|${[...ALWAYS_REFUSED, controls].join('|')}`, 'gu');
}

const REFUSED_IN_LINE = refusedPattern(false);
const REFUSED_IN_LINES = refusedPattern(true);

/** Whether a field may hold more than one line (a textarea) or only one. */
export interface TextShape {
  /** Tab, CR and LF are allowed. @default false */
  readonly multiline?: boolean;
}

/**
 * Whether `text` holds a character free text must not (see the rule above): a control
 * character (tab and line breaks count as such unless `multiline`), a format or invisible
 * character, a line or paragraph separator, or a lone surrogate.
 */
export function hasRefusedCharacter(text: string, { multiline = false }: TextShape = {}): boolean {
  for (const match of text.matchAll(multiline ? REFUSED_IN_LINES : REFUSED_IN_LINE)) {
    if (match[1] === undefined) return true;
  }
  return false;
}

const LONE_SURROGATE = /\p{Cs}/gu;
const LINE_BREAKS = new RegExp(LINE_BREAK, 'gu');
/** What is left to drop once surrogates and line breaks are handled. */
const DROPPED = new RegExp(
  `(${EMOJI_TAG_SEQUENCE})|(?![\\t\\n])\\p{Cc}|(?!${JOINER})\\p{Cf}`,
  'gu',
);
const STRAY_JOINER_AFTER = new RegExp(`(^|${NOT_VISIBLE})${JOINER}+`, 'gu');
const STRAY_JOINER_BEFORE = new RegExp(`${JOINER}+(?=${NOT_VISIBLE}|$)`, 'gu');

/**
 * `text` with the rule applied by repair instead of refusal, for output that must go out
 * whatever was stored: lone surrogates become U+FFFD (so the text is well-formed), every
 * line break (CRLF, CR, VT, FF, NEL, U+2028, U+2029) becomes LF, other controls but tab and
 * format characters are dropped, joiners are kept only between visible characters.
 */
export function cleanLines(text: string): string {
  return text
    .replace(LONE_SURROGATE, '\uFFFD')
    .replace(LINE_BREAKS, '\n')
    .replace(DROPPED, (_match, emojiTags: string | undefined) => emojiTags ?? '')
    .replace(STRAY_JOINER_AFTER, '$1')
    .replace(STRAY_JOINER_BEFORE, '');
}

/**
 * `text` cleaned as by `cleanLines`, then on one line: each run of line breaks and tabs
 * becomes one space, and the ends are trimmed. For mail headers, which a line break would
 * split (header injection).
 */
export function cleanLine(text: string): string {
  return cleanLines(text)
    .replace(/[\t\n]+/g, ' ')
    .trim();
}
