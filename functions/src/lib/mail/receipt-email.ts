import { contactSubjectLabel } from '@lab/shared/constants/contact-subjects';
import { containerTypeLabel } from '@lab/shared/constants/container-types';
import { LABORATORY, REQUEST_PROMISES } from '@lab/shared/constants/laboratory';
import type { RecordKind } from '@lab/shared/constants/record-kinds';
import { sampleTypeLabel } from '@lab/shared/constants/sample-types';
import type { RecordByKind } from '@lab/shared/schemas/records';
import { edmontonTime } from './edmonton-time';
import type { RequestLinks } from './request-links';

/*
 * The receipt a requester gets for a request: its reference number, what was asked for in
 * one line, and what happens next, in the laboratory's words; and the follow-up that lists
 * the same for each later request of the receipt's interval. Anyone can type any address
 * into a public form, so nothing the requester typed is in either (no name, message,
 * notes, comments, address or shipment details): only choices from the forms' fixed lists,
 * references and times. The forms cannot carry anyone's text to a third party's inbox.
 * Both come from a no-reply sender, so a reply goes to the laboratory's inbox (Reply-To),
 * and both say how to reach the laboratory: phone, e-mail and the site.
 */

/** A receipt as built from the record: the mailer cleans each string before it goes. */
export interface ReceiptEmail {
  /** The address the requester gave. */
  to: string;
  /** The laboratory's inbox: the address the site shows. */
  replyTo: string;
  subject: string;
  text: string;
}

/** One request of a follow-up: its kind and its record, which carries a reference. */
export interface FollowUpRequest<K extends RecordKind = RecordKind> {
  kind: K;
  record: RecordByKind[K] & { reference: string };
  /** A container or shipping label request's documents and status page. */
  links?: RequestLinks;
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

/** The lines that say one request: its reference, what it was for, when, and what comes next. */
function requestLines<K extends RecordKind>(
  kind: K,
  record: RecordByKind[K] & { reference: string },
  links?: RequestLinks,
): { to: string; lines: string[] } {
  const { to, request, nextSteps } = (parts[kind] as (record: RecordByKind[K]) => ReceiptParts)(
    record,
  );
  return {
    to,
    lines: [
      `Reference number: ${record.reference}`,
      `Request: ${request}`,
      `Received: ${edmontonTime(record.createdAt)}`,
      '',
      `What happens next: ${nextSteps}`,
      ...(links ? ['', ...documentLines(links)] : []),
    ],
  };
}

/**
 * The links to print the documents that travel with the samples, and to follow the
 * request: on a container or shipping label request's receipt, and the dispatch e-mail.
 */
export function documentLines(links: RequestLinks): string[] {
  return [
    'When you send your samples, print these and put the completed form in the box:',
    `Shipping label: ${links.label}`,
    `Submission form: ${links.form}`,
    '',
    `Follow your request: ${links.track}`,
  ];
}

/**
 * How to reach the laboratory, the end of every e-mail to a requester; `siteUrl` has no
 * trailing slash.
 */
export function closingLines(siteUrl: string, quote: string): string[] {
  const { hours } = LABORATORY;
  return [
    `${quote} when you call us at ${LABORATORY.phoneDisplay} or write to ${LABORATORY.email} (a reply to this e-mail reaches us there).`,
    `Hours: ${hours.weekdays}; ${hours.saturday}; ${hours.sunday}.`,
    `Our website: ${siteUrl}/`,
    '',
    `This address was entered on a request form on the ${LABORATORY.name} website. If that was not you, you can ignore this e-mail; we will not write again unless you contact us.`,
  ];
}

/**
 * The receipt for `record`, which must carry its reference number (every record stored
 * since references exist does); `siteUrl` (no trailing slash) is the site it links to.
 * `links`, on a container or shipping label request, adds its documents and status page.
 */
export function receiptEmail<K extends RecordKind>(
  kind: K,
  record: RecordByKind[K] & { reference: string },
  siteUrl: string,
  links?: RequestLinks,
): ReceiptEmail {
  const { to, lines } = requestLines(kind, record, links);
  return {
    to,
    replyTo: LABORATORY.email,
    subject: `${LABORATORY.name} received your request ${record.reference}`,
    text: [
      `Thank you for contacting ${LABORATORY.name}. We have received your request.`,
      '',
      ...lines,
      '',
      ...closingLines(siteUrl, 'Please quote your reference number'),
    ].join('\n'),
  };
}

/** The most references a follow-up's subject names; more are counted instead. */
const SUBJECT_REFERENCES = 3;

/**
 * The follow-up for the requests of one address whose receipts waited for the end of the
 * receipt interval, oldest first (at least one). It goes to the address of the first.
 */
export function followUpEmail(requests: readonly FollowUpRequest[], siteUrl: string): ReceiptEmail {
  const sections = requests.map(({ kind, record, links }) => requestLines(kind, record, links));
  const to = sections[0]?.to;
  if (!to) throw new Error('A follow-up needs at least one request');
  const references = requests.map(({ record }) => record.reference);
  const count = references.length;
  return {
    to,
    replyTo: LABORATORY.email,
    subject:
      count === 1
        ? `${LABORATORY.name} received your request ${references[0]}`
        : count <= SUBJECT_REFERENCES
          ? `${LABORATORY.name} received your requests ${references.slice(0, -1).join(', ')} and ${references.at(-1)}`
          : `${LABORATORY.name} received ${count} more requests from you`,
    text: [
      `Thank you for contacting ${LABORATORY.name}. We have also received ${count === 1 ? 'this request' : `these ${count} requests`} from you. So as not to fill your inbox, we send the receipt of your first request at once and gather the receipts of the requests that follow it into one e-mail.`,
      ...sections.flatMap(({ lines }) => ['', ...lines]),
      '',
      ...closingLines(siteUrl, 'Please quote the reference number of your request'),
    ].join('\n'),
  };
}
