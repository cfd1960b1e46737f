import * as z from 'zod/mini';
import { CONTACT_SUBJECT_VALUES } from '../constants/contact-subjects';
import { HONEYPOT_FIELD } from '../constants/honeypot';
import { LIMITS } from '../constants/limits';
import { choice, email, honeypot, minText, optionalText } from './fields';

export const CONTACT_MESSAGES = {
  name: 'Name must be at least 2 characters',
  subject: 'Please select a subject',
  message: 'Message must be at least 10 characters',
  consent: 'You must agree to our data collection policy',
} as const;

const name = minText('Name', LIMITS.nameMin, CONTACT_MESSAGES.name, LIMITS.name);
const message = minText('Message', LIMITS.messageMin, CONTACT_MESSAGES.message, LIMITS.message, {
  multiline: true,
});
const subject = choice(CONTACT_SUBJECT_VALUES, CONTACT_MESSAGES.subject);
const consent = z.literal(true, { error: CONTACT_MESSAGES.consent });

/** The home page's short form: name, email, phone, message. */
export const contactHomeSchema = z.object({
  name,
  email,
  phone: optionalText('Phone', LIMITS.phone),
  message,
  [HONEYPOT_FIELD]: honeypot,
});

/** The contact page's form: all six fields, subject and consent required. */
export const contactPageSchema = z.extend(contactHomeSchema, { subject, consent });

/**
 * What `POST /api/contact` accepts: either form. A body carrying a subject came from
 * the contact page, so it must also carry consent; the home form sends neither.
 */
export const contactRequestSchema = z
  .extend(contactHomeSchema, { subject: z.optional(subject), consent: z.optional(consent) })
  .check(
    z.superRefine((value, ctx) => {
      if (value.subject !== undefined && value.consent !== true) {
        ctx.addIssue({ code: 'custom', path: ['consent'], message: CONTACT_MESSAGES.consent });
      }
    }),
  );

export type ContactHomeInput = z.input<typeof contactHomeSchema>;
export type ContactPageInput = z.input<typeof contactPageSchema>;
export type ContactRequest = z.output<typeof contactRequestSchema>;
