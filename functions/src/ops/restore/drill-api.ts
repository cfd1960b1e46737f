import type { Server } from 'node:http';
import { API_ROUTES } from '@lab/shared/api/routes';
import { adminLoginResponseSchema, signInNextSchema } from '@lab/shared/schemas/admin';
import { installLambdaStreamingGlobals } from '../../local/lambda-streaming';
import { createLocalServer, listen, loadHandler, type LocalHandler } from '../../local/server';
import { ADMIN_USERNAME, handlerEnv, localOriginSecret, type LocalEnv } from '../../local/stack';
import { unusedCode } from '../../local/unused-code';

/** The local API the drill drives, as a client of the stack would. */
export interface DrillApi {
  /** JSON in, JSON out; throws on an answer other than `expect`. */
  call(
    method: string,
    path: string,
    init?: { body?: unknown; token?: string; expect?: number },
  ): Promise<unknown>;
  close(): Promise<void>;
}

/**
 * Every route's handler with its route's environment from `env`. Each `generation` loads
 * the handler modules afresh, as new Lambda containers start after the functions'
 * environment changed: a handler reads its table names once, when its module loads, so the
 * stack switched to restored tables is a new generation of modules, not the old ones.
 */
async function loadGeneration(
  env: LocalEnv,
  generation: number,
): Promise<Map<(typeof API_ROUTES)[number], LocalHandler>> {
  installLambdaStreamingGlobals();
  const handlers = new Map<(typeof API_ROUTES)[number], LocalHandler>();
  for (const route of API_ROUTES) {
    const path = `../../api/${route.handler}/handler.ts?generation=${generation}`;
    handlers.set(
      route,
      await loadHandler(
        handlerEnv(route, env),
        () => import(path) as Promise<{ handler: LocalHandler }>,
      ),
    );
  }
  return handlers;
}

/** How many generations of handler modules this process has loaded. */
let generations = 0;

/**
 * Starts the local API (the handlers behind the local server) over `env`'s tables, with
 * handler modules of its own.
 */
export async function startDrillApi(env: LocalEnv): Promise<DrillApi> {
  Object.assign(process.env, env.base);
  generations += 1;
  const server: Server = createLocalServer({
    handlers: await loadGeneration(env, generations),
    originSecret: localOriginSecret(env),
  });
  const url = `http://127.0.0.1:${await listen(server, 0)}`;
  return {
    async call(method, path, { body, token, expect = 200 } = {}) {
      const res = await fetch(url + path, {
        method,
        headers: {
          ...(body !== undefined && { 'content-type': 'application/json' }),
          ...(token && { authorization: `Bearer ${token}` }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      if (res.status !== expect) {
        throw new Error(`${method} ${path} answered ${res.status}, not ${expect}: ${text}`);
      }
      return text ? (JSON.parse(text) as unknown) : null;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Signs the local admin in as staff do (password, then the authenticator's code). */
export async function signInAdmin(
  api: DrillApi,
  admin: { password: string; totpSecret: string },
): Promise<string> {
  const first = await api.call('POST', '/api/admin/login', {
    body: { username: ADMIN_USERNAME, password: admin.password },
  });
  const { next, session } = signInNextSchema.parse(first);
  if (next !== 'mfaCode') throw new Error(`The local admin was asked for ${next}`);
  const second = await api.call('POST', '/api/admin/login/step', {
    body: {
      username: ADMIN_USERNAME,
      step: 'mfaCode',
      session,
      code: await unusedCode(admin.totpSecret),
    },
  });
  return adminLoginResponseSchema.parse(second).token;
}
