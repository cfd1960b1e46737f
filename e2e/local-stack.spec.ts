import { expect, test } from '@playwright/test';
import { readScriptHashes, WEB_DIST } from '@lab/functions/local/config';
import { securityHeaderValues } from '@lab/shared/security/headers';
import { SITE_ROUTES } from '@lab/web/config/site-routes';
import { adminToken } from './support/admin-api';
import { viewerMessages } from './support/mail';

/*
 * The running product as `npm start` serves it: the site and the API on one origin,
 * backed by the real stand-ins. Page-level journeys arrive with the website issues.
 */

test('serves the site', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a message sent from the browser reaches the admin list and the mail viewer', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const name = `E2E Visitor ${Date.now()}`;
  // Same-origin call from the page, as the site's forms will make it.
  const created = await page.evaluate(async (visitor) => {
    const res = await fetch('/api/contact', {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: visitor,
        email: 'visitor@example.com',
        message: 'Please test my soil samples.',
      }),
    });
    return { status: res.status, body: (await res.json()) as { ok: boolean; id: string } };
  }, name);
  expect(created).toMatchObject({ status: 201, body: { ok: true } });

  const headers = { authorization: `Bearer ${await adminToken(request)}` };

  const list = await request.get('/api/contact', { headers });
  const { data } = (await list.json()) as { data: { id: string; name: string }[] };
  expect(data.find((record) => record.id === created.body.id)?.name).toBe(name);

  const notify = await request.post(`/api/admin/notify/contact/${created.body.id}`, { headers });
  expect(await notify.json()).toMatchObject({ success: true });

  // The notify route's message, not the automatic alert (same subject, another header).
  const manual = (await viewerMessages(request)).filter(
    (email) => email.delivery === `notify/contact/${created.body.id}`,
  );
  expect(manual.map((email) => email.subject)).toContain(`New contact message from ${name}`);
});

test('the admin API refuses the browser without a token', async ({ request }) => {
  const res = await request.get('/api/admin/dashboard');
  expect(res.status()).toBe(401);
});

test('every response carries the shared security headers, and no page raises a CSP violation', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const options = { upgradeInsecureRequests: false, scriptHashes: readScriptHashes(WEB_DIST) };
  const paths = [
    ...SITE_ROUTES.map((route) => route.path),
    '/api/admin/dashboard',
    '/no-such-page',
  ];
  for (const path of paths) {
    const res = await request.get(path);
    // Per path: the staff pages' differ (no analytics host, the camera allowed).
    for (const [name, value] of Object.entries(securityHeaderValues(options, path)))
      expect(res.headers()[name], `${path} ${name}`).toBe(value);
  }
  // What the shared definition must say, whatever else it says.
  const headers = (await request.get('/')).headers();
  const csp = headers['content-security-policy'] ?? '';
  expect(csp).toContain("object-src 'none'");
  expect(csp).toMatch(/base-uri '(self|none)'/);
  expect(csp).toMatch(/frame-ancestors '(self|none)'/);
  const maxAge = Number(/max-age=(\d+)/.exec(headers['strict-transport-security'] ?? '')?.[1]);
  expect(maxAge).toBeGreaterThanOrEqual(365 * 24 * 60 * 60);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBeTruthy();
  expect(headers['permissions-policy']).toBeTruthy();

  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) {
      violations.push(`${page.url()}: ${message.text()}`);
    }
  });
  for (const { path } of SITE_ROUTES) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  // Validating a form runs Zod's object parser, whose eval probe the CSP would report.
  await page.goto('/contact');
  // The form's code starts when a visitor reaches into it.
  await page.getByLabel('Full name').focus();
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Name must be at least 2 characters')).toBeVisible();
  expect(violations).toEqual([]);
});
