import type { Server } from 'node:http';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiRoute, type ApiRoute } from '@lab/shared/api/routes';
import { ORIGIN_VERIFY_HEADER, VIEWER_ADDRESS_HEADER } from '@lab/shared/security/origin';
import { createLocalServer, listen, type LambdaHandler } from './server';

/** The origin header each request reached the handler with, by the server that forwarded it. */
const seen: (string | undefined)[] = [];
/** The viewer address header likewise. */
const viewers: (string | undefined)[] = [];
const recordOrigin: LambdaHandler = async (event: APIGatewayProxyEventV2) => {
  seen.push(event.headers[ORIGIN_VERIFY_HEADER]);
  viewers.push(event.headers[VIEWER_ADDRESS_HEADER]);
  return { statusCode: 204 };
};
const handlers = new Map<ApiRoute, LambdaHandler>([[apiRoute('create-contact'), recordOrigin]]);

describe('the local server, standing in for CloudFront', () => {
  let withSecret: Server;
  let withoutSecret: Server;
  let urls: { withSecret: string; withoutSecret: string };

  beforeAll(async () => {
    withSecret = createLocalServer({ handlers, originSecret: 'the-real-secret' });
    withoutSecret = createLocalServer({ handlers });
    urls = {
      withSecret: `http://127.0.0.1:${await listen(withSecret, 0)}`,
      withoutSecret: `http://127.0.0.1:${await listen(withoutSecret, 0)}`,
    };
  });

  afterAll(async () => {
    await Promise.all(
      [withSecret, withoutSecret].map((server) => new Promise((done) => server.close(done))),
    );
  });

  const post = (url: string, headers: Record<string, string> = {}) =>
    fetch(`${url}/api/contact`, { method: 'POST', headers });

  it('adds the origin secret to every API request', async () => {
    seen.length = 0;
    await post(urls.withSecret);
    expect(seen).toEqual(['the-real-secret']);
  });

  it("overwrites a client's own origin header, however it is spelt", async () => {
    seen.length = 0;
    await post(urls.withSecret, { [ORIGIN_VERIFY_HEADER]: 'spoofed' });
    await post(urls.withSecret, { 'X-Origin-Verify': 'spoofed' });
    await post(urls.withSecret, { 'X-ORIGIN-VERIFY': 'the-real-secret-but-longer' });
    expect(seen).toEqual(['the-real-secret', 'the-real-secret', 'the-real-secret']);
  });

  it("passes the viewer's own address on, whatever address header the client sent", async () => {
    viewers.length = 0;
    await post(urls.withSecret);
    await post(urls.withSecret, { [VIEWER_ADDRESS_HEADER]: '198.51.100.9' });
    expect(viewers).toEqual(['127.0.0.1', '127.0.0.1']);
  });

  it('without a secret, forwards requests as a call straight to the API would arrive', async () => {
    seen.length = 0;
    viewers.length = 0;
    await post(urls.withoutSecret);
    await post(urls.withoutSecret, { [ORIGIN_VERIFY_HEADER]: 'guess' });
    expect(seen).toEqual([undefined, 'guess']);
    expect(viewers).toEqual([undefined, undefined]);
  });
});

describe('the local server, sending response headers', () => {
  it('asks for the headers of each request path, as CloudFront picks a behaviour by path', async () => {
    const asked: string[] = [];
    const server = createLocalServer({
      handlers,
      headers: (path) => {
        asked.push(path);
        return { 'x-probe': path === '/admin/dashboard' ? 'staff' : 'public' };
      },
    });
    const url = `http://127.0.0.1:${await listen(server, 0)}`;
    try {
      const staff = await fetch(`${url}/admin/dashboard?tab=1`);
      const api = await fetch(`${url}/api/contact`, { method: 'POST' });
      expect(staff.headers.get('x-probe')).toBe('staff');
      expect(api.headers.get('x-probe')).toBe('public');
      expect(asked).toEqual(['/admin/dashboard', '/api/contact']);
    } finally {
      await new Promise((done) => server.close(done));
    }
  });
});

describe('the local server, telling background work of its API requests', () => {
  it('counts each API request from its arrival until its response is sent, and nothing else', async () => {
    const events: string[] = [];
    let release = () => {};
    const slow: LambdaHandler = async () => {
      events.push('handler');
      await new Promise<void>((resolve) => (release = resolve));
      return { statusCode: 204 };
    };
    const server = createLocalServer({
      handlers: new Map<ApiRoute, LambdaHandler>([[apiRoute('create-contact'), slow]]),
      activity: {
        begin: () => {
          events.push('begin');
          return () => events.push('end');
        },
      },
    });
    const url = `http://127.0.0.1:${await listen(server, 0)}`;
    try {
      const answer = fetch(`${url}/api/contact`, { method: 'POST' });
      await vi.waitFor(() => expect(events).toEqual(['begin', 'handler']));
      release();
      expect((await answer).status).toBe(204);
      await vi.waitFor(() => expect(events).toEqual(['begin', 'handler', 'end']));
      await fetch(`${url}/admin/dashboard`);
      expect(events).toEqual(['begin', 'handler', 'end']);
    } finally {
      await new Promise((done) => server.close(done));
    }
  });
});
