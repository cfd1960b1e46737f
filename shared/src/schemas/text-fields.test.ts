import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { adminLoginSchema } from './admin';
import { contactPageSchema, contactRequestSchema } from './contact';
import { refusedCharacterMessage } from './fields';
import { resourceRequestSchema } from './resource-request';
import { resourceRequestFormSchema } from './resource-request-form';
import { shippingRequestSchema } from './shipping-request';
import { EXAMPLE_RESOURCE_REQUEST_FORM, EXAMPLE_SHIPPING_REQUEST, errorsOf } from './test-helpers';

/**
 * Every free-text field of every form, by its label, as one line or a textarea; the
 * values are valid, optional fields filled in, so that one bad character is the only fault.
 */
const FORMS: {
  title: string;
  schema: z.core.$ZodType;
  valid: Record<string, unknown>;
  lines: Record<string, string>;
  textareas: Record<string, string>;
}[] = [
  {
    title: 'contact page form',
    schema: contactPageSchema,
    valid: {
      name: 'Jo Farmer',
      email: 'jo@example.com',
      phone: '780-555-0100',
      subject: 'general',
      message: 'Please test my soil.',
      consent: true,
    },
    lines: { name: 'Name', phone: 'Phone' },
    textareas: { message: 'Message' },
  },
  {
    title: 'POST /api/contact',
    schema: contactRequestSchema,
    valid: {
      name: 'Jo Farmer',
      email: 'jo@example.com',
      phone: '780-555-0100',
      message: 'Please test my soil.',
    },
    lines: { name: 'Name', phone: 'Phone' },
    textareas: { message: 'Message' },
  },
  {
    title: 'resource request form',
    schema: resourceRequestFormSchema,
    valid: {
      ...EXAMPLE_RESOURCE_REQUEST_FORM,
      phone: '780-555-0100',
      company: 'Prairie Acres',
      notes: 'Leave at the gate',
    },
    lines: {
      name: 'Name',
      phone: 'Phone',
      company: 'Company',
      quantity: 'Quantity',
      address: 'Address',
      city: 'City',
    },
    textareas: { notes: 'Notes' },
  },
  {
    title: 'POST /api/resources/request',
    schema: resourceRequestSchema,
    valid: {
      resourceId: 'soil-sample-bags',
      name: 'Jo Farmer',
      email: 'jo@example.com',
      address: '1 Main St, Leduc, AB, T9E 2X2',
      phone: '780-555-0100',
      comments: 'Quantity: 25 bags',
    },
    lines: { name: 'Name', address: 'Address', phone: 'Phone' },
    textareas: { comments: 'Comments' },
  },
  {
    title: 'POST /api/shipping/request',
    schema: shippingRequestSchema,
    valid: EXAMPLE_SHIPPING_REQUEST,
    lines: {
      shipperName: 'Shipper name',
      shipperPhone: 'Phone number',
      shipmentWeight: 'Shipment weight',
      shipmentDimensions: 'Shipment dimensions',
    },
    textareas: {},
  },
  {
    title: 'admin login',
    schema: adminLoginSchema,
    valid: { username: 'admin', password: 'secret' },
    lines: { username: 'Username' },
    textareas: {},
  },
];

/** One character of each refused class. */
const REFUSED = {
  'lone surrogate': '\ud800',
  NUL: '\u0000',
  escape: '\u001b',
  'C1 control': '\u009b',
  'next line U+0085': '\u0085',
  'line separator U+2028': '\u2028',
  'paragraph separator U+2029': '\u2029',
  'right-to-left override U+202E': '\u202e',
  'first strong isolate U+2068': '\u2068',
  'zero-width space U+200B': '\u200b',
  'zero-width joiner with nothing to join': ' \u200d ',
  'word joiner U+2060': '\u2060',
  'byte order mark U+FEFF': '\ufeff',
};

const LEGITIMATE = ['Élise', 'أحمد', 'שלום', '李雷', '👩‍🌾🌾', 'می‌خواهم', '<b>&'];

/** `value` with `inserted` after its first character, where trimming cannot remove it. */
const within = (value: unknown, inserted: string) =>
  `${String(value).slice(0, 1)}${inserted}${String(value).slice(1)}`;

describe.each(FORMS)('$title', ({ schema, valid, lines, textareas }) => {
  const fields = [
    ...Object.entries(lines).map(([name, label]) => ({ name, label, multiline: false })),
    ...Object.entries(textareas).map(([name, label]) => ({ name, label, multiline: true })),
  ];

  it('accepts the valid example', () => {
    expect(errorsOf(schema, valid)).toEqual({});
  });

  it.each(Object.entries(REFUSED))('refuses a %s in each text field, saying so', (_, bad) => {
    for (const { name, label, multiline } of fields) {
      expect(errorsOf(schema, { ...valid, [name]: within(valid[name], bad) }), name).toEqual({
        [name]: refusedCharacterMessage(label, { multiline }),
      });
    }
  });

  it('allows line breaks and tabs in a textarea only', () => {
    for (const { name, label, multiline } of fields) {
      for (const whitespace of ['\n', '\r\n', '\t']) {
        const errors = errorsOf(schema, { ...valid, [name]: within(valid[name], whitespace) });
        expect(errors, name).toEqual(
          multiline ? {} : { [name]: refusedCharacterMessage(label, { multiline }) },
        );
      }
    }
  });

  it('accepts accents, right-to-left scripts, CJK and emoji in each text field', () => {
    for (const { name } of fields) {
      for (const text of LEGITIMATE) {
        expect(errorsOf(schema, { ...valid, [name]: within(valid[name], text) }), name).toEqual({});
      }
    }
  });
});

describe('the refused-character message', () => {
  it('reads plainly, and tells a one-line field from a textarea', () => {
    expect(refusedCharacterMessage('Name')).toBe(
      'Name must be a single line of text without control or invisible characters',
    );
    expect(refusedCharacterMessage('Message', { multiline: true })).toBe(
      'Message must not contain control or invisible characters',
    );
  });

  it('comes before the length messages, so a field that looks right says why it is not', () => {
    expect(errorsOf(contactRequestSchema, { name: 'J\u202e' })).toMatchObject({
      name: refusedCharacterMessage('Name'),
    });
  });
});
