import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_MESSAGE } from '@lab/shared/api/idempotency';
import { HONEYPOT_FIELD } from '@lab/shared/constants/honeypot';
import { LIMITS } from '@lab/shared/constants/limits';
import { dashboardSummarySchema, listResponseSchema } from '@lab/shared/schemas/admin';
import {
  apiErrorSchema,
  createdResponseSchema,
  fieldErrors,
  VALIDATION_FAILED,
} from '@lab/shared/schemas/api-error';
import { contactRequestSchema } from '@lab/shared/schemas/contact';
import { recordSchemaByKind } from '@lab/shared/schemas/records';
import { resourceRequestSchema } from '@lab/shared/schemas/resource-request';
import { shippingRequestSchema } from '@lab/shared/schemas/shipping-request';
import { hasRefusedCharacter } from '@lab/shared/text/characters';
import { useTestApi } from '../support/test-api';

const context = useTestApi();

/** Any UTF-16 code unit, so lone surrogates (ill-formed text) come up as often as any other. */
const codeUnit = fc.nat(0xffff).map((unit) => String.fromCharCode(unit));

/** Characters that are invisible, reorder text, break a line or cannot be encoded. */
const hostileCharacter = fc.oneof(
  fc.constantFrom(
    '\u0000',
    '\u0085',
    '\u2028',
    '\u2029',
    '\u202e',
    '\u2066',
    '\u200b',
    '\u200c',
    '\u200d',
    '\u2060',
    '\ufeff',
    '\u00ad',
    '\r\n',
    '\t',
    '\u{E0041}',
  ),
  fc.integer({ min: 0x00, max: 0x1f }).map((code) => String.fromCharCode(code)),
  fc.integer({ min: 0x7f, max: 0x9f }).map((code) => String.fromCharCode(code)),
  fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code)),
);

/** Ordinary text with one hostile character somewhere in it. */
const textWithHostileCharacter = fc
  .tuple(
    fc.constantFrom('Jo Farmer', 'Please test my soil samples soon.', 'أحمد', '780-555-0100'),
    hostileCharacter,
    fc.nat(),
  )
  .map(([text, bad, at]) => {
    const index = at % (text.length + 1);
    return text.slice(0, index) + bad + text.slice(index);
  });

/** Text a hostile or careless visitor might send, in any script and any encoding state. */
const nastyText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 50 }),
  fc.string({ unit: 'binary', maxLength: 50 }),
  fc.string({ unit: codeUnit, maxLength: 50 }),
  textWithHostileCharacter,
  fc.constantFrom(
    '',
    '   ',
    '<script>alert(1)</script>',
    '"><img src=x onerror=alert(1)>',
    'مرحبا بالعالم',
    '🌾🚜🧪',
    "Robert'); DROP TABLE students;--",
    '{"$ne": null}',
    '\u0000\u202e',
    'Bad \ud800 Farmer',
    'a@b',
    'jo@example.com',
    'Jo Farmer',
    'Please test my soil samples soon.',
  ),
  fc.string({ minLength: 90, maxLength: 6000 }),
);

const anyValue = fc.oneof(nastyText, fc.integer(), fc.boolean(), fc.constant(null), fc.jsonValue());

/**
 * A body shaped like the form: each field mostly valid, sometimes hostile or missing
 * (undefined disappears in JSON), so both stored and refused bodies are common.
 */
function nearValid(valid: Record<string, fc.Arbitrary<unknown>>) {
  const fields = Object.fromEntries(
    Object.entries(valid).map(([key, arb]) => [
      key,
      fc.oneof(
        { weight: 14, arbitrary: arb },
        anyValue,
        textWithHostileCharacter,
        fc.constant(undefined),
      ),
    ]),
  );
  return fc.record({
    ...fields,
    [HONEYPOT_FIELD]: fc.oneof({ weight: 6, arbitrary: fc.constant(undefined) }, fc.string()),
  });
}

