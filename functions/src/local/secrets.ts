import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { SECRETS, type SecretId, type SecretLocalName } from '@lab/shared/security/secrets';

/*
 * The local stack's stand-ins for the three secrets in Secrets Manager (no Secrets Manager
 * runs locally). The handlers read them from SECRETS[id].localVar instead, which a
 * function in Lambda refuses at start-up.
 */

/** A new random value: 256 bits, 43 characters. */
const newValue = () => randomBytes(32).toString('base64url');

/** Where the local erasure key is kept under a data directory. */
export const erasureKeyFile = (dataDir: string) => resolve(dataDir, 'erasure-key');

/** The shortest value a handler accepts for a local secret. */
const MIN_LENGTH = 16;

/**
 * The local erasure key: made on the first start with `dataDir` and kept in it, so the
 * erasure hashes in the audit trail stay comparable across restarts, as the deployed key
 * is never rotated. Without a data directory (in-memory DynamoDB keeps no trail to compare
 * with) a new one each start. A damaged key file is refused rather than replaced, since a
 * new key would silently make every earlier hash incomparable.
 */
export function localErasureKey(dataDir: string | null): string {
  if (dataDir === null) return newValue();
  const file = erasureKeyFile(dataDir);
  mkdirSync(dataDir, { recursive: true });
  try {
    // 'wx': another stack starting at the same moment may have written it first.
    writeFileSync(file, `${newValue()}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const key = readFileSync(file, 'utf8').trim();
  if (key.length < MIN_LENGTH) {
    throw new Error(
      `The local erasure key in ${file} is damaged (under ${MIN_LENGTH} characters): restore it, or delete it to start erasure hashes afresh.`,
    );
  }
  return key;
}

/**
 * The values standing in for the secrets on one start: a new origin secret and sign-in
 * handle key each time (nothing outlives a start that could need the old ones: a restart
 * ends the sign-ins in progress), and the erasure key kept under the data directory.
 */
export function localSecretValues(dataDir: string | null): Record<SecretLocalName, string> {
  const values: Record<SecretId, string> = {
    origin: newValue(),
    signInHandle: newValue(),
    erasure: localErasureKey(dataDir),
    documentLink: newValue(),
  };
  return Object.fromEntries(
    (Object.keys(values) as SecretId[]).map((id) => [SECRETS[id].localVar, values[id]]),
  ) as Record<SecretLocalName, string>;
}
