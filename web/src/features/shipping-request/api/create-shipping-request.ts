import { apiPath } from '@lab/shared/api/routes';
import type { ShippingRequestInput } from '@lab/shared/schemas/shipping-request';
import { apiRequest } from '../../../lib/api-client';

/**
 * Sends a shipping label request (`POST /api/shipping/request`) with the fields as
 * entered. The response body is not read; a non-ok answer throws an `ApiError`.
 */
export async function createShippingRequest(input: ShippingRequestInput): Promise<void> {
  await apiRequest(apiPath('create-shipping-request'), { method: 'POST', body: input });
}
