import SendIcon from '@mui/icons-material/Send';
import Grid from '@mui/material/Grid';
import { useState } from 'react';
import {
  CONTACT_SUBJECTS,
  DEFAULT_CONTACT_SUBJECT,
  type ContactSubject,
} from '@lab/shared/constants/contact-subjects';
import { HONEYPOT_FIELD } from '@lab/shared/constants/honeypot';
import { contactHomeSchema, contactPageSchema } from '@lab/shared/schemas/contact';
import { FormFieldGrid, PERSON_FIELDS, type FieldSpec } from '../../../components/form/form-fields';
import { honeypotPayload } from '../../../components/form/honeypot-field';
import { sameNameField, ServerForm, useServerForm } from '../../../components/form/server-form';
import { ReferenceNumber } from '../../../components/reference-number';
import type { SubmissionReceipt } from '../../../lib/api-client';
import { createContact, type CreateContactInput } from '../api/create-contact';
import { ConsentCheckbox } from './consent-checkbox';
import type { ContactFormValues } from './contact-form-values';

export interface ContactFormProps {
  /** 'home': name, email, phone, message. 'page': adds subject and consent. */
  variant: 'home' | 'page';
}

type Variant = ContactFormProps['variant'];

const DEFAULT_VALUES: ContactFormValues = {
  name: '',
  email: '',
  phone: '',
  message: '',
  subject: DEFAULT_CONTACT_SUBJECT,
  consent: false,
  [HONEYPOT_FIELD]: '',
};

type ContactField = FieldSpec<ContactFormValues>;

const MESSAGE: ContactField = {
  name: 'message',
  sm: 12,
  label: 'Message',
  placeholder: 'Tell us what you would like tested, or how we can help.',
  rows: 5,
  required: true,
};

/** The text fields and select of each variant, in order; the page's consent follows them. */
const FIELDS: Record<Variant, readonly ContactField[]> = {
  home: [
    { name: 'name', sm: 6, ...PERSON_FIELDS.fullName },
    { name: 'email', sm: 6, ...PERSON_FIELDS.email },
    { name: 'phone', sm: 12, ...PERSON_FIELDS.optionalPhone },
    MESSAGE,
  ],
  page: [
    { name: 'name', sm: 6, ...PERSON_FIELDS.fullName },
    { name: 'email', sm: 6, ...PERSON_FIELDS.email },
    { name: 'phone', sm: 6, ...PERSON_FIELDS.optionalPhone },
    {
      name: 'subject',
      sm: 6,
      label: 'Subject',
      required: true,
      options: { prompt: 'Select a subject', choices: CONTACT_SUBJECTS },
    },
    MESSAGE,
  ],
};

/** The payload's fields are the form's own, so each API field error goes to its namesake. */
const fieldFor = sameNameField<ContactFormValues>([
  'name',
  'email',
  'phone',
  'subject',
  'message',
  'consent',
]);

/*
 * The same shared schemas the API validates with; the values are sent as entered, not
 * as the schema's trimmed output.
 */
const SCHEMAS = { home: contactHomeSchema, page: contactPageSchema };

/** Analytics label: the chosen subject on the contact page, 'home' for the home form. */
function analyticsLabel(variant: Variant, subject: string): string {
  return variant === 'home' ? 'home' : subject || 'none';
}

/**
 * The request body: the home form's four fields or the page's six, in that order. The
 * honeypot goes along only when something (a bot) filled it in.
 */
function toPayload(variant: Variant, values: ContactFormValues): CreateContactInput {
  const { name, email, phone, message } = values;
  const honeypot = honeypotPayload(values[HONEYPOT_FIELD]);
  if (variant === 'home') return { name, email, phone, message, ...honeypot };
  // The resolver has already checked both: a subject from the list, consent given.
  const subject = values.subject as ContactSubject;
  return { name, email, phone, subject, message, consent: values.consent as true, ...honeypot };
}

/**
 * The contact form of the home page ('home') and the contact page ('page'). Success
 * thanks the visitor, clears the form and leaves the message's reference number under
 * it (until the next message); a failure keeps what they typed.
 */
export function ContactForm({ variant }: ContactFormProps) {
  // The last message's number and the address its copy went to, until the next message.
  const [sent, setSent] = useState<{ reference: string | null; emailedTo: string }>();
  const { control, state } = useServerForm<ContactFormValues, SubmissionReceipt>({
    schema: SCHEMAS[variant],
    defaultValues: DEFAULT_VALUES,
    send: (values) => createContact(toPayload(variant, values)),
    fieldFor,
    analytics: {
      category: 'contact',
      label: (values) => analyticsLabel(variant, values.subject),
      reportErrors: true,
    },
    success: { title: 'Message sent!', description: "We'll get back to you shortly." },
    failure: { title: 'Something went wrong', description: 'Please try again later.' },
    onResult: (receipt, values) =>
      setSent({ reference: receipt.reference, emailedTo: values.email }),
    onSuccess: 'reset',
    offline: {
      kind: 'contact',
      payload: (values) => toPayload(variant, values),
      who: (values) => values.name,
      emailedTo: (values) => values.email,
    },
  });

  return (
    <>
      <ServerForm
        form={state}
        submit={{ label: 'Send Message', busyLabel: 'Sending...', icon: <SendIcon /> }}
      >
        <FormFieldGrid control={control} items={FIELDS[variant]}>
          {variant === 'page' && (
            <Grid size={12}>
              <ConsentCheckbox control={control} />
            </Grid>
          )}
        </FormFieldGrid>
      </ServerForm>
      <ReferenceNumber
        reference={sent?.reference ?? null}
        hint="Your message has been sent. Quote this number if you call or write to us about it."
        emailedTo={sent?.emailedTo}
        announce
      />
    </>
  );
}
