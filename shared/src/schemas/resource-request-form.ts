import * as z from 'zod/mini';
import { containerTypeLabel, CONTAINER_TYPE_VALUES } from '../constants/container-types';
import { HONEYPOT_FIELD } from '../constants/honeypot';
import { LIMITS } from '../constants/limits';
import { optionValues } from '../constants/options';
import { PROVINCES } from '../constants/provinces';
import { choice, email, honeypot, optionalText, postalCode, requiredText } from './fields';
import { RESOURCE_REQUEST_MESSAGES as M, type ResourceRequestInput } from './resource-request';

export { POSTAL_CODE_MESSAGE } from './fields';

const CITY_MAX = 100;
const QUANTITY_MAX = 100;
const PROVINCE_MAX = Math.max(...optionValues(PROVINCES).map((value) => value.length));
/** A stored postal code: 'T5J 0N3' at the longest. */
const POSTAL_CODE_MAX = 7;
const ADDRESS_SEPARATOR = ', ';

/**
 * The street line leaves room for city, province and postal code: the API takes the four
 * joined as one address of at most `LIMITS.text` characters, and a visitor must never
 * pass the form only to be refused by the API for a length they were never told.
 */
export const STREET_ADDRESS_MAX =
  LIMITS.text - CITY_MAX - PROVINCE_MAX - POSTAL_CODE_MAX - 3 * ADDRESS_SEPARATOR.length;

/** The resource request form (sample containers) as the visitor fills it in. */
export const resourceRequestFormSchema = z.object({
  name: requiredText('Name', M.name, LIMITS.name),
  email,
  phone: optionalText('Phone', LIMITS.phone),
  company: optionalText('Company'),
  containerType: choice(CONTAINER_TYPE_VALUES, M.containerType),
  quantity: requiredText('Quantity', M.quantity, QUANTITY_MAX),
  address: requiredText('Address', M.address, STREET_ADDRESS_MAX),
  city: requiredText('City', M.city, CITY_MAX),
  province: choice(optionValues(PROVINCES), M.province),
  postalCode: postalCode(M.postalCode),
  notes: optionalText('Notes', LIMITS.text, { multiline: true }),
  [HONEYPOT_FIELD]: honeypot,
});

export type ResourceRequestForm = z.output<typeof resourceRequestFormSchema>;
export type ResourceRequestFormInput = z.input<typeof resourceRequestFormSchema>;

/**
 * The line of the payload's comments that names the container type (which resourceId also
 * carries): the laboratory's alert shows the type once, as a field, and leaves this out.
 */
export function containerTypeLine(containerType: ResourceRequestForm['containerType']): string {
  return `Container type: ${containerTypeLabel(containerType)}`;
}

/**
 * The API payload: resourceId is the container type, the address is one line (street,
 * city, province, postal code), phone is null when empty, and comments holds company,
 * container type, quantity and notes on separate lines.
 */
export function toResourceRequest(form: ResourceRequestForm): ResourceRequestInput {
  const comments = [
    form.company && `Company: ${form.company}`,
    containerTypeLine(form.containerType),
    `Quantity: ${form.quantity}`,
    form.notes && `Notes: ${form.notes}`,
  ].filter(Boolean);
  return {
    resourceId: form.containerType,
    name: form.name,
    email: form.email,
    address: [form.address, form.city, form.province, form.postalCode].join(ADDRESS_SEPARATOR),
    phone: form.phone,
    comments: comments.join('\n'),
    ...(form[HONEYPOT_FIELD] && { [HONEYPOT_FIELD]: form[HONEYPOT_FIELD] }),
  };
}

/** A visible field of the form (the honeypot is never pointed at). */
export type ResourceRequestFormField = Exclude<keyof ResourceRequestForm, typeof HONEYPOT_FIELD>;
type ResourceRequestApiField = Exclude<keyof ResourceRequestInput, typeof HONEYPOT_FIELD>;

/**
 * Where the form shows the API's message for each field of the payload `toResourceRequest`
 * builds, or `null` for none (the notice alone then says the request failed).
 *
 * - `address` joins four fields. The form's own checks rule out every other way the API
 *   can refuse that line (each part required, the street short enough for the line to
 *   fit), so what is left to correct is the postal code at its end.
 * - `comments` joins four fields whose own limits keep it within the API's: nothing in it
 *   for a visitor to correct.
 */
export const RESOURCE_REQUEST_FORM_FIELD_BY_API_FIELD: Readonly<
  Record<ResourceRequestApiField, ResourceRequestFormField | null>
> = {
  resourceId: 'containerType',
  name: 'name',
  email: 'email',
  phone: 'phone',
  address: 'postalCode',
  comments: null,
};

/** The form field showing the API's error for `apiField`, if the form shows one. */
export function resourceRequestFormField(apiField: string): ResourceRequestFormField | undefined {
  return Object.hasOwn(RESOURCE_REQUEST_FORM_FIELD_BY_API_FIELD, apiField)
    ? (RESOURCE_REQUEST_FORM_FIELD_BY_API_FIELD[apiField as ResourceRequestApiField] ?? undefined)
    : undefined;
}
