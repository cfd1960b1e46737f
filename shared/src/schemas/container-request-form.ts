import * as z from 'zod/mini';
import { containerTypeLabel, CONTAINER_TYPE_VALUES } from '../constants/container-types';
import { HONEYPOT_FIELD } from '../constants/honeypot';
import { LIMITS } from '../constants/limits';
import { optionValues } from '../constants/options';
import { PROVINCES } from '../constants/provinces';
import { choice, email, honeypot, optionalText, postalCode, requiredText } from './fields';
import { RESOURCE_REQUEST_MESSAGES as M, type ResourceRequestInput } from './resource-request';

export { POSTAL_CODE_MESSAGE } from './fields';

/** The container request form as the visitor fills it in (spec sections 3 and 5). */
export const containerRequestFormSchema = z.object({
  name: requiredText('Name', M.name, LIMITS.name),
  email,
  phone: optionalText('Phone', LIMITS.phone),
  company: optionalText('Company'),
  containerType: choice(CONTAINER_TYPE_VALUES, M.containerType),
  quantity: requiredText('Quantity', M.quantity, 100),
  address: requiredText('Address', M.address),
  city: requiredText('City', M.city, 100),
  province: choice(optionValues(PROVINCES), M.province),
  postalCode: postalCode(M.postalCode),
  notes: optionalText('Notes'),
  [HONEYPOT_FIELD]: honeypot,
});

export type ContainerRequestForm = z.output<typeof containerRequestFormSchema>;
export type ContainerRequestFormInput = z.input<typeof containerRequestFormSchema>;

/**
 * The API payload of spec section 7: resourceId is the container type, the address is
 * one line, phone is null when empty, and comments holds company, container type,
 * quantity and notes on separate lines.
 */
export function toResourceRequest(form: ContainerRequestForm): ResourceRequestInput {
  const comments = [
    form.company && `Company: ${form.company}`,
    `Container type: ${containerTypeLabel(form.containerType)}`,
    `Quantity: ${form.quantity}`,
    form.notes && `Notes: ${form.notes}`,
  ].filter(Boolean);
  return {
    resourceId: form.containerType,
    name: form.name,
    email: form.email,
    address: [form.address, form.city, form.province, form.postalCode].join(', '),
    phone: form.phone,
    comments: comments.join('\n'),
    ...(form[HONEYPOT_FIELD] && { [HONEYPOT_FIELD]: form[HONEYPOT_FIELD] }),
  };
}
