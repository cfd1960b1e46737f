import type { ServerResponse } from 'node:http';
import { Writable } from 'node:stream';

/*
 * The Node.js Lambda runtime's response-streaming globals, for the local stack only (in
 * Lambda the runtime defines them). middy's streaming mode calls
 * `awslambda.streamifyResponse` when a handler module loads and
 * `awslambda.HttpResponseStream.from` when the handler answers; these do what the runtime
 * does, and the local server reads the bytes back as a function URL does: a JSON prelude
 * (status, headers, cookies) ended by 8 NUL bytes, then the body.
 */

/** The runtime's mark on a handler that takes a response stream (its symbol and value). */
export const STREAMING_HANDLER = Symbol.for('aws.lambda.runtime.handler.streaming');
const STREAM_RESPONSE = 'response';
/** The content type the runtime gives a response stream that starts with a prelude. */
const PRELUDE_CONTENT_TYPE = 'application/vnd.awslambda.http-integration-response';
const PRELUDE_END = Buffer.alloc(8);

interface Prelude {
  statusCode?: number;
  headers?: Record<string, string>;
  cookies?: string[];
}

/**
 * The response stream a streaming handler writes to, sent on to a Node HTTP response: the
 * prelude becomes the status and headers, the rest the body as it is written.
 */
export class LocalResponseStream extends Writable {
  private contentType = 'application/octet-stream';
  /** Written before the first chunk, as the runtime's `_onBeforeFirstWrite` does. */
  beforeFirstWrite?: Buffer;
  private head: Buffer | null = Buffer.alloc(0);

  constructor(private readonly res: ServerResponse) {
    super();
  }

  setContentType(contentType: string): void {
    this.contentType = contentType;
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, done: (error?: Error) => void): void {
    if (this.beforeFirstWrite) {
      chunk = Buffer.concat([this.beforeFirstWrite, chunk]);
      this.beforeFirstWrite = undefined;
    }
    try {
      const body = this.readHead(chunk);
      if (body.length === 0) return done();
      this.res.write(body, (error) => done(error ?? undefined));
    } catch (error) {
      done(error as Error);
    }
  }

  override _final(done: (error?: Error) => void): void {
    if (this.beforeFirstWrite) this.readHead(this.beforeFirstWrite);
    if (!this.res.headersSent) this.writeHead({});
    this.res.end(() => done());
  }

  /** Takes the prelude off the front of what was written; answers what is body. */
  private readHead(chunk: Buffer): Buffer {
    if (this.head === null) return chunk;
    if (this.contentType !== PRELUDE_CONTENT_TYPE) {
      this.head = null;
      this.writeHead({ headers: { 'content-type': this.contentType } });
      return chunk;
    }
    const buffered = Buffer.concat([this.head, chunk]);
    const end = buffered.indexOf(PRELUDE_END);
    if (end === -1) {
      this.head = buffered;
      return Buffer.alloc(0);
    }
    this.head = null;
    this.writeHead(JSON.parse(buffered.subarray(0, end).toString('utf8')) as Prelude);
    return buffered.subarray(end + PRELUDE_END.length);
  }

  private writeHead({ statusCode = 200, headers = {}, cookies = [] }: Prelude): void {
    // A function URL sends the answer chunked; this server does too, with no length.
    this.res.writeHead(statusCode, {
      ...headers,
      ...(cookies.length > 0 && { 'set-cookie': cookies }),
    });
    this.res.flushHeaders();
  }
}

type StreamingFunction = (
  event: unknown,
  responseStream: LocalResponseStream,
  context: unknown,
) => Promise<unknown>;

const runtimeGlobals = {
  streamifyResponse<F extends StreamingFunction>(handler: F): F {
    return Object.assign(handler, { [STREAMING_HANDLER]: STREAM_RESPONSE });
  },
  HttpResponseStream: {
    from(stream: LocalResponseStream, prelude: Prelude): LocalResponseStream {
      stream.setContentType(PRELUDE_CONTENT_TYPE);
      stream.beforeFirstWrite = Buffer.concat([Buffer.from(JSON.stringify(prelude)), PRELUDE_END]);
      return stream;
    },
  },
};

/**
 * Defines the `awslambda` global's streaming members as the Lambda runtime does, unless
 * they are there already (inside Lambda). The AWS SDK's invoke store creates an
 * `awslambda` object of its own when it loads, so each member is added on its own. Call it
 * before any streaming handler module loads.
 */
export function installLambdaStreamingGlobals(): void {
  // Typed as this shim, not as @types/aws-lambda's declaration of the runtime's own.
  const scope = globalThis as unknown as { awslambda?: Partial<typeof runtimeGlobals> };
  const globals = (scope.awslambda ??= {});
  globals.streamifyResponse ??= runtimeGlobals.streamifyResponse;
  globals.HttpResponseStream ??= runtimeGlobals.HttpResponseStream;
}

/** Whether a loaded handler is one the runtime would call with a response stream. */
export function isStreamingHandler(handler: unknown): boolean {
  return (
    typeof handler === 'function' &&
    (handler as unknown as Record<symbol, unknown>)[STREAMING_HANDLER] === STREAM_RESPONSE
  );
}
