import { apiPath } from '@lab/shared/api/routes';
import type { ResourceRequestInput } from '@lab/shared/schemas/resource-request';
import { apiRequest } from '../../../lib/api-client';

/**
 * Sends a container request (`POST /api/resources/request`). The response body is not
 * read (spec section 7); a non-ok answer throws an `ApiError`.
 */
export async function createResourceRequest(input: ResourceRequestInput): Promise<void> {
  await apiRequest(apiPath('create-resource-request'), { method: 'POST', body: input });
}
