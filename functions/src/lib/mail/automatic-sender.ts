import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { DELIVERY_HEADER, FOLLOW_UP_HEADER_PREFIX } from '@lab/shared/constants/mail';
import { cleanLine, cleanLines } from '@lab/shared/text/characters';
import { awsClientConfig } from '../env';
import { deliveryKey, type DeliveryRef } from './deliveries';
import { followUpKey, type FollowUpRef } from './follow-ups';

/** What every automatic message holds beside what names it. */
interface MessageContent {
  to: string;
  /** The requester, on the laboratory's alert; the laboratory's inbox, on a receipt. */
  replyTo?: string;
  subject: string;
  text: string;
}

/** One automatic message, as the worker built it. */
export interface OutgoingMessage extends MessageContent {
  ref: DeliveryRef;
}

/** One follow-up of receipts, as the worker built it. */
export interface OutgoingFollowUp extends MessageContent {
  followUp: FollowUpRef;
}

/** Hands one message to SES and answers SES's message id. */
export type SendAutomatic = (message: OutgoingMessage) => Promise<string>;
/** Hands one follow-up to SES and answers SES's message id. */
export type SendFollowUp = (message: OutgoingFollowUp) => Promise<string>;

interface SenderSettings {
  from: string;
  configurationSet: string;
}

/** Sends `content` with its delivery header value and tags. */
async function sendTagged(
  client: SESv2Client,
  { from, configurationSet }: SenderSettings,
  { to, replyTo, subject, text }: MessageContent,
  delivery: { header: string; kind: string; message: string },
): Promise<string> {
  const { MessageId } = await client.send(
    new SendEmailCommand({
      FromEmailAddress: from,
      Destination: { ToAddresses: [cleanLine(to)] },
      ...(replyTo && { ReplyToAddresses: [cleanLine(replyTo)] }),
      ConfigurationSetName: configurationSet,
      EmailTags: [
        { Name: 'kind', Value: delivery.kind },
        { Name: 'message', Value: delivery.message },
      ],
      Content: {
        Simple: {
          Subject: { Data: cleanLine(subject), Charset: 'UTF-8' },
          Body: { Text: { Data: cleanLines(text), Charset: 'UTF-8' } },
          Headers: [{ Name: DELIVERY_HEADER, Value: delivery.header }],
        },
      },
    }),
  );
  if (!MessageId) throw new Error('SES answered no message id');
  return MessageId;
}

/**
 * Sends through SES's v2 API, whose simple messages may carry headers of our own: the
 * delivery header names the record and the message, and SES hands it back in every event
 * of the configuration set, which is how delivery feedback finds its record (and how a
 * Send event settles a message whose worker stopped before writing it down). Like the
 * notify route's mailer, it sends only cleaned text: one-line headers, nothing ill-formed.
 */
export function createAutomaticSender(
  client: SESv2Client,
  settings: SenderSettings,
): SendAutomatic {
  return ({ ref, ...content }) =>
    sendTagged(client, settings, content, {
      header: deliveryKey(ref),
      kind: ref.kind,
      message: ref.message,
    });
}

/** Sends follow-ups as `createAutomaticSender` sends records' messages, named by their header. */
export function createFollowUpSender(client: SESv2Client, settings: SenderSettings): SendFollowUp {
  return ({ followUp, ...content }) =>
    sendTagged(client, settings, content, {
      header: followUpKey(followUp),
      kind: FOLLOW_UP_HEADER_PREFIX,
      message: 'receipt',
    });
}

/** An SES v2 client configured from the environment (region, limits, local endpoint). */
export function sesV2Client(): SESv2Client {
  return new SESv2Client(awsClientConfig('SES_ENDPOINT'));
}
