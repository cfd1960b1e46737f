import middy from '@middy/core';
import type { Context } from 'aws-lambda';
import { apiRoute, type HandlerName } from '@lab/shared/api/routes';
import { createTokenVerifier } from '../auth/token-verifier';
import type { ApiResult } from '../http/response';
import { adminAuth } from './admin-auth';
import { jsonBody } from './json-body';
import { jsonErrors } from './json-errors';
import type { ApiEvent } from './types';
import { validateInput, type InputSchemas, type ParsedInput } from './validate-input';

/**
 * The one middleware chain every API handler uses, assembled from the route table:
 * errors → admin auth (when the route is an admin route) → JSON body (when the route
 * takes one) → validation against the shared schemas → `run`.
 *
 * Auth runs before the body is read, so a caller without a valid token learns nothing
 * about what the route would accept.
 */
export function apiHandler<S extends InputSchemas>(
  name: HandlerName,
  schemas: S,
  run: (input: ParsedInput<S>, event: ApiEvent) => Promise<ApiResult>,
) {
  const route = apiRoute(name);
  const chain = middy<ApiEvent, ApiResult, Error, Context>().use(jsonErrors());
  if (route.auth === 'admin') chain.use(adminAuth(createTokenVerifier()));
  if (schemas.body) chain.use(jsonBody());
  chain.use(validateInput(schemas));
  return chain.handler((event) => run(event.input as ParsedInput<S>, event));
}
