import { describe, expect, it } from 'vitest';
import { adminLoginSchema, listQuerySchema, notifyParamsSchema } from './admin';
import { resourceRequestSchema } from './resource-request';
import {
  POSTAL_CODE_MESSAGE,
  RESOURCE_REQUEST_FORM_FIELD_BY_API_FIELD,
  resourceRequestFormField,
  resourceRequestFormSchema,
  STREET_ADDRESS_MAX,
  toResourceRequest,
} from './resource-request-form';
import { shippingRequestSchema } from './shipping-request';
import { EXAMPLE_RESOURCE_REQUEST_FORM, EXAMPLE_SHIPPING_REQUEST, errorsOf } from './test-helpers';

const resourceForm = { ...EXAMPLE_RESOURCE_REQUEST_FORM, company: 'Prairie Acres' };

describe('resource request form', () => {
  it('gives the spec messages for every required field', () => {
    expect(errorsOf(resourceRequestFormSchema, { email: 'x' })).toEqual({
      name: 'Name is required',
      email: 'Please enter a valid email address',
      containerType: 'Please select a container type',
      quantity: 'Please specify quantity needed',
      address: 'Address is required',
      city: 'City is required',
      province: 'Province is required',
      postalCode: 'Postal code is required',
    });
  });

  it('checks the postal code is Canadian', () => {
    expect(errorsOf(resourceRequestFormSchema, { ...resourceForm, postalCode: '90210' })).toEqual({
      postalCode: POSTAL_CODE_MESSAGE,
    });
    expect(
      resourceRequestFormSchema.parse({ ...resourceForm, postalCode: 't5j0n3' }).postalCode,
    ).toBe('T5J0N3');
  });

  it('maps to the API payload: one address line, null phone, comments on lines', () => {
    const payload = toResourceRequest(resourceRequestFormSchema.parse(resourceForm));
    expect(payload).toEqual({
      resourceId: 'soil-sample-bags',
      name: 'Jo Farmer',
      email: 'jo@example.com',
      address: '123 Range Road 45, Leduc, AB, T9E 2X2',
      phone: null,
      comments: 'Company: Prairie Acres\nContainer type: Soil Sample Bags\nQuantity: 25 bags',
    });
    expect(resourceRequestSchema.safeParse(payload).success).toBe(true);
  });

  it('leaves the optional lines out of comments', () => {
    const payload = toResourceRequest(
      resourceRequestFormSchema.parse({
        ...resourceForm,
        company: '',
        notes: 'Leave at the gate',
      }),
    );
    expect(payload.comments).toBe(
      'Container type: Soil Sample Bags\nQuantity: 25 bags\nNotes: Leave at the gate',
    );
  });
});

describe("resource request form: where the API's field errors are shown", () => {
  it('points each payload field at the form field it came from', () => {
    expect(resourceRequestFormField('resourceId')).toBe('containerType');
    expect(resourceRequestFormField('name')).toBe('name');
    expect(resourceRequestFormField('email')).toBe('email');
    expect(resourceRequestFormField('phone')).toBe('phone');
  });

  it("shows the joined address line's error under the postal code", () => {
    const payload = toResourceRequest(resourceRequestFormSchema.parse(resourceForm));
    // What the API says about a line without a postal code at its end.
    expect(
      errorsOf(resourceRequestSchema, { ...payload, address: '123 Range Road 45, Leduc, AB' }),
    ).toEqual({ address: POSTAL_CODE_MESSAGE });
    expect(resourceRequestFormField('address')).toBe('postalCode');
  });

  it('points nowhere for comments, the honeypot, a whole-body error or an unknown path', () => {
    for (const path of ['comments', 'website', '_', 'postalCode', 'toString', '']) {
      expect(resourceRequestFormField(path), path).toBeUndefined();
    }
  });

  it('maps only to fields the form has', () => {
    const formFields = Object.keys(resourceRequestFormSchema.shape);
    for (const field of Object.values(RESOURCE_REQUEST_FORM_FIELD_BY_API_FIELD)) {
      if (field !== null) expect(formFields).toContain(field);
    }
  });

  it('never builds a payload the API refuses for a length the form allowed', () => {
    const longest = resourceRequestFormSchema.parse({
      ...resourceForm,
      name: 'N'.repeat(100),
      company: 'C'.repeat(500),
      quantity: 'Q'.repeat(100),
      address: 'A'.repeat(STREET_ADDRESS_MAX),
      city: 'C'.repeat(100),
      postalCode: 'T9E 2X2',
      notes: 'N'.repeat(500),
    });
    expect(resourceRequestSchema.safeParse(toResourceRequest(longest)).success).toBe(true);
    expect(
      errorsOf(resourceRequestFormSchema, {
        ...resourceForm,
        address: 'A'.repeat(STREET_ADDRESS_MAX + 1),
      }),
    ).toEqual({ address: `Address must be at most ${STREET_ADDRESS_MAX} characters` });
  });
});

