import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2, Context } from 'aws-lambda';
import {
  API_ROUTES,
  isStreamed,
  matchRoutePath,
  routeTimeoutSeconds,
  type ApiRoute,
} from '@lab/shared/api/routes';
import { ORIGIN_VERIFY_HEADER, VIEWER_ADDRESS_HEADER } from '@lab/shared/security/origin';
import { withFunctionEnv } from '../lib/env';
import type { ApiActivity } from './api-activity';
import { lambdaContext, toApiEvent, toFunctionUrlEvent, writeApiResult } from './lambda-adapter';
import {
  installLambdaStreamingGlobals,
  isStreamingHandler,
  LocalResponseStream,
} from './lambda-streaming';
import { serveStatic } from './static-files';

export type LambdaHandler = (
  event: APIGatewayProxyEventV2,
  context: Context,
) => Promise<APIGatewayProxyResultV2>;

/** A handler built for a function URL in RESPONSE_STREAM mode (`streamed` routes). */
export type StreamingLambdaHandler = (
  event: APIGatewayProxyEventV2,
  responseStream: LocalResponseStream,
  context: Context,
) => Promise<void>;

/** A loaded handler, as its function's runtime calls it. */
export type LocalHandler = LambdaHandler | StreamingLambdaHandler;

type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

export interface LocalServerOptions {
  /** Streamed routes map to a `StreamingLambdaHandler`, the others to a `LambdaHandler`. */
  handlers: ReadonlyMap<ApiRoute, LocalHandler>;
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
  /** Told of every API request, so background work can wait for the API's lulls. */
  activity?: Pick<ApiActivity, 'begin'>;
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

type HandlerModule = { handler: LocalHandler };

/** A handler module, as the route's Lambda function would load it. */
export function importHandler(route: ApiRoute): Promise<HandlerModule> {
  // A streaming handler's module calls the runtime's `awslambda` global as it loads.
  installLambdaStreamingGlobals();
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
): Promise<LocalHandler> {
  const { handler } = await withFunctionEnv(env, load);
  if (isStreamingHandler(handler)) {
    const streaming = handler as StreamingLambdaHandler;
    const wrapped: StreamingLambdaHandler = (event, stream, context) =>
      withFunctionEnv(env, () => streaming(event, stream, context));
    return wrapped;
  }
  const buffered = handler as LambdaHandler;
  const wrapped: LambdaHandler = (event, context) =>
    withFunctionEnv(env, () => buffered(event, context));
  return wrapped;
}

/** Loads the handler of every route in the route table, each with its own environment. */
export async function loadHandlers(
  envOf: (route: ApiRoute) => Readonly<Record<string, string>>,
): Promise<Map<ApiRoute, LocalHandler>> {
  const handlers = new Map<ApiRoute, LocalHandler>();
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
    // A streamed route is a function URL, which runs its function for any method (its
    // handler answers 405 to all but the route's); API Gateway routes by method too.
    if (route.method !== req.method && !isStreamed(route)) continue;
    const params = matchRoutePath(route.path, pathname);
    if (!params) continue;
    const body = await readBody(req);
    if (body === null) return sendJson(res, 413, { message: 'Request body too large' });
    // A streamed route is a function URL's: its event has no route, so no path parameters.
    const event = isStreamed(route)
      ? toFunctionUrlEvent(req, body, route)
      : toApiEvent(req, body, route, params);
    // Header names are lower-case in the event, so this replaces a client's value however spelt.
    if (originSecret !== undefined) {
      event.headers[ORIGIN_VERIFY_HEADER] = originSecret;
      // As CloudFront's API request function does: the viewer's address, not the client's say.
      event.headers[VIEWER_ADDRESS_HEADER] = event.requestContext.http.sourceIp;
    }
    const context = lambdaContext(route.handler, routeTimeoutSeconds(route) * 1000);
    if (isStreamed(route)) {
      // Written to `res` as the handler writes; an error after the first byte cuts it.
      const stream = new LocalResponseStream(res);
      await (handler as StreamingLambdaHandler)(event, stream, context);
      if (!stream.writableFinished) await new Promise((resolve) => stream.end(resolve));
      return;
    }
    const result = await (handler as LambdaHandler)(event, context);
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
  activity,
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
      const ended = activity?.begin();
      if (ended) res.once('close', ended);
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
