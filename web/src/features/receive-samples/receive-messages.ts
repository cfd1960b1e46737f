import { optionLabel } from '@lab/shared/constants/options';
import { REFERENCE_PREFIX } from '@lab/shared/constants/reference';
import { SAMPLE_CONDITIONS } from '@lab/shared/constants/samples';
import type { SamplesReceived } from '@lab/shared/schemas/samples';
import { expectedResultsWords, formatDateTime } from '../../lib/laboratory-dates';

/*
 * What the receive screen says after each scan, in one place: the tests read these too.
 */

export const RECEIVE_MESSAGES = {
  malformed: (scanned: string) =>
    `“${scanned}” is not a reference. Scan the label’s barcode or type a reference like ${REFERENCE_PREFIX}-7K3Q-9D.`,
  unknown: (reference: string) => `No request has the reference ${reference}.`,
  contact: (reference: string) =>
    `${reference} is a contact message: it has no samples to receive.`,
  searchFailed: 'The request could not be looked up. Check the connection and scan again.',
  recordFailed: 'The arrival was not recorded. Check the connection and try again.',
  cameraUnavailable:
    'Camera scanning is not available in this browser: use a scanner or type the reference.',
} as const;

/** '2 boxes', '1 box'. */
export const boxesWords = (boxes: number) => `${boxes} ${boxes === 1 ? 'box' : 'boxes'}`;

/** A second scan of a received request: plainly what was recorded then, not an error. */
export function alreadyReceivedWords(reference: string, received: SamplesReceived): string {
  return `${reference}: already received on ${formatDateTime(received.at)} by ${received.by}; nothing changed.`;
}

/** The arrival just recorded, and when the requester can expect results. */
export function receivedWords(reference: string, received: SamplesReceived): string {
  return `${reference} received: ${boxesWords(received.boxes)}, ${optionLabel(
    SAMPLE_CONDITIONS,
    received.condition,
  ).toLowerCase()}. Results expected ${expectedResultsWords(received.expected)}.`;
}
