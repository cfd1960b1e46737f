import { SendEmailCommand } from '@aws-sdk/client-ses';
import * as z from 'zod';
import { cleanLine, cleanLines } from '@lab/shared/text/characters';
import { sesSender, type SendEmail } from '../aws/ses';
import { readEnv } from '../env';
import type { NotificationEmail } from './notification-email';

export interface Mailer {
  /** The laboratory's internal address that notifications go to. */
  readonly notifyTo: string;
  send(email: NotificationEmail): Promise<void>;
}

/**
 * The mailer is the last guard before SES: stored text may predate the schemas' character
 * rule or have been written past them, so every string it sends is cleaned here. Headers
 * are one line (a line break would let submitted text add headers), and nothing ill-formed
 * reaches the SDK, which cannot encode it.
 */
export function createMailer(send: SendEmail, from: string, notifyTo: string): Mailer {
  return {
    notifyTo,
    async send({ subject, text, replyTo }) {
      await send(
        new SendEmailCommand({
          Source: from,
          Destination: { ToAddresses: [notifyTo] },
          ReplyToAddresses: [cleanLine(replyTo)],
          Message: {
            Subject: { Data: cleanLine(subject), Charset: 'UTF-8' },
            Body: { Text: { Data: cleanLines(text), Charset: 'UTF-8' } },
          },
        }),
      );
    },
  };
}

/** The mailer configured by MAIL_FROM (a verified SES identity) and NOTIFY_TO. */
export function mailerFromEnv(): Mailer {
  const env = readEnv({ MAIL_FROM: z.email(), NOTIFY_TO: z.email() });
  return createMailer(sesSender(), env.MAIL_FROM, env.NOTIFY_TO);
}
