import type { ContactSubject } from '@lab/shared/constants/contact-subjects';
import type { HONEYPOT_FIELD } from '@lab/shared/constants/honeypot';

/** What the fields hold while the visitor types; the schema decides what may be sent. */
export interface ContactFormValues {
  name: string;
  email: string;
  phone: string;
  message: string;
  /** '' only when the visitor picks the "Select a subject" option. */
  subject: ContactSubject | '';
  consent: boolean;
  [HONEYPOT_FIELD]: string;
}
