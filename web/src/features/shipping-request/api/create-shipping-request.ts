import { apiPath } from '@lab/shared/api/routes';
import type { ShippingRequestInput } from '@lab/shared/schemas/shipping-request';
import { apiSubmit, type SubmissionReceipt } from '../../../lib/api-client';

/**
 * Sends a shipping label request (`POST /api/shipping/request`) with the fields as
 * entered; resolves to its receipt (the reference number the confirmation shows). A
 * non-ok answer throws an `ApiError`.
 */
export function createShippingRequest(input: ShippingRequestInput): Promise<SubmissionReceipt> {
  return apiSubmit(apiPath('create-shipping-request'), input);
}
