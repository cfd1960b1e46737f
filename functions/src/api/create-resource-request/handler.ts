import { idempotencyKeyOf, submissionHeadersSchema } from '@lab/shared/api/idempotency';
import { resourceRequestSchema, type ResourceRequest } from '@lab/shared/schemas/resource-request';
import { apiHandler, created } from '../../lib/middleware/api-handler';
import { recordRepository } from '../../lib/records/record-repository';
import { storeSubmission, type SubmissionDeps } from '../../lib/submissions';

/** Stores a sample container request. */
export function main(
  { website, ...request }: ResourceRequest,
  deps: SubmissionDeps<'resource'>,
  idempotencyKey?: string,
) {
  return storeSubmission(website, (stamp) => ({ ...stamp, ...request }), deps, idempotencyKey);
}

const deps = { repository: recordRepository('resource') };

export const handler = apiHandler('create-resource-request', {
  input: { body: resourceRequestSchema, headers: submissionHeadersSchema },
  run: ({ body, headers }) => main(body, deps, idempotencyKeyOf(headers)),
  answer: created,
});
