import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import middy from '@middy/core';
import { executionModeStreamifyResponse } from '@middy/core/StreamifyResponse';
import type { Context } from 'aws-lambda';
import {
  adminTokenHeader,
  apiRoute,
  isStreamed,
  matchRoutePath,
  type HandlerName,
} from '@lab/shared/api/routes';
import { auditStore, type AuditStore } from '../audit/audit-store';
import { checkRouteAudit, runAudited, type RouteAudit } from '../audit/route-audit';
import { secretValuesFromEnv } from '../auth/secret-values';
import { sessionStore } from '../auth/session-store';
import { createTokenVerifier } from '../auth/token-verifier';
import { refuseLocalOverridesInLambda } from '../env';
import type { ApiEvent } from '../http/api-event';
import { HttpError } from '../http/http-error';
import { json, type ApiResult } from '../http/response';
import { logger } from '../logging/logger';
import { adminAuth } from './admin-auth';
import { jsonBody } from './json-body';
import { jsonErrors } from './json-errors';
import { originVerify } from './origin-verify';
import { requestLog } from './request-log';
import { requireRole } from './require-role';
import type { ApiMiddleware } from './types';
import { validateInput, type InputSchemas, type ParsedInput } from './validate-input';

/** A handler as Lambda calls it. */
export type ApiHandler = (event: ApiEvent, context: Context) => Promise<ApiResult>;

/** A streamed answer: status and headers first, then the body as the stream yields it. */
export interface StreamResult extends Omit<ApiResult, 'body' | 'isBase64Encoded'> {
  body: ReadableStream<Uint8Array> | string;
}

/** Lambda's streaming response: a Node writable the runtime sends on as it is written. */
export type ResponseStream = NodeJS.WritableStream;

/** A handler as Lambda calls a function in RESPONSE_STREAM mode. */
export type StreamingHandler = (
  event: ApiEvent,
  responseStream: ResponseStream,
  context: Context,
) => Promise<void>;

/** What a route's `run` is given beside its input. */
export interface ApiRequest {
  event: ApiEvent;
  context: Context;
}

/** What a handler module declares about its route; the route table says the rest. */
export interface RouteSpec<S extends InputSchemas, R> {
  /** The shared schemas its body, query and path parameters must pass. */
  readonly input: S;
  /**
   * How it records in the audit trail: required exactly when the route table says the
   * route records (`auditAccess`), else the function does not start.
   */
  readonly audit?: RouteAudit<ParsedInput<S>, R>;
  /** The route's work, on validated input. */
  readonly run: (input: ParsedInput<S>, request: ApiRequest) => Promise<R>;
  /** The HTTP answer for the result. @default 200 with the result as JSON */
  readonly answer?: (result: R) => ApiResult;
  /** Where the audit entries go. @default the audit table of the environment */
  readonly trail?: Pick<AuditStore, 'append'>;
}

/** 201 Created with the result as JSON: the answer of the form routes. */
export const created = (result: unknown): ApiResult => json(201, result);

/** The result is the answer already: for a route whose work picks its own statuses. */
export const asIs = (result: ApiResult): ApiResult => result;

/**
 * A function URL's event has no route and so no path parameters: read them from the path
 * by the route's pattern, as API Gateway does, so validation sees the same input.
 */
function pathFromRoute(routePath: string): ApiMiddleware {
  return {
    before: ({ event }) => {
      event.pathParameters ??= matchRoutePath(routePath, event.rawPath) ?? {};
    },
  };
}

/**
 * A function URL runs its function for any method, unlike an API route: anything but the
 * route's own is a 405 naming it, before the token is checked or any work is done.
 */
function onlyMethod(method: string): ApiMiddleware {
  return {
    before: ({ event }) => {
      if (event.requestContext.http.method !== method) {
        throw new HttpError(405, 'Method Not Allowed', undefined, { allow: method });
      }
    },
  };
}

/**
 * The one middleware chain of every API route, assembled from the route table:
 * Lambda context into every log line → request line and 5xx count → errors → origin
 * check → the route's method only (streamed routes: a function URL takes any) → admin auth
 * (admin routes; a streamed route's token in its own header) → the route's role → path parameters from the
 * path (streamed routes, whose function URL has no route) → JSON body (when the route
 * takes one) → validation against the shared schemas → the route's work, recorded as its
 * audit declares.
 *
 * The origin check comes first, so a request that did not come through CloudFront learns
 * nothing about the route; auth runs before the body is read, so a caller without a valid
 * token learns nothing about what the route would accept. Settings meant for the local
 * stack, and an audit declaration that disagrees with the route table, fail the function's
 * start-up. A streamed route runs in middy's streaming mode: errors before its answer are
 * JSON as on every other route; a body that fails half-way cannot change its status any
 * more, so the stream is cut and the download fails rather than end short silently.
 */
function routeChain<S extends InputSchemas, R>(
  name: HandlerName,
  spec: RouteSpec<S, R>,
  answer: (result: R) => ApiResult | StreamResult,
) {
  refuseLocalOverridesInLambda();
  const route = apiRoute(name);
  checkRouteAudit(route, spec.audit);
  const streamed = isStreamed(route);
  const chain = middy<ApiEvent, ApiResult, Error, Context>(
    streamed ? { executionMode: executionModeStreamifyResponse } : {},
  )
    // resetKeys: keys one request appends never reach the next request's lines.
    .use(injectLambdaContext(logger, { resetKeys: true }))
    .use(requestLog(name))
    .use(jsonErrors())
    .use(originVerify(secretValuesFromEnv('origin')));
  if (streamed) chain.use(onlyMethod(route.method));
  if (route.auth === 'admin') {
    chain.use(adminAuth(createTokenVerifier(), sessionStore(), Date.now, adminTokenHeader(route)));
    chain.use(requireRole(route.role));
  }
  if (streamed) chain.use(pathFromRoute(route.path));
  if (spec.input.body) chain.use(jsonBody());
  chain.use(validateInput(spec.input));

  const { audit } = spec;
  const trail = audit ? (spec.trail ?? auditStore()) : undefined;
  // The middlewares are typed for string bodies; middy's streaming mode takes either.
  return chain.handler(async (event, context) => {
    const input = event.input as ParsedInput<S>;
    const work = () => spec.run(input, { event, context });
    const result =
      audit && trail
        ? await runAudited(audit, trail, { input, event, context }, work)
        : await work();
    return answer(result) as ApiResult;
  });
}

/** The handler of a route answered through API Gateway. */
export function apiHandler<S extends InputSchemas, R>(
  name: HandlerName,
  spec: RouteSpec<S, R>,
): ApiHandler {
  if (isStreamed(apiRoute(name)))
    throw new Error(`Route ${name} is streamed: use streamedApiHandler`);
  const handler = routeChain(name, spec, spec.answer ?? ((result) => json(200, result)));
  return (event, context) => handler(event, context);
}

/** The handler of a route whose answer is streamed from a Lambda function URL (`streamed`). */
export function streamedApiHandler<S extends InputSchemas>(
  name: HandlerName,
  spec: Omit<RouteSpec<S, StreamResult>, 'answer'>,
): StreamingHandler {
  if (!isStreamed(apiRoute(name))) throw new Error(`Route ${name} is not streamed: use apiHandler`);
  return routeChain(name, spec, (result) => result) as unknown as StreamingHandler;
}
