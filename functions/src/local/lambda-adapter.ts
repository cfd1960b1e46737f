import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2, Context } from 'aws-lambda';
import type { ApiRoute } from '@lab/shared/api/routes';
import { LAMBDA_TIMEOUT_SECONDS } from '@lab/shared/lambda/function-defaults';

/*
 * Turns a Node HTTP request into the event API Gateway's HTTP API (payload format 2.0)
 * gives a Lambda function, and the function's result back into a response, so the
 * handlers run locally exactly as they run in AWS.
 */

const TEXT_BODY =
  /^(?:text\/|application\/(?:[\w.+-]+\+)?(?:json|xml)|application\/(?:x-www-form-urlencoded|javascript))/i;

export function toApiEvent(
  req: IncomingMessage,
  body: Buffer,
  route: ApiRoute,
  pathParameters: Record<string, string>,
): APIGatewayProxyEventV2 {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined)
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(',') : value;
  }
  const query: Record<string, string> = {};
  for (const [name, value] of url.searchParams) {
    query[name] = name in query ? `${query[name]},${value}` : value;
  }
  const isText = TEXT_BODY.test(headers['content-type'] ?? '');
  const now = new Date();
  return {
    version: '2.0',
    routeKey: `${route.method} ${route.path}`,
    rawPath: url.pathname,
    rawQueryString: url.search.slice(1),
    headers,
    ...(headers.cookie && { cookies: headers.cookie.split(/;\s*/) }),
    ...(url.search && { queryStringParameters: query }),
    ...(Object.keys(pathParameters).length > 0 && { pathParameters }),
    ...(body.length > 0 && {
      body: isText ? body.toString('utf8') : body.toString('base64'),
    }),
    isBase64Encoded: body.length > 0 && !isText,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: 'localhost',
      http: {
        method: req.method ?? 'GET',
        path: url.pathname,
        protocol: `HTTP/${req.httpVersion}`,
        sourceIp: req.socket.remoteAddress ?? '127.0.0.1',
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey: `${route.method} ${route.path}`,
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
    },
  };
}

/**
 * The event a Lambda function URL gives its function (payload format 2.0 too, but with no
 * route: `$default`, and no path parameters), for the routes served from one.
 */
export function toFunctionUrlEvent(
  req: IncomingMessage,
  body: Buffer,
  route: ApiRoute,
): APIGatewayProxyEventV2 {
  const event = toApiEvent(req, body, route, {});
  return {
    ...event,
    routeKey: '$default',
    requestContext: { ...event.requestContext, routeKey: '$default' },
  };
}

/**
 * A Lambda context with the deployed functions' time budget. middy answers a 500 just
 * before the budget runs out, so locally a stalled call ends when it would in AWS.
 */
export function lambdaContext(
  functionName: string,
  timeoutMs = LAMBDA_TIMEOUT_SECONDS * 1000,
): Context {
  const start = Date.now();
  const requestId = randomUUID();
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${functionName}`,
    memoryLimitInMB: '256',
    awsRequestId: requestId,
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, timeoutMs - (Date.now() - start)),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

export function writeApiResult(res: ServerResponse, result: APIGatewayProxyResultV2): void {
  // A bare string or object result means 200 JSON, as API Gateway infers for payload 2.0.
  if (typeof result === 'string' || !('statusCode' in result)) {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(typeof result === 'string' ? result : JSON.stringify(result));
    return;
  }
  const headers: Record<string, string | string[]> = {
    ...(result.headers as Record<string, string>),
  };
  if (result.cookies?.length) headers['set-cookie'] = result.cookies;
  res.writeHead(result.statusCode ?? 200, headers);
  res.end(
    result.body ? Buffer.from(result.body, result.isBase64Encoded ? 'base64' : 'utf8') : undefined,
  );
}
