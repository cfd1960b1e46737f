import type { APIGatewayProxyResultV2 } from 'aws-lambda';

export type ApiResult = Exclude<APIGatewayProxyResultV2, string>;

/** A JSON response. API answers are per-user and must never be cached by a proxy. */
export function json(statusCode: number, body: unknown): ApiResult {
  return {
    statusCode,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
    body: JSON.stringify(body),
  };
}
