import { IDEMPOTENCY_HEADER } from '@lab/shared/api/idempotency';
import {
  // eslint-disable-next-line no-restricted-imports -- the one place that reads error bodies
  apiErrorSchema,
  createdResponseSchema,
  type ApiErrorBody,
  type CreatedResponse,
} from '@lab/shared/schemas/api-error';

/**
 * The API's error body, read once here for every caller: `undefined` when the body is
 * empty, not JSON or not the shared `{ message, errors? }` shape (a proxy's HTML page,
 * a gateway's plain text).
 */
export function parseApiErrorBody(text: string): ApiErrorBody | undefined {
  return apiErrorSchema.safeParse(readJson(text)).data;
}

/** `text` as JSON; `undefined` when it is not JSON (empty, a proxy's page). */
function readJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * A non-ok answer. Its `message` is `STATUS: body-or-statusText`, the form every failed
 * read or write reports; the parsed body gives callers the server's own message and the
 * per-field messages of a rejected form.
 */
export class ApiError extends Error {
  /** The server's own message ('' or absent ones become `undefined`). */
  readonly serverMessage: string | undefined;
  /** API field path → message, as the server's validation gave them; empty when none. */
  readonly fieldErrors: Readonly<Record<string, string>>;

  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
    const parsed = parseApiErrorBody(body);
    this.serverMessage = parsed?.message || undefined;
    this.fieldErrors = parsed?.errors ?? {};
  }
}

/** No answer at all: fetch itself failed (offline, server down, blocked). */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
    this.name = 'NetworkError';
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH';
  body?: unknown;
  token?: string | null;
  /**
   * The header the token goes in, as `Bearer <token>`: a streamed route's own
   * (`adminTokenHeader`), whose `Authorization` CloudFront fills with its signature.
   * @default 'Authorization'
   */
  tokenHeader?: string;
  signal?: AbortSignal;
  /** Extra request headers. */
  headers?: Record<string, string>;
}

let onAuthorizedAnswer: ((sentAt: number) => void) | undefined;

/**
 * Hears of every ok answer to a request that carried a token, with the time the request
 * was sent (epoch ms). The admin session registers here, so every admin call, present and
 * future, counts as activity, while the public pages' bundle carries none of the admin
 * code: a token only ever comes from the admin session module, so it is loaded by then.
 */
export function setAuthorizedAnswerListener(listener: (sentAt: number) => void): void {
  onAuthorizedAnswer = listener;
}

/**
 * The one way the site talks to its API. Every request carries credentials; a body is
 * sent as JSON. A non-ok answer throws an `ApiError`, a request that got no answer a
 * `NetworkError`; a request cancelled through `signal` rejects as fetch does.
 */
export async function apiRequest(url: string, options: RequestOptions = {}): Promise<Response> {
  const headers: Record<string, string> = { ...options.headers };
  const method = options.method ?? (options.body === undefined ? 'GET' : 'POST');
  // Every POST says JSON, even one without a body (the notify call); so does any body.
  if (method === 'POST' || options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
  }
  if (options.token) headers[options.tokenHeader ?? 'Authorization'] = `Bearer ${options.token}`;
  const sentAt = Date.now();
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: 'include',
      signal: options.signal,
    });
  } catch (error) {
    // A cancelled query is not a failure to report; TanStack Query expects the abort.
    if (options.signal?.aborted) throw error;
    throw new NetworkError(error);
  }
  if (!response.ok) {
    throw new ApiError(response.status, await response.text(), response.statusText);
  }
  if (options.token) onAuthorizedAnswer?.(sentAt);
  return response;
}

/** GET (or POST) and parse the JSON answer. */
export async function apiJson<T>(url: string, options: RequestOptions = {}): Promise<T> {
  return (await (await apiRequest(url, options)).json()) as T;
}

/** What a visitor is given for a stored public submission. */
export interface SubmissionReceipt {
  /**
   * The reference number to quote (`PAL-7K3Q-9D`); null when the answer carries none
   * (an API from before reference numbers), and the confirmation shows without it.
   */
  reference: string | null;
  /**
   * A container or shipping label request's printable documents and status page, as the
   * API linked them; absent on a contact message and from an API without them.
   */
  documents?: RequestDocuments;
}

/** The signed links a request's confirmation offers: label, submission form, status page. */
export type RequestDocuments = NonNullable<CreatedResponse['documents']>;

/**
 * The idempotency key of each submission still without a sure answer, by its address and
 * content: sending the same content again after a network failure or a 5xx (whose write
 * may have landed) repeats the key, so the API answers the first submission instead of
 * storing a second. A changed form is new content, and a new key.
 */
const pendingKeys = new Map<string, string>();

const contentOf = (url: string, body: unknown) => `${url}\n${JSON.stringify(body)}`;

/** 128 random bits as 32 hex digits (`crypto.randomUUID` needs a secure context). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The idempotency key `apiSubmit` sends this content with: the one still pending from a
 * send that got no sure answer, or a new one, kept as pending until an answer settles it.
 * A request kept offline takes it (web/src/lib/outbox), so a send that failed with no
 * answer and its later sends from the outbox share one key.
 */
export function submissionKey(url: string, body: unknown): string {
  const content = contentOf(url, body);
  const key = pendingKeys.get(content) ?? newIdempotencyKey();
  pendingKeys.set(content, key);
  return key;
}

/**
 * POSTs a public submission (a contact message, a request) and reads the reference number
 * from its answer, checked against the shared `createdResponseSchema`. A non-ok answer
 * throws as `apiRequest` does; an ok answer always counts as stored, so a body that is
 * empty, not JSON or of another shape gives a receipt without a reference, never an error.
 * `key` is the submission's idempotency key: by default the content's own (see
 * `submissionKey`); the outbox passes the one its draft was kept with.
 */
export async function apiSubmit(
  url: string,
  body: unknown,
  key = submissionKey(url, body),
): Promise<SubmissionReceipt> {
  const content = contentOf(url, body);
  let response: Response;
  try {
    response = await apiRequest(url, {
      method: 'POST',
      body,
      headers: { [IDEMPOTENCY_HEADER]: key },
    });
  } catch (error) {
    // Answered for sure (refused): the same content sent again is a new submission.
    if (error instanceof ApiError && error.status < 500) pendingKeys.delete(content);
    throw error;
  }
  pendingKeys.delete(content);
  const text = await response.text();
  const created = createdResponseSchema.safeParse(readJson(text)).data;
  // `||`: an empty reference is none either.
  const receipt: SubmissionReceipt = { reference: created?.reference || null };
  if (created?.documents) receipt.documents = created.documents;
  return receipt;
}
