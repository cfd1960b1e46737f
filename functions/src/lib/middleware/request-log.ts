import type { HandlerName } from '@lab/shared/api/routes';
import { logger } from '../logging/logger';
import { requestLine } from '../logging/request-log';
import { countServerError } from '../metrics/server-errors';
import type { ApiMiddleware } from './types';

/**
 * Logs one structured line per request and counts every 5xx answer, as the chain's
 * outermost middleware after the logger's context, so it sees whatever answered: the
 * handler, a middleware, the error middleware's 500, or an error that escaped the chain
 * (logged as 500, as API Gateway answers it). A 5xx is an error line, anything else an
 * info line. Handled failures never reach Lambda's own Errors metric, so without the count
 * no alarm saw them. A streamed answer is logged when its status and headers are ready,
 * before its body: a body that fails later throws out of the function, which Lambda's
 * Errors metric counts.
 */
export function requestLog(name: HandlerName, now: () => number = Date.now): ApiMiddleware {
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
