import { HONEYPOT_FIELD } from '@lab/shared/constants/honeypot';
import { SAMPLE_TYPES } from '@lab/shared/constants/sample-types';
import {
  shippingRequestSchema,
  type ShippingRequestInput,
} from '@lab/shared/schemas/shipping-request';
import { PERSON_FIELDS, type FieldSpec } from '../../../components/form/form-fields';
import { honeypotPayload } from '../../../components/form/honeypot-field';
import { RequestForm, type RequestFormUseProps } from '../../../components/form/request-form';
import { createShippingRequest } from '../api/create-shipping-request';

type ShippingFormValues = Record<keyof ShippingRequestInput, string>;

const FIELDS: readonly FieldSpec<ShippingFormValues>[] = [
  { name: 'shipperName', sm: 6, ...PERSON_FIELDS.fullName, label: 'Shipper name' },
  { name: 'shipperEmail', sm: 6, ...PERSON_FIELDS.email },
  {
    name: 'shipperPhone',
    sm: 6,
    label: 'Phone number',
    type: 'tel',
    autoComplete: 'tel',
    required: true,
  },
  {
    name: 'sampleType',
    sm: 6,
    label: 'Sample type',
    required: true,
    options: { prompt: 'Select a sample type', choices: SAMPLE_TYPES },
  },
  {
    name: 'shipmentWeight',
    sm: 6,
    label: 'Shipment weight',
    placeholder: 'For example: 5 kg',
    helperText: 'Include the unit (kg or lb).',
    required: true,
  },
  {
    name: 'shipmentDimensions',
    sm: 6,
    label: 'Shipment dimensions',
    placeholder: 'For example: 40 x 30 x 30 cm',
    helperText: 'Length x width x height of the box.',
    required: true,
  },
];

/** The request body: the six fields as entered (the resolver has checked them). */
function toPayload(values: ShippingFormValues): ShippingRequestInput {
  const { [HONEYPOT_FIELD]: honeypot, ...fields } = values;
  return { ...(fields as Omit<ShippingRequestInput, 'website'>), ...honeypotPayload(honeypot) };
}

/**
 * The shipping label request form of /ship-sample. Its words come from the page's copy;
 * `onSubmitted` runs once the request is stored.
 */
export function ShippingRequestForm({ copy, onSubmitted }: RequestFormUseProps) {
  return (
    <RequestForm
      // The payload's fields are the form's own: the API's errors go to their namesakes.
      items={FIELDS}
      // The shared schema the API validates with; the values are sent as entered.
      schema={shippingRequestSchema}
      send={(values) => createShippingRequest(toPayload(values))}
      category="shipping"
      copy={copy}
      onSubmitted={onSubmitted}
      emailField="shipperEmail"
      nameField="shipperName"
      offline={{ kind: 'shipping', payload: toPayload }}
    />
  );
}
