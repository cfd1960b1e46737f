import * as z from 'zod/mini';
import { CONTAINER_TYPE_VALUES } from '../constants/container-types';
import { HONEYPOT_FIELD } from '../constants/honeypot';
import { LIMITS } from '../constants/limits';
import {
  choice,
  email,
  honeypot,
  isCanadianPostalCode,
  optionalText,
  POSTAL_CODE_MESSAGE,
  requiredText,
} from './fields';

export const RESOURCE_REQUEST_MESSAGES = {
  name: 'Name is required',
  containerType: 'Please select a container type',
  quantity: 'Please specify quantity needed',
  address: 'Address is required',
  city: 'City is required',
  province: 'Province is required',
  postalCode: 'Postal code is required',
} as const;

const M = RESOURCE_REQUEST_MESSAGES;
const containerType = choice(CONTAINER_TYPE_VALUES, M.containerType);

/**
 * The form joins street, city, province and postal code with commas, so the server can
 * still check the one part a courier cannot do without: the postal code at the end.
 */
function endsWithPostalCode(address: string): boolean {
  return isCanadianPostalCode(address.slice(address.lastIndexOf(',') + 1));
}

/**
 * What `POST /api/resources/request` accepts: the resource request form mapped by
 * `toResourceRequest` (resourceId is the container type, the address is one line, the
 * company, type, quantity and notes are joined into comments).
 */
export const resourceRequestSchema = z.object({
  resourceId: containerType,
  name: requiredText('Name', M.name, LIMITS.name),
  email,
  address: requiredText('Address', M.address).check(
    z.refine(endsWithPostalCode, POSTAL_CODE_MESSAGE),
  ),
  phone: optionalText('Phone', LIMITS.phone),
  // The form's lines (company, container type, quantity, notes) joined with line breaks.
  comments: optionalText('Comments', LIMITS.comments, { multiline: true }),
  [HONEYPOT_FIELD]: honeypot,
});

export type ResourceRequest = z.output<typeof resourceRequestSchema>;
export type ResourceRequestInput = z.input<typeof resourceRequestSchema>;
