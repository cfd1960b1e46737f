import * as z from 'zod/mini';

/*
 * A public submission may carry an idempotency key: the same key sent again (a client
 * retrying after an answer it never got) answers the first submission's id and reference
 * and stores, counts and sends nothing new. The web client sends one per submission and
 * keeps it across its own retries of the same content.
 */

/** The request header (HTTP header names are case-insensitive; API Gateway lower-cases them). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** How long a key answers with its first submission; after that it is a new submission. */
export const IDEMPOTENCY_KEY_HOURS = 24;

export const IDEMPOTENCY_KEY_MESSAGE =
  'The Idempotency-Key header must be 16 to 128 letters, digits, hyphens or underscores';

/** The headers of a public POST, as validation sees them: only the key is read. */
export const submissionHeadersSchema = z.object({
  [IDEMPOTENCY_HEADER.toLowerCase()]: z.optional(
    z.string().check(z.regex(/^[A-Za-z0-9_-]{16,128}$/, IDEMPOTENCY_KEY_MESSAGE)),
  ),
});

/** The key of validated submission headers, if one was sent. */
export const idempotencyKeyOf = (headers: Record<string, string | undefined>) =>
  headers[IDEMPOTENCY_HEADER.toLowerCase()];
