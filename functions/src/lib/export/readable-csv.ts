import { contactSubjectLabel } from '@lab/shared/constants/contact-subjects';
import { containerTypeLabel } from '@lab/shared/constants/container-types';
import { DELIVERY_LABELS, DELIVERY_PENDING_LABEL, SKIP_REASONS } from '@lab/shared/constants/mail';
import { recordFieldLabels } from '@lab/shared/constants/record-fields';
import type { RecordKind } from '@lab/shared/constants/record-kinds';
import { RECORD_STATUS_LABELS } from '@lab/shared/constants/record-status';
import { sampleTypeLabel } from '@lab/shared/constants/sample-types';
import type { AnyRecord, Delivery, RecordByKind, RecordNote } from '@lab/shared/schemas/records';
import { csvRow } from './csv';
import { laboratoryDateTime } from './laboratory-time';

/*
 * The readable export: the file staff open in a spreadsheet. Headings in words, the
 * reference and arrival first, labels where the record holds codes, times on the
 * laboratory's clock, the automatic e-mails as two plain columns, the record id last (for
 * finding the record in the full export or the API). The full export (record-csv.ts) keeps
 * every stored value as it is, for audits.
 */

type Cell = string | null;

interface Column<K extends RecordKind> {
  readonly header: string;
  readonly value: (record: RecordByKind[K]) => Cell;
}

const LABELS = recordFieldLabels('export');

/** A time on the laboratory's clock, or nothing when there is none. */
const localTime = (iso: string | null): Cell => (iso === null ? null : laboratoryDateTime(iso));

/**
 * One automatic e-mail in the card's words: `delivered`, `bounced`, `not sent` (SES refused
 * it), `skipped: <why>`, or `pending` while no worker has dealt with it.
 */
export function deliveryCell(delivery: Delivery | null): string {
  if (delivery === null) return DELIVERY_PENDING_LABEL;
  const label = DELIVERY_LABELS[delivery.state];
  return delivery.state === 'skipped' && delivery.reason
    ? `${label}: ${SKIP_REASONS[delivery.reason]}`
    : label;
}

/** The notes in one cell, oldest first, one a line: `2026-11-21 02:00 staff: Called back`. */
export function notesCell(notes: readonly RecordNote[]): string {
  return notes.map(({ at, by, text }) => `${laboratoryDateTime(at)} ${by}: ${text}`).join('\n');
}

const FIRST: readonly Column<RecordKind>[] = [
  { header: 'Reference', value: (record: AnyRecord) => record.reference },
  { header: 'Received', value: (record: AnyRecord) => localTime(record.createdAt) },
  { header: 'Status', value: (record: AnyRecord) => RECORD_STATUS_LABELS[record.status] },
  // Beside the status: who is working the request is read with where it stands. Empty: nobody.
  { header: 'Assigned to', value: (record: AnyRecord) => record.assignee },
];

const LAST: readonly Column<RecordKind>[] = [
  { header: 'Status changed', value: (record: AnyRecord) => localTime(record.statusChangedAt) },
  { header: 'Changed by', value: (record: AnyRecord) => record.statusChangedBy },
  { header: 'Notes', value: (record: AnyRecord) => notesCell(record.notes) },
  { header: 'Alert e-mail', value: (record: AnyRecord) => deliveryCell(record.delivery.alert) },
  {
    header: 'Receipt e-mail',
    value: (record: AnyRecord) => deliveryCell(record.delivery.receipt),
  },
  { header: 'Record ID', value: (record: AnyRecord) => record.id },
];

/** Each kind's own fields, in the form's order, under the labels staff read on the card. */
const FIELDS: { readonly [K in RecordKind]: readonly Column<K>[] } = {
  contact: [
    { header: LABELS.contact.name, value: (r) => r.name },
    { header: LABELS.contact.email, value: (r) => r.email },
    { header: LABELS.contact.phone, value: (r) => r.phone },
    { header: LABELS.contact.subject, value: (r) => r.subject && contactSubjectLabel(r.subject) },
    { header: LABELS.contact.message, value: (r) => r.message },
  ],
  resource: [
    { header: LABELS.resource.name, value: (r) => r.name },
    { header: LABELS.resource.email, value: (r) => r.email },
    { header: LABELS.resource.phone, value: (r) => r.phone },
    { header: LABELS.resource.resourceId, value: (r) => containerTypeLabel(r.resourceId) },
    { header: LABELS.resource.address, value: (r) => r.address },
    { header: LABELS.resource.comments, value: (r) => r.comments },
  ],
  shipping: [
    { header: LABELS.shipping.shipperName, value: (r) => r.shipperName },
    { header: LABELS.shipping.shipperEmail, value: (r) => r.shipperEmail },
    { header: LABELS.shipping.shipperPhone, value: (r) => r.shipperPhone },
    { header: LABELS.shipping.sampleType, value: (r) => sampleTypeLabel(r.sampleType) },
    { header: LABELS.shipping.shipmentWeight, value: (r) => r.shipmentWeight },
    { header: LABELS.shipping.shipmentDimensions, value: (r) => r.shipmentDimensions },
  ],
};

function readableColumns<K extends RecordKind>(kind: K): readonly Column<K>[] {
  return [...FIRST, ...FIELDS[kind], ...LAST];
}

/** The headings of a kind's readable export, in order. */
export function readableHeadings(kind: RecordKind): string[] {
  return readableColumns(kind).map(({ header }) => header);
}

/** The header line of a kind's readable export. */
export function readableCsvHeader(kind: RecordKind): string {
  return csvRow(readableHeadings(kind));
}

/** One record as one line of the readable export (formula starts neutralised by `csvRow`). */
export function readableCsvRow<K extends RecordKind>(kind: K, record: RecordByKind[K]): string {
  return csvRow(readableColumns(kind).map(({ value }) => value(record)));
}
