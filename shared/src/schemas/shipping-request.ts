import * as z from 'zod/mini';
import { HONEYPOT_FIELD } from '../constants/honeypot';
import { LIMITS } from '../constants/limits';
import { SAMPLE_TYPE_VALUES } from '../constants/sample-types';
import { choice, email, honeypot, requiredText } from './fields';

export const SHIPPING_REQUEST_MESSAGES = {
  shipperName: 'Shipper name is required',
  shipperPhone: 'Phone number is required',
  sampleType: 'Please select a sample type',
  shipmentWeight: 'Shipment weight is required',
  shipmentDimensions: 'Shipment dimensions are required',
} as const;

const M = SHIPPING_REQUEST_MESSAGES;

/** What `POST /api/shipping/request` accepts: the shipping form as entered. */
export const shippingRequestSchema = z.object({
  shipperName: requiredText('Shipper name', M.shipperName, LIMITS.name),
  shipperEmail: email,
  shipperPhone: requiredText('Phone number', M.shipperPhone, LIMITS.phone),
  sampleType: choice(SAMPLE_TYPE_VALUES, M.sampleType),
  shipmentWeight: requiredText('Shipment weight', M.shipmentWeight),
  shipmentDimensions: requiredText('Shipment dimensions', M.shipmentDimensions),
  [HONEYPOT_FIELD]: honeypot,
});

export type ShippingRequest = z.output<typeof shippingRequestSchema>;
export type ShippingRequestInput = z.input<typeof shippingRequestSchema>;
