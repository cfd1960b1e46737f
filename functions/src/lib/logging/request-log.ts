import type { Context } from 'aws-lambda';
import type { ApiEvent } from '../http/api-event';
import { viewerOf } from '../http/viewer';

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
