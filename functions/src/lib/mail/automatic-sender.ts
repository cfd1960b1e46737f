import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { DELIVERY_HEADER } from '@lab/shared/constants/mail';
import { cleanLine, cleanLines } from '@lab/shared/text/characters';
import { awsClientConfig } from '../env';
import { deliveryKey, type DeliveryRef } from './deliveries';

/** One automatic message, as the worker built it. */
export interface OutgoingMessage {
  ref: DeliveryRef;
  to: string;
  /** The requester, on the laboratory's alert. */
  replyTo?: string;
  subject: string;
  text: string;
}

/** Hands one message to SES and answers SES's message id. */
export type SendAutomatic = (message: OutgoingMessage) => Promise<string>;

/**
 * Sends through SES's v2 API, whose simple messages may carry headers of our own: the
 * delivery header names the record and the message, and SES hands it back in every event
 * of the configuration set, which is how delivery feedback finds its record (and how a
 * Send event settles a message whose worker stopped before writing it down). Like the
 * notify route's mailer, it sends only cleaned text: one-line headers, nothing ill-formed.
 */
export function createAutomaticSender(
  client: SESv2Client,
  { from, configurationSet }: { from: string; configurationSet: string },
): SendAutomatic {
  return async ({ ref, to, replyTo, subject, text }) => {
    const { MessageId } = await client.send(
      new SendEmailCommand({
        FromEmailAddress: from,
        Destination: { ToAddresses: [cleanLine(to)] },
        ...(replyTo && { ReplyToAddresses: [cleanLine(replyTo)] }),
        ConfigurationSetName: configurationSet,
        EmailTags: [
          { Name: 'kind', Value: ref.kind },
          { Name: 'message', Value: ref.message },
        ],
        Content: {
          Simple: {
            Subject: { Data: cleanLine(subject), Charset: 'UTF-8' },
            Body: { Text: { Data: cleanLines(text), Charset: 'UTF-8' } },
            Headers: [{ Name: DELIVERY_HEADER, Value: deliveryKey(ref) }],
          },
        },
      }),
    );
    if (!MessageId) throw new Error('SES answered no message id');
    return MessageId;
  };
}

/** An SES v2 client configured from the environment (region, limits, local endpoint). */
export function sesV2Client(): SESv2Client {
  return new SESv2Client(awsClientConfig('SES_ENDPOINT'));
}
