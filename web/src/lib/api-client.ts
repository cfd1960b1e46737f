/**
 * The one way the site talks to its API. Every request carries credentials; a body is
 * sent as JSON. A non-ok answer becomes an error whose message is
 * `STATUS: body-or-statusText` (spec section 8), with the status kept for callers.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST';
  body?: unknown;
  token?: string | null;
  signal?: AbortSignal;
}

export async function apiRequest(url: string, options: RequestOptions = {}): Promise<Response> {
  const headers: Record<string, string> = {};
  const method = options.method ?? (options.body === undefined ? 'GET' : 'POST');
  // Every POST says JSON, even without a body (the notify call, spec section 7).
  if (method === 'POST') headers['Content-Type'] = 'application/json';
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  const response = await fetch(url, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    credentials: 'include',
    signal: options.signal,
  });
  if (!response.ok) {
    throw new ApiError(response.status, await response.text(), response.statusText);
  }
  return response;
}

/** GET (or POST) and parse the JSON answer. */
export async function apiJson<T>(url: string, options: RequestOptions = {}): Promise<T> {
  return (await (await apiRequest(url, options)).json()) as T;
}
