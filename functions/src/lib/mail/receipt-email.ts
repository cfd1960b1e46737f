import { contactSubjectLabel } from '@lab/shared/constants/contact-subjects';
import { containerTypeLabel } from '@lab/shared/constants/container-types';
import { LABORATORY, REQUEST_PROMISES } from '@lab/shared/constants/laboratory';
import type { RecordKind } from '@lab/shared/constants/record-kinds';
import { sampleTypeLabel } from '@lab/shared/constants/sample-types';
import type { RecordByKind } from '@lab/shared/schemas/records';
import { edmontonTime } from './edmonton-time';

/*
 * The receipt a requester gets for a request: its reference number, what was asked for in
 * one line, and what happens next, in the laboratory's words. Anyone can type any address
 * into a public form, so nothing the requester typed is in it (no name, message, notes,
 * comments, address or shipment details): only choices from the forms' fixed lists, the
 * reference and the time. The forms cannot carry anyone's text to a third party's inbox.
 */

/** A receipt as built from the record: the mailer cleans each string before it goes. */
export interface ReceiptEmail {
  /** The address the requester gave. */
  to: string;
  subject: string;
  text: string;
}

interface ReceiptParts {
  to: string;
  /** What was asked for, from the form's fixed choices only. */
  request: string;
  nextSteps: string;
}

const parts: { [K in RecordKind]: (record: RecordByKind[K]) => ReceiptParts } = {
  contact: (r) => ({
    to: r.email,
    request: r.subject
      ? `A message to the laboratory (${contactSubjectLabel(r.subject)})`
      : 'A message to the laboratory',
    nextSteps: `We answer messages during business hours. If your question is urgent, call us at ${LABORATORY.phoneDisplay}.`,
  }),
  resource: (r) => ({
    to: r.email,
    request: `Sample containers: ${containerTypeLabel(r.resourceId)}`,
    nextSteps: `We process container requests within ${REQUEST_PROMISES.containerProcessing} and send the containers to the address you gave.`,
  }),
  shipping: (r) => ({
    to: r.shipperEmail,
    request: `A prepaid shipping label for ${sampleTypeLabel(r.sampleType).toLowerCase()} samples`,
    nextSteps: `We will contact you ${REQUEST_PROMISES.shippingContact} with shipping instructions and a tracking number.`,
  }),
};

/**
 * The receipt for `record`, which must carry its reference number (every record stored
 * since references exist does).
 */
export function receiptEmail<K extends RecordKind>(
  kind: K,
  record: RecordByKind[K] & { reference: string },
): ReceiptEmail {
  const { to, request, nextSteps } = (parts[kind] as (record: RecordByKind[K]) => ReceiptParts)(
    record,
  );
  const { hours } = LABORATORY;
  return {
    to,
    subject: `${LABORATORY.name} received your request ${record.reference}`,
    text: [
      `Thank you for contacting ${LABORATORY.name}. We have received your request.`,
      '',
      `Reference number: ${record.reference}`,
      `Request: ${request}`,
      `Received: ${edmontonTime(record.createdAt)}`,
      '',
      `What happens next: ${nextSteps}`,
      '',
      `Please quote your reference number when you call us at ${LABORATORY.phoneDisplay}.`,
      `Hours: ${hours.weekdays}; ${hours.saturday}; ${hours.sunday}.`,
      '',
      `This address was entered on a request form on the ${LABORATORY.name} website. If that was not you, you can ignore this e-mail; we will not write again unless you contact us.`,
    ].join('\n'),
  };
}
