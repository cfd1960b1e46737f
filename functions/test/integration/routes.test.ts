import { gzipSync } from 'node:zlib';
import { describe, expect, inject, it } from 'vitest';
import { DELIVERY_HEADER } from '@lab/shared/constants/mail';
import { ACCESS_TOKEN_MINUTES } from '@lab/shared/constants/sign-in';
import { dashboardSummarySchema, listResponseSchema } from '@lab/shared/schemas/admin';
import {
  contactSubmissionSchema,
  resourceRequestRecordSchema,
  shippingRequestRecordSchema,
} from '@lab/shared/schemas/records';
import { unusedCode } from '../../src/local/unused-code';
import { SHIPPING_REQUEST as shippingRequest } from '../support/fixtures';
import { sentEmails, useTestApi } from '../support/test-api';

const context = useTestApi();

const contactFromHome = {
  name: 'Jo Farmer',
  email: 'jo@example.com',
  phone: '',
  message: 'Please call me about soil testing.',
};
const contactFromPage = {
  ...contactFromHome,
  name: 'Sam Agronomist',
  phone: '780-555-0100',
  subject: 'soil-diagnostic',
  consent: true,
};
const resourceRequest = {
  resourceId: 'plant-tissue-bags',
  name: 'Pat Grower',
  email: 'pat@example.com',
  address: '1 Main St, Leduc, AB, T9E 2X2',
  phone: null,
  comments: 'Container type: Plant Tissue Bags\nQuantity: 30',
};

