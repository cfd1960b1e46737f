import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiRoute, type ApiRoute } from '@lab/shared/api/routes';
import { ORIGIN_VERIFY_HEADER } from '@lab/shared/security/origin';
import { ensureAllTables } from '../../src/local/bootstrap';
import {
  createLocalServer,
  importHandler,
  listen,
  loadHandler,
  type LocalHandler,
} from '../../src/local/server';
import { handlerEnv, localOriginSecret, localTableEnv, type LocalEnv } from '../../src/local/stack';

/*
 * Only requests that came through CloudFront reach the handlers. The same real handler
 * behind two servers: the local server as `npm start` runs it (standing in for CloudFront,
 * it adds the origin secret), and one that forwards requests as they arrive, as a call
 * straight to the API's own address would reach the function.
 */

const message = {
  name: 'Origin Check',
  email: 'origin@example.com',
  message: 'Does this reach the laboratory?',
};

let env: LocalEnv;
let throughCloudFront: Server;
let straight: Server;
const urls = { throughCloudFront: '', straight: '' };

beforeAll(async () => {
  const stack = inject('stackEnv');
  const tables = localTableEnv(`-${randomUUID().slice(0, 8)}`);
  env = { base: stack.base, values: { ...stack.values, ...tables } };
  await ensureAllTables(env.base.DYNAMODB_ENDPOINT as string, tables);
  Object.assign(process.env, env.base);
  const route = apiRoute('create-contact');
  const handlers = new Map<ApiRoute, LocalHandler>([
    [route, await loadHandler(handlerEnv(route, env), () => importHandler(route))],
  ]);
  throughCloudFront = createLocalServer({ handlers, originSecret: localOriginSecret(env) });
  straight = createLocalServer({ handlers });
  urls.throughCloudFront = `http://127.0.0.1:${await listen(throughCloudFront, 0)}`;
  urls.straight = `http://127.0.0.1:${await listen(straight, 0)}`;
});

afterAll(async () => {
  await Promise.all(
    [throughCloudFront, straight].map((server) => new Promise((done) => server.close(done))),
  );
});

const post = async (url: string, headers: Record<string, string> = {}) => {
  const res = await fetch(`${url}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(message),
  });
  return { status: res.status, body: (await res.json()) as unknown };
};

describe('the origin check', () => {
  it('refuses a request straight to the handler, which lacks the header', async () => {
    expect(await post(urls.straight)).toEqual({
      status: 403,
      body: { message: 'Forbidden: requests to this API must come through the website' },
    });
  });

  it('refuses a request straight to the handler with a guessed header', async () => {
    expect((await post(urls.straight, { [ORIGIN_VERIFY_HEADER]: 'local' })).status).toBe(403);
  });

  it('lets the same request through the local server reach the handler', async () => {
    expect(await post(urls.throughCloudFront)).toMatchObject({
      status: 201,
      body: { ok: true },
    });
  });

  it("replaces a client's own header on the way through, so a forged one changes nothing", async () => {
    expect((await post(urls.throughCloudFront, { [ORIGIN_VERIFY_HEADER]: 'forged' })).status).toBe(
      201,
    );
  });

  it('uses a secret made for this start, never a fixed one', () => {
    const secret = localOriginSecret(env);
    expect(secret).toMatch(/^[\w-]{43}$/);
    expect(env.values.ORIGIN_SECRET_ARN).not.toBe(secret);
  });
});
