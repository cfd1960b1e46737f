import { zodResolver } from '@hookform/resolvers/zod';
import SendIcon from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import { useForm, type FieldPath, type Resolver } from 'react-hook-form';
import { HONEYPOT_FIELD } from '@lab/shared/constants/honeypot';
import { SAMPLE_TYPES } from '@lab/shared/constants/sample-types';
import {
  shippingRequestSchema,
  type ShippingRequestInput,
} from '@lab/shared/schemas/shipping-request';
import { FormTextField } from '../../../components/form/form-text-field';
import { HoneypotField, honeypotPayload } from '../../../components/form/honeypot-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { useRequestSubmission } from '../../../components/form/use-request-submission';
import { createShippingRequest } from '../api/create-shipping-request';

interface ShippingFormValues {
  shipperName: string;
  shipperEmail: string;
  shipperPhone: string;
  sampleType: string;
  shipmentWeight: string;
  shipmentDimensions: string;
  [HONEYPOT_FIELD]: string;
}

const DEFAULT_VALUES: ShippingFormValues = {
  shipperName: '',
  shipperEmail: '',
  shipperPhone: '',
  sampleType: '',
  shipmentWeight: '',
  shipmentDimensions: '',
  [HONEYPOT_FIELD]: '',
};

const FIELDS = new Set<string>(Object.keys(DEFAULT_VALUES));

/*
 * The shared schema the API validates with. `raw: true` hands the submit handler the
 * values as entered: spec section 7 sends them so.
 */
const resolver = zodResolver(shippingRequestSchema, undefined, {
  raw: true,
}) as unknown as Resolver<ShippingFormValues>;

/** The request body: the six fields as entered (the resolver has checked them). */
function toPayload(values: ShippingFormValues): ShippingRequestInput {
  const { [HONEYPOT_FIELD]: honeypot, ...fields } = values;
  return { ...(fields as Omit<ShippingRequestInput, 'website'>), ...honeypotPayload(honeypot) };
}

const shippingField = (apiField: string) =>
  FIELDS.has(apiField) ? (apiField as FieldPath<ShippingFormValues>) : undefined;

/**
 * The shipping label request form of /ship-sample (spec sections 3, 5 and 7).
 * `onSubmitted` runs once the request is stored.
 */
export function ShippingRequestForm({ onSubmitted }: { onSubmitted: () => void }) {
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = useForm<ShippingFormValues>({
    resolver,
    defaultValues: DEFAULT_VALUES,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });
  const { onFirstChange, onSubmit } = useRequestSubmission<ShippingFormValues>({
    category: 'shipping',
    send: (values) => createShippingRequest(toPayload(values)),
    success: {
      title: 'Shipping request submitted',
      description:
        'We will contact you within 24 hours with shipping instructions and tracking information.',
    },
    failure: {
      title: 'Error',
      description: 'There was a problem submitting your shipping request. Please try again.',
    },
    setError,
    onSubmitted,
    fieldFor: shippingField,
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
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={control}
            name="shipperName"
            label="Shipper name"
            autoComplete="name"
            required
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={control}
            name="shipperEmail"
            label="Email address"
            type="email"
            autoComplete="email"
            required
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={control}
            name="shipperPhone"
            label="Phone number"
            type="tel"
            autoComplete="tel"
            required
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField control={control} name="sampleType" label="Sample type" select required>
            <option value="">Select a sample type</option>
            {SAMPLE_TYPES.map((type) => (
              <option key={type.value} value={type.value}>
                {type.label}
              </option>
            ))}
          </FormTextField>
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={control}
            name="shipmentWeight"
            label="Shipment weight"
            placeholder="For example: 5 kg"
            helperText="Include the unit (kg or lb)."
            required
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={control}
            name="shipmentDimensions"
            label="Shipment dimensions"
            placeholder="For example: 40 x 30 x 30 cm"
            helperText="Length x width x height of the box."
            required
          />
        </Grid>
        <Grid size={12}>
          <HoneypotField registration={register(HONEYPOT_FIELD)} />
          <SubmitButton
            busy={isSubmitting}
            label="Request Shipping Label"
            busyLabel="Submitting..."
            endIcon={<SendIcon />}
          />
        </Grid>
      </Grid>
    </Box>
  );
}
