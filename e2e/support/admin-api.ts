import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { adminLoginResponseSchema, signInNextSchema } from '@lab/shared/schemas/admin';
import { E2E } from '../playwright.config';
import { adminCode } from './admin-ui';

/** Where the workers share the API token, so each code-consuming sign-in is rare. */
const TOKEN_FILE = join(E2E.dataDir, 'e2e-admin-token.json');
/** Well inside the token's lifetime and the session's idle limit. */
const TOKEN_REUSE_MS = 15 * 60_000;

/**
 * The local admin's token for API checks: signed in once through the API (the password,
 * then an authenticator code) and shared by every worker of the run for a while. Each code
 * is accepted once, so signing in for every check would make the checks wait for codes.
 */
export async function adminToken(request: APIRequestContext): Promise<string> {
  try {
    const cached = JSON.parse(readFileSync(TOKEN_FILE, 'utf8')) as { token: string; at: number };
    if (Date.now() - cached.at < TOKEN_REUSE_MS) return cached.token;
  } catch {
    // None yet, or unreadable: sign in.
  }
  const token = await signInThroughApi(request);
  writeFileSync(TOKEN_FILE, JSON.stringify({ token, at: Date.now() }));
  return token;
}

/** Signs the local admin in through the API: the password, then the authenticator code. */
async function signInThroughApi(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/admin/login', {
    data: { username: 'admin', password: E2E.adminPassword },
  });
  const { next, session } = signInNextSchema.parse(await res.json());
  if (next !== 'mfaCode') throw new Error(`The local admin was asked for ${next}`);
  const code = await request.post('/api/admin/login/step', {
    data: { username: 'admin', step: 'mfaCode', session, code: await adminCode() },
  });
  return adminLoginResponseSchema.parse(await code.json()).token;
}

/** The newest records of an admin list route, read with a real admin token. */
export async function storedRecords(
  request: APIRequestContext,
  path: string,
): Promise<Record<string, unknown>[]> {
  const res = await request.get(`${path}?limit=100`, {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
  });
  return ((await res.json()) as { data: Record<string, unknown>[] }).data;
}
