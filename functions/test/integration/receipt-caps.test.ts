import { describe, expect, it } from 'vitest';
import { RECEIPT_CAPS } from '@lab/shared/constants/mail';
import { inbox } from '../support/inbox';
import { useTestApi } from '../support/test-api';

/*
 * The daily receipt cap per client address, through the real create routes on the
 * stand-ins: every request here comes from the local server's one address (127.0.0.1, as
 * CloudFront's viewer-address header would carry it), with the cap the stack runs in AWS.
 */

const context = useTestApi({ RECEIPT_CLIENT_CAP: String(RECEIPT_CAPS.perClient) });
const forms = inbox(context);

describe('the daily receipt cap per client address', () => {
  it('stores and answers every request, but skips the receipts beyond the cap, whatever the form', async () => {
    const kinds = ['contact', 'resource', 'shipping'] as const;
    const ids: { kind: (typeof kinds)[number]; id: string }[] = [];
    for (let i = 0; i <= RECEIPT_CAPS.perClient; i++) {
      const kind = kinds[i % kinds.length] ?? 'contact';
      // A new made-up address each time: the hourly limit per mailbox never applies.
      ids.push({ kind, id: await forms.create(kind, `made-up-${i}@example.com`) });
    }
    const receipts = await Promise.all(
      ids.map(async ({ kind, id }) => (await forms.repository(kind).get(id))?.delivery.receipt),
    );
    // The first RECEIPT_CAPS.perClient are left to the mail worker; the next is skipped at once.
    expect(receipts.slice(0, RECEIPT_CAPS.perClient)).toEqual(
      Array.from({ length: RECEIPT_CAPS.perClient }, () => null),
    );
    expect(receipts.at(-1)).toMatchObject({ state: 'skipped', reason: 'capped' });
  });
});
