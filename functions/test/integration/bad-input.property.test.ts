import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { HONEYPOT_FIELD } from '@lab/shared/constants/honeypot';
import { dashboardSummarySchema, listResponseSchema } from '@lab/shared/schemas/admin';
import { contactRequestSchema } from '@lab/shared/schemas/contact';
import { recordSchemaByKind } from '@lab/shared/schemas/records';
import { resourceRequestSchema } from '@lab/shared/schemas/resource-request';
import { shippingRequestSchema } from '@lab/shared/schemas/shipping-request';
import { useTestApi } from '../support/test-api';

const context = useTestApi();

/** Text a hostile or careless visitor might send. */
const nastyText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 50 }),
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
      fc.oneof({ weight: 14, arbitrary: arb }, anyValue, fc.constant(undefined)),
    ]),
  );
  return fc.record({
    ...fields,
    [HONEYPOT_FIELD]: fc.oneof({ weight: 6, arbitrary: fc.constant(undefined) }, fc.string()),
  });
}

// Addresses the schema accepts; fc.emailAddress() mostly makes RFC oddities that it refuses.
const email = fc.constantFrom('jo@example.com', 'pat.grower+lab@farm.example.ca', 'X@Y.CO');
const name = fc.constantFrom('Jo Farmer', 'Élise Côté', '李雷', 'أحمد');
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
      message: fc.constantFrom('Please test my soil samples.', '<script>alert("x")</script> hello'),
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
      comments: text,
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
        '',
      ),
    ),
    body: fc.oneof(
      { weight: 6, arbitrary: nearValid(valid).map((value) => ({ json: value as unknown })) },
      fc.jsonValue().map((value) => ({ json: value })),
      fc.string().map((raw) => ({ raw })),
    ),
  });
}

function isStorable(
  schema: z.core.$ZodType,
  contentType: string,
  body: { json?: unknown; raw?: string },
) {
  if (!contentType.startsWith('application/json') || !('json' in body)) return null;
  if (Buffer.byteLength(JSON.stringify(body.json)) > 16 * 1024) return null;
  const parsed = z.safeParse(schema, body.json);
  return parsed.success ? parsed.data : false;
}

describe('random and malformed bodies', () => {
  for (const route of routes) {
    it(`${route.path}: never a 500, and only valid bodies are stored`, async () => {
      let expectedStored = 0;
      await fc.assert(
        fc.asyncProperty(requestFor(route.valid), async ({ contentType, body }) => {
          const raw = 'json' in body ? JSON.stringify(body.json) : body.raw;
          const res = await context.api.request('POST', route.path, {
            raw,
            headers: contentType ? { 'content-type': contentType } : {},
          });
          const storable = isStorable(route.schema, contentType, body);
          expect(res.status).not.toBe(500);
          if (storable) {
            expect(res.status).toBe(201);
            if (!(storable as Record<string, unknown>)[HONEYPOT_FIELD]) expectedStored++;
          } else {
            expect([400, 413, 415]).toContain(res.status);
            expect(res.body).toHaveProperty('message');
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

      // Every stored record is a whole, valid record.
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
    });
  }
});
