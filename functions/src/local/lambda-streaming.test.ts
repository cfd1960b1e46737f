import { createServer, type Server } from 'node:http';
import middy from '@middy/core';
import { executionModeStreamifyResponse } from '@middy/core/StreamifyResponse';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  installLambdaStreamingGlobals,
  isStreamingHandler,
  LocalResponseStream,
} from './lambda-streaming';
import { listen } from './server';

type Streaming = (event: unknown, stream: LocalResponseStream, context: unknown) => Promise<void>;

let server: Server | undefined;
afterEach(
  () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
);

/** Serves every request with `handler`, as the local server does for a streamed route. */
async function serve(handler: Streaming): Promise<string> {
  server = createServer((_req, res) => {
    const stream = new LocalResponseStream(res);
    void handler({}, stream, {});
  });
  return `http://127.0.0.1:${await listen(server, 0)}`;
}

beforeAll(() => installLambdaStreamingGlobals());

describe("the local shim of Lambda's response streaming", () => {
  it("marks middy's streaming handlers as the runtime does", () => {
    const handler = middy({ executionMode: executionModeStreamifyResponse }).handler(() =>
      Promise.resolve(''),
    );
    expect(isStreamingHandler(handler)).toBe(true);
    expect(isStreamingHandler(async () => undefined)).toBe(false);
  });

  it("answers a middy handler's status, headers and cookies, then its stream's chunks as they come", async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const handler = middy({ executionMode: executionModeStreamifyResponse }).handler(() =>
      Promise.resolve({
        statusCode: 201,
        headers: { 'content-type': 'text/csv; charset=utf-8', 'x-test': 'yes' },
        cookies: ['a=1'],
        body: new ReadableStream<Uint8Array>({
          async start(controller) {
            controller.enqueue(new TextEncoder().encode('\uFEFFfirst\r\n'));
            await held;
            controller.enqueue(new TextEncoder().encode('Zoë\r\n'));
            controller.close();
          },
        }),
      }),
    ) as unknown as Streaming;
    const res = await fetch(await serve(handler));
    // Status and headers arrive before the body is complete.
    expect(res.status).toBe(201);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('x-test')).toBe('yes');
    expect(res.headers.get('set-cookie')).toBe('a=1');
    const reader = res.body!.getReader();
    const first = await reader.read();
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(first.value)).toBe(
      '\uFEFFfirst\r\n',
    );
    release();
    let rest = '';
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      rest += new TextDecoder().decode(chunk.value);
    }
    expect(rest).toBe('Zoë\r\n');
  });

  it("answers a middy string response's status and body", async () => {
    const handler = middy({ executionMode: executionModeStreamifyResponse }).handler(() =>
      Promise.resolve({
        statusCode: 400,
        headers: { 'content-type': 'application/json' },
        body: '{"message":"bad"}',
      }),
    ) as unknown as Streaming;
    const res = await fetch(await serve(handler));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: 'bad' });
  });

  it('answers 200 application/octet-stream without a prelude, as a function URL does', async () => {
    const res = await fetch(
      await serve(async (_event, stream) => {
        stream.write('raw');
        await new Promise((resolve) => stream.end(resolve));
      }),
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/octet-stream');
    expect(await res.text()).toBe('raw');
  });
});
