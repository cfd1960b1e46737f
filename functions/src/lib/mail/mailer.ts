import { SendEmailCommand, type SESClient } from '@aws-sdk/client-ses';
import * as z from 'zod';
import { sesClient } from '../aws/ses';
import { readEnv } from '../env';
import type { NotificationEmail } from './notification-email';

export interface Mailer {
  /** The laboratory's internal address that notifications go to. */
  readonly notifyTo: string;
  send(email: NotificationEmail): Promise<void>;
}

export function createMailer(client: SESClient, from: string, notifyTo: string): Mailer {
  return {
    notifyTo,
    async send({ subject, text, replyTo }) {
      await client.send(
        new SendEmailCommand({
          Source: from,
          Destination: { ToAddresses: [notifyTo] },
          ReplyToAddresses: [replyTo],
          Message: {
            Subject: { Data: subject, Charset: 'UTF-8' },
            Body: { Text: { Data: text, Charset: 'UTF-8' } },
          },
        }),
      );
    },
  };
}

/** The mailer configured by MAIL_FROM (a verified SES identity) and NOTIFY_TO. */
export function mailerFromEnv(): Mailer {
  const env = readEnv({ MAIL_FROM: z.email(), NOTIFY_TO: z.email() });
  return createMailer(sesClient(), env.MAIL_FROM, env.NOTIFY_TO);
}
