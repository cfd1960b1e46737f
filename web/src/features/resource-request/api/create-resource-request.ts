import { apiPath } from '@lab/shared/api/routes';
import type { ResourceRequestInput } from '@lab/shared/schemas/resource-request';
import { apiSubmit, type SubmissionReceipt } from '../../../lib/api-client';

/**
 * Sends a resource request (sample containers: `POST /api/resources/request`); resolves
 * to its receipt (the reference number the confirmation shows). A non-ok answer throws an
 * `ApiError`.
 */
export function createResourceRequest(input: ResourceRequestInput): Promise<SubmissionReceipt> {
  return apiSubmit(apiPath('create-resource-request'), input);
}
