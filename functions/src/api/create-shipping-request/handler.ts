import { idempotencyKeyOf, submissionHeadersSchema } from '@lab/shared/api/idempotency';
import { shippingRequestSchema, type ShippingRequest } from '@lab/shared/schemas/shipping-request';
import { apiHandler, created } from '../../lib/middleware/api-handler';
import { recordRepository } from '../../lib/records/record-repository';
import { storeSubmission, type SubmissionDeps } from '../../lib/submissions';

/** Stores a shipping label request. */
export function main(
  { website, ...request }: ShippingRequest,
  deps: SubmissionDeps<'shipping'>,
  idempotencyKey?: string,
) {
  return storeSubmission(website, (stamp) => ({ ...stamp, ...request }), deps, idempotencyKey);
}

const deps = { repository: recordRepository('shipping') };

export const handler = apiHandler('create-shipping-request', {
  input: { body: shippingRequestSchema, headers: submissionHeadersSchema },
  run: ({ body, headers }) => main(body, deps, idempotencyKeyOf(headers)),
  answer: created,
});
