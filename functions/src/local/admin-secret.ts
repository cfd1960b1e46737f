import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** Where cognito-local keeps its data under a data directory. */
export const cognitoDirOf = (dataDir: string | null) => resolve(dataDir ?? '.data', 'cognito');

/**
 * Where a local account's authenticator secret is kept, beside cognito-local's data (the
 * administrator `admin`'s file keeps the name it has always had).
 */
export const accountSecretFile = (cognitoDir: string, username = 'admin') =>
  join(cognitoDir, `${username}-totp-secret`);

/**
 * The authenticator secret (base32) that the local stack started with `dataDir` enrolled
 * for `username` (the administrator by default), or null before its first start.
 */
export function readAccountSecret(dataDir: string | null, username = 'admin'): string | null {
  const file = accountSecretFile(cognitoDirOf(dataDir), username);
  return existsSync(file) ? readFileSync(file, 'utf8').trim() || null : null;
}
