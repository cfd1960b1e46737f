import { contactSubjectLabel } from '@lab/shared/constants/contact-subjects';
import { containerTypeLabel } from '@lab/shared/constants/container-types';
import { LABORATORY_TIME_ZONE } from '@lab/shared/constants/laboratory';
import { recordFieldLabels } from '@lab/shared/constants/record-fields';
import { RECORD_KINDS, type RecordKind } from '@lab/shared/constants/record-kinds';
import { OPEN_STATUSES } from '@lab/shared/constants/record-status';
import { sampleTypeLabel } from '@lab/shared/constants/sample-types';
import type { RecordByKind } from '@lab/shared/schemas/records';
import { promiseDue } from '@lab/shared/time/laboratory-time';

/** A record with its kind, which types it: what a record card and each of its parts show. */
export interface RecordOfKind<K extends RecordKind> {
  kind: K;
  record: RecordByKind[K];
}

/** One labelled value of a record card; long text keeps its line breaks. */
export interface RecordField {
  label: string;
  value: string | null;
  multiline?: boolean;
}

/** How the dashboard shows one kind of record: names, counts wording, card fields. */
export interface RecordView<K extends RecordKind> {
  /** The tab's label before its count, and the list's heading. */
  title: string;
  /** One record of the kind, as a search result and the activity name it. */
  singular: string;
  empty: string;
  /** The card's heading and the e-mail the copy button copies. */
  name: (record: RecordByKind[K]) => string;
  email: (record: RecordByKind[K]) => string;
  /** Every stored field of the record except id and createdAt, which every card shows. */
  fields: (record: RecordByKind[K]) => RecordField[];
}

const LABELS = recordFieldLabels('card');

export const RECORD_VIEWS: { [K in RecordKind]: RecordView<K> } = {
  contact: {
    singular: 'Contact submission',
    title: 'Contact Submissions',
    empty: 'No contact submissions yet',
    name: (r) => r.name,
    email: (r) => r.email,
    fields: (r) => [
      { label: LABELS.contact.email, value: r.email },
      { label: LABELS.contact.phone, value: r.phone },
      { label: LABELS.contact.subject, value: r.subject && contactSubjectLabel(r.subject) },
      { label: LABELS.contact.message, value: r.message, multiline: true },
    ],
  },
  resource: {
    singular: 'Resource request',
    title: 'Resource Requests',
    empty: 'No resource requests yet',
    name: (r) => r.name,
    email: (r) => r.email,
    fields: (r) => [
      { label: LABELS.resource.resourceId, value: containerTypeLabel(r.resourceId) },
      { label: LABELS.resource.email, value: r.email },
      { label: LABELS.resource.phone, value: r.phone },
      { label: LABELS.resource.address, value: r.address },
      { label: LABELS.resource.comments, value: r.comments, multiline: true },
    ],
  },
  shipping: {
    singular: 'Shipping request',
    title: 'Shipping Requests',
    empty: 'No shipping requests yet',
    name: (r) => r.shipperName,
    email: (r) => r.shipperEmail,
    fields: (r) => [
      { label: LABELS.shipping.sampleType, value: sampleTypeLabel(r.sampleType) },
      { label: LABELS.shipping.shipperEmail, value: r.shipperEmail },
      { label: LABELS.shipping.shipperPhone, value: r.shipperPhone },
      { label: LABELS.shipping.shipmentWeight, value: r.shipmentWeight },
      { label: LABELS.shipping.shipmentDimensions, value: r.shipmentDimensions },
    ],
  },
};

// Shared with the receive-samples screen, which shows the same times.
export { formatDateTime } from '../../lib/laboratory-dates';

const WEEKDAY_TIME = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: LABORATORY_TIME_ZONE,
});
const DAY_TIME = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: LABORATORY_TIME_ZONE,
});
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * A promise's time, laboratory time: 'Tue 3:00 PM' within the week before `now`, where
 * the weekday is unambiguous, else 'Nov 3, 5:00 PM'.
 */
export function formatPromiseTime(due: number, now: number): string {
  return (now - due < WEEK_MS - 24 * 60 * 60 * 1000 ? WEEKDAY_TIME : DAY_TIME).format(due);
}

/**
 * When the laboratory's promise for an open record fell due, if it is past at `now`; null
 * for a contact message (no promise), a record done or spam, or a promise still ahead.
 */
export function overdueSince<K extends RecordKind>(
  kind: K,
  record: RecordByKind[K],
  now: number,
): number | null {
  if (!(OPEN_STATUSES as readonly string[]).includes(record.status)) return null;
  const due = promiseDue(kind, Date.parse(record.createdAt));
  return due !== null && due < now ? due : null;
}

/** Counts by kind in words: "Contact Submissions: 2, Resource Requests: 0, Shipping Requests: 1". */
export function describeCounts(counts: Readonly<Record<RecordKind, number>>): string {
  return RECORD_KINDS.map((kind) => `${RECORD_VIEWS[kind].title}: ${counts[kind]}`).join(', ');
}
