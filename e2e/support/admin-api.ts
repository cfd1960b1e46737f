import type { APIRequestContext } from '@playwright/test';
import { adminLoginResponseSchema, signInNextSchema } from '@lab/shared/schemas/admin';
import { E2E } from '../playwright.config';
import { adminCode } from './admin-ui';

/** Signs the local admin in through the API: the password, then the authenticator code. */
export async function adminToken(request: APIRequestContext): Promise<string> {
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
