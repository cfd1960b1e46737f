/*
 * RFC 2047 encoded words for header text. A mail client decodes any `=?charset?B?…?=` it
 * finds in a Subject, so a visitor's name spelt as an encoded word would be shown decoded
 * (as other text than they typed, a spoofed sender in the alert's subject, say). Text that
 * holds `=?`, or anything but printable ASCII, is therefore encoded whole by us: the
 * visitor's encoded word is then inside ours, and reads literally.
 */

/** An encoded word may be 75 characters: `=?UTF-8?B?` (10) + 60 base64 (45 bytes) + `?=` (2). */
const WORD_BYTES = 45;

const encodeWord = (text: string) => `=?UTF-8?B?${Buffer.from(text, 'utf8').toString('base64')}?=`;

/**
 * `text` (one line, well-formed: see `cleanLine`) as a header's text: unchanged when it is
 * printable ASCII without `=?`, else as UTF-8 B encoded words of whole code points, each at
 * most 75 characters, separated by spaces (which decoders drop between encoded words).
 */
export function encodeHeaderText(text: string): string {
  if (/^[\x20-\x7e]*$/.test(text) && !text.includes('=?')) return text;
  const words: string[] = [];
  let chunk = '';
  for (const char of text) {
    if (chunk && Buffer.byteLength(chunk + char, 'utf8') > WORD_BYTES) {
      words.push(encodeWord(chunk));
      chunk = '';
    }
    chunk += char;
  }
  if (chunk) words.push(encodeWord(chunk));
  return words.join(' ');
}
