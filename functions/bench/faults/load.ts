/** The fault benchmark's load: clients sending unique shipping requests back to back. */
import { performance } from 'node:perf_hooks';
import { apiErrorSchema, createdResponseSchema } from '@lab/shared/schemas/api-error';
import type { ShippingRequestInput } from '@lab/shared/schemas/shipping-request';
import { CLIENT_TIMEOUT_MS, CONNECTIONS, PATH } from './scenario';

export interface Attempt {
  name: string;
  /** Seconds since the load started. */
  start: number;
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

/** One POST with a unique shipper name, bounded by the client timeout. */
async function submit(base: string, name: string, began: number): Promise<Attempt> {
  const start = performance.now();
  const at = (start - began) / 1000;
  try {
    const response = await fetch(base + PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body(name)),
      signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS),
    });
    const text = await response.text();
    const latencyMs = performance.now() - start;
    const json = parseJson(text);
    if (response.status === 201) {
      const created = createdResponseSchema.safeParse(json);
      return {
        name,
        start: at,
        latencyMs,
        status: 201,
        ...(created.success ? { id: created.data.id } : { cleanError: false }),
      };
    }
    const error = apiErrorSchema.safeParse(json);
    const clean = error.success && response.headers.get('content-type')?.includes('json') === true;
    return {
      name,
      start: at,
      latencyMs,
      status: response.status,
      cleanError: clean,
      message: error.success ? error.data.message : text.slice(0, 200),
    };
  } catch (error) {
    const timedOut = (error as Error).name === 'TimeoutError';
    return {
      name,
      start: at,
      latencyMs: performance.now() - start,
      status: timedOut ? 'timeout' : 'error',
      message: String((error as Error).cause ?? (error as Error).message),
    };
  }
}

/** CONNECTIONS clients sending unique shipping requests until `stop` is called. */
export function steadyLoad(base: string, began: number) {
  const attempts: Attempt[] = [];
  let running = true;
  let next = 0;
  const runId = Date.now().toString(36);
  const client = async () => {
    while (running) {
      const name = `Fault Shipper ${runId}-${next++}`;
      attempts.push(await submit(base, name, began));
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
