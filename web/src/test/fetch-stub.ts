import { afterEach, beforeEach, expect, vi, type Mock } from 'vitest';
import type { ListResponse } from '@lab/shared/schemas/admin';

/*
 * The API stood in for by a fetch stub that answers each request by its method and URL,
 * for the tests of screens that make several calls at once. Test code only.
 */

/** Makes one answer. A Response body can be read once, so each call gets a new one. */
export type Reply = () => Response | Promise<Response>;

/**
 * Answers keyed by request as `'METHOD /path?query'` (see `keyOf`). A list is answered in
 * turn, one reply a request, its last reply repeating once the others are used up.
 */
export type Routes = Readonly<Record<string, Reply | readonly Reply[]>>;

/** An answer of `body` as JSON. */
export const json =
  (body: unknown, status = 200): Reply =>
  () =>
    new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });

/** An answer of `body` as it is, with no content type: a proxy's error page, an empty body. */
export const text =
  (body: string, status: number): Reply =>
  () =>
    new Response(body, { status });

/** No answer at all: fetch rejects, as it does when the server cannot be reached. */
export const networkFailure: Reply = () => Promise.reject(new TypeError('Failed to fetch'));

/** One page of a list as the API sends it; without a cursor it is the last page. */
export const page = <T>(data: T[], nextCursor: string | null = null): ListResponse<T> => ({
  data,
  nextCursor,
});

/** A request as `'METHOD /path?query'`, the form the stub's routes are keyed by. */
export const keyOf = (input: Parameters<typeof fetch>[0], init?: RequestInit) =>
  `${init?.method ?? 'GET'} ${String(input)}`;

/** The stub `installFetchStub` puts in place of fetch, and what a test reads of it. */
export interface FetchStub {
  /** The stubbed fetch itself, for its calls. */
  readonly fetchMock: Mock<typeof fetch>;
  /**
   * Answers from the file's default routes with `overrides` over them. Replaces the
   * answers given before, and starts every list of replies again from its first.
   */
  answer: (overrides?: Routes) => void;
  /** Every request made so far, in order, as keys. */
  requests: () => string[];
  /** The calls made to `key` so far, in order: each its URL and options. */
  callsTo: (key: string) => Parameters<typeof fetch>[];
  /** The options of the first request to `key`; throws, naming what was asked, if none was. */
  callTo: (key: string) => RequestInit | undefined;
}

/**
 * Replaces fetch for every test of the file with a stub answering from `defaults` (a test
 * changes them with `answer`). A request no route answers gets a 404 and is recorded, and
 * the test that made it fails when it ends. Call it once, at the top level of a test file:
 * it adds its own `beforeEach` and `afterEach`.
 */
export function installFetchStub(defaults: Routes = {}): FetchStub {
  const fetchMock = vi.fn<typeof fetch>();
  let unexpected: string[] = [];

  const answer = (overrides: Routes = {}) => {
    const routes: Routes = { ...defaults, ...overrides };
    const served: Record<string, number> = {};
    fetchMock.mockImplementation(async (input, init) => {
      const key = keyOf(input, init);
      const route = routes[key];
      if (!route) {
        unexpected.push(key);
        return new Response('Not Found', { status: 404 });
      }
      if (!isReplyList(route)) return route();
      const turn = served[key] ?? 0;
      served[key] = turn + 1;
      return route[Math.min(turn, route.length - 1)]!();
    });
  };
  const requests = () => fetchMock.mock.calls.map(([input, init]) => keyOf(input, init));
  const callsTo = (key: string) =>
    fetchMock.mock.calls.filter(([input, init]) => keyOf(input, init) === key);
  const callTo = (key: string) => {
    const [call] = callsTo(key);
    if (!call) throw new Error(`No request to ${key}; made: ${requests().join(', ')}`);
    return call[1];
  };

  beforeEach(() => {
    unexpected = [];
    vi.stubGlobal('fetch', fetchMock);
    answer();
  });
  afterEach(() => {
    const unanswered = unexpected;
    fetchMock.mockReset();
    vi.unstubAllGlobals();
    // Soft: a throwing hook would skip the shared clean-up (DOM, storage) that runs after it.
    expect.soft(unanswered, 'requests the stub had no answer for').toEqual([]);
  });

  return { fetchMock, answer, requests, callsTo, callTo };
}

// `Array.isArray` does not narrow a readonly array type.
function isReplyList(route: Reply | readonly Reply[]): route is readonly Reply[] {
  return Array.isArray(route);
}
