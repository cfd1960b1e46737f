import { apiPath } from '@lab/shared/api/routes';
import type { ContactHomeInput, ContactPageInput } from '@lab/shared/schemas/contact';
import { apiSubmit, type SubmissionReceipt } from '../../../lib/api-client';

/**
 * The body of `POST /api/contact`: the home form's four fields, or the contact page's
 * six (plus the honeypot field, only when a bot filled it in).
 */
export type CreateContactInput = ContactHomeInput | ContactPageInput;

/**
 * Sends a contact message; resolves to its receipt (the reference number the visitor is
 * shown). A non-ok answer throws an `ApiError`.
 */
export function createContact(input: CreateContactInput): Promise<SubmissionReceipt> {
  return apiSubmit(apiPath('create-contact'), input);
}
