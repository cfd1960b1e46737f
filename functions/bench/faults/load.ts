/**
 * The fault benchmark's load: clients sending unique shipping requests back to back, each
 * retried as the web client's `apiSubmit` retries: the same body and idempotency key again
 * after a 5xx or no answer.
 */
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { IDEMPOTENCY_HEADER } from '@lab/shared/api/idempotency';
import { apiErrorSchema, createdResponseSchema } from '@lab/shared/schemas/api-error';
import type { ShippingRequestInput } from '@lab/shared/schemas/shipping-request';
import { CLIENT_TIMEOUT_MS, CONNECTIONS, PATH, RETRIES, RETRY_BACKOFF_MS } from './scenario';

/** One send of a submission: its first, or one of its retries. */
export interface Attempt {
  /** The submission's shipper name, unique to it. */
  name: string;
  /** The submission's idempotency key, the same on each of its retries. */
  key: string;
  /** 0 for the first send, n for the nth retry. */
  retry: number;
  /** Seconds since the load started. */
  start: number;
  /** When it was sent (epoch ms), to compare with the records' `createdAt`. */
  sentAt: number;
  latencyMs: number;
  /** HTTP status, or 'timeout' (no answer within CLIENT_TIMEOUT_MS) or 'error' (connection failed). */
  status: number | 'timeout' | 'error';
  /** The id of a 201 answer. */
  id?: string;
  /** Whether a non-201 answer was the API's error JSON, `{ message }`. */
  cleanError?: boolean;
  message?: string;
}

/** Seconds since the load started when the attempt was answered (or given up). */
export const endOf = (attempt: Attempt) => attempt.start + attempt.latencyMs / 1000;

function body(name: string): ShippingRequestInput {
  return {
    shipperName: name,
    shipperEmail: 'shipper@example.com',
    shipperPhone: '780-555-0100',
    sampleType: 'soil',
    shipmentWeight: '5 kg',
    shipmentDimensions: '30 x 20 x 20 cm',
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** A new idempotency key as the web client makes one: 128 random bits as 32 hex digits. */
const newKey = () => randomBytes(16).toString('hex');

/** What identifies one send: the submission's name and key, and which send it is. */
type Send = Pick<Attempt, 'name' | 'key' | 'retry'>;

/** One POST of a submission with its key, bounded by the client timeout. */
async function send(base: string, sent: Send, began: number): Promise<Attempt> {
  const start = performance.now();
  const at = { ...sent, start: (start - began) / 1000, sentAt: Date.now() };
  try {
    const response = await fetch(base + PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [IDEMPOTENCY_HEADER]: sent.key },
      body: JSON.stringify(body(sent.name)),
      signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS),
    });
    const text = await response.text();
    const latencyMs = performance.now() - start;
    const json = parseJson(text);
    if (response.status === 201) {
      const created = createdResponseSchema.safeParse(json);
      return {
        ...at,
        latencyMs,
        status: 201,
        ...(created.success ? { id: created.data.id } : { cleanError: false }),
      };
    }
    const error = apiErrorSchema.safeParse(json);
    const clean = error.success && response.headers.get('content-type')?.includes('json') === true;
    return {
      ...at,
      latencyMs,
      status: response.status,
      cleanError: clean,
      message: error.success ? error.data.message : text.slice(0, 200),
    };
  } catch (error) {
    const timedOut = (error as Error).name === 'TimeoutError';
    return {
      ...at,
      latencyMs: performance.now() - start,
      status: timedOut ? 'timeout' : 'error',
      message: String((error as Error).cause ?? (error as Error).message),
    };
  }
}

/** True when the answer may hide a write that landed: a 5xx, a timeout, a failed connection. */
export const isUnsure = (attempt: Attempt) =>
  typeof attempt.status !== 'number' || attempt.status >= 500;

/**
 * One submission: sent, then sent again with the same key after each unsure answer, after
 * RETRY_BACKOFF_MS doubled each time, up to RETRIES times. Each send is pushed to
 * `attempts` as it is answered.
 */
async function submit(base: string, name: string, began: number, attempts: Attempt[]) {
  const key = newKey();
  for (let retry = 0; ; retry++) {
    const attempt = await send(base, { name, key, retry }, began);
    attempts.push(attempt);
    if (!isUnsure(attempt) || retry === RETRIES) return;
    await sleep(RETRY_BACKOFF_MS * 2 ** retry);
  }
}

/**
 * CONNECTIONS clients sending unique shipping requests until `stop` is called; a
 * submission under way then still ends as it would (answered, or out of retries), as a
 * visitor does not stop retrying because the benchmark ends.
 */
export function steadyLoad(base: string, began: number) {
  const attempts: Attempt[] = [];
  let running = true;
  let next = 0;
  const runId = Date.now().toString(36);
  const client = async () => {
    while (running) {
      const name = `Fault Shipper ${runId}-${next++}`;
      await submit(base, name, began, attempts);
    }
  };
  const clients = Array.from({ length: CONNECTIONS }, client);
  return {
    attempts,
    stop: async () => {
      running = false;
      await Promise.all(clients);
    },
  };
}
