import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildDirs } from './build-dirs';

const WEB = join(dirname(fileURLToPath(import.meta.url)), '..');

describe('build folders', () => {
  it('are web/dist and web/.ssr by default', () => {
    expect(buildDirs('')).toEqual({ dist: join(WEB, 'dist'), ssr: join(WEB, '.ssr') });
  });

  it('put the site in WEB_OUT_DIR and keep the server entry under web/, apart per folder', () => {
    const one = buildDirs('/tmp/one/dist');
    const two = buildDirs('/tmp/two/dist');
    expect(one.dist).toBe(resolve('/tmp/one/dist'));
    expect(one.ssr.startsWith(join(WEB, '.ssr'))).toBe(true);
    expect(one.ssr).not.toBe(two.ssr);
  });
});
