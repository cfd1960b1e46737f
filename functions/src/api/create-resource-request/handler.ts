import { submissionHeadersSchema } from '@lab/shared/api/idempotency';
import { resourceRequestSchema, type ResourceRequest } from '@lab/shared/schemas/resource-request';
import { secretValuesFromEnv } from '../../lib/auth/secret-values';
import { linkMaker } from '../../lib/documents/document-links';
import { clientTallyFromEnv } from '../../lib/mail/receipt-caps';
import { apiHandler, created } from '../../lib/middleware/api-handler';
import { recordRepository } from '../../lib/records/record-repository';
import {
  storeSubmission,
  submissionRequest,
  type SubmissionDeps,
  type SubmissionRequest,
} from '../../lib/submissions';

/** Stores a sample container request. */
export function main(
  { website, ...request }: ResourceRequest,
  deps: SubmissionDeps<'resource'>,
  submission?: SubmissionRequest,
) {
  return storeSubmission(website, (stamp) => ({ ...stamp, ...request }), deps, submission);
}

const deps = {
  repository: recordRepository('resource'),
  tally: clientTallyFromEnv(),
  links: linkMaker('resource', secretValuesFromEnv('documentLink')),
};

export const handler = apiHandler('create-resource-request', {
  input: { body: resourceRequestSchema, headers: submissionHeadersSchema },
  run: ({ body, headers }, { event }) => main(body, deps, submissionRequest(headers, event)),
  answer: created,
});