// Addresses the schema accepts; fc.emailAddress() mostly makes RFC oddities that it refuses.
const email = fc.constantFrom('jo@example.com', 'pat.grower+lab@farm.example.ca', 'X@Y.CO');
const name = fc.constantFrom('Jo Farmer', 'Élise Côté', '李雷', 'أحمد', 'שלום כהן', 'Jo 👩‍🌾');
const text = fc.constantFrom(
  '5 kg',
  '30 x 20 cm',
  'Please test my soil.',
  '<b>bold</b> & "quoted"',
);

const routes = [
  {
    kind: 'contact',
    path: '/api/contact',
    schema: contactRequestSchema,
    valid: {
      name,
      email,
      phone: fc.constantFrom('', '780-555-0100', null),
      message: fc.constantFrom(
        'Please test my soil samples.',
        '<script>alert("x")</script> hello',
        'Line one,\r\nline two\tand a tab 🌾',
      ),
      subject: fc.constantFrom('general', 'pricing', 'support'),
      consent: fc.constant(true),
    },
  },
  {
    kind: 'resource',
    path: '/api/resources/request',
    schema: resourceRequestSchema,
    valid: {
      resourceId: fc.constantFrom('soil-sample-bags', 'plant-tissue-bags', 'water-sample-bottles'),
      name,
      email,
      address: fc.constantFrom('1 Main St, Leduc, AB, T9E 2X2'),
      phone: fc.constantFrom(null, '', '780-555-0100'),
      comments: fc.oneof(text, fc.constant('Quantity: 25 bags\nNotes: by the gate')),
    },
  },
  {
    kind: 'shipping',
    path: '/api/shipping/request',
    schema: shippingRequestSchema,
    valid: {
      shipperName: name,
      shipperEmail: email,
      shipperPhone: fc.constantFrom('780-555-0100'),
      sampleType: fc.constantFrom('soil', 'water', 'manure', 'humic'),
      shipmentWeight: text,
      shipmentDimensions: text,
    },
  },
] as const;

/**
 * Content types, and whether the API reads a body under them: `application/json`, alone
 * or with `charset=utf-8`, however spelt. (A header value's surrounding spaces are
 * stripped before it is sent.)
 */
const CONTENT_TYPES: Readonly<Record<string, boolean>> = {
  'application/json': true,
  'application/json; charset=utf-8': true,
  'Application/JSON; Charset=UTF-8': true,
  'application/json;charset="utf-8"': true,
  'application/json;': true,
  ' application/json ': true,
  'text/plain': false,
  'text/json': false,
  'application/x-www-form-urlencoded': false,
  'multipart/form-data; boundary=x': false,
  'application/evil+json': false,
  'application/jsonp': false,
  'application/json; charset=iso-8859-1': false,
  'application/json; charset=utf-16': false,
  'application/json; charset=utf-8; charset=utf-8': false,
  'application/json; charset=utf-8; boundary=x': false,
  'application/json, text/plain': false,
  'application/json charset=utf-8': false,
  '*/*': false,
  '': false,
};

/** Content-Encoding values, and whether the body is read as sent (only identity is). */
const CONTENT_ENCODINGS: Readonly<Record<string, boolean>> = {
  identity: true,
  IDENTITY: true,
  gzip: false,
  br: false,
  deflate: false,
  zstd: false,
  'gzip, identity': false,
  'identity, gzip': false,
  'x-evil': false,
};

/** Keys the API takes, as a well-behaved client makes them. */
const KEY = /^[A-Za-z0-9_-]{16,128}$/;

/** A few valid keys every route is sent again and again, so repeats are common. */
const REPEATED_KEYS = ['repeated-key-0000', 'repeated_key_0001', 'R'.repeat(128)];

/**
 * Any text as a header value: its UTF-8 bytes, one character each (as a server reads a
 * header), without the bytes no HTTP client sends in a header (controls but tab).
 */
const asHeaderValue = (text: string) =>
  Buffer.from(text, 'utf8')
    .toString('latin1')
    .replace(/[^\t\x20-\x7e\x80-\xff]/g, '');

