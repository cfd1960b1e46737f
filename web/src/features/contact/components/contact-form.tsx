import { zodResolver } from '@hookform/resolvers/zod';
import SendIcon from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import { useId, useState } from 'react';
import { Controller, useForm, type FieldPath, type Resolver } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import {
  CONTACT_SUBJECTS,
  DEFAULT_CONTACT_SUBJECT,
  type ContactSubject,
} from '@lab/shared/constants/contact-subjects';
import { HONEYPOT_FIELD } from '@lab/shared/constants/honeypot';
import { contactHomeSchema, contactPageSchema } from '@lab/shared/schemas/contact';
import { FormTextField } from '../../../components/form/form-text-field';
import { HoneypotField, honeypotPayload } from '../../../components/form/honeypot-field';
import { showServerFieldErrors } from '../../../components/form/server-field-errors';
import { SubmitButton } from '../../../components/form/submit-button';
import { useNotify } from '../../../components/notifications/use-notify';
import { SITE } from '../../../config/site';
import { analytics } from '../../../lib/analytics';
import { createContact, type CreateContactInput } from '../api/create-contact';

export interface ContactFormProps {
  /** 'home': name, email, phone, message. 'page': adds subject and consent. */
  variant: 'home' | 'page';
}

/** What the fields hold while the visitor types; the schema decides what may be sent. */
interface ContactFormValues {
  name: string;
  email: string;
  phone: string;
  message: string;
  /** '' only when the visitor picks the "Select a subject" option. */
  subject: ContactSubject | '';
  consent: boolean;
  [HONEYPOT_FIELD]: string;
}

const DEFAULT_VALUES: ContactFormValues = {
  name: '',
  email: '',
  phone: '',
  message: '',
  subject: DEFAULT_CONTACT_SUBJECT,
  consent: false,
  [HONEYPOT_FIELD]: '',
};

/*
 * The same shared schemas the API validates with. `raw: true` hands the submit handler
 * the values as entered (the spec sends them so), not the schema's trimmed output. The
 * schemas type consent as the literal `true` the API requires, while the checkbox holds
 * a boolean until then, hence the cast to the form's own value type.
 */
const RESOLVERS = {
  home: zodResolver(contactHomeSchema, undefined, {
    raw: true,
  }) as unknown as Resolver<ContactFormValues>,
  page: zodResolver(contactPageSchema, undefined, {
    raw: true,
  }) as unknown as Resolver<ContactFormValues>,
};

/** Analytics label: the chosen subject on the contact page, 'home' for the home form. */
function analyticsLabel(variant: ContactFormProps['variant'], subject: string): string {
  return variant === 'home' ? 'home' : subject || 'none';
}

/**
 * The request body: the home form's four fields or the page's six, in the spec's order.
 * The honeypot goes along only when something (a bot) filled it in.
 */
function toPayload(
  variant: ContactFormProps['variant'],
  values: ContactFormValues,
): CreateContactInput {
  const { name, email, phone, message } = values;
  const honeypot = honeypotPayload(values[HONEYPOT_FIELD]);
  if (variant === 'home') return { name, email, phone, message, ...honeypot };
  // The resolver has already checked both: a subject from the list, consent given.
  const subject = values.subject as ContactSubject;
  return { name, email, phone, subject, message, consent: values.consent as true, ...honeypot };
}

const FIELD_NAMES = new Set<string>(['name', 'email', 'phone', 'subject', 'message', 'consent']);

const contactField = (apiField: string) =>
  FIELD_NAMES.has(apiField) ? (apiField as FieldPath<ContactFormValues>) : undefined;

/**
 * The contact form of the home page ('home') and the contact page ('page'). Checked with
 * the shared schema on submit, then again on every change; the first invalid field gets
 * focus. Success thanks the visitor and clears the form; a failure keeps what they typed.
 */
