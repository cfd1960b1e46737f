import type { SNSEvent } from 'aws-lambda';
import * as z from 'zod';
import { DELIVERY_HEADER } from '@lab/shared/constants/mail';
import {
  deliveryKey,
  notifyKey,
  parseDeliveryKey,
  parseNotifyKey,
  type DeliveryRef,
  type DeliveryStore,
  type FeedbackState,
} from '../../lib/mail/deliveries';
import {
  followUpKey,
  parseFollowUpKey,
  type FollowUpRef,
  type FollowUpStore,
} from '../../lib/mail/follow-ups';
import type { RecipientStore, SuppressionReason } from '../../lib/mail/recipients';
import { parseReplyKey, replyKey, type ReplyStore } from '../../lib/mail/replies';

/*
 * SES's events for the configuration set every message is sent with, published through
 * SNS: each moves its message's delivery on the record (sent, delivered, bounced,
 * complained), and a receipt that bounced for good or drew a complaint suppresses its
 * address, so no receipt goes there again. A follow-up's events move the follow-up itself
 * (its Send event settles one whose worker stopped before writing it down) and every
 * receipt in it. A staff reply's events move that reply on its record, and suppress as a
 * receipt's do (it went to the requester). A notify's events (a record's alert sent again by hand) are logged and
 * change nothing: the record's alert delivery is the automatic alert's, and a notify's
 * bounce (the laboratory's own address refusing it) is a warning line. Events it cannot use
 * (another message, a transient bounce, a record since deleted) are logged and dropped:
 * retrying them would change nothing.
 */

export interface FeedbackDeps {
  deliveries: Pick<DeliveryStore, 'report'>;
  followUps: Pick<FollowUpStore, 'report' | 'members'>;
  recipients: Pick<RecipientStore, 'suppress'>;
  replies: Pick<ReplyStore, 'report'>;
  log: (message: string, fields: Record<string, unknown>) => void;
  /** What someone should look at: a notify the laboratory's address bounced or reported. */
  warn: (message: string, fields: Record<string, unknown>) => void;
}

const recipients = z.array(z.object({ emailAddress: z.string() }));

/** The parts of an SES event-publishing record this handler reads. */
const sesEventSchema = z.object({
  eventType: z.string(),
  mail: z.object({
    timestamp: z.string(),
    messageId: z.string(),
    headers: z.array(z.object({ name: z.string(), value: z.string() })).default([]),
  }),
  delivery: z.object({ timestamp: z.string() }).optional(),
  bounce: z
    .object({ bounceType: z.string(), timestamp: z.string(), bouncedRecipients: recipients })
    .optional(),
  complaint: z.object({ timestamp: z.string(), complainedRecipients: recipients }).optional(),
});
export type SesEvent = z.infer<typeof sesEventSchema>;

/** What an event says of its message, and whose address it suppresses. */
function outcomeOf(event: SesEvent): {
  state: FeedbackState;
  at: string;
  suppress?: { reason: SuppressionReason; addresses: string[] };
} | null {
  switch (event.eventType) {
    case 'Send':
      return { state: 'sent', at: event.mail.timestamp };
    case 'Delivery':
      return { state: 'delivered', at: event.delivery?.timestamp ?? event.mail.timestamp };
    case 'Bounce':
      // A transient bounce (a full mailbox) may deliver later: SES keeps trying.
      if (event.bounce?.bounceType !== 'Permanent') return null;
      return {
        state: 'bounced',
        at: event.bounce.timestamp,
        suppress: {
          reason: 'bounce',
          addresses: event.bounce.bouncedRecipients.map((r) => r.emailAddress),
        },
      };
    case 'Complaint':
      if (!event.complaint) return null;
      return {
        state: 'complained',
        at: event.complaint.timestamp,
        suppress: {
          reason: 'complaint',
          addresses: event.complaint.complainedRecipients.map((r) => r.emailAddress),
        },
      };
    default:
      return null;
  }
}

