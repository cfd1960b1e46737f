import * as z from 'zod/mini';
import { fieldErrors } from './api-error';
import type { ResourceRequestFormInput } from './resource-request-form';
import type { ShippingRequestInput } from './shipping-request';

/** Field → message of a failed parse; {} when it passes. Test helper. */
export function errorsOf(schema: z.core.$ZodType, value: unknown): Record<string, string> {
  const result = z.safeParse(schema, value);
  return result.success ? {} : fieldErrors(result.error);
}

/**
 * A valid resource request form as a visitor fills it in (optional fields left empty):
 * the one example the schema tests and the web form tests start from.
 */
export const EXAMPLE_RESOURCE_REQUEST_FORM = {
  name: 'Jo Farmer',
  email: 'jo@example.com',
  phone: '',
  company: '',
  containerType: 'soil-sample-bags',
  quantity: '25 bags',
  address: '123 Range Road 45',
  city: 'Leduc',
  province: 'AB',
  postalCode: 't9e 2x2',
  notes: '',
} as const satisfies ResourceRequestFormInput;

/** A valid shipping label request, as entered. */
export const EXAMPLE_SHIPPING_REQUEST = {
  shipperName: 'Jo Farmer',
  shipperEmail: 'jo@example.com',
  shipperPhone: '780-555-0100',
  sampleType: 'plant-tissue',
  shipmentWeight: '4 kg',
  shipmentDimensions: '40 x 30 x 30 cm',
} as const satisfies ShippingRequestInput;
