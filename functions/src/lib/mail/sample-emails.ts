import { LABORATORY } from '@lab/shared/constants/laboratory';
import {
  COURIERS,
  SAMPLE_CONDITIONS,
  trackingUrl,
  type SampleKind,
} from '@lab/shared/constants/samples';
import { REQUESTER_EMAIL_FIELD } from '@lab/shared/data/tables';
import type { RecordByKind } from '@lab/shared/schemas/records';
import type {
  ContainersSentFact,
  ExpectedResultsFact,
  SamplesReceived,
} from '@lab/shared/schemas/samples';
import { edmontonTime } from './edmonton-time';
import { closingLines, documentLines, type ReceiptEmail } from './receipt-email';
import type { RequestLinks } from './request-links';

/*
 * The e-mails that follow a request's samples (issue 31), to its requester, each once:
 * the arrival (the samples reached the laboratory, and when to expect results) and the
 * dispatch (the containers went out, with the courier's tracking link). Like the receipt,
 * they hold nothing the requester typed and no staff note: the reference, staff's choices
 * from fixed lists (condition, courier), the tracking number the route checked, counts,
 * dates and signed links. The sender cleans every string before it goes (ses-sender.ts).
 */

/** A container or shipping label request with its reference. */
type SampleRecord<K extends SampleKind> = RecordByKind[K] & { reference: string };

const requesterOf = <K extends SampleKind>(kind: K, record: SampleRecord<K>): string =>
  String((record as Record<string, unknown>)[REQUESTER_EMAIL_FIELD[kind]]);

/** A laboratory day (`YYYY-MM-DD`) in words: 'Tuesday, December 1'. */
const DAY = new Intl.DateTimeFormat('en-CA', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  // The day is already the laboratory's: read at noon UTC, any zone names the same day.
  timeZone: 'UTC',
});
export const dayInWords = (day: string): string => DAY.format(new Date(`${day}T12:00:00Z`));

/** When results are expected, in words: one day, or 'between … and …'. */
export function expectedInWords({ earliest, latest }: ExpectedResultsFact): string {
  return earliest === latest
    ? dayInWords(earliest)
    : `between ${dayInWords(earliest)} and ${dayInWords(latest)}`;
}

const conditionLabel = (condition: SamplesReceived['condition']): string =>
  SAMPLE_CONDITIONS.find((c) => c.value === condition)?.label ?? condition;

const courierLabel = (courier: ContainersSentFact['courier']): string =>
  COURIERS.find((c) => c.value === courier)?.label ?? courier;

/** The arrival e-mail of `record`, whose samples staff received (`received`). */
export function arrivalEmail<K extends SampleKind>(
  kind: K,
  record: SampleRecord<K>,
  received: Omit<SamplesReceived, 'delivery'>,
  links: Pick<RequestLinks, 'track'>,
  siteUrl: string,
): ReceiptEmail {
  const boxes = received.boxes === 1 ? '1 box' : `${received.boxes} boxes`;
  return {
    to: requesterOf(kind, record),
    replyTo: LABORATORY.email,
    subject: `Your samples arrived at ${LABORATORY.name} — ${record.reference}`,
    text: [
      `Good news: your samples for request ${record.reference} have arrived at ${LABORATORY.name}.`,
      '',
      `Reference number: ${record.reference}`,
      `Arrived: ${edmontonTime(received.at)}`,
      `Received: ${boxes}, condition: ${conditionLabel(received.condition)}`,
      ...(received.condition === 'as-expected'
        ? []
        : ['We will contact you if the condition of the samples affects the testing.']),
      '',
      `Expected results: ${expectedInWords(received.expected)} (our turnaround: ${received.expected.words}, from the samples' arrival).`,
      'Your results will appear in the client portal as soon as they are ready.',
      '',
      `Follow your request: ${links.track}`,
      '',
      ...closingLines(siteUrl, 'Please quote your reference number'),
    ].join('\n'),
  };
}

/** The dispatch e-mail of container request `record`, whose containers staff sent (`sent`). */
export function dispatchEmail(
  record: SampleRecord<'resource'>,
  sent: Omit<ContainersSentFact, 'delivery'>,
  links: RequestLinks,
  siteUrl: string,
): ReceiptEmail {
  return {
    to: requesterOf('resource', record),
    replyTo: LABORATORY.email,
    subject: `Your sample containers are on their way — ${record.reference}`,
    text: [
      `We sent the sample containers you asked for (request ${record.reference}).`,
      '',
      `Reference number: ${record.reference}`,
      `Sent: ${edmontonTime(sent.at)}`,
      `Courier: ${courierLabel(sent.courier)}`,
      `Tracking number: ${sent.tracking}`,
      `Track the parcel: ${trackingUrl(sent.courier, sent.tracking)}`,
      '',
      ...documentLines(links),
      '',
      ...closingLines(siteUrl, 'Please quote your reference number'),
    ].join('\n'),
  };
}
