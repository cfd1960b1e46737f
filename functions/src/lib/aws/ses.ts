import { SESClient, type SendEmailCommand, type SendEmailCommandOutput } from '@aws-sdk/client-ses';
import { awsClientConfig } from '../env';

/** Sends one e-mail through SES. */
export type SendEmail = (command: SendEmailCommand) => Promise<SendEmailCommandOutput>;

/**
 * Sends on one client, reused across invocations like every AWS client, and replaced by a
 * fresh one after any send that fails, so that a failed send leaves nothing behind for the
 * next one.
 *
 * Why: the SDK's SES (awsQuery) protocol builds each request body in a buffer that lives
 * on the client (`AwsQueryProtocol.serializer`, a `QueryShapeSerializer`) and clears it
 * only when a body is finished. A value it cannot encode (a lone UTF-16 surrogate makes
 * `encodeURIComponent` throw) aborted the body half-way and left it in the buffer: the
 * next, unrelated send went out with it in front of its own parameters and SES refused
 * it (notify answered 200, 502, 502, 200). The mailer now sends only well-formed text, but
 * the client must not depend on that: whatever a failure leaves on it, it is not reused.
 * A send still in flight on the old client finishes there; its idle connections close on
 * their own.
 */
export function isolatedSender(createClient: () => SESClient): SendEmail {
  let client: SESClient | undefined;
  return async (command) => {
    const current = (client ??= createClient());
    try {
      return await current.send(command);
    } catch (error) {
      if (client === current) client = undefined;
      throw error;
    }
  };
}

/** The SES sender configured from the environment (region, limits, local endpoint). */
export function sesSender(): SendEmail {
  // Read once, at load: a replacement client is configured as the first was.
  const config = awsClientConfig('SES_ENDPOINT');
  return isolatedSender(() => new SESClient(config));
}
