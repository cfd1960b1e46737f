import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.pdf': 'application/pdf',
  '.webmanifest': 'application/manifest+json',
};

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/**
 * The file a clean URL maps to, as the CloudFront function maps it: `/` and `/x/` to
 * their `index.html`, `/services/soil-testing` to `services/soil-testing/index.html`,
 * and a path with an extension to itself. Null when the path leaves the root.
 */
export function fileForPath(root: string, pathname: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const relative = decoded.endsWith('/')
    ? `${decoded}index.html`
    : extname(decoded)
      ? decoded
      : `${decoded}/index.html`;
  const file = resolve(root, `.${relative}`);
  return file.startsWith(resolve(root) + sep) ? file : null;
}

/** Hashed assets never change; pages must be revalidated so a deploy shows at once. */
function cacheControl(file: string): string {
  return file.includes(`${sep}assets${sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

function send(res: ServerResponse, file: string, status: number, headOnly: boolean): void {
  res.writeHead(status, {
    'content-type': TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
    'cache-control': cacheControl(file),
  });
  if (headOnly) res.end();
  else createReadStream(file).pipe(res);
}

/** Serves the built site; unknown paths get `404.html` with status 404. */
export async function serveStatic(
  root: string,
  pathname: string,
  res: ServerResponse,
  headOnly = false,
): Promise<void> {
  const file = fileForPath(root, pathname);
  if (file && (await isFile(file))) return send(res, file, 200, headOnly);
  const notFound = join(root, '404.html');
  if (await isFile(notFound)) return send(res, notFound, 404, headOnly);
  res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
  res.end('404 Page Not Found');
}
