import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2, Context } from 'aws-lambda';
import { API_ROUTES, matchRoutePath, type ApiRoute } from '@lab/shared/api/routes';
import { ORIGIN_VERIFY_HEADER, VIEWER_ADDRESS_HEADER } from '@lab/shared/security/origin';
import { withFunctionEnv } from '../lib/env';
import { lambdaContext, toApiEvent, writeApiResult } from './lambda-adapter';
import { serveStatic } from './static-files';

export type LambdaHandler = (
  event: APIGatewayProxyEventV2,
  context: Context,
) => Promise<APIGatewayProxyResultV2>;

type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

export interface LocalServerOptions {
  handlers: ReadonlyMap<ApiRoute, LambdaHandler>;
  /** The built site to serve for every non-API path. */
  webRoot?: string;
  /** Vite's dev middleware, used instead of `webRoot` by `npm run dev`. */
  devMiddleware?: Middleware;
  /**
   * Sent on every response, as CloudFront's response headers policies do; a function
   * gets the request's path (the staff area has a policy of its own).
   */
  headers?: Readonly<Record<string, string>> | ((path: string) => Readonly<Record<string, string>>);
  /**
   * Added in ORIGIN_VERIFY_HEADER to every API request, replacing any value the client
   * sent, as CloudFront's origin custom header does. Without it requests reach the
   * handlers as a call straight to the API's own address would, and are refused.
   */
  originSecret?: string;
}

/** API Gateway accepts up to 10 MB; the handlers refuse anything over 16 KB themselves. */
const MAX_BODY_BYTES = 1024 * 1024;

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}

function readBody(req: IncomingMessage): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        resolve(null);
        req.resume();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

type HandlerModule = { handler: LambdaHandler };

/** A handler module, as the route's Lambda function would load it. */
export function importHandler(route: ApiRoute): Promise<HandlerModule> {
  return import(`../api/${route.handler}/handler.ts`) as Promise<HandlerModule>;
}

/**
 * Loads one handler as its own Lambda function runs: `env` is its whole environment
 * while its module loads and during every invocation, so reading a variable its route
 * does not declare fails here as it would in AWS, although one process runs every handler.
 */
export async function loadHandler(
  env: Readonly<Record<string, string>>,
  load: () => Promise<HandlerModule>,
): Promise<LambdaHandler> {
  const { handler } = await withFunctionEnv(env, load);
  return (event, context) => withFunctionEnv(env, () => handler(event, context));
}

/** Loads the handler of every route in the route table, each with its own environment. */
export async function loadHandlers(
  envOf: (route: ApiRoute) => Readonly<Record<string, string>>,
): Promise<Map<ApiRoute, LambdaHandler>> {
  const handlers = new Map<ApiRoute, LambdaHandler>();
  // One after another, so each handler's module-level code runs inside its own environment.
  for (const route of API_ROUTES) {
    handlers.set(route, await loadHandler(envOf(route), () => importHandler(route)));
  }
  return handlers;
}

async function handleApi(
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
  { handlers, originSecret }: Pick<LocalServerOptions, 'handlers' | 'originSecret'>,
): Promise<void> {
  for (const [route, handler] of handlers) {
    if (route.method !== req.method) continue;
    const params = matchRoutePath(route.path, pathname);
    if (!params) continue;
    const body = await readBody(req);
    if (body === null) return sendJson(res, 413, { message: 'Request body too large' });
    const event = toApiEvent(req, body, route, params);
    // Header names are lower-case in the event, so this replaces a client's value however spelt.
    if (originSecret !== undefined) {
      event.headers[ORIGIN_VERIFY_HEADER] = originSecret;
      // As CloudFront's API request function does: the viewer's address, not the client's say.
      event.headers[VIEWER_ADDRESS_HEADER] = event.requestContext.http.sourceIp;
    }
    const result = await handler(event, lambdaContext(route.handler));
    return writeApiResult(res, result);
  }
  // API Gateway answers an unknown route (or method) with 404 and this body.
  req.resume();
  sendJson(res, 404, { message: 'Not Found' });
}

/** The local stand-in for CloudFront + API Gateway: `/api/*` to the handlers, the rest to the site. */
export function createLocalServer({
  handlers,
  webRoot,
  devMiddleware,
  headers = {},
  originSecret,
}: LocalServerOptions): Server {
  return createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    const sent = typeof headers === 'function' ? headers(pathname) : headers;
    for (const [name, value] of Object.entries(sent)) res.setHeader(name, value);
    const done = (error?: unknown) => {
      if (!error) return;
      console.error(error);
      if (!res.headersSent) sendJson(res, 500, { message: 'Internal server error' });
      else res.destroy();
    };
    if (pathname === '/api' || pathname.startsWith('/api/')) {
      handleApi(req, res, pathname, { handlers, originSecret }).then(() => done(), done);
    } else if (devMiddleware) {
      devMiddleware(req, res, () => sendJson(res, 404, { message: 'Not Found' }));
    } else if (webRoot && (req.method === 'GET' || req.method === 'HEAD')) {
      serveStatic(webRoot, pathname, res, req.method === 'HEAD').then(() => done(), done);
    } else {
      res.writeHead(405, { allow: 'GET, HEAD' });
      res.end();
    }
  });
}

export function listen(server: Server, port: number, host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : port);
    });
  });
}
