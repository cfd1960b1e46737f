import type { APIRequestContext } from '@playwright/test';
import { E2E } from '../playwright.config';

async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/admin/login', {
    data: { username: 'admin', password: E2E.adminPassword },
  });
  return ((await res.json()) as { token: string }).token;
}

/** The newest records of an admin list route, read with a real admin token. */
export async function storedRecords(
  request: APIRequestContext,
  path: '/api/contact' | '/api/resources/request' | '/api/shipping/request',
): Promise<Record<string, unknown>[]> {
  const res = await request.get(`${path}?limit=100`, {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
  });
  return ((await res.json()) as { data: Record<string, unknown>[] }).data;
}
