import { apiPath } from '@lab/shared/api/routes';
import type { ContactHomeInput, ContactPageInput } from '@lab/shared/schemas/contact';
import { apiRequest } from '../../../lib/api-client';

/**
 * The body of `POST /api/contact`: the home form's four fields, or the contact page's
 * six (plus the honeypot field, only when a bot filled it in).
 */
export type CreateContactInput = ContactHomeInput | ContactPageInput;

/**
 * Sends a contact message. Only whether it succeeded matters: a non-ok answer throws an
 * `ApiError`, and the response body is not read.
 */
export async function createContact(input: CreateContactInput): Promise<void> {
  await apiRequest(apiPath('create-contact'), { method: 'POST', body: input });
}
