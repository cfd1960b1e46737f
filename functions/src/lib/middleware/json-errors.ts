import { HttpError } from '../http/http-error';
import { json } from '../http/response';
import { logger } from '../logging/logger';
import type { ApiMiddleware } from './types';

/**
 * Turns every thrown error into a JSON response. Client errors carry their message;
 * anything else is logged with its detail and answered with a bare 500, so no stack
 * trace or AWS detail ever reaches a caller.
 */
export function jsonErrors(): ApiMiddleware {
  return {
    onError: (request) => {
      const error = request.error;
      if (error instanceof HttpError) {
        const response = json(error.status, {
          message: error.message,
          ...(error.errors && { errors: error.errors }),
        });
        request.response = error.headers
          ? { ...response, headers: { ...response.headers, ...error.headers } }
          : response;
        return;
      }
      logger.error('Unhandled error', {
        route: request.event.routeKey,
        error: error as Error,
      });
      request.response = json(500, { message: 'Internal server error' });
    },
  };
}