describe('POST /api/resources/request body', () => {
  it('gives the spec messages', () => {
    expect(errorsOf(resourceRequestSchema, {})).toEqual({
      resourceId: 'Please select a container type',
      name: 'Name is required',
      email: 'Please enter a valid email address',
      address: 'Address is required',
    });
  });

  it('stores empty optional fields as null', () => {
    const parsed = resourceRequestSchema.parse({
      resourceId: 'water-sample-bottles',
      name: 'Jo',
      email: 'jo@example.com',
      address: '1 Main St, Leduc, AB, T9E 2X2',
    });
    expect(parsed).toMatchObject({ phone: null, comments: null });
  });

  it('checks the postal code at the end of the address on the server too', () => {
    const body = { resourceId: 'soil-sample-bags', name: 'Jo', email: 'jo@example.com' };
    expect(errorsOf(resourceRequestSchema, { ...body, address: '1 Main St, Leduc, AB' })).toEqual({
      address: POSTAL_CODE_MESSAGE,
    });
    expect(
      errorsOf(resourceRequestSchema, { ...body, address: '1 Main St, Beverly Hills, CA, 90210' }),
    ).toEqual({ address: POSTAL_CODE_MESSAGE });
    expect(resourceRequestSchema.safeParse({ ...body, address: '1 Main St, T5J0N3' }).success).toBe(
      true,
    );
  });
});

describe('shipping request', () => {
  it('gives the spec messages for every field', () => {
    expect(errorsOf(shippingRequestSchema, { shipperEmail: 'bad' })).toEqual({
      shipperName: 'Shipper name is required',
      shipperEmail: 'Please enter a valid email address',
      shipperPhone: 'Phone number is required',
      sampleType: 'Please select a sample type',
      shipmentWeight: 'Shipment weight is required',
      shipmentDimensions: 'Shipment dimensions are required',
    });
  });

  it('accepts every sample type of the spec', () => {
    for (const sampleType of [
      'soil',
      'plant-tissue',
      'fertilizer',
      'feed',
      'water',
      'humic',
      'manure',
    ]) {
      const result = shippingRequestSchema.safeParse({ ...EXAMPLE_SHIPPING_REQUEST, sampleType });
      expect(result.success, sampleType).toBe(true);
    }
  });
});

describe('admin schemas', () => {
  it('requires username and password', () => {
    expect(errorsOf(adminLoginSchema, { username: ' ', password: '' })).toEqual({
      username: 'Username is required',
      password: 'Password is required',
    });
  });

  it('bounds the list page size and defaults it', () => {
    expect(listQuerySchema.parse({})).toEqual({ limit: 20 });
    expect(listQuerySchema.parse({ limit: '5' }).limit).toBe(5);
    expect(errorsOf(listQuerySchema, { limit: '1000' })).toEqual({
      limit: 'limit must be at most 100',
    });
    expect(errorsOf(listQuerySchema, { limit: 'abc' })).toHaveProperty('limit');
  });

  it('accepts only the three record kinds to notify', () => {
    expect(notifyParamsSchema.safeParse({ kind: 'contact', id: 'x' }).success).toBe(true);
    expect(errorsOf(notifyParamsSchema, { kind: 'users', id: 'x' })).toHaveProperty('kind');
  });
});
