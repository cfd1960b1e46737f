import { describe, expect, it } from 'vitest';
import { apiPath, listRoute } from '@lab/shared/api/routes';
import { createdResponseSchema } from '@lab/shared/schemas/api-error';
import { activityPageSchema } from '@lab/shared/schemas/audit';
import { recordSchemaByKind } from '@lab/shared/schemas/records';
import { SAMPLE_MESSAGES, TRACK_NOT_FOUND, trackResponseSchema } from '@lab/shared/schemas/samples';
import { signDocumentToken } from '../../src/lib/documents/document-token';
import { STAFF_USERNAME } from '../../src/local/stack';
import { SHIPPING_REQUEST } from '../support/fixtures';
import { FORM_BODIES, inbox } from '../support/inbox';
import { useTestApi } from '../support/test-api';

/*
 * Issue 31 end to end on the local stack's handlers and DynamoDB Local: a shipping label
 * request's links, its documents, the samples received once, and the requester's status.
 */

const context = useTestApi();
const { get } = inbox(context);

/** A shipping label request as the web form sends it, and what the confirmation gets. */
async function request(email = SHIPPING_REQUEST.shipperEmail) {
  const res = await context.api.request('POST', listRoute('shipping').path, {
    body: { ...SHIPPING_REQUEST, shipperEmail: email },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const created = createdResponseSchema.parse(res.body);
  expect(created.documents).toBeDefined();
  return { ...created, documents: created.documents! };
}

const tokenOf = (link: string) => new URL(link, 'https://lab.example').searchParams.get('t')!;
const linkKey = () => context.api.env.values.DOCUMENT_LINK_KEY as string;

const staff = async () => context.api.staffToken();
const receive = async (id: string, kind = 'shipping') =>
  context.api.request('POST', apiPath('receive-samples', { kind, id }), {
    body: { boxes: 2, condition: 'as-expected', note: 'Cold pack intact' },
    token: await staff(),
  });

describe('documents from the confirmation link', () => {
  it('answers the label and the form as PDFs', async () => {
    const { documents } = await request();
    for (const link of [documents.label, `${documents.label}&size=4x6`, documents.form]) {
      const res = await context.api.request('GET', link);
      expect(res.status, link).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      expect(res.headers.get('x-robots-tag')).toBe('noindex');
      expect(String(res.body).startsWith('%PDF-')).toBe(true);
    }
    const odd = await context.api.request('GET', `${documents.label}&size=a4`);
    expect(odd.status).toBe(400);
  });

  it('refuses tampered, expired, foreign-record and other-purpose tokens with identical 404s', async () => {
    const mine = await request();
    const theirs = await request('someone@example.com');
    const token = tokenOf(mine.documents.label);
    const [head, body] = token.split('.') as [string, string];
    const expired = signDocumentToken(
      { kind: 'shipping', id: mine.id, purpose: 'label' },
      Date.now() - 1000,
      [linkKey()],
    );
    // Another record's payload under this record's signature.
    const foreign = `${head}.${tokenOf(theirs.documents.label).split('.')[1]}.${token.split('.')[2]}`;
    const bodies = [];
    for (const t of [
      `${head}.${body}.${'A'.repeat(43)}`,
      expired,
      foreign,
      tokenOf(mine.documents.form),
      tokenOf(mine.documents.track),
      'x',
    ]) {
      const res = await context.api.request(
        'GET',
        `${apiPath('get-document', { document: 'label' })}?t=${encodeURIComponent(t)}`,
      );
      expect(res.status).toBe(404);
      bodies.push(JSON.stringify(res.body));
    }
    expect(new Set(bodies).size).toBe(1);
  });

  it('gives staff the documents by kind and id, and nothing for a contact message', async () => {
    const { id } = await request();
    const res = await context.api.request(
      'GET',
      apiPath('get-record-document', { kind: 'shipping', id, document: 'form' }),
      { token: await staff() },
    );
    expect(res.status).toBe(200);
    expect(String(res.body).startsWith('%PDF-')).toBe(true);
    const contact = await context.api.request(
      'GET',
      apiPath('get-record-document', { kind: 'contact', id, document: 'form' }),
      { token: await staff() },
    );
    expect(contact.status).toBe(404);
  });
});

describe('samples at the door', () => {
  it('records a receipt once: a second scan answers the same record, changed false, and is no second receipt in the trail', async () => {
    const { id, reference } = await request();
    const first = await receive(id);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const { record, changed } = first.body as { record: unknown; changed: boolean };
    expect(changed).toBe(true);
    const stored = recordSchemaByKind.shipping.parse(record);
    expect(stored.samplesReceived).toMatchObject({
      by: STAFF_USERNAME,
      boxes: 2,
      condition: 'as-expected',
      note: 'Cold pack intact',
    });

    const second = await receive(id);
    expect(second.status).toBe(200);
    expect(second.body).toEqual({ record, changed: false });

    const trail = activityPageSchema.parse(
      (await get(`${apiPath('list-activity')}?limit=20`)).body,
    );
    const mine = trail.data.filter(
      (entry) => entry.recordId === id && entry.event === 'samples-received',
    );
    expect(mine.map(({ outcome, reason, actor }) => ({ outcome, reason, actor }))).toEqual([
      { outcome: 'failure', reason: 'already-recorded', actor: STAFF_USERNAME },
      { outcome: 'success', reason: undefined, actor: STAFF_USERNAME },
    ]);

    // The requester's status page shows it, by reference and address.
    const track = await context.api.request('POST', apiPath('track-request'), {
      body: { reference: reference.toLowerCase(), email: 'LEE@example.com' },
    });
    expect(track.status).toBe(200);
    expect(trackResponseSchema.parse(track.body)).toMatchObject({
      reference,
      kind: 'shipping',
      samplesReceived: { boxes: 2, condition: 'as-expected' },
      containersSent: null,
    });
    expect(JSON.stringify(track.body)).not.toContain('Cold pack');
  });

  it('refuses containers sent on a shipping label request (400), and a missing record is 404', async () => {
    const { id } = await request();
    const sent = await context.api.request(
      'POST',
      apiPath('mark-containers-sent', { kind: 'shipping', id }),
      { body: { courier: 'ups', tracking: '1Z999AA10123456784' }, token: await staff() },
    );
    expect(sent.status).toBe(400);
    expect(sent.body).toMatchObject({ message: SAMPLE_MESSAGES.noContainers });
    const missing = await receive('01JD0000000000000000000000');
    expect(missing.status).toBe(404);
  });
});

describe('containers sent', () => {
  it('marks a container request sent once, and the status page shows the tracking number', async () => {
    const res = await context.api.request('POST', listRoute('resource').path, {
      body: FORM_BODIES.resource('grower@example.com'),
    });
    expect(res.status).toBe(201);
    const { id, reference, documents } = createdResponseSchema.parse(res.body);
    const send = async (tracking: string) =>
      context.api.request('POST', apiPath('mark-containers-sent', { kind: 'resource', id }), {
        body: { courier: 'canada-post', tracking },
        token: await staff(),
      });
    const first = await send('1234 5678 9012 3456');
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({
      changed: true,
      record: { containersSent: { by: STAFF_USERNAME, tracking: '1234 5678 9012 3456' } },
    });
    const second = await send('9999 9999 9999');
    expect(second.body).toEqual({ ...(first.body as object), changed: false });
    const track = await context.api.request('POST', apiPath('track-request'), {
      body: { token: tokenOf(documents!.track) },
    });
    expect(trackResponseSchema.parse(track.body)).toMatchObject({
      reference,
      kind: 'resource',
      containersSent: { courier: 'canada-post', tracking: '1234 5678 9012 3456' },
      samplesReceived: null,
    });
  });
});

describe('the status page', () => {
  it('answers a wrong reference and a wrong address byte for byte the same, never sooner than the floor', async () => {
    const { reference, documents } = await request();
    const ask = async (body: unknown) => {
      const started = performance.now();
      const res = await context.api.request('POST', apiPath('track-request'), { body });
      return { ...res, took: performance.now() - started };
    };
    const wrongReference = await ask({
      reference: 'PAL-2222-22',
      email: SHIPPING_REQUEST.shipperEmail,
    });
    const wrongAddress = await ask({ reference, email: 'other@example.com' });
    for (const res of [wrongReference, wrongAddress]) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: TRACK_NOT_FOUND });
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('x-robots-tag')).toBe('noindex');
      expect(res.took).toBeGreaterThanOrEqual(140);
    }
    expect(JSON.stringify(wrongReference.body)).toBe(JSON.stringify(wrongAddress.body));
    const byLink = await ask({ token: tokenOf(documents.track) });
    expect(byLink.status).toBe(200);
    expect(trackResponseSchema.parse(byLink.body).reference).toBe(reference);
  });
});
