import { describe, expect, it } from 'vitest';
import { contactHomeSchema, contactPageSchema, contactRequestSchema } from './contact';
import { errorsOf } from './test-helpers';

const home = {
  name: 'Jo Farmer',
  email: 'jo@example.com',
  phone: '',
  message: 'Please test my soil.',
};
const page = { ...home, subject: 'general', consent: true };

describe('contact form schemas', () => {
  it('accepts the home form and the contact page form', () => {
    expect(contactHomeSchema.parse(home)).toEqual({ ...home, phone: null });
    expect(contactPageSchema.parse(page)).toMatchObject({ subject: 'general', consent: true });
  });

  it('gives the spec messages for every rule', () => {
    expect(
      errorsOf(contactPageSchema, {
        name: 'J',
        email: 'nope',
        subject: '',
        message: 'short',
        consent: false,
      }),
    ).toEqual({
      name: 'Name must be at least 2 characters',
      email: 'Please enter a valid email address',
      subject: 'Please select a subject',
      message: 'Message must be at least 10 characters',
      consent: 'You must agree to our data collection policy',
    });
  });

  it('gives the same messages when fields are missing entirely', () => {
    expect(errorsOf(contactPageSchema, {})).toEqual({
      name: 'Name must be at least 2 characters',
      email: 'Please enter a valid email address',
      subject: 'Please select a subject',
      message: 'Message must be at least 10 characters',
      consent: 'You must agree to our data collection policy',
    });
  });

  it('trims before checking lengths, so blanks do not count', () => {
    expect(
      errorsOf(contactHomeSchema, { ...home, name: '  J  ', message: '   short    ' }),
    ).toEqual({
      name: 'Name must be at least 2 characters',
      message: 'Message must be at least 10 characters',
    });
    expect(contactHomeSchema.parse({ ...home, email: '  jo@example.com ' }).email).toBe(
      'jo@example.com',
    );
  });

  it('enforces the maximum lengths', () => {
    expect(
      errorsOf(contactHomeSchema, {
        ...home,
        name: 'x'.repeat(101),
        message: 'y'.repeat(5001),
        phone: '1'.repeat(41),
      }),
    ).toEqual({
      name: 'Name must be at most 100 characters',
      message: 'Message must be at most 5000 characters',
      phone: 'Phone must be at most 40 characters',
    });
    expect(
      errorsOf(contactHomeSchema, { ...home, email: `${'a'.repeat(250)}@example.com` }),
    ).toEqual({
      email: 'Email must be at most 254 characters',
    });
  });

  it('drops unknown keys', () => {
    expect(contactHomeSchema.parse({ ...home, admin: true })).not.toHaveProperty('admin');
  });
});

describe('POST /api/contact body', () => {
  it('accepts both forms', () => {
    expect(contactRequestSchema.parse(home).subject).toBeUndefined();
    expect(contactRequestSchema.parse(page).subject).toBe('general');
  });

  it('requires consent when the body comes from the contact page', () => {
    expect(errorsOf(contactRequestSchema, { ...page, consent: undefined })).toEqual({
      consent: 'You must agree to our data collection policy',
    });
  });

  it('refuses a subject that is not one of the six', () => {
    expect(errorsOf(contactRequestSchema, { ...page, subject: 'free-stuff' })).toEqual({
      subject: 'Please select a subject',
    });
  });
});
