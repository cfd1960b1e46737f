import { submissionHeadersSchema } from '@lab/shared/api/idempotency';
import { shippingRequestSchema, type ShippingRequest } from '@lab/shared/schemas/shipping-request';
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

/** Stores a shipping label request. */
export function main(
  { website, ...request }: ShippingRequest,
  deps: SubmissionDeps<'shipping'>,
  submission?: SubmissionRequest,
) {
  return storeSubmission(website, (stamp) => ({ ...stamp, ...request }), deps, submission);
}

const deps = {
  repository: recordRepository('shipping'),
  tally: clientTallyFromEnv(),
  links: linkMaker('shipping', secretValuesFromEnv('documentLink')),
};

export const handler = apiHandler('create-shipping-request', {
  input: { body: shippingRequestSchema, headers: submissionHeadersSchema },
  run: ({ body, headers }, { event }) => main(body, deps, submissionRequest(headers, event)),
  answer: created,
});
