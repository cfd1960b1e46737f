import { submissionHeadersSchema } from '@lab/shared/api/idempotency';
import { contactRequestSchema, type ContactRequest } from '@lab/shared/schemas/contact';
import { clientTallyFromEnv } from '../../lib/mail/receipt-caps';
import { apiHandler, created } from '../../lib/middleware/api-handler';
import { recordRepository } from '../../lib/records/record-repository';
import {
  storeSubmission,
  submissionRequest,
  type SubmissionDeps,
  type SubmissionRequest,
} from '../../lib/submissions';

/** Stores a contact message from the home page or the contact page. */
export function main(
  { website, consent: _consent, subject, ...message }: ContactRequest,
  deps: SubmissionDeps<'contact'>,
  submission?: SubmissionRequest,
) {
  // Consent is required to submit from the contact page; it is not part of the record.
  return storeSubmission(
    website,
    (stamp) => ({ ...stamp, ...message, subject: subject ?? null }),
    deps,
    submission,
  );
}

const deps = { repository: recordRepository('contact'), tally: clientTallyFromEnv() };

export const handler = apiHandler('create-contact', {
  input: { body: contactRequestSchema, headers: submissionHeadersSchema },
  run: ({ body, headers }, { event }) => main(body, deps, submissionRequest(headers, event)),
  answer: created,
});
