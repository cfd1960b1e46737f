import { LIMITS } from '@lab/shared/constants/limits';
import { HttpError } from '../http/http-error';
import type { ApiMiddleware } from './types';

/** The 415 answers: a body under another media type or charset, and a compressed one. */
export const JSON_BODY_MESSAGES = {
  contentType: 'Content-Type must be application/json',
  contentEncoding: 'Content-Encoding is not accepted: send the body uncompressed',
  notJson: 'Request body must be valid JSON',
} as const;

/*
 * RFC 9110 media type syntax (section 8.3.1, parameters 5.6.6): `type "/" subtype`, then
 * `*( OWS ";" OWS [ name "=" value ] )`, the value a token or a quoted string, no space
 * around "=". Type, subtype, parameter names and the charset's value are case-insensitive.
 */
const OWS = '[ \\t]*';
const TOKEN = "[!#$%&'*+.^_`|~0-9A-Za-z-]+";
const QUOTED = '"(?:[^"\\\\]|\\\\.)*"';
const MEDIA_TYPE = new RegExp(
  `^${OWS}(${TOKEN})/(${TOKEN})((?:${OWS};${OWS}(?:${TOKEN}=(?:${TOKEN}|${QUOTED}))?)*)${OWS}$`,
);
const PARAMETER = new RegExp(`${OWS};${OWS}(?:(${TOKEN})=(${TOKEN}|${QUOTED}))?`, 'g');

/** A quoted parameter value as the value it quotes. */
const unquote = (value: string) =>
  value.startsWith('"') ? value.slice(1, -1).replace(/\\(.)/g, '$1') : value;

/**
 * True for `application/json`, alone or with `charset=utf-8`, however spelt (case, spaces
 * around ";", a quoted value): the one type and encoding the handlers read a body as.
 * Another type (`application/evil+json`), another charset, a parameter beside the charset
 * or a second charset, and anything that is not one media type, are not.
 */
export function isJsonUtf8(contentType: string): boolean {
  const match = MEDIA_TYPE.exec(contentType);
  if (!match) return false;
  const [, type = '', subtype = '', parameters = ''] = match;
  if (type.toLowerCase() !== 'application' || subtype.toLowerCase() !== 'json') return false;
  let charsets = 0;
  for (const [, name, value] of parameters.matchAll(PARAMETER)) {
    if (name === undefined || value === undefined) continue; // an empty parameter: "application/json;"
    if (name.toLowerCase() !== 'charset') return false;
    if (unquote(value).toLowerCase() !== 'utf-8' || ++charsets > 1) return false;
  }
  return true;
}

/**
 * True when the body is sent as it is: no Content-Encoding, or `identity`. Nothing here
 * decompresses, so a compressed body would be read as garbled text.
 */
export function isUnencoded(contentEncoding: string | undefined): boolean {
  return contentEncoding === undefined || contentEncoding.trim().toLowerCase() === 'identity';
}

/**
 * Reads the request body as JSON: over 16 KB is a 413; a compressed body, a content type
 * other than `application/json` (optionally `charset=utf-8`), or a body that is not JSON
 * is a 415. Size is checked first so a huge body is never parsed.
 */
export function jsonBody(maxBytes: number = LIMITS.bodyBytes): ApiMiddleware {
  return {
    before: (request) => {
      const { event } = request;
      const raw = event.isBase64Encoded
        ? Buffer.from(event.body ?? '', 'base64')
        : Buffer.from(event.body ?? '', 'utf8');
      if (raw.byteLength > maxBytes) {
        throw new HttpError(413, `Request body must be at most ${maxBytes / 1024} KB`);
      }
      if (!isUnencoded(event.headers['content-encoding'])) {
        throw new HttpError(415, JSON_BODY_MESSAGES.contentEncoding);
      }
      if (!isJsonUtf8(event.headers['content-type'] ?? '')) {
        throw new HttpError(415, JSON_BODY_MESSAGES.contentType);
      }
      try {
        event.jsonBody = JSON.parse(raw.toString('utf8'));
      } catch {
        throw new HttpError(415, JSON_BODY_MESSAGES.notJson);
      }
    },
  };
}
