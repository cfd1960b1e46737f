import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import middy from '@middy/core';
import type { Context } from 'aws-lambda';
import { apiRoute, type HandlerName } from '@lab/shared/api/routes';
import { secretValuesFromEnv } from '../auth/secret-values';
import { sessionStore } from '../auth/session-store';
import { createTokenVerifier } from '../auth/token-verifier';
import { refuseLocalOverridesInLambda } from '../env';
import type { ApiResult } from '../http/response';
import { logger } from '../logging/logger';
import { loggingRequests } from '../logging/request-log';
import { countServerError } from '../metrics/server-errors';
import { adminAuth } from './admin-auth';
import { jsonBody } from './json-body';
import { jsonErrors } from './json-errors';
import { originVerify } from './origin-verify';
import type { ApiEvent } from './types';
import { validateInput, type InputSchemas, type ParsedInput } from './validate-input';

/** A handler as Lambda calls it. */
export type ApiHandler = (event: ApiEvent, context: Context) => Promise<ApiResult>;

/**
 * Counts every 5xx answer, whatever produced it: the error middleware's 500 for a thrown
 * error, a 5xx a handler returns on purpose (notify's 502, the origin check's 503), or an
 * error that escaped the chain (Lambda reports it, API Gateway answers 500). Handled
 * failures never reach Lambda's own Errors metric, so without this no alarm saw them.
 */
function countingServerErrors(name: HandlerName, handler: ApiHandler): ApiHandler {
  return async (event, context) => {
    let result: ApiResult;
    try {
      result = await handler(event, context);
    } catch (error) {
      countServerError(name);
      throw error;
    }
    if ((result.statusCode ?? 200) >= 500) countServerError(name);
    return result;
  };
}

/**
 * The one middleware chain every API handler uses, assembled from the route table:
 * Lambda context into every log line → errors → origin check → admin auth (when the route is an admin route) → JSON body (when
 * the route takes one) → validation against the shared schemas → `run`; every 5xx answer
 * is counted in a metric.
 *
 * The origin check comes first, so a request that did not come through CloudFront learns
 * nothing about the route; auth runs before the body is read, so a caller without a valid
 * token learns nothing about what the route would accept. Settings meant for the local
 * stack fail the function's start-up in Lambda. Every request gets one structured
 * request line, and every 5xx answer is counted.
 */
export function apiHandler<S extends InputSchemas>(
  name: HandlerName,
  schemas: S,
  run: (input: ParsedInput<S>, event: ApiEvent, context: Context) => Promise<ApiResult>,
): ApiHandler {
  refuseLocalOverridesInLambda();
  const route = apiRoute(name);
  const chain = middy<ApiEvent, ApiResult, Error, Context>()
    // resetKeys: keys one request appends never reach the next request's lines.
    .use(injectLambdaContext(logger, { resetKeys: true }))
    .use(jsonErrors())
    .use(originVerify(secretValuesFromEnv('origin')));
  if (route.auth === 'admin') chain.use(adminAuth(createTokenVerifier(), sessionStore()));
  if (schemas.body) chain.use(jsonBody());
  chain.use(validateInput(schemas));
  const handler = chain.handler((event, context) =>
    run(event.input as ParsedInput<S>, event, context),
  );
  return loggingRequests(countingServerErrors(name, (event, context) => handler(event, context)));
}
