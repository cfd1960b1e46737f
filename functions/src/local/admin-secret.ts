import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** Where cognito-local keeps its data under a data directory. */
export const cognitoDirOf = (dataDir: string | null) => resolve(dataDir ?? '.data', 'cognito');

/** Where the local admin's authenticator secret is kept, beside cognito-local's data. */
export const adminSecretFile = (cognitoDir: string) => join(cognitoDir, 'admin-totp-secret');

/**
 * The local admin's authenticator secret (base32) that the local stack started with
 * `dataDir` enrolled, or null before its first start.
 */
export function readAdminSecret(dataDir: string | null): string | null {
  const file = adminSecretFile(cognitoDirOf(dataDir));
  return existsSync(file) ? readFileSync(file, 'utf8').trim() || null : null;
}
