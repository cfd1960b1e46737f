import * as z from 'zod/mini';
import { LIMITS } from '../constants/limits';
import { RECORD_KINDS } from '../constants/record-kinds';
import { normalizeReference, REFERENCE_PREFIX } from '../constants/reference';
import {
  COURIER_VALUES,
  MAX_BOXES,
  SAMPLE_CONDITION_VALUES,
  TRACKING_NUMBER,
} from '../constants/samples';
import { TURNAROUND_NAMES } from '../constants/turnaround';
import { deliverySchema } from './delivery';
import { email, optionalText } from './fields';

/*
 * Issue 31's calls: staff record the samples that reached the laboratory and the containers
 * sent out; the requester follows the request on /track. The record facts they leave are
 * part of every record (null until they happen), see schemas/records.ts.
 */

export const SAMPLE_MESSAGES = {
  boxes: `Boxes received must be a whole number from 1 to ${MAX_BOXES}`,
  condition: 'Choose how the samples arrived',
  courier: 'Choose the courier',
  tracking: 'Enter the tracking number as the courier printed it (letters, digits and dashes)',
  notFound: 'Record not found',
  /** 400: a contact message has no samples, a shipping label request no containers. */
  noSamples: 'Only container and shipping label requests have samples to receive',
  noContainers: 'Only container requests have containers to send',
} as const;

/** `POST /api/admin/records/{kind}/{id}/receive`: what reached the laboratory. */
export const receiveSamplesSchema = z.strictObject({
  boxes: z
    .int({ error: SAMPLE_MESSAGES.boxes })
    .check(z.minimum(1, SAMPLE_MESSAGES.boxes), z.maximum(MAX_BOXES, SAMPLE_MESSAGES.boxes)),
  condition: z.enum(SAMPLE_CONDITION_VALUES, { error: SAMPLE_MESSAGES.condition }),
  note: optionalText('Note', LIMITS.note, { multiline: true }),
});
export type ReceiveSamplesInput = z.input<typeof receiveSamplesSchema>;
export type ReceiveSamples = z.output<typeof receiveSamplesSchema>;

/** `POST /api/admin/records/{kind}/{id}/containers-sent`: the courier and its number. */
export const containersSentSchema = z.strictObject({
  courier: z.enum(COURIER_VALUES, { error: SAMPLE_MESSAGES.courier }),
  tracking: z
    .string({ error: SAMPLE_MESSAGES.tracking })
    .check(z.trim(), z.regex(TRACKING_NUMBER, SAMPLE_MESSAGES.tracking)),
});
export type ContainersSentInput = z.input<typeof containersSentSchema>;
export type ContainersSent = z.output<typeof containersSentSchema>;

/** When results are expected, as counted at the samples' arrival (shared/src/time/expected-results.ts). */
export const expectedResultsSchema = z.object({
  turnaround: z.enum(TURNAROUND_NAMES),
  /** The turnaround's words, e.g. '3-5 days'. */
  words: z.string(),
  /** Laboratory days, `YYYY-MM-DD`: the first results may come, and the one they are due by. */
  earliest: z.iso.date(),
  latest: z.iso.date(),
});
export type ExpectedResultsFact = z.infer<typeof expectedResultsSchema>;

/** On a record: the samples staff received, once (a second scan changes nothing). */
export const samplesReceivedSchema = z.object({
  at: z.iso.datetime(),
  /** The username of the staff member who received them, from the verified token. */
  by: z.string(),
  boxes: z.int(),
  condition: z.enum(SAMPLE_CONDITION_VALUES),
  note: z.nullable(z.string()),
  expected: expectedResultsSchema,
  /** The arrival e-mail to the requester: null until the mail worker deals with it. */
  delivery: z.nullable(deliverySchema),
});
export type SamplesReceived = z.infer<typeof samplesReceivedSchema>;

/** On a container request: the containers staff sent, once. */
export const containersSentRecordSchema = z.object({
  at: z.iso.datetime(),
  by: z.string(),
  courier: z.enum(COURIER_VALUES),
  tracking: z.string(),
  /** The e-mail with the tracking link: null until the mail worker deals with it. */
  delivery: z.nullable(deliverySchema),
});
export type ContainersSentFact = z.infer<typeof containersSentRecordSchema>;

/** The answer of both staff calls: the record's fact, and whether this call made it. */
export const samplesOutcomeSchema = z.object({
  /** False when it was already recorded (a second scan): nothing changed. */
  changed: z.boolean(),
});

/** A reference as typed or scanned, read as stored (any case, dashes or not). */
const REFERENCE_MESSAGE = `Enter the reference, like ${REFERENCE_PREFIX}-7K3Q-9D`;
const reference = z.pipe(
  z.string({ error: REFERENCE_MESSAGE }).check(
    z.maxLength(32, 'reference is too long'),
    z.refine((typed) => normalizeReference(typed) !== null, REFERENCE_MESSAGE),
  ),
  z.transform((typed: string) => normalizeReference(typed) as string),
);

/** The longest document link token accepted (a v1 token is about 120 characters). */
export const MAX_LINK_TOKEN_LENGTH = 400;
export const linkToken = z.string().check(z.minLength(1), z.maxLength(MAX_LINK_TOKEN_LENGTH));

/**
 * `POST /api/track`: the reference and the address the request was made with, or the
 * signed link from an e-mail.
 */
export const trackRequestSchema = z.union([
  z.strictObject({ reference, email }),
  z.strictObject({ token: linkToken }),
]);
export type TrackRequestInput = z.input<typeof trackRequestSchema>;

/**
 * What /track shows: only what the requester gave or was told, never staff's notes,
 * names or the record's id. The same answer (404, TRACK_NOT_FOUND) for a wrong reference,
 * a wrong address and a refused link.
 */
export const trackResponseSchema = z.object({
  reference: z.string(),
  kind: z.enum(RECORD_KINDS),
  requestedAt: z.iso.datetime(),
  containersSent: z.nullable(
    z.object({ at: z.iso.datetime(), courier: z.enum(COURIER_VALUES), tracking: z.string() }),
  ),
  samplesReceived: z.nullable(
    z.object({
      at: z.iso.datetime(),
      boxes: z.int(),
      condition: z.enum(SAMPLE_CONDITION_VALUES),
    }),
  ),
  expected: z.nullable(expectedResultsSchema),
});
export type TrackResponse = z.infer<typeof trackResponseSchema>;

export const TRACK_NOT_FOUND =
  'No request matches that reference and e-mail address. Check both against your receipt e-mail.';
