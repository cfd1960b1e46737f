import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { extname } from 'node:path';
import { constants, createBrotliCompress, createGzip, type Gzip } from 'node:zlib';
import { readScriptHashes } from '@lab/functions/local/config';
import { createLocalServer, listen } from '@lab/functions/local/server';
import { securityHeaderValues } from '@lab/shared/security/headers';

export interface ServedSite {
  origin: string;
  close: () => Promise<void>;
}

/** CloudFront compresses these types (its list, narrowed to what the site serves). */
const COMPRESSIBLE = /^(text\/|application\/(json|xml|javascript|manifest\+json)|image\/svg\+xml)/;

/**
 * Compresses responses as the CloudFront distribution does (`compress: true`, Brotli when
 * the browser accepts it, else gzip). The local server sends files as they are, and
 * Lighthouse's simulated mobile network would otherwise time raw bytes that production
 * never sends. It wraps the response before the product's own listener runs, so the
 * product server is used unchanged. Brotli at quality 5: close to the ratio of the highest
 * levels at a fraction of their CPU time, which would otherwise land in the measured TTFB.
 */
function compressLikeCloudFront(req: IncomingMessage, res: ServerResponse): void {
  const accepted = String(req.headers['accept-encoding'] ?? '');
  const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
  if (!encoding || req.method !== 'GET') return;
  const original = {
    writeHead: res.writeHead,
    write: res.write,
    end: res.end,
    // The socket-level calls the compressed stream feeds; bound before they are replaced.
    send: res.write.bind(res) as (chunk: Buffer) => boolean,
    finish: res.end.bind(res) as () => void,
  };
  let stream: Gzip | null = null;
  res.writeHead = function writeHead(this: ServerResponse, ...args: unknown[]) {
    const [status, headers] = args as [number, Record<string, string> | undefined];
    const type = headers?.['content-type'] ?? String(res.getHeader('content-type') ?? '');
    if (status !== 204 && status !== 304 && COMPRESSIBLE.test(type)) {
      res.setHeader('content-encoding', encoding);
      res.setHeader('vary', 'Accept-Encoding');
      res.removeHeader('content-length');
      stream =
        encoding === 'br'
          ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
          : createGzip({ level: 6 });
      stream.on('data', (chunk: Buffer) => original.send(chunk));
      stream.on('end', () => original.finish());
    }
    return original.writeHead.apply(res, args as Parameters<ServerResponse['writeHead']>);
  } as ServerResponse['writeHead'];
  res.write = function write(chunk: unknown, ...rest: unknown[]) {
    if (!stream) return original.write.apply(res, [chunk, ...rest] as never);
    // Files here are small: buffering in zlib keeps pipe() from waiting on a 'drain' that
    // only the real socket would emit.
    stream.write(chunk as Buffer);
    return true;
  } as ServerResponse['write'];
  res.end = function end(chunk?: unknown, ...rest: unknown[]) {
    if (!stream) return original.end.apply(res, [chunk, ...rest] as never);
    if (chunk !== undefined && typeof chunk !== 'function') stream.end(chunk as Buffer);
    else stream.end();
    return res;
  } as ServerResponse['end'];
}

/**
 * A client-rendered SPA is deployed with every page URL answered by its one index.html (on
 * CloudFront, an error response mapping 404 to /index.html with 200). The product server
 * answers unknown paths with 404.html, so navigations are rewritten to `/` before it sees
 * them; files (paths with an extension) are served as they are.
 */
function spaFallback(req: IncomingMessage): void {
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (!extname(url.pathname)) req.url = `/${url.search}`;
}

/**
 * Serves a built web root with the product's own local server (static files, clean URLs,
 * cache and security headers; no API handlers) on a free port, plus CloudFront's
 * compression and, for the SPA build, its index.html fallback.
 */
export async function serveSite(webRoot: string, { spa }: { spa: boolean }): Promise<ServedSite> {
  const headers = securityHeaderValues({
    // Plain http on localhost, as `npm start` serves it.
    upgradeInsecureRequests: false,
    scriptHashes: readScriptHashes(webRoot),
    // The build loads Google Analytics when ANALYTICS_ID was set for it.
    analytics: Boolean(process.env.ANALYTICS_ID),
  });
  const server: Server = createLocalServer({ handlers: new Map(), webRoot, headers });
  server.prependListener('request', (req: IncomingMessage, res: ServerResponse) => {
    if (spa) spaFallback(req);
    compressLikeCloudFront(req, res);
  });
  const port = await listen(server, 0);
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
