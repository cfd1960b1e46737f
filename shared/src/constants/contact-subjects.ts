import { optionLabel, optionValues } from './options';

/** Subjects offered on the contact page, in the order the select shows them. */
export const CONTACT_SUBJECTS = [
  { value: 'general', label: 'General Inquiry' },
  { value: 'testing', label: 'Testing Services' },
  { value: 'soil-diagnostic', label: 'Soil Diagnostic Report' },
  { value: 'results', label: 'Test Results' },
  { value: 'pricing', label: 'Pricing Information' },
  { value: 'support', label: 'Technical Support' },
] as const;

export type ContactSubject = (typeof CONTACT_SUBJECTS)[number]['value'];

export const CONTACT_SUBJECT_VALUES = optionValues(CONTACT_SUBJECTS);

export const DEFAULT_CONTACT_SUBJECT: ContactSubject = 'general';

export function contactSubjectLabel(value: ContactSubject): string {
  return optionLabel(CONTACT_SUBJECTS, value);
}
