import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { SECRETS, type SecretId, type SecretLocalName } from '@lab/shared/security/secrets';

/*
 * The local stack's stand-ins for the secrets in Secrets Manager (no Secrets Manager runs
 * locally). The handlers read them from SECRETS[id].localVar instead, which a function in
 * Lambda refuses at start-up.
 */

/** A new random value: 256 bits, 43 characters. */
const newValue = () => randomBytes(32).toString('base64url');

/**
 * The keys whose values must outlive a restart, and why, by their file under the data
 * directory: the erasure hashes in the audit trail must stay comparable (the deployed key is
 * never rotated), and the document links already e-mailed must keep opening.
 */
const KEPT_KEYS = {
  erasure: { file: 'erasure-key', name: 'erasure key', lost: 'start erasure hashes afresh' },
  documentLink: {
    file: 'document-link-key',
    name: 'document link key',
    lost: 'end every document link sent so far',
  },
} as const satisfies Partial<Record<SecretId, { file: string; name: string; lost: string }>>;
export type KeptKey = keyof typeof KEPT_KEYS;

/** Where a kept local key is stored under a data directory. */
export const keptKeyFile = (dataDir: string, key: KeptKey) => resolve(dataDir, KEPT_KEYS[key].file);

/** The shortest value a handler accepts for a local secret. */
const MIN_LENGTH = 16;

/**
 * A kept local key: made on the first start with `dataDir` and kept in it. Without a data
 * directory (in-memory DynamoDB keeps no records or trail to compare with) a new one each
 * start. A damaged key file is refused rather than replaced, since a new key would silently
 * make everything keyed with the old one useless.
 */
export function localKeptKey(dataDir: string | null, key: KeptKey): string {
  if (dataDir === null) return newValue();
  const file = keptKeyFile(dataDir, key);
  mkdirSync(dataDir, { recursive: true });
  try {
    // 'wx': another stack starting at the same moment may have written it first.
    writeFileSync(file, `${newValue()}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const value = readFileSync(file, 'utf8').trim();
  if (value.length < MIN_LENGTH) {
    const { name, lost } = KEPT_KEYS[key];
    throw new Error(
      `The local ${name} in ${file} is damaged (under ${MIN_LENGTH} characters): restore it, or delete it to ${lost}.`,
    );
  }
  return value;
}

/**
 * The values standing in for the secrets on one start: a new origin secret and sign-in
 * handle key each time (nothing outlives a start that could need the old ones: a restart
 * ends the sign-ins in progress), and the kept keys from under the data directory.
 */
export function localSecretValues(dataDir: string | null): Record<SecretLocalName, string> {
  const values: Record<SecretId, string> = {
    origin: newValue(),
    signInHandle: newValue(),
    erasure: localKeptKey(dataDir, 'erasure'),
    documentLink: localKeptKey(dataDir, 'documentLink'),
  };
  return Object.fromEntries(
    (Object.keys(values) as SecretId[]).map((id) => [SECRETS[id].localVar, values[id]]),
  ) as Record<SecretLocalName, string>;
}
