import * as z from 'zod';
import { CONTACT_SUBJECT_VALUES } from '../constants/contact-subjects';
import { CONTAINER_TYPE_VALUES } from '../constants/container-types';
import type { RecordKind } from '../constants/record-kinds';
import { SAMPLE_TYPE_VALUES } from '../constants/sample-types';

/*
 * The three stored entities as the admin API returns them. Ids are ULIDs (sortable by
 * creation time); createdAt is ISO-8601 UTC. Optional fields are null, never absent.
 */

const stored = {
  id: z.string(),
  createdAt: z.iso.datetime(),
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
