import { apiPath } from '@lab/shared/api/routes';
import type { ResourceRequestInput } from '@lab/shared/schemas/resource-request';
import { apiRequest } from '../../../lib/api-client';

/**
 * Sends a resource request (sample containers: `POST /api/resources/request`). The
 * response body is not read; a non-ok answer throws an `ApiError`.
 */
export async function createResourceRequest(input: ResourceRequestInput): Promise<void> {
  await apiRequest(apiPath('create-resource-request'), { method: 'POST', body: input });
}
