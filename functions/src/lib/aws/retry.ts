export interface RetryOptions {
  /** @default 10 */
  attempts?: number;
  /** First backoff ceiling in ms. @default 20 */
  baseMs?: number;
  /** Largest backoff ceiling in ms. @default 1000 */
  capMs?: number;
  random?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `operation` again after a conflict, waiting a random time up to an exponentially
 * growing ceiling ("full jitter"), so writers that collided do not collide again in step.
 * `attempt` (0-based) lets the operation vary what it retries with.
 */
export async function retryOnConflict<T>(
  operation: (attempt: number) => Promise<T>,
  isConflict: (error: unknown) => boolean,
  options: RetryOptions = {},
): Promise<T> {
  const { attempts = 10, baseMs = 20, capMs = 1000, random = Math.random, sleep = wait } = options;
  for (let attempt = 0; ; attempt++) {
    try {
      return await operation(attempt);
    } catch (error) {
      if (attempt + 1 >= attempts || !isConflict(error)) throw error;
      await sleep(random() * Math.min(capMs, baseMs * 2 ** attempt));
    }
  }
}
