import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import * as z from 'zod';
import {
  DELIVERY_HEADER,
  FOLLOW_UP_HEADER_PREFIX,
  NOTIFY_HEADER_PREFIX,
  REPLY_HEADER_PREFIX,
} from '@lab/shared/constants/mail';
import {
  MAIL_CONFIGURATION_SET_ENV,
  MAIL_RECEIPT_CONFIGURATION_SET_ENV,
} from '@lab/shared/data/mail-jobs';
import { INVITATION_HEADER_PREFIX } from '@lab/shared/schemas/accounts';
import { cleanLine, cleanLines } from '@lab/shared/text/characters';
import { awsClientConfig, readEnv } from '../env';
import { deliveryKey, notifyKey, type DeliveryRef, type NotifyRef } from './deliveries';
import { encodeHeaderText } from './encoded-words';
import { followUpKey, type FollowUpRef } from './follow-ups';
import { replyKey, type ReplyRef } from './replies';

/*
 * The one way any e-mail leaves: SES's v2 API, through a configuration set, with the
 * delivery header. The mail worker sends records' alerts and receipts and the follow-ups
 * with it; the notify route sends a record's alert again with it. Messages to the
 * laboratory (alerts, notifies) and to requesters (receipts, follow-ups) go through
 * configuration sets of their own, so receipts' bounces and complaints are measured apart
 * and receipts alone can be paused.
 */

/** What every message holds beside what names it. */
interface MessageContent {
  to: string;
  /** The requester, on the laboratory's alert; the laboratory's inbox, on a receipt. */
  replyTo?: string;
  subject: string;
  text: string;
}

/** One of a record's messages (its alert or its receipt), as the mail worker built it. */
export interface OutgoingMessage extends MessageContent {
  ref: DeliveryRef;
}

/** One follow-up of receipts, as the mail worker built it. */
export interface OutgoingFollowUp extends MessageContent {
  followUp: FollowUpRef;
}

/** A record's alert sent again by hand (notify), as the notify route built it. */
export interface OutgoingNotify extends MessageContent {
  notify: NotifyRef;
}

/** An invitation to a new colleague, as the invite route built it. */
export interface OutgoingInvitation extends MessageContent {
  /** The invited account, which its delivery header names. */
  username: string;
}

/** Staff's reply to a record's requester, as the reply route built it. */
export interface OutgoingReply extends MessageContent {
  reply: ReplyRef;
}

/** Hands one of a record's messages to SES and answers SES's message id. */
export type SendMessage = (message: OutgoingMessage) => Promise<string>;
/** Hands one follow-up to SES and answers SES's message id. */
export type SendFollowUp = (message: OutgoingFollowUp) => Promise<string>;
/** Hands one notify to SES and answers SES's message id. */
export type SendNotify = (message: OutgoingNotify) => Promise<string>;
/** Hands one reply to SES and answers SES's message id. */
export type SendReply = (message: OutgoingReply) => Promise<string>;

/** The SES sender: one send per kind of message, each named by its own delivery header. */
export interface SesSender {
  message: SendMessage;
  followUp: SendFollowUp;
  notify: SendNotify;
  /** Hands one invitation to SES and answers SES's message id. */
  invitation: (message: OutgoingInvitation) => Promise<string>;
  reply: SendReply;
}

export interface SesSenderSettings {
  /** The sender address, a verified SES identity. */
  from: string;
  /**
   * The configuration set of the messages to the laboratory (alerts, notifies), whose
   * events (send, delivery, bounce, complaint) SES publishes. @default none: the sender
   * then sends nothing to the laboratory (the reply route's sends none)
   */
  configurationSet?: string;
  /**
   * The configuration set of the messages to requesters (receipts, follow-ups, replies).
   * @default none: the sender then sends nothing to requesters (the notify route's sends none)
   */
  receiptConfigurationSet?: string;
}

/** Who a message goes to, which picks its configuration set. */
type Audience = 'laboratory' | 'requester';

/** What a message's events are known by: its delivery header's value, and its tags. */
interface DeliveryLabel {
  header: string;
  kind: string;
  message: string;
  audience: Audience;
}

/** The configuration set of a message to `audience`. */
function configurationSetFor(settings: SesSenderSettings, audience: Audience): string {
  if (audience === 'laboratory') {
    if (!settings.configurationSet) {
      throw new Error('This SES sender has no configuration set for the laboratory');
    }
    return settings.configurationSet;
  }
  if (!settings.receiptConfigurationSet) {
    throw new Error('This SES sender has no configuration set for receipts');
  }
  return settings.receiptConfigurationSet;
}

/**
 * Sends `content` with its delivery header and tags. The last guard before SES: stored text
 * may predate the schemas' character rule or have been written past them, so every string
 * is cleaned here. Headers are one line (a line break would let submitted text add
 * headers), and nothing ill-formed reaches SES.
 */
