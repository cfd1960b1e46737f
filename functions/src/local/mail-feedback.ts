import type { SNSEvent } from 'aws-lambda';
import { DELIVERY_HEADER, SES_SIMULATOR } from '@lab/shared/constants/mail';

/*
 * What SES's configuration set does for the automatic messages in AWS, on the local mail
 * viewer: for every message it stored that carries the delivery header, the events SES
 * would publish (Send; then Delivery, or a permanent Bounce for the mailbox simulator's
 * bounce address, or Delivery and a Complaint for its complaint address), each wrapped as
 * SNS wraps it, handed to the feedback function's handler.
 */

/** A message as the mail viewer's `/store` lists it (the fields read here). */
export interface ViewerEmail {
  messageId: string;
  destination: { to: string[] };
  headers?: { name: string; value: string }[];
  /** Epoch seconds. */
  at: number;
}

/** The SES events (as published JSON) SES would send for `email`. */
export function sesEventsFor(email: ViewerEmail): Record<string, unknown>[] {
  const headers = email.headers ?? [];
  if (!headers.some((h) => h.name.toLowerCase() === DELIVERY_HEADER.toLowerCase())) return [];
  const timestamp = new Date(email.at * 1000).toISOString();
  const recipients = email.destination.to;
  const mail = { timestamp, messageId: email.messageId, destination: recipients, headers };
  const event = (eventType: string, details: Record<string, unknown> = {}) => ({
    eventType,
    mail,
    ...details,
  });
  const to = recipients.map((address) => address.toLowerCase());
  const addresses = (list: string[]) => list.map((emailAddress) => ({ emailAddress }));
  const delivered = event('Delivery', { delivery: { timestamp, recipients } });
  if (to.includes(SES_SIMULATOR.bounce)) {
    return [
      event('Send', { send: {} }),
      event('Bounce', {
        bounce: { bounceType: 'Permanent', timestamp, bouncedRecipients: addresses(recipients) },
      }),
    ];
  }
  if (to.includes(SES_SIMULATOR.complaint)) {
    return [
      event('Send', { send: {} }),
      delivered,
      event('Complaint', { complaint: { timestamp, complainedRecipients: addresses(recipients) } }),
    ];
  }
  return [event('Send', { send: {} }), delivered];
}

/** One SES event as SNS delivers it to a subscribed function. */
export function snsEvent(message: Record<string, unknown>): SNSEvent {
  return {
    Records: [
      {
        EventSource: 'aws:sns',
        EventVersion: '1.0',
        EventSubscriptionArn: 'arn:aws:sns:local:000000000000:mail-events:local',
        Sns: {
          Type: 'Notification',
          MessageId: crypto.randomUUID(),
          TopicArn: 'arn:aws:sns:local:000000000000:mail-events',
          Subject: '',
          Message: JSON.stringify(message),
          Timestamp: new Date().toISOString(),
          SignatureVersion: '1',
          Signature: '',
          SigningCertUrl: '',
          UnsubscribeUrl: '',
          MessageAttributes: {},
        },
      },
    ],
  };
}

/** Runs `task` over `items`, `size` at a time. */
async function inGroups<T>(items: T[], task: (item: T) => unknown, size = 8): Promise<void> {
  for (let start = 0; start < items.length; start += size)
    await Promise.all(items.slice(start, start + size).map(task));
}

/**
 * Polls the mail viewer at `viewerUrl` every `pollMs` and hands the events of each message
 * it took from `since` (epoch seconds; by default, now) on to `handler`. Returns the
 * function that stops it.
 */
export function startMailFeedback(
  viewerUrl: string,
  handler: (event: SNSEvent) => Promise<unknown>,
  log: (line: string) => void,
  {
    pollMs = 200,
    since: from = Math.floor(Date.now() / 1000) - 1,
  }: { pollMs?: number; since?: number } = {},
): () => Promise<void> {
  const seen = new Set<string>();
  let since = from;
  let running = true;
  const loop = (async () => {
    while (running) {
      try {
        const response = await fetch(`${viewerUrl}/store?since=${since}`);
        const { emails } = (await response.json()) as { emails: ViewerEmail[] };
        const fresh = emails.filter((email) => !seen.has(email.messageId));
        const events = fresh.map(sesEventsFor);
        // Every Send event first, a few at a time: it is what settles a message the worker
        // sent but could not record (killed), and it must come before that claim runs out.
        await inGroups(events, ([send]) => send && handler(snsEvent(send)));
        await inGroups(events, async ([, ...rest]) => {
          for (const event of rest) await handler(snsEvent(event));
        });
        for (const email of fresh) {
          seen.add(email.messageId);
          // The viewer filters by whole seconds: keep the current second, skip what was seen.
          since = Math.max(since, email.at);
        }
      } catch (error) {
        log(`Mail feedback: ${String(error)}`);
      }
      await new Promise((resolve) => setTimeout(resolve, pollMs));
    }
  })();
  return async () => {
    running = false;
    await loop;
  };
}
