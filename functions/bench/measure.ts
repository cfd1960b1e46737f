import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { adminLoginResponseSchema, signInNextSchema } from '@lab/shared/schemas/admin';
import { ADMIN_USERNAME, type LocalStack } from '../src/local/stack';
import { currentCode } from '../src/local/totp';
import { BENCH_ADMIN_PASSWORD } from './support';

/** The local API and an admin token for it. */
export interface Api {
  base: string;
  token?: string;
}

export interface Reply {
  status: number;
  body: unknown;
}

/** Bounds every single call, so a hung handler fails the bench instead of stalling it. */
const CALL_TIMEOUT_MS = 30_000;

export async function call(
  api: Api,
  path: string,
  init: { method?: 'GET' | 'POST'; body?: unknown } = {},
): Promise<Reply> {
  const headers: Record<string, string> = {};
  if (api.token) headers.authorization = `Bearer ${api.token}`;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(api.base + path, {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
}

/** The body of a reply with the expected status; anything else stops the bench. */
export async function expectStatus(
  api: Api,
  path: string,
  status: number,
  init?: Parameters<typeof call>[2],
): Promise<unknown> {
  const reply = await call(api, path, init);
  if (reply.status !== status) {
    throw new Error(`${path} answered ${reply.status}: ${JSON.stringify(reply.body)}`);
  }
  return reply.body;
}

/** The local administrator's token: the password, then the authenticator's code. */
export async function adminToken(api: Api, stack: LocalStack): Promise<string> {
  const { session } = signInNextSchema.parse(
    await expectStatus(api, '/api/admin/login', 200, {
      method: 'POST',
      body: { username: ADMIN_USERNAME, password: BENCH_ADMIN_PASSWORD },
    }),
  );
  const login = adminLoginResponseSchema.parse(
    await expectStatus(api, '/api/admin/login/step', 200, {
      method: 'POST',
      body: {
        username: ADMIN_USERNAME,
        step: 'mfaCode',
        session,
        code: currentCode(stack.adminTotpSecret),
      },
    }),
  );
  return login.token;
}

/**
 * Drives `path` with concurrent requests in rounds of `roundSeconds` until throughput stops
 * rising by more than 5% a round (at most `maxRounds`), so that both JITs (V8 here, the JVM
 * of DynamoDB Local) have compiled the read path before anything is timed. Without it the
 * first size measured is the cold one and the size comparison says more about warm-up than
 * about table size. Returns the requests per second of each round.
 */
export async function warmUp(
  api: Api,
  path: string,
  { roundSeconds = 5, maxRounds = 12 } = {},
): Promise<number[]> {
  const rates: number[] = [];
  while (rates.length < maxRounds) {
    const result = await autocannon({
      url: api.base + path,
      connections: 10,
      duration: roundSeconds,
      headers: api.token ? { authorization: `Bearer ${api.token}` } : {},
    });
    if (result.non2xx + result.errors > 0) throw new Error(`Warm-up of ${path} had failures`);
    const rate = result.requests.total / roundSeconds;
    const previous = rates.at(-1);
    rates.push(rate);
    if (previous !== undefined && rate < previous * 1.05) break;
  }
  return rates;
}

/**
 * Milliseconds of `samples` sequential GETs, after `warmup` untimed ones (which load the
 * JWKS, open keep-alive connections and let the JIT settle). One at a time, so each
 * figure is the latency of the handler and its DynamoDB reads, not of queueing.
 */
export async function sampleLatency(
  api: Api,
  path: string,
  { warmup = 20, samples = 200 } = {},
): Promise<number[]> {
  for (let i = 0; i < warmup; i++) await expectStatus(api, path, 200);
  const times: number[] = [];
  for (let i = 0; i < samples; i++) {
    const start = performance.now();
    await expectStatus(api, path, 200);
    times.push(performance.now() - start);
  }
  return times;
}

export interface Summary {
  p50: number;
  p95: number;
  mean: number;
  min: number;
  max: number;
}

/** Nearest-rank percentile of ascending `sorted`. */
export function percentile(sorted: number[], p: number): number {
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

export function summarize(samples: number[]): Summary {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    mean: sorted.reduce((sum, t) => sum + t, 0) / sorted.length,
    min: sorted[0] ?? NaN,
    max: sorted.at(-1) ?? NaN,
  };
}
