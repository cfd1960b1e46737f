import { createHash } from 'node:crypto';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// Not `new URL('..', import.meta.url)`: the web tests' DOM replaces URL with its own.
const WEB = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Where `npm run build` writes: `web/dist`, and the server entry for pre-rendering in
 * `web/.ssr`, unless WEB_OUT_DIR names another folder for the site. Tests build into a
 * temporary folder this way and leave web/dist alone. The server entry stays under web/
 * either way: it imports React and MUI from web's node_modules.
 */
export function buildDirs(outDir: string | undefined = process.env.WEB_OUT_DIR): {
  dist: string;
  ssr: string;
} {
  if (!outDir) return { dist: join(WEB, 'dist'), ssr: join(WEB, '.ssr') };
  const dist = resolve(outDir);
  const id = createHash('sha256').update(dist).digest('hex').slice(0, 12);
  return { dist, ssr: join(WEB, '.ssr', id) };
}
