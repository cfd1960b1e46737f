import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiPath, apiRoute, type ApiRoute } from '@lab/shared/api/routes';
import { ORIGIN_VERIFY_HEADER } from '@lab/shared/security/origin';
import { ensureAllTables } from '../../src/local/local-tables';
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
 * straight to the API's own address (or the export's function URL) would reach the function.
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
  // A form route through API Gateway, and the export's streamed function URL.
  const routes = [apiRoute('create-contact'), apiRoute('export-records')];
  const handlers = new Map<ApiRoute, LocalHandler>(
    await Promise.all(
      routes.map(
        async (route) =>
          [route, await loadHandler(handlerEnv(route, env), () => importHandler(route))] as const,
      ),
    ),
  );
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

  it('refuses a request straight to the export function URL before anything else', async () => {
    const exportPath = apiPath('export-records', { kind: 'contact' });
    const straightAnswer = await fetch(`${urls.straight}${exportPath}`, {
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(straightAnswer.status).toBe(403);
    expect(await straightAnswer.json()).toEqual({
      message: 'Forbidden: requests to this API must come through the website',
    });
    // Through the local server the same request gets as far as the token check.
    const throughAnswer = await fetch(`${urls.throughCloudFront}${exportPath}`, {
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(throughAnswer.status).toBe(401);
  });

  it('uses a secret made for this start, never a fixed one', () => {
    const secret = localOriginSecret(env);
    expect(secret).toMatch(/^[\w-]{43}$/);
    expect(env.values.ORIGIN_SECRET_ARN).not.toBe(secret);
  });
});
