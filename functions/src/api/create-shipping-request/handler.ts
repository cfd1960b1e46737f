import { shippingRequestSchema, type ShippingRequest } from '@lab/shared/schemas/shipping-request';
import { json } from '../../lib/http/response';
import { apiHandler } from '../../lib/middleware/api-handler';
import { recordRepository } from '../../lib/repositories/record-repository';
import { storeSubmission, type SubmissionDeps } from '../../lib/submissions';

/** Stores a shipping label request. */
export function main(input: ShippingRequest, deps: SubmissionDeps<'shipping'>) {
  return storeSubmission(
    input,
    (stamp) => ({
      ...stamp,
      shipperName: input.shipperName,
      shipperEmail: input.shipperEmail,
      shipperPhone: input.shipperPhone,
      sampleType: input.sampleType,
      shipmentWeight: input.shipmentWeight,
      shipmentDimensions: input.shipmentDimensions,
    }),
    deps,
  );
}

const deps = { repository: recordRepository('shipping') };

export const handler = apiHandler(
  'create-shipping-request',
  { body: shippingRequestSchema },
  async ({ body }) => json(201, await main(body, deps)),
);
