import { GetSecretValueCommand, type SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import * as z from 'zod';
import { SECRETS, type SecretId } from '@lab/shared/security/secrets';
import { secretsManagerClient } from '../aws/secrets-manager';
import { localOverride, readEnv } from '../env';
import { logger } from '../logging/logger';

/**
 * The values of one secret (SECRETS) a function accepts: its current value first and,
 * after a rotation, its previous one, so what was sealed or sent just before the rotation
 * still passes.
 */
export interface SecretValues {
  /** The values, from the cache while it is fresh. Rejects with `SecretUnavailable` when none was ever read. */
  current(): Promise<readonly string[]>;
  /**
   * Reads the values again at once (the secret may have been rotated since they were
   * cached), or null when they were read too recently to try again.
   */
  refresh(): Promise<readonly string[] | null>;
}

/** What the secrets are called in log lines and errors. */
const SECRET_NAMES: Readonly<Record<SecretId, string>> = {
  origin: 'Origin secret',
  signInHandle: 'Sign-in handle key',
  erasure: 'Erasure key',
  documentLink: 'Document link key',
};

/** A secret could not be read and no value was read before: a server fault, not the caller's. */
export class SecretUnavailable extends Error {
  constructor(
    readonly secret: SecretId,
    cause: unknown,
  ) {
    super(`${SECRET_NAMES[secret]} could not be read`, { cause });
    this.name = 'SecretUnavailable';
  }
}

export interface SecretCacheOptions {
  /** Which secret: named in the log line and the error when it cannot be read. */
  secret: SecretId;
  load: () => Promise<readonly string[]>;
  now?: () => number;
  /** How long read values are used before they are read again. @default 5 minutes */
  maxAgeMs?: number;
  /**
   * The least time between two reads that a mismatch or a failed read may trigger, so a
   * flood of forged headers or handles cannot turn into a flood of Secrets Manager calls.
   * Short, as a value rotated in is refused until this has passed since the last read.
   * @default 10 seconds
   */
  minRefreshIntervalMs?: number;
}

export const SECRET_CACHE = { maxAgeMs: 5 * 60_000, minRefreshIntervalMs: 10_000 } as const;

/**
 * Caches a secret's values. A failed read keeps the values read before (logged), so a
 * Secrets Manager outage does not become an API outage; without any value callers get
 * `SecretUnavailable`.
 */
export function cachedSecretValues({
  secret,
  load,
  now = Date.now,
  maxAgeMs = SECRET_CACHE.maxAgeMs,
  minRefreshIntervalMs = SECRET_CACHE.minRefreshIntervalMs,
}: SecretCacheOptions): SecretValues {
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
        logger.error(`${SECRET_NAMES[secret]} could not be read`, {
          secret,
          keptPreviousValues: values !== undefined,
          error: error as Error,
        });
        if (values) return values;
        throw new SecretUnavailable(secret, error);
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

/** One value that never changes: the local stack's stand-in for a secret, or a test's. */
export function fixedSecretValues(value: string): SecretValues {
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
 * One secret's values in this function: in Lambda, the secret whose ARN its route
 * declares (`SECRETS[secret].envVar`), read when first needed and cached; locally (where
 * no Secrets Manager runs) the value of `SECRETS[secret].localVar`, which the local stack
 * sets. The ARN is required either way, so a function whose route does not declare the
 * secret fails at start-up locally as in Lambda; the local value is refused in Lambda at
 * start-up.
 */
export function secretValuesFromEnv(secret: SecretId): SecretValues {
  const { envVar, localVar } = SECRETS[secret];
  const secretId = readEnv({ [envVar]: z.string().min(1) })[envVar] as string;
  const local = localOverride(localVar, z.string().min(16));
  if (local) return fixedSecretValues(local);
  return cachedSecretValues({
    secret,
    load: secretsManagerValues(secretsManagerClient(), secretId),
  });
}
