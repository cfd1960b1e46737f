import { AsyncLocalStorage } from 'node:async_hooks';
import * as z from 'zod';
import { DEFAULT_REGION } from '@lab/shared/lambda/deployment-defaults';
import { SECRETS } from '@lab/shared/security/secrets';

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
 * The variables that point a handler at a local stand-in instead of AWS: the stand-ins'
 * endpoints, and the values that stand in for the secrets in Secrets Manager (the origin
 * secret the local server adds in place of CloudFront's, the sign-in handle key, the
 * erasure key). Only the local stack sets them; a function in AWS that had one would trust
 * a server that is not AWS (COGNITO_ENDPOINT alone switches token checks to keys fetched
 * from that address), accept a header value that is not the deployed secret, or seal and
 * hash with a key that is not the deployed one. Beside them, the mail worker's receipt
 * interval, which the local stack may shorten so a test can watch a follow-up go (in AWS
 * it is always RECEIPT_INTERVAL_MINUTES), and the daily receipt caps, which it raises
 * since every local request comes from one address (in AWS always RECEIPT_CAPS).
 */
export const LOCAL_OVERRIDES = [
  'COGNITO_ENDPOINT',
  'DYNAMODB_ENDPOINT',
  'SES_ENDPOINT',
  SECRETS.origin.localVar,
  SECRETS.signInHandle.localVar,
  SECRETS.erasure.localVar,
  SECRETS.documentLink.localVar,
  'RECEIPT_INTERVAL_SECONDS',
  'RECEIPT_CLIENT_CAP',
  'RECEIPT_BUDGET',
] as const;
export type LocalOverride = (typeof LOCAL_OVERRIDES)[number];

/** True inside AWS Lambda, whose runtime sets AWS_LAMBDA_FUNCTION_NAME on every function. */
export function inLambda(): boolean {
  return Boolean(
    readEnv({ AWS_LAMBDA_FUNCTION_NAME: z.string().optional() }).AWS_LAMBDA_FUNCTION_NAME,
  );
}

/**
 * Fails start-up in Lambda when any local override is set, naming each, so a function
 * configured for the local stack never serves a request.
 */
export function refuseLocalOverridesInLambda(): void {
  if (!inLambda()) return;
  const env = functionEnv.getStore() ?? process.env;
  const set = LOCAL_OVERRIDES.filter((name) => env[name] !== undefined);
  if (set.length > 0) {
    throw new Error(
      `Local stand-in settings are refused in AWS Lambda: ${set.join(', ')}. ` +
        "Remove them from the function's environment.",
    );
  }
}

/**
 * Reads one local override: its parsed value locally (undefined when unset), and a start-up
 * failure in Lambda when it is set there at all.
 */
export function localOverride<S extends z.ZodType<string>>(
  name: LocalOverride,
  schema: S,
): z.output<S> | undefined {
  refuseLocalOverridesInLambda();
  return readEnv({ [name]: schema.optional() })[name] as z.output<S> | undefined;
}

/** A local override that is a count (a positive whole number), as a number. */
export function localCount(name: LocalOverride): number | undefined {
  const value = localOverride(name, z.string().regex(/^[1-9]\d*$/));
  return value === undefined ? undefined : Number(value);
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
 * Region, call limits and, outside Lambda, the optional endpoint override that points a
 * client at a local stand-in (a service with no stand-in passes none).
 */
export function awsClientConfig(
  endpointVar?: Extract<LocalOverride, `${string}_ENDPOINT`>,
): AwsClientConfig {
  const { AWS_REGION } = readEnv({ AWS_REGION: z.string().min(1).default(DEFAULT_REGION) });
  const endpoint = endpointVar ? localOverride(endpointVar, z.url()) : undefined;
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
