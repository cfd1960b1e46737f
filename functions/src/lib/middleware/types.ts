import type { MiddlewareObj } from '@middy/core';
import type { Context } from 'aws-lambda';
import type { ApiEvent } from '../http/api-event';
import type { ApiResult } from '../http/response';

export type ApiMiddleware = MiddlewareObj<ApiEvent, ApiResult, Error, Context>;
