import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import {
  ASSET_CACHE_CONTROL,
  ASSETS_FOLDER,
  NO_CACHE_CONTROL,
  NO_CACHE_FILES,
  WEB_MANIFEST_PATH,
} from '@lab/shared/constants/site-assets';

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
  // Compiled as it streams in only when served as WebAssembly (the staff's barcode decoder).
  '.wasm': 'application/wasm',
  '.webmanifest': NO_CACHE_FILES[WEB_MANIFEST_PATH],
};

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/**
 * The site file a request path names, by the rule of the CloudFront viewer-request
 * function (infra/src/constructs/site-request.js), which a test holds this to: `/` and
 * `/x/` name their `index.html`, `/services/soil-testing` names
 * `/services/soil-testing/index.html`, a path whose last segment has a dot names itself.
 * Like CloudFront, it matches the path as sent, percent-escapes and all.
 */
export function siteFileFor(pathname: string): string {
  if (pathname.endsWith('/')) return `${pathname}index.html`;
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  return last.includes('.') ? pathname : `${pathname}/index.html`;
}

/**
 * The file on disk a request path maps to (see siteFileFor), or null when that would
 * leave the site folder.
 */
export function fileForPath(root: string, pathname: string): string | null {
  const relative = siteFileFor(pathname);
  if (relative.includes('\0')) return null;
  const file = resolve(root, `.${relative}`);
  return file.startsWith(resolve(root) + sep) ? file : null;
}

/**
 * Hashed assets as the CDK deployment uploads them; pages must be revalidated so a rebuild
 * shows at once (in AWS the edge also keeps them briefly, which has no local counterpart),
 * and the service worker and web manifest (NO_CACHE_FILES) are revalidated on every use,
 * as in AWS.
 */
function cacheControl(file: string): string {
  return file.includes(`${sep}${ASSETS_FOLDER}${sep}`) ? ASSET_CACHE_CONTROL : NO_CACHE_CONTROL;
}

function send(res: ServerResponse, file: string, status: number, headOnly: boolean): void {
  res.writeHead(status, {
    'content-type': TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
    'cache-control': cacheControl(file),
  });
  if (headOnly) res.end();
  else createReadStream(file).pipe(res);
}

/**
 * Serves the built site as CloudFront does: a path that names one of its files gets
 * that file; any other path, and `/404.html` itself, gets `404.html` with status 404.
 */
export async function serveStatic(
  root: string,
  pathname: string,
  res: ServerResponse,
  headOnly = false,
): Promise<void> {
  const notFound = join(root, '404.html');
  const file = fileForPath(root, pathname);
  if (file && file !== notFound && (await isFile(file))) return send(res, file, 200, headOnly);
  if (await isFile(notFound)) return send(res, notFound, 404, headOnly);
  res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
  res.end('404 Page Not Found');
}
