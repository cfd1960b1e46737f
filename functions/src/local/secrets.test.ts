import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { keptKeyFile, localKeptKey, localSecretValues } from './secrets';

const localErasureKey = (dir: string | null) => localKeptKey(dir, 'erasure');
const erasureKeyFile = (dir: string) => keptKeyFile(dir, 'erasure');

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'lab-secrets-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

describe("the local stack's stand-ins for the secrets", () => {
  it('make a new origin secret and sign-in handle key on every start, and keep the erasure and document link keys', () => {
    const first = localSecretValues(dataDir);
    const second = localSecretValues(dataDir);
    expect(Object.keys(first).sort()).toEqual([
      'DOCUMENT_LINK_KEY',
      'ERASURE_KEY',
      'ORIGIN_SECRET',
      'SIGN_IN_HANDLE_KEY',
    ]);
    expect(second.ORIGIN_SECRET).not.toBe(first.ORIGIN_SECRET);
    expect(second.SIGN_IN_HANDLE_KEY).not.toBe(first.SIGN_IN_HANDLE_KEY);
    expect(second.ERASURE_KEY).toBe(first.ERASURE_KEY);
    // A link e-mailed before a restart still opens after it.
    expect(second.DOCUMENT_LINK_KEY).toBe(first.DOCUMENT_LINK_KEY);
    // Four different values: no use shares another's key.
    expect(new Set(Object.values(first)).size).toBe(4);
    for (const value of Object.values(first)) expect(value).toMatch(/^[\w-]{43}$/);
  });

  it('keep the erasure key in the data directory, readable by its owner only, made on the first start', () => {
    const key = localErasureKey(join(dataDir, 'not-yet'));
    const file = erasureKeyFile(join(dataDir, 'not-yet'));
    expect(readFileSync(file, 'utf8')).toBe(`${key}\n`);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(localErasureKey(join(dataDir, 'not-yet'))).toBe(key);
  });

  it('make a new erasure key on each start without a data directory', () => {
    expect(localErasureKey(null)).not.toBe(localErasureKey(null));
  });

  it('refuse a damaged erasure key file instead of replacing it', () => {
    writeFileSync(erasureKeyFile(dataDir), 'short\n');
    expect(() => localErasureKey(dataDir)).toThrow(/erasure key .* is damaged/);
    expect(readFileSync(erasureKeyFile(dataDir), 'utf8')).toBe('short\n');
  });
});
