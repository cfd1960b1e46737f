import { describe, expect, it } from 'vitest';
import { adminLoginSchema, listQuerySchema, notifyParamsSchema } from './admin';
import {
  containerRequestFormSchema,
  POSTAL_CODE_MESSAGE,
  toResourceRequest,
} from './container-request-form';
import { resourceRequestSchema } from './resource-request';
import { shippingRequestSchema } from './shipping-request';
import { errorsOf } from './test-helpers';

const containerForm = {
  name: 'Jo Farmer',
  email: 'jo@example.com',
  phone: '',
  company: 'Prairie Acres',
  containerType: 'soil-sample-bags',
  quantity: '20 bags',
  address: '123 Range Road 45',
  city: 'Leduc',
  province: 'AB',
  postalCode: 't9e 2x2',
  notes: '',
};

describe('container request form', () => {
  it('gives the spec messages for every required field', () => {
    expect(errorsOf(containerRequestFormSchema, { email: 'x' })).toEqual({
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
    expect(errorsOf(containerRequestFormSchema, { ...containerForm, postalCode: '90210' })).toEqual(
      {
        postalCode: POSTAL_CODE_MESSAGE,
      },
    );
    expect(
      containerRequestFormSchema.parse({ ...containerForm, postalCode: 't5j0n3' }).postalCode,
    ).toBe('T5J0N3');
  });

  it('maps to the API payload of spec section 7', () => {
    const payload = toResourceRequest(containerRequestFormSchema.parse(containerForm));
    expect(payload).toEqual({
      resourceId: 'soil-sample-bags',
      name: 'Jo Farmer',
      email: 'jo@example.com',
      address: '123 Range Road 45, Leduc, AB, T9E 2X2',
      phone: null,
      comments: 'Company: Prairie Acres\nContainer type: Soil Sample Bags\nQuantity: 20 bags',
    });
    expect(resourceRequestSchema.safeParse(payload).success).toBe(true);
  });

  it('leaves the optional lines out of comments', () => {
    const payload = toResourceRequest(
      containerRequestFormSchema.parse({
        ...containerForm,
        company: '',
        notes: 'Leave at the gate',
      }),
    );
    expect(payload.comments).toBe(
      'Container type: Soil Sample Bags\nQuantity: 20 bags\nNotes: Leave at the gate',
    );
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
      const result = shippingRequestSchema.safeParse({
        shipperName: 'Jo',
        shipperEmail: 'jo@example.com',
        shipperPhone: '780-555-0100',
        sampleType,
        shipmentWeight: '5 kg',
        shipmentDimensions: '30 x 20 x 20 cm',
      });
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
