import middy from '@middy/core';
import type { Context } from 'aws-lambda';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VIEWER_ADDRESS_HEADER } from '@lab/shared/security/origin';
import { apiEvent } from '../../../test/support/fixtures';
import type { ApiEvent } from '../http/api-event';
import type { ApiResult } from '../http/response';
import { logger } from '../logging/logger';
import { requestLog } from './request-log';

const context = { awsRequestId: 'req-9' } as Context;
const event = apiEvent({
  headers: { [VIEWER_ADDRESS_HEADER]: '198.51.100.4', 'user-agent': 'Mozilla/5.0' },
});

/** Every JSON line written to stdout or stderr while `fn` runs. */
async function linesOf(fn: () => Promise<unknown>) {
  const lines: Record<string, unknown>[] = [];
  const keep = (chunk: unknown) => {
    lines.push(JSON.parse(String(chunk)) as Record<string, unknown>);
    return true;
  };
  vi.spyOn(process.stdout, 'write').mockImplementation(keep);
  vi.spyOn(process.stderr, 'write').mockImplementation(keep);
  await fn().catch(() => undefined);
  vi.restoreAllMocks();
  return lines;
}

beforeEach(() => logger.setLogLevel('INFO'));
afterEach(() => logger.setLogLevel('WARN'));

describe('the request line', () => {
  it("logs method, route, status, duration, the viewer's address and both request ids", async () => {
    let clock = 1_000;
    const handler = middy<ApiEvent, ApiResult, Error, Context>()
      .use(requestLog('create-contact', () => clock))
      .handler(async () => {
        clock += 42;
        return { statusCode: 201 };
      });
    expect(await linesOf(() => handler(event, context))).toEqual([
      expect.objectContaining({
        level: 'INFO',
        message: 'request',
        request: {
          method: 'POST',
          route: 'POST /api/contact',
          path: '/api/contact',
          status: 201,
          durationMs: 42,
          ip: '198.51.100.4',
          userAgent: 'Mozilla/5.0',
          requestId: 'req-9',
          apiRequestId: 'api-request-id',
        },
      }),
    ]);
  });

  it('logs an error that escaped the chain as the 500 API Gateway answers, at error level', async () => {
    const handler = middy<ApiEvent, ApiResult, Error, Context>()
      .use(requestLog('create-contact'))
      .handler(async () => {
        throw new Error('escaped');
      });
    const [line] = await linesOf(() => handler(event, context));
    expect(line).toMatchObject({ level: 'ERROR', request: { status: 500 } });
  });
});
