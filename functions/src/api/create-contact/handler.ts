import { contactRequestSchema, type ContactRequest } from '@lab/shared/schemas/contact';
import { json } from '../../lib/http/response';
import { apiHandler } from '../../lib/middleware/api-handler';
import { recordRepository } from '../../lib/repositories/record-repository';
import { storeSubmission, type SubmissionDeps } from '../../lib/submissions';

/** Stores a contact message from the home page or the contact page. */
export function main(input: ContactRequest, deps: SubmissionDeps<'contact'>) {
  return storeSubmission(
    input,
    (stamp) => ({
      ...stamp,
      name: input.name,
      email: input.email,
      phone: input.phone,
      subject: input.subject ?? null,
      message: input.message,
    }),
    deps,
  );
}

const deps = { repository: recordRepository('contact') };

export const handler = apiHandler(
  'create-contact',
  { body: contactRequestSchema },
  async ({ body }) => json(201, await main(body, deps)),
);
