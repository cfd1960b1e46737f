import { resourceRequestSchema, type ResourceRequest } from '@lab/shared/schemas/resource-request';
import { apiHandler, created } from '../../lib/middleware/api-handler';
import { recordRepository } from '../../lib/records/record-repository';
import { storeSubmission, type SubmissionDeps } from '../../lib/submissions';

/** Stores a sample container request. */
export function main({ website, ...request }: ResourceRequest, deps: SubmissionDeps<'resource'>) {
  return storeSubmission(website, (stamp) => ({ ...stamp, ...request }), deps);
}

const deps = { repository: recordRepository('resource') };

export const handler = apiHandler('create-resource-request', {
  input: { body: resourceRequestSchema },
  run: ({ body }) => main(body, deps),
  answer: created,
});
