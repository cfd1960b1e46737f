import type { ContainerType } from './container-types';
import { optionValues } from './options';
import type { RecordKind } from './record-kinds';
import type { SampleType } from './sample-types';

/*
 * What follows the samples after the web request (issue 31): the containers the laboratory
 * sends out (a container request), and the boxes that reach it (either kind). Written once
 * for the routes, the e-mails, the staff screens and the requester's status page.
 */

/** The kinds of request samples follow: a shipping label's, and the containers' (sent back full). */
export const SAMPLE_KINDS = ['resource', 'shipping'] as const satisfies readonly RecordKind[];
export type SampleKind = (typeof SAMPLE_KINDS)[number];

export const isSampleKind = (kind: RecordKind): kind is SampleKind =>
  (SAMPLE_KINDS as readonly RecordKind[]).includes(kind);

/** How a box arrived, as staff record it at the door. */
export const SAMPLE_CONDITIONS = [
  { value: 'as-expected', label: 'As expected' },
  { value: 'damaged', label: 'Damaged' },
  { value: 'warm', label: 'Warm' },
  { value: 'leaking', label: 'Leaking' },
] as const;
export type SampleCondition = (typeof SAMPLE_CONDITIONS)[number]['value'];
export const SAMPLE_CONDITION_VALUES = optionValues(SAMPLE_CONDITIONS);

/** The most boxes one request's samples arrive in (and the label's "Box __ of __" allows). */
export const MAX_BOXES = 50;

/** The samples a container request's containers come back with: whose turnaround counts. */
export const CONTAINER_SAMPLE_TYPES = {
  'soil-sample-bags': 'soil',
  'plant-tissue-bags': 'plant-tissue',
  'water-sample-bottles': 'water',
} as const satisfies Record<ContainerType, SampleType>;

/**
 * The couriers the laboratory sends containers with, and where the requester follows a
 * tracking number (`{tracking}` is replaced by the number, URL-encoded).
 */
export const COURIERS = [
  {
    value: 'canada-post',
    label: 'Canada Post',
    trackingUrl: 'https://www.canadapost-postescanada.ca/track-reperage/en#/details/{tracking}',
  },
  {
    value: 'purolator',
    label: 'Purolator',
    trackingUrl: 'https://www.purolator.com/en/shipping/tracker?pin={tracking}',
  },
  { value: 'ups', label: 'UPS', trackingUrl: 'https://www.ups.com/track?tracknum={tracking}' },
  {
    value: 'fedex',
    label: 'FedEx',
    trackingUrl: 'https://www.fedex.com/fedextrack/?trknbr={tracking}',
  },
] as const;
export type Courier = (typeof COURIERS)[number]['value'];
export const COURIER_VALUES = optionValues(COURIERS);

/** Where the requester follows `tracking` with `courier`. */
export function trackingUrl(courier: Courier, tracking: string): string {
  const entry = COURIERS.find((c) => c.value === courier);
  if (!entry) throw new Error(`Unknown courier ${courier}`);
  return entry.trackingUrl.replace('{tracking}', encodeURIComponent(tracking));
}

/** A tracking number as couriers print them: letters, digits, spaces and dashes. */
export const TRACKING_NUMBER = /^[A-Za-z0-9][A-Za-z0-9 -]{4,38}[A-Za-z0-9]$/;
