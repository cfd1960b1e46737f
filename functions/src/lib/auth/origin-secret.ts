import { GetSecretValueCommand, type SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import * as z from 'zod';
import { ORIGIN_SECRET_ENV } from '@lab/shared/security/origin';
import { secretsManagerClient } from '../aws/secrets-manager';
import { localOverride, readEnv } from '../env';

/**
 * The values a request's origin header may carry: the secret's current value and, while a
 * rotation reaches CloudFront, its previous one.
 */
export interface OriginSecrets {
  /** The accepted values, from the cache while it is fresh. Rejects with `OriginSecretUnavailable` when none was ever read. */
  current(): Promise<readonly string[]>;
  /**
   * Reads the values again at once (the secret may have been rotated since they were
   * cached), or null when they were read too recently to try again.
   */
  refresh(): Promise<readonly string[] | null>;
}

/** The secret could not be read and no value was read before: a server fault, not the caller's. */
export class OriginSecretUnavailable extends Error {
  constructor(cause: unknown) {
    super('The origin secret could not be read', { cause });
    this.name = 'OriginSecretUnavailable';
  }
}

export interface OriginSecretCacheOptions {
  load: () => Promise<readonly string[]>;
  now?: () => number;
  /** How long read values are used before they are read again. @default 5 minutes */
  maxAgeMs?: number;
  /**
   * The least time between two reads that a mismatch or a failed read may trigger, so a
   * flood of forged headers cannot turn into a flood of Secrets Manager calls. Short, as a
   * value rotated in is refused until this has passed since the last read.
   * @default 10 seconds
   */
  minRefreshIntervalMs?: number;
}

export const ORIGIN_SECRET_CACHE = { maxAgeMs: 5 * 60_000, minRefreshIntervalMs: 10_000 } as const;

/**
 * Caches the accepted values. A failed read keeps the values read before (logged), so a
 * Secrets Manager outage does not become an API outage; without any value the check
 * cannot pass and callers get `OriginSecretUnavailable`.
 */
export function cachedOriginSecrets({
  load,
  now = Date.now,
  maxAgeMs = ORIGIN_SECRET_CACHE.maxAgeMs,
  minRefreshIntervalMs = ORIGIN_SECRET_CACHE.minRefreshIntervalMs,
}: OriginSecretCacheOptions): OriginSecrets {
  let values: readonly string[] | undefined;
  let loadedAt = -Infinity;
  let attemptedAt = -Infinity;
  let pending: Promise<readonly string[]> | undefined;

  // Concurrent callers share one read.
  const read = (): Promise<readonly string[]> => {
    pending ??= (async () => {
      attemptedAt = now();
      try {
        values = await load();
        loadedAt = now();
        return values;
      } catch (error) {
        console.error(
          JSON.stringify({
            level: 'error',
            message: 'Origin secret could not be read',
            keptPreviousValues: values !== undefined,
            error: error instanceof Error ? error.name : String(error),
            detail: error instanceof Error ? error.message : undefined,
          }),
        );
        if (values) return values;
        throw new OriginSecretUnavailable(error);
      }
    })().finally(() => {
      pending = undefined;
    });
    return pending;
  };

  return {
    current() {
      const fresh = now() - loadedAt < maxAgeMs;
      const triedRecently = now() - attemptedAt < minRefreshIntervalMs;
      if (values && (fresh || triedRecently)) return Promise.resolve(values);
      return read();
    },
    refresh() {
      if (now() - attemptedAt < minRefreshIntervalMs) return Promise.resolve(null);
      return read();
    },
  };
}

/** One value that never changes: the local stack's per-start secret. */
export function fixedOriginSecret(value: string): OriginSecrets {
  const values = [value] as const;
  return { current: async () => values, refresh: async () => null };
}

const isNotFound = (error: unknown) =>
  error instanceof Error && error.name === 'ResourceNotFoundException';

/**
 * Reads the secret's AWSCURRENT and AWSPREVIOUS values (its plain secret string). A secret
 * that was never rotated has no previous value.
 */
export function secretsManagerValues(
  client: Pick<SecretsManagerClient, 'send'>,
  secretId: string,
): () => Promise<readonly string[]> {
  const stage = async (VersionStage: 'AWSCURRENT' | 'AWSPREVIOUS', optional: boolean) => {
    try {
      const { SecretString } = await client.send(
        new GetSecretValueCommand({ SecretId: secretId, VersionStage }),
      );
      return SecretString ? [SecretString] : [];
    } catch (error) {
      if (optional && isNotFound(error)) return [];
      throw error;
    }
  };
  return async () => {
    const [current, previous] = await Promise.all([
      stage('AWSCURRENT', false),
      stage('AWSPREVIOUS', true),
    ]);
    if (current.length === 0) throw new Error(`Secret ${secretId} has no current string value`);
    return [...current, ...previous];
  };
}

/**
 * The accepted values of this function: in Lambda, the secret named by ORIGIN_SECRET_ARN,
 * cached; locally (where no Secrets Manager runs) the value of ORIGIN_SECRET, which the
 * local server adds to every API request as CloudFront does. ORIGIN_SECRET is refused in
 * Lambda at start-up.
 */
export function originSecretsFromEnv(): OriginSecrets {
  const secretId = readEnv({ [ORIGIN_SECRET_ENV]: z.string().min(1) })[ORIGIN_SECRET_ENV] as string;
  const local = localOverride('ORIGIN_SECRET', z.string().min(16));
  if (local) return fixedOriginSecret(local);
  return cachedOriginSecrets({ load: secretsManagerValues(secretsManagerClient(), secretId) });
}