async function sendLabelled(
  client: SESv2Client,
  settings: SesSenderSettings,
  { to, replyTo, subject, text }: MessageContent,
  label: DeliveryLabel,
): Promise<string> {
  const { MessageId } = await client.send(
    new SendEmailCommand({
      FromEmailAddress: settings.from,
      Destination: { ToAddresses: [cleanLine(to)] },
      ...(replyTo && { ReplyToAddresses: [cleanLine(replyTo)] }),
      ConfigurationSetName: configurationSetFor(settings, label.audience),
      EmailTags: [
        { Name: 'kind', Value: label.kind },
        { Name: 'message', Value: label.message },
      ],
      Content: {
        Simple: {
          // Encoded by us, so encoded words a visitor typed read literally (encoded-words.ts).
          Subject: { Data: encodeHeaderText(cleanLine(subject)), Charset: 'UTF-8' },
          Body: { Text: { Data: cleanLines(text), Charset: 'UTF-8' } },
          Headers: [{ Name: DELIVERY_HEADER, Value: label.header }],
        },
      },
    }),
  );
  if (!MessageId) throw new Error('SES answered no message id');
  return MessageId;
}

/**
 * Sends through SES's v2 API, whose simple messages may carry headers of our own: the
 * delivery header names what was sent, and SES hands it back in every event of the
 * configuration set. That is how delivery feedback finds a record's message (and how a Send
 * event settles a message whose worker stopped before writing it down), a follow-up, or
 * a notify (which it logs and leaves off the record: the record's alert delivery is the
 * automatic alert's).
 *
 * One client serves every send. The v1 API's client had to be replaced after a failed send
 * (its form-encoded body was built in a buffer on the client, and a value it could not
 * encode left half a body there for the next send); v2's JSON body is built whole for each
 * request, and cleaned text reaches it anyway.
 */
export function createSesSender(client: SESv2Client, settings: SesSenderSettings): SesSender {
  const send = (content: MessageContent, label: DeliveryLabel) =>
    sendLabelled(client, settings, content, label);
  return {
    message: ({ ref, ...content }) =>
      send(content, {
        header: deliveryKey(ref),
        kind: ref.kind,
        message: ref.message,
        audience: ref.message === 'alert' ? 'laboratory' : 'requester',
      }),
    followUp: ({ followUp, ...content }) =>
      send(content, {
        header: followUpKey(followUp),
        kind: FOLLOW_UP_HEADER_PREFIX,
        message: 'receipt',
        audience: 'requester',
      }),
    notify: ({ notify, ...content }) =>
      send(content, {
        header: notifyKey(notify),
        kind: notify.kind,
        message: NOTIFY_HEADER_PREFIX,
        audience: 'laboratory',
      }),
    // Staff mail, through the laboratory's configuration set; the delivery feedback finds
    // no record or follow-up in its header and leaves it to the log.
    invitation: ({ username, ...content }) =>
      send(content, {
        header: `${INVITATION_HEADER_PREFIX}/${username}`,
        kind: INVITATION_HEADER_PREFIX,
        message: INVITATION_HEADER_PREFIX,
        audience: 'laboratory',
      }),
    // A reply goes to the requester, so its bounces and complaints count with the receipts'.
    reply: ({ reply, ...content }) =>
      send(content, {
        header: replyKey(reply),
        kind: reply.kind,
        message: REPLY_HEADER_PREFIX,
        audience: 'requester',
      }),
  };
}

/**
 * The SES sender configured by MAIL_FROM, MAIL_CONFIGURATION_SET and, with `receipts` (the
 * mail worker), MAIL_RECEIPT_CONFIGURATION_SET, on one SES v2 client configured from the
 * environment (region, limits, local endpoint), created once per function.
 */
export function sesSenderFromEnv({ receipts = false }: { receipts?: boolean } = {}): SesSender {
  const set = z.string().min(1);
  const env = readEnv({
    MAIL_FROM: z.email(),
    [MAIL_CONFIGURATION_SET_ENV]: set,
    [MAIL_RECEIPT_CONFIGURATION_SET_ENV]: receipts ? set : set.optional(),
  });
  const receiptSet = env[MAIL_RECEIPT_CONFIGURATION_SET_ENV];
  return createSesSender(new SESv2Client(awsClientConfig('SES_ENDPOINT')), {
    from: env.MAIL_FROM,
    configurationSet: env[MAIL_CONFIGURATION_SET_ENV],
    ...(receipts && receiptSet && { receiptConfigurationSet: receiptSet }),
  });
}

/**
 * The reply route's SES sender, configured by MAIL_FROM and MAIL_RECEIPT_CONFIGURATION_SET
 * (REPLY_ENV): it sends to requesters only.
 */
export function replySenderFromEnv(): SendReply {
  const env = readEnv({
    MAIL_FROM: z.email(),
    [MAIL_RECEIPT_CONFIGURATION_SET_ENV]: z.string().min(1),
  });
  return createSesSender(new SESv2Client(awsClientConfig('SES_ENDPOINT')), {
    from: env.MAIL_FROM,
    receiptConfigurationSet: env[MAIL_RECEIPT_CONFIGURATION_SET_ENV],
  }).reply;
}
