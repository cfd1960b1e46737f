import { expect, test, type Locator, type Page } from '@playwright/test';
import { listRoute } from '@lab/shared/api/routes';
import { LABORATORY } from '@lab/shared/constants/laboratory';
import { DELIVERY_LABELS, FOLLOW_UP_HEADER_PREFIX } from '@lab/shared/constants/mail';
import type { RecordKind } from '@lab/shared/constants/record-kinds';
import { FORM_COPY } from '@lab/web/content/forms';
import { E2E, RECEIPT_INTERVAL_SECONDS } from './playwright.config';
import { storedRecords } from './support/admin-api';
import { signIn } from './support/admin-ui';
import { fillForm, sendFilled, uniqueAddress } from './support/forms';
import { viewerMessages, type ViewerMessage } from './support/mail';

/*
 * A farmer who asks for bags, a shipping label and sends a message within the hour gets
 * every reference by e-mail: one receipt at once, and the other two in one follow-up when
 * the interval ends (RECEIPT_INTERVAL_SECONDS on this stack), both Reply-To the
 * laboratory's inbox and linking the site. The records say where each receipt stands.
 */

const KINDS: readonly RecordKind[] = ['resource', 'shipping', 'contact'];

/** What the mail viewer holds for `address`, oldest first. */
const messagesTo = async (request: Parameters<typeof viewerMessages>[0], address: string) =>
  (await viewerMessages(request)).filter((m) => m.destination.to.includes(address));

/**
 * Searches the signed-in dashboard on `staff` for the record with `reference` (afresh each
 * time, without reloading the page) and answers its card.
 */
async function searchCard(staff: Page, reference: string): Promise<Locator> {
  const search = staff.getByRole('search');
  await search.getByRole('searchbox', { name: 'E-mail address or reference' }).fill(reference);
  await search.getByRole('button', { name: 'Search' }).click();
  return staff.getByRole('list', { name: 'Search results' }).getByRole('article');
}

/** Where the receipt of each record stands, by id, as the staff's API gives it. */
async function receiptStates(
  request: Parameters<typeof viewerMessages>[0],
  sent: { kind: RecordKind; id: string }[],
) {
  const states: Record<string, string | undefined> = {};
  for (const kind of new Set(sent.map((s) => s.kind))) {
    for (const record of await storedRecords(request, listRoute(kind).path)) {
      const receipt = (record.delivery as { receipt?: { state: string } | null }).receipt;
      states[String(record.id)] = receipt?.state;
    }
  }
  return sent.map(({ id }) => states[id]);
}

test('three requests of different kinds from one address within the hour bring one receipt at once and one follow-up with the other two references', async ({
  context,
  request,
}) => {
  test.setTimeout(RECEIPT_INTERVAL_SECONDS * 1000 + 120_000);
  const email = uniqueAddress('farmer');
  // Staff signed in first, to look at a card while its receipt waits (the dashboard's first
  // load may be slow on a busy machine; the search afterwards reloads nothing).
  const staff = await context.newPage();
  await signIn(staff);
  await expect(staff.getByRole('search')).toBeVisible({ timeout: 30_000 });
  // Three tabs, filled, then sent together: the forms' requests arrive within the interval.
  const pages = await Promise.all(KINDS.map(() => context.newPage()));
  await Promise.all(KINDS.map((kind, i) => fillForm(pages[i]!, kind, email)));
  const sent = await Promise.all(
    KINDS.map(async (kind, i) => ({ kind, ...(await sendFilled(pages[i]!, kind)) })),
  );
  // Each confirmation says where its copy went.
  for (const page of pages) await expect(page.getByText(FORM_COPY.emailed(email))).toBeVisible();

  // One receipt at once, for whichever request the worker took first.
  let receipt: ViewerMessage | undefined;
  await expect
    .poll(
      async () => {
        [receipt] = await messagesTo(request, email);
        return receipt?.delivery ?? null;
      },
      { timeout: 30_000 },
    )
    .toMatch(/\/receipt$/);
  const first = sent.find((s) => receipt?.delivery === `${s.kind}/${s.id}/receipt`);
  expect(first, receipt?.delivery ?? '').toBeDefined();
  const later = sent.filter((s) => s !== first);
  expect(receipt?.subject).toContain(first?.reference);

  // The other two wait for the follow-up, and the records say so.
  await expect
    .poll(() => receiptStates(request, later), { timeout: 30_000 })
    .toEqual(['follow-up', 'follow-up']);
  expect(await messagesTo(request, email)).toHaveLength(1);
  // The staff's card says so too.
  await expect(await searchCard(staff, later[0]!.reference)).toContainText(
    `receipt ${DELIVERY_LABELS['follow-up']}`,
    { timeout: 15_000 },
  );

  // When the interval ends: one follow-up with both references.
  let followUp: ViewerMessage | undefined;
  await expect
    .poll(
      async () => {
        [, followUp] = await messagesTo(request, email);
        return followUp?.delivery ?? null;
      },
      { timeout: RECEIPT_INTERVAL_SECONDS * 1000 + 30_000 },
    )
    .toMatch(new RegExp(`^${FOLLOW_UP_HEADER_PREFIX}/`));
  for (const { reference } of later) {
    expect(followUp?.subject).toContain(reference);
    expect(followUp?.body.text).toContain(`Reference number: ${reference}`);
  }
  expect(followUp?.body.text).not.toContain(first?.reference);

  // Both can be answered, and both say how to reach the laboratory and the site.
  for (const message of [receipt, followUp]) {
    expect(message?.replyTo).toEqual([LABORATORY.email]);
    expect(message?.body.text).toContain(LABORATORY.email);
    expect(message?.body.text).toContain(`http://localhost:${E2E.port}/`);
    expect(message?.body.text).not.toContain('Mail Check');
  }

  // SES's events for the follow-up reach both records; nothing more goes to the address.
  await expect
    .poll(() => receiptStates(request, sent), { timeout: 30_000 })
    .toEqual(['delivered', 'delivered', 'delivered']);
  await expect(await searchCard(staff, later[0]!.reference)).toContainText(
    `receipt ${DELIVERY_LABELS.delivered}`,
    { timeout: 15_000 },
  );
  expect((await messagesTo(request, email)).map((m) => m.delivery)).toEqual([
    receipt?.delivery,
    followUp?.delivery,
  ]);
});
