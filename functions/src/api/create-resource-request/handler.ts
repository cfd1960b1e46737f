import { resourceRequestSchema, type ResourceRequest } from '@lab/shared/schemas/resource-request';
import { json } from '../../lib/http/response';
import { apiHandler } from '../../lib/middleware/api-handler';
import { recordRepository } from '../../lib/repositories/record-repository';
import { storeSubmission, type SubmissionDeps } from '../../lib/submissions';

/** Stores a sample container request. */
export function main(input: ResourceRequest, deps: SubmissionDeps<'resource'>) {
  return storeSubmission(
    input,
    (stamp) => ({
      ...stamp,
      name: input.name,
      resourceId: input.resourceId,
      email: input.email,
      phone: input.phone,
      address: input.address,
      comments: input.comments,
    }),
    deps,
  );
}

const deps = { repository: recordRepository('resource') };

export const handler = apiHandler(
  'create-resource-request',
  { body: resourceRequestSchema },
  async ({ body }) => json(201, await main(body, deps)),
);
