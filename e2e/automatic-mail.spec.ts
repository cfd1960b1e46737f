import { expect, test } from '@playwright/test';
import { listRoute } from '@lab/shared/api/routes';
import { RECORD_KINDS } from '@lab/shared/constants/record-kinds';
import { DEFAULT_NOTIFY_TO } from '@lab/shared/lambda/deployment-defaults';
import { adminToken, storedRecords } from './support/admin-api';
import { submit, uniqueAddress } from './support/forms';
import { automaticMessagesOf, viewerMessages } from './support/mail';

/*
 * The automatic e-mails on `npm start`: the mail worker on the record streams sends each
 * stored request the laboratory's alert and the requester's receipt, through the local SES
 * (whose viewer this reads), and the reference on the confirmation is the one both carry.
 */

for (const kind of RECORD_KINDS) {
  test(`a ${kind} request brings the laboratory one alert and the requester one receipt, with the reference shown`, async ({
    page,
    request,
  }) => {
    const email = uniqueAddress(kind);
    const { id, reference } = await submit(page, kind, email);

    const messages = await automaticMessagesOf(request, id, 2);
    const alert = messages.find((m) => m.delivery === `${kind}/${id}/alert`);
    const receipt = messages.find((m) => m.delivery === `${kind}/${id}/receipt`);
    expect(alert?.destination.to).toEqual([DEFAULT_NOTIFY_TO]);
    expect(receipt?.destination.to).toEqual([email]);
    expect(alert?.body.text).toContain(reference);
    expect(receipt?.subject).toContain(reference);
    expect(receipt?.body.text).toContain(reference);
    // Exactly once: the record's messages settled, and still two of them. The admin token
    // is had first: a sign-in may wait for the next code, which must not eat the poll's time.
    await adminToken(request);
    await expect
      .poll(
        async () => {
          const record = (await storedRecords(request, listRoute(kind).path)).find(
            (r) => r.id === id,
          );
          const delivery = record?.delivery as Record<string, { state: string } | null>;
          return [delivery?.alert?.state, delivery?.receipt?.state];
        },
        { timeout: 30_000 },
      )
      .toEqual(['delivered', 'delivered']);
    const again = (await viewerMessages(request)).filter((m) => m.delivery?.includes(`/${id}/`));
    expect(again.map((m) => m.delivery).sort()).toEqual([
      `${kind}/${id}/alert`,
      `${kind}/${id}/receipt`,
    ]);
  });
}

test('a second request from the same address within the hour brings an alert, and its receipt waits for the follow-up', async ({
  page,
  request,
}) => {
  const email = uniqueAddress('twice');
  const first = await submit(page, 'contact', email);
  await automaticMessagesOf(request, first.id, 2);
  const second = await submit(page, 'contact', email.toUpperCase());

  const [alert] = await automaticMessagesOf(request, second.id, 1);
  expect(alert?.delivery).toBe(`contact/${second.id}/alert`);
  await adminToken(request);
  await expect
    .poll(
      async () => {
        const record = (await storedRecords(request, '/api/contact')).find(
          (r) => r.id === second.id,
        );
        return (record?.delivery as { receipt?: unknown } | undefined)?.receipt;
      },
      { timeout: 30_000 },
    )
    .toMatchObject({ state: 'follow-up', reason: null });
  // No receipt of its own: its reference goes in the follow-up (receipt-follow-up.spec.ts).
  const receipts = (await viewerMessages(request)).filter(
    (m) => m.delivery === `contact/${second.id}/receipt`,
  );
  expect(receipts).toEqual([]);
});
