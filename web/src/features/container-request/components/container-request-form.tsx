import { zodResolver } from '@hookform/resolvers/zod';
import SendIcon from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useForm, type FieldPath, type Resolver } from 'react-hook-form';
import { CONTAINER_TYPES } from '@lab/shared/constants/container-types';
import { HONEYPOT_FIELD } from '@lab/shared/constants/honeypot';
import { PROVINCES } from '@lab/shared/constants/provinces';
import {
  containerRequestFormSchema,
  toResourceRequest,
  type ContainerRequestForm as ContainerRequestValues,
} from '@lab/shared/schemas/container-request-form';
import { POSTAL_CODE_MESSAGE } from '@lab/shared/schemas/fields';
import { FormTextField } from '../../../components/form/form-text-field';
import { HoneypotField } from '../../../components/form/honeypot-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { useRequestSubmission } from '../../../components/form/use-request-submission';
import { createResourceRequest } from '../api/create-resource-request';

/** What the fields hold while the visitor types; the schema decides what may be sent. */
type ContainerFormValues = Record<Exclude<keyof ContainerRequestValues, 'website'>, string> & {
  [HONEYPOT_FIELD]: string;
};

const DEFAULT_VALUES: ContainerFormValues = {
  name: '',
  email: '',
  phone: '',
  company: '',
  containerType: '',
  quantity: '',
  address: '',
  city: '',
  province: '',
  postalCode: '',
  notes: '',
  [HONEYPOT_FIELD]: '',
};

/*
 * The shared schema the API also validates with (section 5 messages, Canadian postal
 * code). The submit handler receives its output, trimmed and normalised, which is what
 * gets mapped to the payload; the form's own type is the strings the fields hold.
 */
const resolver = zodResolver(
  containerRequestFormSchema,
) as unknown as Resolver<ContainerFormValues>;

const toPayload = (values: ContainerFormValues) =>
  toResourceRequest(values as unknown as ContainerRequestValues);

/** Where an API field error belongs on this form (the payload joins several fields). */
function formFieldFor(
  apiField: string,
  message: string,
): FieldPath<ContainerFormValues> | undefined {
  switch (apiField) {
    case 'resourceId':
      return 'containerType';
    case 'address':
      return message === POSTAL_CODE_MESSAGE ? 'postalCode' : 'address';
    case 'name':
    case 'email':
    case 'phone':
      return apiField;
    default:
      return undefined;
  }
}

/**
 * The container request form of /request-bags and /resources/request (spec sections 3,
 * 5 and 7). `onSubmitted` runs once the request is stored.
 */
export function ContainerRequestForm({ onSubmitted }: { onSubmitted: () => void }) {
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = useForm<ContainerFormValues>({
    resolver,
    defaultValues: DEFAULT_VALUES,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });
  const { onFirstChange, onSubmit } = useRequestSubmission<ContainerFormValues>({
    category: 'container',
    send: (values) => createResourceRequest(toPayload(values)),
    success: {
      title: 'Container request submitted',
      description:
        'We will process your request within 1-2 business days and send your containers soon.',
    },
    failure: {
      title: 'Error',
      description: 'There was a problem submitting your request. Please try again.',
    },
    setError,
    onSubmitted,
    fieldFor: formFieldFor,
  });

  return (
    <Box
      component="form"
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      onChange={onFirstChange}
      aria-busy={isSubmitting}
    >
      <Grid container spacing={2.5}>
        <Grid size={12}>
          <Typography variant="h5" component="h3">
            Your details
          </Typography>
        </Grid>
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
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={control}
            name="phone"
            label="Phone (optional)"
            type="tel"
            autoComplete="tel"
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={control}
            name="company"
            label="Company or farm (optional)"
            autoComplete="organization"
          />
        </Grid>

        <Grid size={12}>
          <Typography variant="h5" component="h3" sx={{ mt: 1.5 }}>
            Containers
          </Typography>
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={control}
            name="containerType"
            label="Container type"
            select
            required
          >
            <option value="">Select a container type</option>
            {CONTAINER_TYPES.map((type) => (
              <option key={type.value} value={type.value}>
                {type.label}
              </option>
            ))}
          </FormTextField>
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={control}
            name="quantity"
            label="Quantity needed"
            placeholder="For example: 25 bags"
            required
          />
        </Grid>

        <Grid size={12}>
          <Typography variant="h5" component="h3" sx={{ mt: 1.5 }}>
            Shipping address
          </Typography>
        </Grid>
        <Grid size={12}>
          <FormTextField
            control={control}
            name="address"
            label="Street address"
            autoComplete="street-address"
            required
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 5 }}>
          <FormTextField
            control={control}
            name="city"
            label="City or town"
            autoComplete="address-level2"
            required
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <FormTextField
            control={control}
            name="province"
            label="Province"
            select
            required
            autoComplete="address-level1"
          >
            <option value="">Select a province</option>
            {PROVINCES.map((province) => (
              <option key={province.value} value={province.value}>
                {province.label}
              </option>
            ))}
          </FormTextField>
        </Grid>
        <Grid size={{ xs: 12, sm: 3 }}>
          <FormTextField
            control={control}
            name="postalCode"
            label="Postal code"
            autoComplete="postal-code"
            required
            htmlInput={{ maxLength: 7, style: { textTransform: 'uppercase' } }}
          />
        </Grid>
        <Grid size={12}>
          <FormTextField
            control={control}
            name="notes"
            label="Notes (optional)"
            placeholder="Delivery instructions, the tests you plan to run, or anything else we should know."
            rows={3}
          />
        </Grid>
        <Grid size={12}>
          <HoneypotField registration={register(HONEYPOT_FIELD)} />
          <SubmitButton
            busy={isSubmitting}
            label="Submit Request"
            busyLabel="Submitting..."
            endIcon={<SendIcon />}
          />
        </Grid>
      </Grid>
    </Box>
  );
}
