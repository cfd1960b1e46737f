import * as z from 'zod';
import { CONTACT_SUBJECT_VALUES } from '../constants/contact-subjects';
import { CONTAINER_TYPE_VALUES } from '../constants/container-types';
import type { RecordKind } from '../constants/record-kinds';
import { RECORD_STATUSES } from '../constants/record-status';
import { SAMPLE_TYPE_VALUES } from '../constants/sample-types';
import { deliverySchema } from './delivery';
import { containersSentRecordSchema, samplesReceivedSchema } from './samples';

/*
 * The three stored entities as the admin API returns them. Ids are ULIDs (sortable by
 * creation time); createdAt is ISO-8601 UTC. Optional fields are null, never absent. Each
 * carries the staff's work on it: its status, who changed that last, and internal notes.
 */

/** A staff member's internal note on a record: never shown to the requester. */
export const recordNoteSchema = z.object({
  at: z.iso.datetime(),
  /** The username of the admin who wrote it, from the verified token. */
  by: z.string(),
  text: z.string(),
});
export type RecordNote = z.infer<typeof recordNoteSchema>;

export { deliverySchema, type Delivery } from './delivery';

/**
 * A reply staff sent the requester from the record (issue 30): who, when, what, and where
 * its e-mail stands (SES's events move it on: sent, delivered, bounced...). Kept on the
 * record, oldest first.
 */
export const recordReplySchema = z.object({
  at: z.iso.datetime(),
  /** The username of the staff member who sent it, from the verified token. */
  by: z.string(),
  subject: z.string(),
  text: z.string(),
  delivery: deliverySchema,
});
export type RecordReply = z.infer<typeof recordReplySchema>;

const stored = {
  id: z.string(),
  /**
   * The reference number the requester was given (`PAL-7K3Q-9D`, see
   * constants/reference.ts); null on records stored before references existed.
   */
  reference: z.string().nullable(),
  createdAt: z.iso.datetime(),
  /** Every record arrives `new`; staff move it on. */
  status: z.enum(RECORD_STATUSES),
  /** The last status change: when and by whom (null while the record is as it arrived). */
  statusChangedAt: z.iso.datetime().nullable(),
  statusChangedBy: z.string().nullable(),
  /** Oldest first. */
  notes: z.array(recordNoteSchema),
  /** The username of the colleague the request is assigned to; null when nobody has it. */
  assignee: z.string().nullable(),
  /** Replies sent to the requester from the record, oldest first. */
  replies: z.array(recordReplySchema),
  /** The automatic alert and receipt: null until a worker deals with them (and on records stored before). */
  delivery: z.object({ alert: z.nullable(deliverySchema), receipt: z.nullable(deliverySchema) }),
  /** The samples staff received at the laboratory (issue 31); null until then, and on contact messages. */
  samplesReceived: z.nullable(samplesReceivedSchema),
  /** The containers staff sent out (issue 31); null until then, and on other kinds. */
  containersSent: z.nullable(containersSentRecordSchema),
};

export const contactSubmissionSchema = z.object({
  ...stored,
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  subject: z.enum(CONTACT_SUBJECT_VALUES).nullable(),
  message: z.string(),
});

export const resourceRequestRecordSchema = z.object({
  ...stored,
  name: z.string(),
  resourceId: z.enum(CONTAINER_TYPE_VALUES),
  email: z.string(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  comments: z.string().nullable(),
});

export const shippingRequestRecordSchema = z.object({
  ...stored,
  shipperName: z.string(),
  shipperEmail: z.string(),
  shipperPhone: z.string(),
  sampleType: z.enum(SAMPLE_TYPE_VALUES),
  shipmentWeight: z.string(),
  shipmentDimensions: z.string(),
});

export type ContactSubmission = z.infer<typeof contactSubmissionSchema>;
export type ResourceRequestRecord = z.infer<typeof resourceRequestRecordSchema>;
export type ShippingRequestRecord = z.infer<typeof shippingRequestRecordSchema>;

/** The record type stored under each kind. */
export interface RecordByKind {
  contact: ContactSubmission;
  resource: ResourceRequestRecord;
  shipping: ShippingRequestRecord;
}

export type AnyRecord = RecordByKind[RecordKind];

export const recordSchemaByKind = {
  contact: contactSubmissionSchema,
  resource: resourceRequestRecordSchema,
  shipping: shippingRequestRecordSchema,
} as const;
