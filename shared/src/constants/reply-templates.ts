import type { RecordByKind } from '../schemas/records';
import { containerTypeLabel } from './container-types';
import { LABORATORY } from './laboratory';
import type { RecordKind } from './record-kinds';

/*
 * What staff most often write back to a requester, in the laboratory's words, one per kind
 * of request (issue 30). The dashboard fills the subject and message from the record and
 * staff edit them before sending; plain text, as every e-mail the laboratory sends.
 */

/** A reply, ready to edit: a one-line subject and a message of several lines. */
export interface ReplyDraft {
  subject: string;
  text: string;
}

export interface ReplyTemplate<K extends RecordKind = RecordKind> {
  /** Stable id, for the picker. */
  id: string;
  /** What the picker shows. */
  label: string;
  kind: K;
  draft(record: RecordByKind[K]): ReplyDraft;
}

/**
 * `subject` with the record's reference in brackets, as the API sends every reply (unless
 * it holds the reference already), so the requester's answer can be matched to the record.
 */
export function subjectWithReference(subject: string, reference: string | null): string {
  const trimmed = subject.trim();
  if (!reference || trimmed.toUpperCase().includes(reference)) return trimmed;
  return `${trimmed} [${reference}]`;
}

const signature = [
  '',
  'Kind regards,',
  LABORATORY.name,
  `${LABORATORY.phoneDisplay} · ${LABORATORY.email}`,
].join('\n');

/** The part of a message that names the request: `PAL-7K3Q-9D`, or nothing on older records. */
const quoting = (reference: string | null) =>
  reference ? ` Please quote your reference ${reference} in any reply.` : '';

const template = <K extends RecordKind>(t: ReplyTemplate<K>) => t;

export const REPLY_TEMPLATES: { readonly [K in RecordKind]: readonly ReplyTemplate<K>[] } = {
  resource: [
    template({
      id: 'containers-on-their-way',
      label: 'Containers on their way',
      kind: 'resource',
      draft: ({ name, resourceId, reference }) => {
        const containers = containerTypeLabel(resourceId).toLowerCase();
        return {
          subject: subjectWithReference(`Your ${containers} are on their way`, reference),
          text: [
            `Dear ${name},`,
            '',
            `Thank you for your request. Your ${containers} left the laboratory today and should reach you within a few business days.${quoting(reference)}`,
            '',
            'Once they arrive, fill them as the enclosed instructions say and send them back to us with the sample submission form.',
            signature,
          ].join('\n'),
        };
      },
    }),
  ],
  shipping: [
    template({
      id: 'shipping-label-sent',
      label: 'Shipping label sent',
      kind: 'shipping',
      draft: ({ shipperName, reference }) => ({
        subject: subjectWithReference('Your prepaid shipping label', reference),
        text: [
          `Dear ${shipperName},`,
          '',
          `Your prepaid shipping label is attached to a separate e-mail from our courier; print it and fix it to your parcel.${quoting(reference)}`,
          '',
          'Pack your samples cool and dry, and ship them early in the week so they do not sit in a depot over the weekend.',
          signature,
        ].join('\n'),
      }),
    }),
  ],
  contact: [
    template({
      id: 'message-received',
      label: 'We received your message',
      kind: 'contact',
      draft: ({ name, reference }) => ({
        subject: subjectWithReference('We received your message', reference),
        text: [
          `Dear ${name},`,
          '',
          `Thank you for writing to ${LABORATORY.name}. We received your message and one of our team will answer it within one business day.${quoting(reference)}`,
          '',
          `If it is urgent, please call us at ${LABORATORY.phoneDisplay} (${LABORATORY.hours.weekdays}).`,
          signature,
        ].join('\n'),
      }),
    }),
  ],
};

/** The templates for one kind of record. */
export function replyTemplates<K extends RecordKind>(kind: K): readonly ReplyTemplate<K>[] {
  return REPLY_TEMPLATES[kind];
}
