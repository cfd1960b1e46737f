import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { DELIVERY_HEADER, NOTIFY_HEADER_PREFIX } from '@lab/shared/constants/mail';
import { isReference } from '@lab/shared/constants/reference';
import { E2E } from '../playwright.config';

/** A message as the local mail viewer's `/store` lists it (the fields read here). */
export interface ViewerMessage {
  subject: string;
  destination: { to: string[] };
  replyTo?: string[];
  body: { text?: string };
  headers?: { name: string; value: string }[];
  /**
   * The delivery header: an automatic message's `<kind>/<record id>/<message>`, a follow-up's
   * `follow-up/…`, the notify button's `notify/<kind>/<record id>`.
   */
  delivery: string | null;
}

/**
 * A header as a mail program shows it: RFC 2047 encoded words (`=?UTF-8?B?…?=`, `?Q?`)
 * decoded, and the space between two adjacent ones dropped, as the RFC says.
 */
export function decodedHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([BQ])\?([^?]*)\?=/gi, (_, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_hex, code: string) =>
                String.fromCharCode(parseInt(code, 16)),
              ),
            'latin1',
          ).toString('utf8'),
    );
}

/** Every message the local SES has taken, oldest first, subjects as a mail program shows them. */
export async function viewerMessages(request: APIRequestContext): Promise<ViewerMessage[]> {
  const store = await request.get(`http://127.0.0.1:${E2E.sesPort}/store`);
  const { emails } = (await store.json()) as { emails: Omit<ViewerMessage, 'delivery'>[] };
  return emails.map((email) => ({
    ...email,
    subject: decodedHeader(email.subject),
    delivery: email.headers?.find((h) => h.name === DELIVERY_HEADER)?.value ?? null,
  }));
}

/** Whether a message is the notify button's (a record's alert sent again by hand). */
export const isNotify = (message: ViewerMessage) =>
  message.delivery?.startsWith(`${NOTIFY_HEADER_PREFIX}/`) ?? false;

/** The automatic messages of one record, once both settle in the viewer (or the wait ends). */
export async function automaticMessagesOf(
  request: APIRequestContext,
  id: string,
  count: number,
): Promise<ViewerMessage[]> {
  let found: ViewerMessage[] = [];
  await expect
    .poll(
      async () => {
        found = (await viewerMessages(request)).filter((m) => m.delivery?.includes(`/${id}/`));
        return found.length;
      },
      { timeout: 30_000 },
    )
    .toBeGreaterThanOrEqual(count);
  return found;
}

/** The reference number a confirmation shows on screen. */
export async function shownReference(page: Page): Promise<string> {
  const line = page.getByText('Your reference number:');
  await expect(line).toBeVisible();
  const reference = ((await line.textContent()) ?? '').replace('Your reference number:', '').trim();
  expect(isReference(reference), `"${reference}" reads as a reference number`).toBe(true);
  return reference;
}