describe('public forms are stored and listed for the admin', () => {
  it('stores both contact form variants and lists them newest first', async () => {
    const first = await context.api.request('POST', '/api/contact', { body: contactFromHome });
    const second = await context.api.request('POST', '/api/contact', { body: contactFromPage });
    expect(first).toMatchObject({ status: 201, body: { ok: true } });
    expect(second).toMatchObject({ status: 201, body: { ok: true } });

    const list = await context.api.request('GET', '/api/contact', { token: context.token });
    expect(list.status).toBe(200);
    const { data, nextCursor } = listResponseSchema(contactSubmissionSchema).parse(list.body);
    expect(nextCursor).toBeNull();
    expect(data.map((r) => r.id)).toEqual([
      (second.body as { id: string }).id,
      (first.body as { id: string }).id,
    ]);
    expect(data[0]).toMatchObject({
      name: 'Sam Agronomist',
      subject: 'soil-diagnostic',
      phone: '780-555-0100',
    });
    expect(data[1]).toMatchObject({ name: 'Jo Farmer', subject: null, phone: null });
    expect(data[1]).not.toHaveProperty('consent');
    expect(Date.parse(data[0]!.createdAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('stores a container request', async () => {
    expect(
      (await context.api.request('POST', '/api/resources/request', { body: resourceRequest }))
        .status,
    ).toBe(201);
    const list = await context.api.request('GET', '/api/resources/request', {
      token: context.token,
    });
    const { data } = listResponseSchema(resourceRequestRecordSchema).parse(list.body);
    expect(data[0]).toMatchObject(resourceRequest);
  });

  it('stores a shipping request', async () => {
    expect(
      (await context.api.request('POST', '/api/shipping/request', { body: shippingRequest }))
        .status,
    ).toBe(201);
    const list = await context.api.request('GET', '/api/shipping/request', {
      token: context.token,
    });
    const { data } = listResponseSchema(shippingRequestRecordSchema).parse(list.body);
    expect(data[0]).toMatchObject(shippingRequest);
  });

  it('answers a filled honeypot with 201 and stores nothing', async () => {
    const before = dashboardSummarySchema.parse(
      (await context.api.request('GET', '/api/admin/dashboard', { token: context.token })).body,
    );
    const bot = await context.api.request('POST', '/api/shipping/request', {
      body: { ...shippingRequest, website: 'http://cheap.example' },
    });
    expect(bot).toMatchObject({ status: 201, body: { ok: true } });
    const after = dashboardSummarySchema.parse(
      (await context.api.request('GET', '/api/admin/dashboard', { token: context.token })).body,
    );
    expect(after.counts.shipping).toBe(before.counts.shipping);
  });
});

describe('dashboard and pagination', () => {
  it('counts every record', async () => {
    const res = await context.api.request('GET', '/api/admin/dashboard', { token: context.token });
    expect(res.status).toBe(200);
    // Every record arrives new, so all are open; none has been waiting past its promise.
    expect(res.body).toEqual({
      counts: { contact: 2, resource: 1, shipping: 1 },
      open: { contact: 2, resource: 1, shipping: 1 },
      overdue: { resource: 0, shipping: 0 },
    });
  });

  it('pages through a list with the cursor, without gaps or repeats', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await context.api.request('POST', '/api/resources/request', {
        body: { ...resourceRequest, name: `Grower ${i}` },
      });
      ids.push((res.body as { id: string }).id);
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = cursor ? `?limit=3&cursor=${encodeURIComponent(cursor)}` : '?limit=3';
      const res = await context.api.request('GET', `/api/resources/request${query}`, {
        token: context.token,
      });
      const page = listResponseSchema(resourceRequestRecordSchema).parse(res.body);
      expect(page.data.length).toBeLessThanOrEqual(3);
      seen.push(...page.data.map((r) => r.id));
      cursor = page.nextCursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(3); // 8 records, 3 per page: the last page has no cursor
    expect(seen).toHaveLength(8);
    expect(seen.slice(0, 7)).toEqual([...ids].reverse());
    expect(new Set(seen).size).toBe(8);
  });

  it('refuses a bad cursor or page size with 400', async () => {
    expect(
      (await context.api.request('GET', '/api/contact?cursor=abc', { token: context.token })).body,
    ).toEqual({
      message: 'Invalid cursor',
    });
    const res = await context.api.request('GET', '/api/contact?limit=0', { token: context.token });
    expect(res).toMatchObject({
      status: 400,
      body: { errors: { limit: 'limit must be at least 1' } },
    });
  });
});

describe('admin login', () => {
  it('asks for the authenticator code after the right password, then returns a token and its lifetime', async () => {
    const res = await context.api.request('POST', '/api/admin/login', {
      body: { username: 'admin', password: 'Integration-Test-1' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ next: 'mfaCode', session: expect.any(String) });
    const { session } = res.body as { session: string };
    const code = await context.api.request('POST', '/api/admin/login/step', {
      body: {
        username: 'admin',
        step: 'mfaCode',
        session,
        code: await unusedCode(inject('adminTotpSecret')),
      },
    });
    expect(code.status).toBe(200);
    expect(code.body).toMatchObject({
      token: expect.stringMatching(/^ey/),
      expiresIn: expect.any(Number),
    });
    // cognito-local's tokens say 24 hours; the admin routes refuse them after the lifetime.
    expect((code.body as { expiresIn: number }).expiresIn).toBeLessThanOrEqual(
      ACCESS_TOKEN_MINUTES * 60,
    );
  });

  it('gives the same 401 for a wrong password and an unknown user', async () => {
    const wrong = await context.api.request('POST', '/api/admin/login', {
      body: { username: 'admin', password: 'nope' },
    });
    const unknown = await context.api.request('POST', '/api/admin/login', {
      body: { username: 'ghost', password: 'nope' },
    });
    expect(wrong).toMatchObject({ status: 401, body: { message: 'Invalid credentials' } });
    expect(unknown).toMatchObject({ status: 401, body: { message: 'Invalid credentials' } });
  });

  it('requires both fields', async () => {
    const res = await context.api.request('POST', '/api/admin/login', { body: {} });
    expect(res).toMatchObject({
      status: 400,
      body: { errors: { username: 'Username is required', password: 'Password is required' } },
    });
  });
});

describe('notify', () => {
  it('puts one message for the record in the mail store, Reply-To the submitter', async () => {
    const created = await context.api.request('POST', '/api/shipping/request', {
      body: { ...shippingRequest, shipperName: 'Notify Me' },
    });
    const id = (created.body as { id: string }).id;
    const res = await context.api.request('POST', `/api/admin/notify/shipping/${id}`, {
      token: context.token,
      headers: { 'content-type': 'application/json' },
    });
    const { MAIL_FROM, NOTIFY_TO } = context.api.env.values;
    expect(res).toEqual(
      expect.objectContaining({
        status: 200,
        body: { success: true, message: `Notification email sent to ${NOTIFY_TO}` },
      }),
    );
    const mails = (await sentEmails(context.api.env)).filter((m) => m.body.text?.includes(id));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      from: MAIL_FROM,
      replyTo: ['lee@example.com'],
      destination: { to: [NOTIFY_TO] },
      subject: 'New shipping label request: Feed from Notify Me',
    });
    // Through the one SES sender: named as a notify, never as the record's automatic alert.
    expect(mails[0]?.headers).toEqual(
      expect.arrayContaining([{ name: DELIVERY_HEADER, value: `notify/shipping/${id}` }]),
    );
  });

  it('answers 404 for an unknown record, and for a counter item', async () => {
    for (const id of ['01JD0000000000000000000000', '#count#0']) {
      const res = await context.api.request(
        'POST',
        `/api/admin/notify/contact/${encodeURIComponent(id)}`,
        {
          token: context.token,
        },
      );
      expect(res).toMatchObject({
        status: 404,
        body: { success: false, message: 'Record not found' },
      });
    }
  });

  it('refuses an unknown kind with 400', async () => {
    const res = await context.api.request('POST', '/api/admin/notify/users/1', {
      token: context.token,
    });
    expect(res.status).toBe(400);
  });
});

describe('HTTP edge cases', () => {
  it('answers unknown routes and methods with a JSON 404', async () => {
    expect(await context.api.request('GET', '/api/nothing-here')).toMatchObject({
      status: 404,
      body: { message: 'Not Found' },
    });
    expect(await context.api.request('DELETE', '/api/contact')).toMatchObject({
      status: 404,
      body: { message: 'Not Found' },
    });
  });

  it('answers 415 for a body that is not JSON, and 413 for one over 16 KB', async () => {
    expect(
      (
        await context.api.request('POST', '/api/contact', {
          raw: 'name=Jo',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        })
      ).status,
    ).toBe(415);
    expect(
      (
        await context.api.request('POST', '/api/contact', {
          raw: '{"name":"Jo"',
          headers: { 'content-type': 'application/json' },
        })
      ).status,
    ).toBe(415);
    const big = await context.api.request('POST', '/api/contact', {
      body: { ...contactFromHome, message: 'x'.repeat(20_000) },
    });
    expect(big).toMatchObject({ status: 413 });
  });

  it('reads a body only as application/json in UTF-8, uncompressed: another type, charset or encoding is a 415 and stores nothing', async () => {
    const email = 'strict.body@example.com';
    const json = JSON.stringify({ ...contactFromHome, name: 'Zoë Müller', email });
    const post = (headers: Record<string, string>, body: string | Uint8Array = json) =>
      fetch(`${context.api.url}/api/contact`, { method: 'POST', headers, body });
    const refused: [Record<string, string>, string | Uint8Array, string][] = [
      [{ 'content-type': 'application/evil+json' }, json, 'Content-Type'],
      [{ 'content-type': 'text/json' }, json, 'Content-Type'],
      // Latin-1 bytes, which read as UTF-8 would store a garbled name.
      [
        { 'content-type': 'application/json; charset=iso-8859-1' },
        Buffer.from(json, 'latin1'),
        'Content-Type',
      ],
      [
        { 'content-type': 'application/json', 'content-encoding': 'gzip' },
        json,
        'Content-Encoding',
      ],
      // The local server passes the body on as sent: it does not decompress it either.
      [
        { 'content-type': 'application/json', 'content-encoding': 'gzip' },
        gzipSync(json),
        'Content-Encoding',
      ],
    ];
    for (const [headers, body, says] of refused) {
      const res = await post(headers, body);
      expect(res.status, JSON.stringify(headers)).toBe(415);
      expect(((await res.json()) as { message: string }).message).toMatch(new RegExp(`^${says}`));
    }
    const accepted: Record<string, string>[] = [
      { 'content-type': 'application/json' },
      { 'content-type': 'Application/JSON ; Charset="UTF-8"' },
      { 'content-type': 'application/json; charset=utf-8', 'content-encoding': 'identity' },
    ];
    for (const headers of accepted) {
      expect((await post(headers)).status, JSON.stringify(headers)).toBe(201);
    }
    const found = await context.api.request(
      'GET',
      `/api/admin/records/search?email=${encodeURIComponent(email)}`,
      { token: context.token },
    );
    const stored = (found.body as { data: { record: { name: string } }[] }).data;
    expect(stored.map(({ record }) => record.name)).toEqual(accepted.map(() => 'Zoë Müller'));
  });

  it('marks API answers as not cacheable', async () => {
    const res = await context.api.request('GET', '/api/admin/dashboard', { token: context.token });
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  });
});
