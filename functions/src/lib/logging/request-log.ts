import type { Context } from 'aws-lambda';
import { viewerOf } from '../http/viewer';
import type { ApiEvent } from '../middleware/types';
import { logger } from './logger';

/** What the request line says about one API request. */
export interface RequestLine {
  method: string;
  /** The route key (`GET /api/contact`): the same for every request of a route. */
  route: string;
  path: string;
  status: number;
  durationMs: number;
  /** The viewer's address, as CloudFront saw it; API Gateway's access log has CloudFront's. */
  ip: string;
  userAgent: string;
  /** The Lambda request id: every log line of the request carries it. */
  requestId: string;
  /** API Gateway's id of the request: its access log line carries it. */
  apiRequestId: string;
}

/** The request line of a request answered with `status` after `durationMs`. */
export function requestLine(
  event: ApiEvent,
  context: Pick<Context, 'awsRequestId'>,
  status: number,
  durationMs: number,
): RequestLine {
  const { ip, userAgent } = viewerOf(event);
  return {
    method: event.requestContext.http.method,
    route: event.routeKey,
    path: event.rawPath,
    status,
    durationMs,
    ip,
    userAgent,
    requestId: context.awsRequestId,
    apiRequestId: event.requestContext.requestId,
  };
}

type Handler<R> = (event: ApiEvent, context: Context) => Promise<R>;

/**
 * Logs one structured line per request, whatever answered it (the handler, a middleware,
 * or an error that escaped the chain: logged as 500, as API Gateway answers it). A 5xx is
 * an error line, anything else an info line.
 */
export function loggingRequests<R extends { statusCode?: number }>(
  handler: Handler<R>,
  now: () => number = Date.now,
): Handler<R> {
  return async (event, context) => {
    const start = now();
    let status = 500;
    try {
      const result = await handler(event, context);
      status = result.statusCode ?? 200;
      return result;
    } finally {
      try {
        const line = requestLine(event, context, status, now() - start);
        if (status >= 500) logger.error('request', { request: line });
        else logger.info('request', { request: line });
      } catch (error) {
        // A log line must never change the answer.
        logger.error('Request line not logged', { error: error as Error });
      }
    }
  };
}
