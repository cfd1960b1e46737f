import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { HONEYPOT_FIELD } from '@lab/shared/constants/honeypot';
import { dashboardSummarySchema, listResponseSchema } from '@lab/shared/schemas/admin';
import { apiErrorSchema, fieldErrors, VALIDATION_FAILED } from '@lab/shared/schemas/api-error';
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

/** What reaches the server: a JSON body, or raw text, under some content type. */
function requestFor(valid: Record<string, fc.Arbitrary<unknown>>) {
  return fc.record({
    contentType: fc.oneof(
      { weight: 8, arbitrary: fc.constant('application/json') },
      fc.constantFrom(
        'text/plain',
        'application/x-www-form-urlencoded',
        'application/json; charset=utf-8',
        'application/evil+json',
        'application/json; charset=iso-8859-1',
        '',
      ),
    ),
    body: fc.oneof(
      { weight: 6, arbitrary: nearValid(valid).map((value) => ({ json: value as unknown })) },
      fc.jsonValue().map((value) => ({ json: value })),
      fc.string().map((raw) => ({ raw })),
      fc.string({ unit: codeUnit }).map((raw) => ({ raw })),
    ),
  });
}

/** The content types of those above that the API reads a body under (JSON, in UTF-8). */
const READABLE_TYPES = new Set(['application/json', 'application/json; charset=utf-8']);

/**
 * The schema's verdict on a body the API can read (JSON, within the size limit), or null
 * for one it refuses before validation (415, 413).
 */
function verdict(
  schema: z.core.$ZodType,
  contentType: string,
  body: { json: unknown } | { raw: string },
) {
  if (!READABLE_TYPES.has(contentType) || !('json' in body)) return null;
  if (Buffer.byteLength(JSON.stringify(body.json)) > 16 * 1024) return null;
  return z.safeParse(schema, body.json);
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

describe('random and malformed bodies', () => {
  for (const route of routes) {
    it(`${route.path}: 201 or a clear 4xx, never a 5xx, and only valid bodies are stored`, async () => {
      let expectedStored = 0;
      await fc.assert(
        fc.asyncProperty(requestFor(route.valid), async ({ contentType, body }) => {
          const raw = 'json' in body ? JSON.stringify(body.json) : body.raw;
          const res = await context.api.request('POST', route.path, {
            raw,
            headers: contentType ? { 'content-type': contentType } : {},
          });
          expect(res.status).toBeLessThan(500);
          const parsed = verdict(route.schema, contentType, body);
          if (parsed?.success) {
            expect(res.status).toBe(201);
            if (!(parsed.data as Record<string, unknown>)[HONEYPOT_FIELD]) expectedStored++;
            return;
          }
          expectClearMessage(res.body);
          if (parsed) {
            // The form's own messages, field by field: the browser shows the same ones.
            expect(res.status).toBe(400);
            expect(res.body).toEqual({
              message: VALIDATION_FAILED,
              errors: fieldErrors(parsed.error),
            });
          } else {
            expect([400, 413, 415]).toContain(res.status);
          }
        }),
        { numRuns: 150 },
      );

      const summary = dashboardSummarySchema.parse(
        (await context.api.request('GET', '/api/admin/dashboard', { token: context.token })).body,
      );
      // The generator must reach both outcomes, or the property proves little.
      expect(expectedStored).toBeGreaterThan(5);
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
