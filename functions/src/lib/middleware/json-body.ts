import { LIMITS } from '@lab/shared/constants/limits';
import { HttpError } from '../http/http-error';
import type { ApiMiddleware } from './types';

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i;

/**
 * Reads the request body as JSON: over 16 KB is a 413, anything that is not JSON (by
 * content type or by content) is a 415. Size is checked first so a huge body is never
 * parsed.
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
      if (!JSON_TYPE.test(event.headers['content-type'] ?? '')) {
        throw new HttpError(415, 'Content-Type must be application/json');
      }
      try {
        event.jsonBody = JSON.parse(raw.toString('utf8'));
      } catch {
        throw new HttpError(415, 'Request body must be valid JSON');
      }
    },
  };
}