/** A header value as it arrives: the client strips surrounding spaces and tabs. */
const asSent = (value: string) => value.replace(/^[\t ]+|[\t ]+$/g, '');

/**
 * Idempotency keys: none, valid ones (new, or from a small pool whatever the body), and
 * ones the API must refuse.
 */
const idempotencyKey = fc.oneof(
  { weight: 2, arbitrary: fc.constant(undefined) },
  { weight: 3, arbitrary: fc.stringMatching(KEY) },
  { weight: 2, arbitrary: fc.constantFrom(...REPEATED_KEYS) },
  {
    weight: 3,
    arbitrary: fc.oneof(
      fc.constantFrom(
        'short',
        'x'.repeat(15),
        'x'.repeat(129),
        'has spaces in it here',
        'key.with.dots.0000',
        'key/with/slashes/0000',
        'idempotency#0000000000',
        '#count#0000000000000',
        "x'; DROP TABLE keys;--",
        '%41%41%41%41%41%41%41%41',
        'clé-clé-clé-clé-clé-clé',
        'repeated-key-0000, repeated_key_0001',
      ),
      nastyText.map(asHeaderValue),
    ),
  },
);

/** What reaches the server: a JSON body, or raw text, under some content type and encoding. */
function requestFor(valid: Record<string, fc.Arbitrary<unknown>>) {
  return fc.record({
    contentType: fc.oneof(
      { weight: 8, arbitrary: fc.constant('application/json') },
      fc.constantFrom(...Object.keys(CONTENT_TYPES)),
    ),
    contentEncoding: fc.oneof(
      { weight: 8, arbitrary: fc.constant(undefined) },
      fc.constantFrom(...Object.keys(CONTENT_ENCODINGS)),
    ),
    idempotencyKey,
    body: fc.oneof(
      { weight: 6, arbitrary: nearValid(valid).map((value) => ({ json: value as unknown })) },
      fc.jsonValue().map((value) => ({ json: value })),
      fc.string().map((raw) => ({ raw })),
      fc.string({ unit: codeUnit }).map((raw) => ({ raw })),
    ),
  });
}

interface GeneratedRequest {
  contentType: string;
  contentEncoding: string | undefined;
  idempotencyKey: string | undefined;
  body: { json: unknown } | { raw: string };
}

/** The request body as sent. */
const rawOf = ({ body }: GeneratedRequest) =>
  'json' in body ? JSON.stringify(body.json) : body.raw;

/**
 * The status of a request refused before its body is read: 413 over the size limit, else
 * 415 for a compressed body or another content type; undefined when the body is read.
 */
function refusedBeforeReading(request: GeneratedRequest) {
  const { contentType, contentEncoding } = request;
  if (Buffer.byteLength(rawOf(request)) > LIMITS.bodyBytes) return 413;
  if (contentEncoding !== undefined && !CONTENT_ENCODINGS[contentEncoding]) return 415;
  if (!CONTENT_TYPES[contentType]) return 415;
  return undefined;
}

/**
 * The schema's verdict on a JSON body the API reads, or null for one it refuses before
 * validation (413, 415) and for raw text (whatever the parser makes of it).
 */
function verdict(schema: z.core.$ZodType, request: GeneratedRequest) {
  if (refusedBeforeReading(request) !== undefined || !('json' in request.body)) return null;
  return z.safeParse(schema, request.body.json);
}

/** An error body a visitor can act on: a message, and one per refused field. */
function expectClearMessage(body: unknown) {
  const { message, errors = {} } = apiErrorSchema.parse(body);
  for (const text of [message, ...Object.values(errors)]) {
    expect(text.length).toBeGreaterThan(0);
    expect(hasRefusedCharacter(text)).toBe(false);
  }
}