export function ContactForm({ variant }: ContactFormProps) {
  const notify = useNotify();
  const idPrefix = useId();
  const [started, setStarted] = useState(false);
  const {
    control,
    register,
    handleSubmit,
    reset,
    getValues,
    setError,
    formState: { isSubmitting },
  } = useForm<ContactFormValues>({
    resolver: RESOLVERS[variant],
    defaultValues: DEFAULT_VALUES,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });

  // Change events of every field bubble here: the first one starts the form for analytics.
  const onFirstChange = () => {
    if (started) return;
    setStarted(true);
    analytics.formStart('contact', analyticsLabel(variant, getValues('subject')));
  };

  const onSubmit = async (values: ContactFormValues) => {
    const label = analyticsLabel(variant, values.subject);
    try {
      await createContact(toPayload(variant, values));
    } catch (error) {
      analytics.formError('contact', label);
      showServerFieldErrors(error, setError, contactField);
      notify({
        title: 'Something went wrong',
        description: 'Please try again later.',
        tone: 'destructive',
      });
      return;
    }
    analytics.formSuccess('contact', label);
    notify({
      title: 'Message sent!',
      description: "We'll get back to you shortly.",
      tone: 'success',
    });
    reset(DEFAULT_VALUES);
    // The next message is a new form session.
    setStarted(false);
  };

  const consentErrorId = `${idPrefix}-consent-error`;

  return (
    <Box
      component="form"
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      onChange={onFirstChange}
      aria-busy={isSubmitting}
    >
      <Grid container spacing={2.5}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={control}
            name="name"
            label="Full name"
            autoComplete="name"
            required
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={control}
            name="email"
            label="Email address"
            type="email"
            autoComplete="email"
            required
          />
        </Grid>
        <Grid size={{ xs: 12, sm: variant === 'page' ? 6 : 12 }}>
          <FormTextField
            control={control}
            name="phone"
            label="Phone (optional)"
            type="tel"
            autoComplete="tel"
          />
        </Grid>
        {variant === 'page' && (
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField control={control} name="subject" select required label="Subject">
              <option value="">Select a subject</option>
              {CONTACT_SUBJECTS.map((subject) => (
                <option key={subject.value} value={subject.value}>
                  {subject.label}
                </option>
              ))}
            </FormTextField>
          </Grid>
        )}
        <Grid size={12}>
          <FormTextField
            control={control}
            name="message"
            label="Message"
            placeholder="Tell us what you would like tested, or how we can help."
            rows={5}
            required
          />
        </Grid>
        {variant === 'page' && (
          <Grid size={12}>
            <Controller
              control={control}
              name="consent"
              render={({
                field: { ref, value, onChange, onBlur, name },
                fieldState: { error },
              }) => (
                <FormControl error={Boolean(error)}>
                  <FormControlLabel
                    required
                    sx={{ alignItems: 'flex-start', mr: 0 }}
                    control={
                      <Checkbox
                        name={name}
                        checked={value}
                        onChange={(event) => onChange(event.target.checked)}
                        onBlur={onBlur}
                        sx={{ mt: -0.75, color: error ? 'error.main' : undefined }}
                        slotProps={{
                          input: {
                            ref,
                            'aria-invalid': Boolean(error),
                            'aria-describedby': error ? consentErrorId : undefined,
                          },
                        }}
                      />
                    }
                    label={
                      <Box component="span" sx={{ typography: 'body2', color: 'text.secondary' }}>
                        I consent to {SITE.name} collecting and storing the information I have
                        submitted so that the laboratory can respond to my inquiry. See our{' '}
                        <Link component={RouterLink} to="/privacy-policy">
                          Privacy Policy
                        </Link>
                        .
                      </Box>
                    }
                  />
                  {error && (
                    <FormHelperText id={consentErrorId} sx={{ ml: 4.25 }}>
                      {error.message}
                    </FormHelperText>
                  )}
                </FormControl>
              )}
            />
          </Grid>
        )}
        <Grid size={12}>
          <HoneypotField registration={register(HONEYPOT_FIELD)} />
          <SubmitButton
            busy={isSubmitting}
            label="Send Message"
            busyLabel="Sending..."
            endIcon={<SendIcon />}
          />
        </Grid>
      </Grid>
    </Box>
  );
}
