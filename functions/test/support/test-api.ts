import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, inject } from 'vitest';
import { adminTokenHeader, API_ROUTES, matchRoutePath } from '@lab/shared/api/routes';
import { adminLoginResponseSchema, signInNextSchema } from '@lab/shared/schemas/admin';
import { ensureAllTables } from '../../src/local/local-tables';
import { createLocalServer, listen, loadHandlers } from '../../src/local/server';
import {
  ADMIN_USERNAME,
  handlerEnv,
  STAFF_USERNAME,
  localOriginSecret,
  localTableEnv,
  type LocalEnv,
} from '../../src/local/stack';
import { unusedCode } from '../../src/local/unused-code';
import { TEST_ADMIN_PASSWORD } from '../global-setup';

/** The header the route at `path` reads the admin token from, as the web client sends it. */
function tokenHeaderFor(path: string): string {
  const pathname = path.split('?')[0] ?? path;
  const route = API_ROUTES.find((r) => matchRoutePath(r.path, pathname));
  return route ? adminTokenHeader(route) : 'authorization';
}

export interface TestApi {
  url: string;
  /** The stand-ins' environment, with this API's own tables. */
  env: LocalEnv;
  request(
    method: string,
    path: string,
    init?: { body?: unknown; raw?: string; headers?: Record<string, string>; token?: string },
  ): Promise<{ status: number; body: unknown; headers: Headers }>;
  /** A token of the local administrator, signed in once. */
  adminToken(): Promise<string>;
  /** A token of the local staff member (role staff), signed in once. */
  staffToken(): Promise<string>;
  close(): Promise<void>;
}

/**
 * The HTTP adapter with every handler, on tables of its own (so test files running in
 * parallel do not see each other's records), against the run's real stand-ins; `base`
 * adds to or replaces the stand-ins' base environment (a local override, say).
 */
export async function startTestApi(base: Record<string, string> = {}): Promise<TestApi> {
  const tables = localTableEnv(`-${randomUUID().slice(0, 8)}`);
  const stack = inject('stackEnv');
  const env: LocalEnv = {
    base: { ...stack.base, ...base },
    values: { ...stack.values, ...tables },
  };
  await ensureAllTables(env.base.DYNAMODB_ENDPOINT as string, tables);
  // As main.ts does: the base for the SDK's own reads; each handler gets its route's share.
  Object.assign(process.env, env.base);
  // A request line and audit lines per call would bury the results; errors still show.
  process.env.POWERTOOLS_LOG_LEVEL ??= 'WARN';
  const server = createLocalServer({
    handlers: await loadHandlers((route) => handlerEnv(route, env)),
    originSecret: localOriginSecret(env),
  });
  const url = `http://127.0.0.1:${await listen(server, 0)}`;
  let token: string | undefined;
  let staffToken: string | undefined;

  const request: TestApi['request'] = async (method, path, init = {}) => {
    const headers: Record<string, string> = { ...init.headers };
    if (init.body !== undefined) headers['content-type'] ??= 'application/json';
    if (init.token) headers[tokenHeaderFor(path)] = `Bearer ${init.token}`;
    const res = await fetch(url + path, {
      method,
      headers,
      body: init.raw ?? (init.body === undefined ? undefined : JSON.stringify(init.body)),
    });
    const text = await res.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // keep the text
    }
    return { status: res.status, body, headers: res.headers };
  };

  /** Signs in as a person does: the password, then the authenticator's next unused code. */
  async function signIn(username: string, totpSecret: string): Promise<string> {
    const password = await request('POST', '/api/admin/login', {
      body: { username, password: TEST_ADMIN_PASSWORD },
    });
    const { next, session } = signInNextSchema.parse(password.body);
    if (next !== 'mfaCode') throw new Error(`The local account ${username} was asked for ${next}`);
    const code = await request('POST', '/api/admin/login/step', {
      body: { username, step: 'mfaCode', session, code: await unusedCode(totpSecret) },
    });
    return adminLoginResponseSchema.parse(code.body).token;
  }

  return {
    url,
    env,
    request,
    async adminToken() {
      token ??= await signIn(ADMIN_USERNAME, inject('adminTotpSecret'));
      return token;
    },
    async staffToken() {
      staffToken ??= await signIn(STAFF_USERNAME, inject('staffTotpSecret'));
      return staffToken;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

export interface SentEmail {
  from: string;
  replyTo: string[];
  destination: { to: string[] };
  subject: string;
  body: { text?: string };
  headers?: { name: string; value: string }[];
}

/** Messages in aws-ses-v2-local's store (what its mail viewer shows). */
export async function sentEmails(env: LocalEnv): Promise<SentEmail[]> {
  const res = await fetch(`${env.base.SES_ENDPOINT}/store`);
  return ((await res.json()) as { emails: SentEmail[] }).emails;
}

/**
 * For a test file: starts its API before the tests and closes it after. The returned
 * object is filled in by `beforeAll`, so read it inside tests, not at module scope.
 */
export function useTestApi(base?: Record<string, string>): { api: TestApi; token: string } {
  const context = {} as { api: TestApi; token: string };
  beforeAll(async () => {
    context.api = await startTestApi(base);
    context.token = await context.api.adminToken();
  });
  afterAll(() => context.api.close());
  return context;
}
