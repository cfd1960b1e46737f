import { contactSubjectLabel } from '@lab/shared/constants/contact-subjects';
import { containerTypeLabel } from '@lab/shared/constants/container-types';
import { recordFieldLabels } from '@lab/shared/constants/record-fields';
import type { RecordKind } from '@lab/shared/constants/record-kinds';
import { sampleTypeLabel } from '@lab/shared/constants/sample-types';
import type { RecordByKind } from '@lab/shared/schemas/records';
import { containerTypeLine } from '@lab/shared/schemas/resource-request-form';
import { edmontonTime } from './edmonton-time';

/** What to send, as built from the record: the mailer cleans each string before it goes. */
export interface NotificationEmail {
  subject: string;
  text: string;
  /** The submitter, so a reply from the lab's mail client goes to them. */
  replyTo: string;
}

function body(
  title: string,
  fields: [string, string | null][],
  record: { id: string; reference: string | null; createdAt: string },
  link: string | undefined,
) {
  const lines = fields.map(([label, value]) => `${label}: ${value ?? '(not given)'}`);
  return [
    title,
    '',
    ...lines,
    '',
    `Submitted: ${edmontonTime(record.createdAt)}`,
    // Records stored before reference numbers have only their id.
    ...(record.reference ? [`Reference: ${record.reference}`] : []),
    `Record id: ${record.id}`,
    ...(link ? [`On the dashboard: ${link}`] : []),
    '',
    'Reply to this e-mail to answer the submitter directly.',
  ].join('\n');
}

/**
 * A container request's comments as the alert shows them: without the container type line
 * the form writes into them (the type is a field of the alert already), so the type is not
 * said twice. The stored comments keep it, as the spec's payload has it.
 */
function containerDetails({ comments, resourceId }: RecordByKind['resource']): string | null {
  if (!comments) return null;
  const repeated = containerTypeLine(resourceId);
  const lines = comments.split(/\r?\n/).filter((line) => line.trim() !== repeated);
  return lines.some((line) => line.trim() !== '') ? `\n${lines.join('\n')}` : null;
}

type Builder<K extends RecordKind> = (
  record: RecordByKind[K],
  link: string | undefined,
) => NotificationEmail;

const LABELS = recordFieldLabels('alert');

const builders: { [K in RecordKind]: Builder<K> } = {
  contact: (r, link) => ({
    subject: `New contact message from ${r.name}`,
    replyTo: r.email,
    text: body(
      'A new contact message was submitted on the website.',
      [
        [LABELS.contact.name, r.name],
        [LABELS.contact.email, r.email],
        [LABELS.contact.phone, r.phone],
        [LABELS.contact.subject, r.subject ? contactSubjectLabel(r.subject) : null],
        [LABELS.contact.message, `\n${r.message}`],
      ],
      r,
      link,
    ),
  }),
  resource: (r, link) => ({
    subject: `New container request: ${containerTypeLabel(r.resourceId)} for ${r.name}`,
    replyTo: r.email,
    text: body(
      'A new sample container request was submitted on the website.',
      [
        [LABELS.resource.name, r.name],
        [LABELS.resource.email, r.email],
        [LABELS.resource.phone, r.phone],
        [LABELS.resource.resourceId, containerTypeLabel(r.resourceId)],
        [LABELS.resource.address, r.address],
        [LABELS.resource.comments, containerDetails(r)],
      ],
      r,
      link,
    ),
  }),
  shipping: (r, link) => ({
    subject: `New shipping label request: ${sampleTypeLabel(r.sampleType)} from ${r.shipperName}`,
    replyTo: r.shipperEmail,
    text: body(
      'A new shipping label request was submitted on the website.',
      [
        [LABELS.shipping.shipperName, r.shipperName],
        [LABELS.shipping.shipperEmail, r.shipperEmail],
        [LABELS.shipping.shipperPhone, r.shipperPhone],
        [LABELS.shipping.sampleType, sampleTypeLabel(r.sampleType)],
        [LABELS.shipping.shipmentWeight, r.shipmentWeight],
        [LABELS.shipping.shipmentDimensions, r.shipmentDimensions],
      ],
      r,
      link,
    ),
  }),
};

/**
 * The e-mail that tells the laboratory about one record; `link` opens the record on the
 * dashboard (the automatic alert has one; the notify button's e-mail is sent from it).
 */
export function notificationEmail<K extends RecordKind>(
  kind: K,
  record: RecordByKind[K],
  link?: string,
): NotificationEmail {
  return (builders[kind] as Builder<K>)(record, link);
}
