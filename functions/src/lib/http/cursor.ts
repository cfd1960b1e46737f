import { HttpError } from '../http/http-error';
import { isUlid } from '../ids';

/*
 * The list cursor is opaque to callers: base64url of the last key of the page (a record
 * list's last id; the audit trail's last sort key). Decoding checks it strictly, so a
 * tampered cursor is a 400, never a DynamoDB error.
 */

export function encodeCursor(lastId: string | null): string | null {
  return lastId === null
    ? null
    : Buffer.from(JSON.stringify({ after: lastId })).toString('base64url');
}

/** The key a cursor holds, or undefined for none; 400 unless `isKey` accepts it (a ULID by default). */
export function decodeCursor(
  cursor: string | undefined,
  isKey: (value: string) => boolean = isUlid,
): string | undefined {
  if (cursor === undefined || cursor === '') return undefined;
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      typeof value === 'object' &&
      value !== null &&
      'after' in value &&
      typeof value.after === 'string' &&
      isKey(value.after)
    ) {
      return value.after;
    }
  } catch {
    // fall through: not base64url JSON
  }
  throw new HttpError(400, 'Invalid cursor');
}
