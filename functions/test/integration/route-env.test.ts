import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { routeEnvNames } from '@lab/shared/api/route-env';
import { API_ROUTES, apiRoute, routeSecrets, type ApiRoute } from '@lab/shared/api/routes';
import { SECRET_IDS, SECRETS } from '@lab/shared/security/secrets';
import { logger } from '../../src/lib/logging/logger';
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
 * The local stack runs every handler in one process, yet each must see only what its
 * route declares, as in Lambda: a handler that uses a table or service its route does
 * not declare must fail locally, not first in AWS.
 */

let env: LocalEnv;

beforeAll(async () => {
  const stack = inject('stackEnv');
  const tables = localTableEnv(`-${randomUUID().slice(0, 8)}`);
  env = { base: stack.base, values: { ...stack.values, ...tables } };
  await ensureAllTables(env.base.DYNAMODB_ENDPOINT as string, tables);
  Object.assign(process.env, env.base);
});

describe('a real handler whose route declares nothing', () => {
  // Routes whose declared access adds variables. (Logout's adds a grant only: every admin
  // route already gets the sessions table, which it checks tokens against.)
  const declaring = API_ROUTES.filter(
    (route) => routeEnvNames({ ...route, access: {} }).length < routeEnvNames(route).length,
  );

  it.each(declaring.map((route) => [route.handler, route] as const))(
    '%s fails to load, naming a variable its real route declares',
    async (_, route) => {
      const undeclared: ApiRoute = { ...route, access: {} };
      const loading = loadHandler(handlerEnv(undeclared, env), () => importHandler(route));
      await expect(loading).rejects.toThrow(/^Missing or invalid environment variables: /);
      const missing = (await loading.catch((error: Error) => error.message)) as string;
      const names = missing.replace(/^.*: /, '').split(', ');
      expect(names.length).toBeGreaterThan(0);
      for (const name of names) expect(routeEnvNames(route)).toContain(name);
    },
  );
});

describe("each handler's secrets", () => {
  it.each(API_ROUTES.map((route) => [route.handler, route] as const))(
    '%s gets the local value of each secret its route declares, and of no other',
    (_, route) => {
      const handler = handlerEnv(route, env);
      const declared = new Set(routeSecrets(route));
      for (const id of SECRET_IDS) {
        const { envVar, localVar } = SECRETS[id];
        expect(handler[envVar], envVar).toBe(declared.has(id) ? env.values[envVar] : undefined);
        expect(handler[localVar], localVar).toBe(
          declared.has(id) ? env.values[localVar] : undefined,
        );
      }
    },
  );

  it('stand in for every secret with a value of its own', () => {
    const values = SECRET_IDS.map((id) => env.values[SECRETS[id].localVar]);
    expect(new Set(values).size).toBe(SECRET_IDS.length);
  });
});

describe('a handler that reads a table only when invoked', () => {
  let server: Server;
  let url = '';

  beforeAll(async () => {
    // The same handler module twice, as two functions: one declares only the contact
    // table, the other only the shipping table.
    const load = () => import('../support/count-by-query-handler');
    const contactOnly: ApiRoute = { ...apiRoute('create-contact'), access: { count: ['contact'] } };
    const shippingOnly: ApiRoute = {
      ...apiRoute('create-shipping-request'),
      access: { count: ['shipping'] },
    };
    const handlers = new Map<ApiRoute, LocalHandler>([
      [contactOnly, await loadHandler(handlerEnv(contactOnly, env), load)],
      [shippingOnly, await loadHandler(handlerEnv(shippingOnly, env), load)],
    ]);
    server = createLocalServer({ handlers, originSecret: localOriginSecret(env) });
    url = `http://127.0.0.1:${await listen(server, 0)}`;
  });

  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const count = async (path: string, kind: string) => {
    const res = await fetch(`${url}${path}?kind=${kind}`, { method: 'POST' });
    return { status: res.status, body: (await res.json()) as unknown };
  };

  it('reads a table its route declares', async () => {
    expect(await count('/api/contact', 'contact')).toEqual({ status: 200, body: { count: 0 } });
    expect(await count('/api/shipping/request', 'shipping')).toEqual({
      status: 200,
      body: { count: 0 },
    });
  });

  it('answers a 500 for a table its route does not declare, though another handler uses it', async () => {
    const logged = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    try {
      expect(await count('/api/contact', 'shipping')).toEqual({
        status: 500,
        body: { message: 'Internal server error' },
      });
      const unhandled = logged.mock.calls.find(([message]) => message === 'Unhandled error');
      expect(String((unhandled?.[1] as { error?: Error } | undefined)?.error?.message)).toContain(
        'Missing or invalid environment variables: SHIPPING_REQUESTS_TABLE_NAME',
      );
    } finally {
      logged.mockRestore();
    }
  });
});
