import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import middy from '@middy/core';
import { executionModeStreamifyResponse } from '@middy/core/StreamifyResponse';
import type { Context } from 'aws-lambda';
import { apiRoute, matchRoutePath, type HandlerName } from '@lab/shared/api/routes';
import { secretValuesFromEnv } from '../auth/secret-values';
import { sessionStore } from '../auth/session-store';
import { createTokenVerifier } from '../auth/token-verifier';
import { refuseLocalOverridesInLambda } from '../env';
import type { ApiResult } from '../http/response';
import { logger } from '../logging/logger';
import { requestLine } from '../logging/request-log';
import { countServerError } from '../metrics/server-errors';
import { adminAuth } from './admin-auth';
import { jsonErrors } from './json-errors';
import { originVerify } from './origin-verify';
import type { ApiEvent, ApiMiddleware } from './types';
import { validateInput, type InputSchemas, type ParsedInput } from './validate-input';

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
 * `apiHandler`'s request line and 5xx count for a streamed route, as the outermost
 * middleware (so it sees the answer the error middleware made of a thrown error). It
 * logs when the status and headers are answered, before the body streams; a body that
 * fails later throws out of the function, which Lambda's own Errors metric counts.
 */
function loggingStreamedRequests(name: HandlerName, now: () => number = Date.now): ApiMiddleware {
  const started = new WeakMap<object, number>();
  const log: NonNullable<ApiMiddleware['after']> = (request) => {
    const status = request.response?.statusCode ?? 500;
    if (status >= 500) countServerError(name);
    try {
      const line = requestLine(
        request.event,
        request.context,
        status,
        now() - (started.get(request) ?? now()),
      );
      if (status >= 500) logger.error('request', { request: line });
      else logger.info('request', { request: line });
    } catch (error) {
      // A log line must never change the answer.
      logger.error('Request line not logged', { error: error as Error });
    }
  };
  return {
    before: (request) => {
      started.set(request, now());
    },
    after: log,
    onError: log,
  };
}

/**
 * The chain of `apiHandler` for a route whose answer is streamed from a Lambda function URL
 * (`streamed` in the route table): Lambda context into every log line → request line and
 * 5xx count → errors → origin
 * check → admin auth → path parameters from the path → validation → `run`, in middy's
 * streaming mode. `run` answers a status, headers and a ReadableStream body; errors before
 * it answer JSON as on every other route. A body that fails half-way cannot change its
 * status any more: the stream is cut, and the download fails rather than end short silently.
 */
export function streamingApiHandler<S extends InputSchemas>(
  name: HandlerName,
  schemas: S,
  run: (input: ParsedInput<S>, event: ApiEvent, context: Context) => Promise<StreamResult>,
): StreamingHandler {
  refuseLocalOverridesInLambda();
  const route = apiRoute(name);
  const chain = middy<ApiEvent, ApiResult, Error, Context>({
    executionMode: executionModeStreamifyResponse,
  })
    .use(injectLambdaContext(logger, { resetKeys: true }))
    .use(loggingStreamedRequests(name))
    .use(jsonErrors())
    .use(originVerify(secretValuesFromEnv('origin')));
  if (route.auth === 'admin') chain.use(adminAuth(createTokenVerifier(), sessionStore()));
  chain.use(pathFromRoute(route.path)).use(validateInput(schemas));
  // The middlewares are typed for string bodies; middy's streaming mode takes either.
  const handler = chain.handler(
    async (event, context) =>
      (await run(event.input as ParsedInput<S>, event, context)) as unknown as ApiResult,
  );
  return handler as unknown as StreamingHandler;
}