/** Applies one SES event (the JSON an SNS message carries). */
export async function applyEvent(message: string, deps: FeedbackDeps): Promise<void> {
  let json: unknown;
  try {
    json = JSON.parse(message);
  } catch {
    json = undefined;
  }
  const parsed = sesEventSchema.safeParse(json);
  if (!parsed.success) {
    deps.log('SES event not understood', { issues: parsed.error.issues.length });
    return;
  }
  const event = parsed.data;
  const header = event.mail.headers.find(
    (h) => h.name.toLowerCase() === DELIVERY_HEADER.toLowerCase(),
  );
  const ref = header ? parseDeliveryKey(header.value) : null;
  const followUp = header && !ref ? parseFollowUpKey(header.value) : null;
  const notify = header && !ref && !followUp ? parseNotifyKey(header.value) : null;
  const reply = header && !ref && !followUp && !notify ? parseReplyKey(header.value) : null;
  const outcome = outcomeOf(event);
  if ((!ref && !followUp && !notify && !reply) || !outcome) {
    deps.log('SES event ignored', {
      eventType: event.eventType,
      ours: Boolean(ref ?? followUp ?? notify ?? reply),
    });
    return;
  }
  if (notify) {
    // Sent to the laboratory's own inbox by staff: nothing to suppress, and nothing on the
    // record to move (its alert delivery stays the automatic alert's). The log keeps it.
    const fields = {
      delivery: notifyKey(notify),
      eventType: event.eventType,
      messageId: event.mail.messageId,
      changed: false,
    };
    if (outcome.suppress) deps.warn('notify e-mail bounced or marked as spam', fields);
    else deps.log('SES event', fields);
    return;
  }
  // Only requesters' addresses are suppressed: an alert that bounced says the laboratory's
  // own address is wrong, which an alarm-worthy log line, not a suppression, should fix.
  // A follow-up is receipts (even one whose item has expired); a record's arrival and
  // dispatch go to its requester as its receipt does. Suppressed before the
  // delivery is marked, so a record that shows a bounce or complaint means its address is
  // suppressed already (a retry of this event suppresses again, harmlessly).
  if (outcome.suppress && (followUp || reply || (ref && ref.message !== 'alert'))) {
    for (const address of outcome.suppress.addresses) {
      await deps.recipients.suppress(address, { reason: outcome.suppress.reason, at: outcome.at });
    }
  }
  const report = {
    state: outcome.state,
    at: outcome.at,
    ...(outcome.state === 'sent' && { messageId: event.mail.messageId }),
  };
  if (ref) {
    const changed = await deps.deliveries.report(ref, report);
    deps.log('SES event', { delivery: deliveryKey(ref), eventType: event.eventType, changed });
  } else if (followUp) {
    await reportFollowUp(followUp, report, event.eventType, deps);
  } else if (reply) {
    const changed = await deps.replies.report(reply, report);
    deps.log('SES event', { delivery: replyKey(reply), eventType: event.eventType, changed });
  }
}

/** A follow-up's event: onto the follow-up, and onto each receipt it holds. */
async function reportFollowUp(
  followUp: FollowUpRef,
  report: { state: FeedbackState; at: string; messageId?: string },
  eventType: string,
  deps: FeedbackDeps,
): Promise<void> {
  const key = followUpKey(followUp);
  const changed = await deps.followUps.report(followUp, report);
  const members: DeliveryRef[] = (await deps.followUps.members(followUp)) ?? [];
  const moved = await Promise.all(
    members.map((member) => deps.deliveries.report(member, { ...report, followUp: key })),
  );
  deps.log('SES event', {
    delivery: key,
    eventType,
    changed,
    receipts: members.length,
    receiptsChanged: moved.filter(Boolean).length,
  });
}

export async function main(event: SNSEvent, deps: FeedbackDeps): Promise<void> {
  for (const record of event.Records) await applyEvent(record.Sns.Message, deps);
}
