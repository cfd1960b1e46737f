import { CONTAINER_TYPES } from '@lab/shared/constants/container-types';
import { PROVINCES } from '@lab/shared/constants/provinces';
import {
  resourceRequestFormField,
  resourceRequestFormSchema,
  toResourceRequest,
  type ResourceRequestForm as ResourceRequestValues,
} from '@lab/shared/schemas/resource-request-form';
import { PERSON_FIELDS, type FormGridItem } from '../../../components/form/form-fields';
import { RequestForm, type RequestFormUseProps } from '../../../components/form/request-form';
import { createResourceRequest } from '../api/create-resource-request';

/** What the fields hold while the visitor types; the schema decides what may be sent. */
type ResourceFormValues = Record<keyof ResourceRequestValues, string>;

const ITEMS: readonly FormGridItem<ResourceFormValues>[] = [
  { heading: 'Your details' },
  { name: 'name', sm: 6, ...PERSON_FIELDS.fullName },
  { name: 'email', sm: 6, ...PERSON_FIELDS.email },
  { name: 'phone', sm: 6, ...PERSON_FIELDS.optionalPhone },
  { name: 'company', sm: 6, label: 'Company or farm (optional)', autoComplete: 'organization' },
  { heading: 'Containers' },
  {
    name: 'containerType',
    sm: 6,
    label: 'Container type',
    required: true,
    options: { prompt: 'Select a container type', choices: CONTAINER_TYPES },
  },
  {
    name: 'quantity',
    sm: 6,
    label: 'Quantity needed',
    placeholder: 'For example: 25 bags',
    required: true,
  },
  { heading: 'Shipping address' },
  {
    name: 'address',
    sm: 12,
    label: 'Street address',
    // One line: 'street-address' is the token for a multi-line field.
    autoComplete: 'address-line1',
    required: true,
  },
  { name: 'city', sm: 5, label: 'City or town', autoComplete: 'address-level2', required: true },
  {
    name: 'province',
    sm: 4,
    label: 'Province',
    autoComplete: 'address-level1',
    required: true,
    options: { prompt: 'Select a province', choices: PROVINCES },
  },
  {
    name: 'postalCode',
    sm: 3,
    label: 'Postal code',
    autoComplete: 'postal-code',
    required: true,
    htmlInput: { maxLength: 7, style: { textTransform: 'uppercase' } },
  },
  {
    name: 'notes',
    sm: 12,
    label: 'Notes (optional)',
    placeholder:
      'Delivery instructions, the tests you plan to run, or anything else we should know.',
    rows: 3,
  },
];

/** The schema's output (trimmed, postal code normalised) mapped to the API payload. */
const toPayload = (values: ResourceFormValues) =>
  toResourceRequest(values as unknown as ResourceRequestValues);

/**
 * The resource request form (sample containers) of /request-bags and /resources/request.
 * Its words come from the page's copy; `onSubmitted` runs once the request is stored.
 */
export function ResourceRequestForm({ copy, onSubmitted }: RequestFormUseProps) {
  return (
    <RequestForm
      items={ITEMS}
      schema={resourceRequestFormSchema}
      sendParsed
      send={(values) => createResourceRequest(toPayload(values))}
      // The payload joins several fields; the shared schema says where each error belongs.
      fieldFor={resourceRequestFormField}
      category="container"
      copy={copy}
      onSubmitted={onSubmitted}
      emailField="email"
      nameField="name"
      offline={{ kind: 'resource', payload: toPayload }}
    />
  );
}
