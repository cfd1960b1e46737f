/**
 * What this feature needs of the signed-in staff session's client: a JSON call carrying the
 * session's token. The page hands in the dashboard session's client (features do not
 * import each other), so a refused token ends the session where every admin call ends it.
 */
export interface StaffCaller {
  json: <T>(
    url: string,
    options?: { method?: 'GET' | 'POST'; body?: unknown; signal?: AbortSignal },
  ) => Promise<T>;
}
