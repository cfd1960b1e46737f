import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import type { SessionClaims } from '../auth/session-store';
import type { ApiResult } from '../http/response';

/** The API Gateway event as it moves through the chain: the parsed body and input ride along. */
export interface ApiEvent extends APIGatewayProxyEventV2 {
  jsonBody?: unknown;
  input?: unknown;
  /** On admin routes, the verified token's claims. */
  admin?: SessionClaims;
}

export type ApiMiddleware = MiddlewareObj<ApiEvent, ApiResult, Error, Context>;