/** Every string of a value, however deep. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

describe('random and malformed requests', () => {
  for (const route of routes) {
    it(`${route.path}: 201 or a clear 4xx, never a 5xx, and only valid requests are stored, once per key`, async () => {
      let expectedStored = 0;
      let refusedKeys = 0;
      let repeats = 0;
      // Each key the route stored a record under, and that record's id.
      const claimed = new Map<string, string>();
      await fc.assert(
        fc.asyncProperty(requestFor(route.valid), async (request) => {
          const { contentType, contentEncoding, idempotencyKey } = request;
          const send = () =>
            context.api.request('POST', route.path, {
              raw: rawOf(request),
              headers: {
                ...(contentType && { 'content-type': contentType }),
                ...(contentEncoding !== undefined && { 'content-encoding': contentEncoding }),
                ...(idempotencyKey !== undefined && { [IDEMPOTENCY_HEADER]: idempotencyKey }),
              },
            });
          const res = await send();
          expect(res.status).toBeLessThan(500);
          const parsed = verdict(route.schema, request);
          const key = idempotencyKey === undefined ? undefined : asSent(idempotencyKey);
          const keyValid = key === undefined || KEY.test(key);
          if (parsed?.success && keyValid) {
            expect(res.status).toBe(201);
            const { id } = createdResponseSchema.parse(res.body);
            // A filled honeypot is answered alike, stores nothing and claims no key.
            if ((parsed.data as Record<string, unknown>)[HONEYPOT_FIELD]) return;
            const first = key === undefined ? undefined : claimed.get(key);
            if (first !== undefined) {
              // A repeated key, whatever the body: the first answer, nothing stored.
              repeats++;
              expect(id).toBe(first);
              return;
            }
            expectedStored++;
            if (key === undefined) return;
            claimed.set(key, id);
            // The client's retry of a request whose answer it lost: the same answer again.
            const again = await send();
            repeats++;
            expect(again.status).toBe(201);
            expect(again.body).toEqual(res.body);
            return;
          }
          expectClearMessage(res.body);
          if (parsed && !parsed.success) {
            // The form's own messages, field by field: the browser shows the same ones.
            expect(res.status).toBe(400);
            expect(res.body).toMatchObject({
              message: VALIDATION_FAILED,
              errors: fieldErrors(parsed.error),
            });
          } else if (parsed) {
            // A valid body under a malformed key: refused for the key alone.
            refusedKeys++;
            expect(res.status).toBe(400);
            expect(res.body).toEqual({
              message: VALIDATION_FAILED,
              errors: { [IDEMPOTENCY_HEADER.toLowerCase()]: IDEMPOTENCY_KEY_MESSAGE },
            });
          } else {
            const refused = refusedBeforeReading(request);
            if (refused) expect(res.status).toBe(refused);
            // Raw text under a JSON type: 415 unless it parses, then validation's 400.
            else expect([400, 415]).toContain(res.status);
          }
        }),
        // More runs than a body alone needs: a malformed key refuses a share of the valid bodies.
        { numRuns: 200 },
      );

      const summary = dashboardSummarySchema.parse(
        (await context.api.request('GET', '/api/admin/dashboard', { token: context.token })).body,
      );
      // The generator must reach each outcome, or the property proves little.
      expect(expectedStored).toBeGreaterThan(5);
      expect(refusedKeys).toBeGreaterThan(0);
      expect(repeats).toBeGreaterThan(0);
      expect(summary.counts[route.kind]).toBe(expectedStored);

      // Every stored record is a whole, valid record, with no text the mail cannot carry.
      const stored: unknown[] = [];
      let cursor: string | null = null;
      do {
        const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
        const res = await context.api.request('GET', `${route.path}?limit=100${query}`, {
          token: context.token,
        });
        const page = listResponseSchema(recordSchemaByKind[route.kind]).parse(res.body);
        stored.push(...page.data);
        cursor = page.nextCursor;
      } while (cursor);
      expect(stored).toHaveLength(expectedStored);
      for (const text of strings(stored)) {
        expect(hasRefusedCharacter(text, { multiline: true }), JSON.stringify(text)).toBe(false);
      }
    });
  }
});
