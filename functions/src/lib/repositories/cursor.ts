import { HttpError } from '../http/http-error';
import { isUlid } from '../ids';

/*
 * The list cursor is opaque to callers: base64url of the last id of the page. Decoding
 * checks it strictly, so a tampered cursor is a 400, never a DynamoDB error.
 */

export function encodeCursor(lastId: string | null): string | null {
  return lastId === null
    ? null
    : Buffer.from(JSON.stringify({ after: lastId })).toString('base64url');
}

export function decodeCursor(cursor: string | undefined): string | undefined {
  if (cursor === undefined || cursor === '') return undefined;
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      typeof value === 'object' &&
      value !== null &&
      'after' in value &&
      typeof value.after === 'string' &&
      isUlid(value.after)
    ) {
      return value.after;
    }
  } catch {
    // fall through: not base64url JSON
  }
  throw new HttpError(400, 'Invalid cursor');
}
