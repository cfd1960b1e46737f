import { apiRequest, type RequestOptions } from '../../../lib/api-client';
import { isSessionExpired } from './admin-errors';

/** A request of the admin API: the client adds the session's token. */
export type AdminRequestOptions = Omit<RequestOptions, 'token'>;

/**
 * How every admin call reaches the API. A refused token is reported here, for every call
 * present and future, so the session ends in one place and no screen has to end it; the
 * call still fails as `apiRequest` does, for the caller to say nothing more of it (see
 * `isSessionExpired`).
 */
export interface AdminClient {
  request: (url: string, options?: AdminRequestOptions) => Promise<Response>;
  /** `request`, and the JSON answer. */
  json: <T>(url: string, options?: AdminRequestOptions) => Promise<T>;
  /** Calls `listener` on each refused call; returns the unsubscribe function. */
  onRefused: (listener: () => void) => () => void;
}

/** The client of one sign-in: `token` on every request. */
export function createAdminClient(token: string): AdminClient {
  const listeners = new Set<() => void>();
  const request = async (url: string, options: AdminRequestOptions = {}) => {
    try {
      return await apiRequest(url, { ...options, token });
    } catch (error) {
      if (isSessionExpired(error)) listeners.forEach((listener) => listener());
      throw error;
    }
  };
  return {
    request,
    json: async <T>(url: string, options?: AdminRequestOptions) =>
      (await (await request(url, options)).json()) as T,
    onRefused: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
