/**
 * An error that becomes an HTTP response with its status and message. Anything else
 * thrown by a handler is a bug or an outage and becomes a bare 500.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string>,
    /** Headers the answer carries besides the JSON ones (a 429's `retry-after`). */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}
