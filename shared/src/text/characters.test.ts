import { describe, expect, it } from 'vitest';
import { cleanLine, cleanLines, hasRefusedCharacter } from './characters';

/** Real text in the scripts and symbols visitors write, each of which must pass. */
const LEGITIMATE = {
  ascii: 'Jo Farmer <jo@example.com> & "Sons", 50% off!',
  accents: 'Élise Côté, Müller-Lüdenscheid, Ångström, Dvořák',
  arabic: 'مرحبا بالعالم، أحمد',
  hebrew: 'שלום עולם',
  mixedDirections: 'Order 42 for أحمد (שלום) today',
  cjk: '李雷，你好。田中さん、こんにちは。안녕하세요',
  devanagari: 'क्‍ष नमस्ते',
  persianWithNonJoiner: 'می‌خواهم',
  emoji: '🌾🚜🧪 ❤️ 👍🏽',
  emojiZwjSequences: '👩‍🌾 🏳️‍🌈 👨‍👩‍👧',
  emojiSubdivisionFlag: '🏴󠁧󠁢󠁥󠁮󠁧󠁿',
  keycap: '#️⃣ 1️⃣',
  spaces: 'a\u00a0b\u2009c\u3000d',
  markup: '<script>alert(1)</script>',
} as const;

/** One example of each refused class, with where it is still refused. */
const REFUSED = {
  'lone high surrogate': 'Bad \ud800 Farmer',
  'lone low surrogate': 'Bad \udc00 Farmer',
  'reversed surrogate pair': 'Bad \udf3e\ud83c Farmer',
  NUL: 'Jo\u0000Farmer',
  'C0 control (bell)': 'Jo\u0007Farmer',
  'C0 control (escape)': 'Jo\u001b[31mFarmer',
  'vertical tab': 'Jo\u000bFarmer',
  'form feed': 'Jo\u000cFarmer',
  DEL: 'Jo\u007fFarmer',
  'C1 control (CSI)': 'Jo\u009bFarmer',
  'next line U+0085': 'Jo\u0085Farmer',
  'line separator U+2028': 'Jo\u2028Farmer',
  'paragraph separator U+2029': 'Jo\u2029Farmer',
  'right-to-left override U+202E': 'Jo\u202eremraF',
  'left-to-right embedding U+202A': 'Jo\u202aFarmer',
  'pop directional formatting U+202C': 'Jo\u202cFarmer',
  'right-to-left isolate U+2067': 'Jo\u2067Farmer',
  'pop directional isolate U+2069': 'Jo\u2069Farmer',
  'left-to-right mark U+200E': 'Jo\u200eFarmer',
  'right-to-left mark U+200F': 'Jo\u200fFarmer',
  'Arabic letter mark U+061C': 'Jo\u061cFarmer',
  'zero-width space U+200B': 'Jo\u200bFarmer',
  'word joiner U+2060': 'Jo\u2060Farmer',
  'byte order mark U+FEFF': 'Jo\ufeffFarmer',
  'soft hyphen U+00AD': 'Jo\u00adFarmer',
  'invisible times U+2062': 'Jo\u2062Farmer',
  'tag character outside a flag': 'Jo\u{E0041}Farmer',
  'zero-width joiner alone': '\u200d',
  'zero-width joiner at the start': '\u200dJo',
  'zero-width non-joiner at the end': 'Jo\u200c',
  'zero-width joiner beside a space': 'Jo \u200d Farmer',
} as const;

describe('the character rule', () => {
  it.each(Object.entries(LEGITIMATE))('accepts %s on one line and in a textarea', (_, text) => {
    expect(hasRefusedCharacter(text)).toBe(false);
    expect(hasRefusedCharacter(text, { multiline: true })).toBe(false);
  });

  it.each(Object.entries(REFUSED))('refuses a %s everywhere', (_, text) => {
    expect(hasRefusedCharacter(text)).toBe(true);
    expect(hasRefusedCharacter(text, { multiline: true })).toBe(true);
  });

  it('allows tab and line breaks in a textarea only', () => {
    for (const text of ['Line one\nLine two', 'Line one\r\nLine two', 'Col 1\tCol 2']) {
      expect(hasRefusedCharacter(text)).toBe(true);
      expect(hasRefusedCharacter(text, { multiline: true })).toBe(false);
    }
  });
});

describe('cleaning text for output', () => {
  it.each(Object.entries(LEGITIMATE))('leaves %s as it is', (_, text) => {
    expect(cleanLines(text)).toBe(text);
    expect(cleanLine(text)).toBe(text);
  });

  it.each(Object.entries(REFUSED))('leaves no %s behind', (_, text) => {
    expect(hasRefusedCharacter(cleanLine(text))).toBe(false);
    expect(hasRefusedCharacter(cleanLines(text), { multiline: true })).toBe(false);
    // What the SDK's SES serializer does with each value: it threw on a lone surrogate.
    expect(() => encodeURIComponent(cleanLines(text))).not.toThrow();
  });

  it('makes ill-formed text well-formed with the replacement character', () => {
    expect(cleanLine('Bad \ud800 Farmer')).toBe('Bad \uFFFD Farmer');
    expect(cleanLines('\udc00')).toBe('\uFFFD');
  });

  it('turns every line break into a space on one line, and into LF in a body', () => {
    const text = 'a\r\nb\rc\nd\u000be\u000cf\u0085g\u2028h\u2029i';
    expect(cleanLine(text)).toBe('a b c d e f g h i');
    expect(cleanLines(text)).toBe('a\nb\nc\nd\ne\nf\ng\nh\ni');
  });

  it('keeps a header on one line whatever breaks it', () => {
    const subject = cleanLine(
      'Jo\r\nBcc: victim@example.com\u2028X-Evil: 1\u0085\tTo: y@example.com',
    );
    expect(subject).toBe('Jo Bcc: victim@example.com X-Evil: 1 To: y@example.com');
  });

  it('drops invisible characters and other controls, keeps tabs in a body', () => {
    expect(cleanLines('Jo\u0000\u202e\u200b\u2060\ufeff\u009b Farmer\tDone')).toBe(
      'Jo Farmer\tDone',
    );
    expect(cleanLines('\u200dJo\u200c \u200d')).toBe('Jo ');
  });
});
