import { AsyncLocalStorage } from 'node:async_hooks';
import * as z from 'zod';
import { DEFAULT_REGION } from '@lab/shared/lambda/deployment-defaults';

/**
 * The environment of the function being loaded or invoked, when one process runs several
 * handlers (the local stack): each sees only the variables its route declares, as each
 * has its own process in Lambda. Unset in Lambda, where `process.env` is the function's.
 */
const functionEnv = new AsyncLocalStorage<Readonly<Record<string, string>>>();

/**
 * Runs `fn` (a handler's module load or one invocation, and everything it awaits) with
 * `env` as the whole environment `readEnv` sees.
 */
export function withFunctionEnv<T>(env: Readonly<Record<string, string>>, fn: () => T): T {
  return functionEnv.run(env, fn);
}

/**
 * Parses the environment a module needs, once, when the module loads. A Lambda that is
 * missing configuration fails at start-up with every missing name listed, instead of on
 * the first request that happens to need it.
 */
export function readEnv<T extends z.ZodRawShape>(shape: T): z.output<z.ZodObject<T>> {
  const result = z.object(shape).safeParse(functionEnv.getStore() ?? process.env);
  if (!result.success) {
    const names = [...new Set(result.error.issues.map((issue) => String(issue.path[0])))];
    throw new Error(`Missing or invalid environment variables: ${names.join(', ')}`);
  }
  return result.data;
}

/**
 * Bounds on every AWS call. By default the SDK waits up to 5 minutes on a connection that
 * was accepted and never answered, so a stalled service held each request for the whole
 * function timeout (middy answers only 5 ms before Lambda would stop the function) and the
 * SDK never retried on a fresh connection. With these, a call fails within
 * `maxAttempts × requestTimeout` plus the SDK's short backoff (about 6.5 s), well inside
 * the function's timeout, and the error middleware answers a 500 JSON. AWS answers in
 * milliseconds; the SDK resends a timed-out transaction with the same client request
 * token, so a slow write that did land is not applied twice.
 */
export const AWS_CALL_LIMITS = {
  /** The SDK's default: the first try and two retries. */
  maxAttempts: 3,
  connectionTimeoutMs: 1_000,
  /** Per attempt, connecting included. */
  requestTimeoutMs: 2_000,
} as const;

export interface AwsClientConfig {
  region: string;
  endpoint?: string;
  maxAttempts: number;
  requestHandler: {
    connectionTimeout: number;
    requestTimeout: number;
    /** Without it the SDK only logs a warning when requestTimeout passes. */
    throwOnRequestTimeout: true;
  };
}

/**
 * Region, call limits and the optional endpoint override that points a client at a
 * local stand-in.
 */
export function awsClientConfig(endpointVar: string): AwsClientConfig {
  const { AWS_REGION } = readEnv({ AWS_REGION: z.string().min(1).default(DEFAULT_REGION) });
  const endpoint = readEnv({ [endpointVar]: z.url().optional() })[endpointVar] as
    string | undefined;
  return {
    region: AWS_REGION,
    ...(endpoint && { endpoint }),
    maxAttempts: AWS_CALL_LIMITS.maxAttempts,
    requestHandler: {
      connectionTimeout: AWS_CALL_LIMITS.connectionTimeoutMs,
      requestTimeout: AWS_CALL_LIMITS.requestTimeoutMs,
      throwOnRequestTimeout: true,
    },
  };
}
