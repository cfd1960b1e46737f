import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiPath } from '@lab/shared/api/routes';
import { decodeBarcodes } from '../tools/pdf-tools';
import { adminToken } from './support/admin-api';
import { openDashboard } from './support/admin-ui';
import { submit, uniqueAddress } from './support/forms';
import { automaticMessagesOf, viewerMessages } from './support/mail';

/*
 * Issue 31's chain on `npm start`: the reference travels from the web request to the box at
 * the laboratory's door and back to the requester. A shipping label request → its label and
 * submission form from the confirmation and from the receipt's link → the printed label's
 * Code 128 and QR code read back by a real decoder (zbarimg) → staff scan it on Receive
 * samples → the requester's arrival e-mail with the expected results date → /track shows
 * the timeline; a second scan changes nothing.
 */

/** A PDF fetched from a site path, checked as one. */
async function pdfAt(request: APIRequestContext, path: string): Promise<Buffer> {
  const res = await request.get(path);
  expect(res.status(), path).toBe(200);
  expect(res.headers()['content-type']).toBe('application/pdf');
  const body = await res.body();
  expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return body;
}

/** The site path of the first link in `text` to `prefix` (an e-mail's plain text). */
function linkIn(text: string, prefix: string): string {
  const found = new RegExp(`https?://[^\\s>]+(${prefix.replace(/[?]/g, '\\?')}[^\\s>]+)`).exec(
    text,
  );
  if (!found?.[1]) throw new Error(`No ${prefix} link in:\n${text}`);
  return found[1];
}

test('a shipping label request is printed, scanned at the door, e-mailed on arrival and tracked, once', async ({
  browser,
  page,
  request,
}) => {
  test.slow();
  const email = uniqueAddress('samples');
  const { id, reference } = await submit(page, 'shipping', email);

  // The confirmation's documents.
  const label = page.getByRole('link', { name: 'Print your shipping label' });
  const form = page.getByRole('link', { name: 'Submission form' });
  await expect(label).toBeVisible();
  const labelPdf = await pdfAt(request, (await label.getAttribute('href')) as string);
  await pdfAt(request, (await form.getAttribute('href')) as string);

  // The printed label, as a scanner reads it: both symbols carry the reference.
  const symbols = decodeBarcodes(labelPdf);
  expect(symbols.find((s) => s.type === 'CODE-128')?.data).toBe(reference);
  expect(symbols.find((s) => s.type === 'QR-Code')?.data).toContain(reference);

  // The receipt's links open the same documents.
  const [receipt] = (await automaticMessagesOf(request, id, 2)).filter((m) =>
    m.delivery?.endsWith('/receipt'),
  );
  const receiptText = receipt?.body.text ?? '';
  const fromReceipt = await pdfAt(request, linkIn(receiptText, '/api/documents/label?t='));
  expect(decodeBarcodes(fromReceipt).find((s) => s.type === 'CODE-128')?.data).toBe(reference);
  await pdfAt(request, linkIn(receiptText, '/api/documents/form?t='));

  // Staff scan the box: a scanner types the code and Enter.
  await openDashboard(page);
  await page
    .getByRole('navigation', { name: 'Staff' })
    .getByRole('link', { name: 'Receive samples' })
    .click();
  const scan = page.getByRole('textbox', { name: 'Reference or scanned code' });
  await scan.fill(reference);
  await scan.press('Enter');
  await page.getByRole('button', { name: 'Record arrival' }).click();
  await expect(
    page.getByText(`${reference} received: 1 box, as expected.`, { exact: false }),
  ).toBeVisible();
  await expect(scan).toBeFocused();

  const arrival = (await automaticMessagesOf(request, id, 3)).find((m) =>
    m.delivery?.endsWith('/arrival'),
  );
  expect(arrival?.destination.to).toEqual([email]);
  expect(arrival?.subject).toContain(reference);
  expect(arrival?.body.text).toMatch(/expect/i);

  // The requester's status page, in the requester's own browser, by reference and address.
  const requesterContext = await browser.newContext();
  const requester = await requesterContext.newPage();
  await requester.goto('/track');
  await requester.getByRole('textbox', { name: 'Reference number' }).fill(reference.toLowerCase());
  await requester.getByRole('textbox', { name: 'Email address' }).fill(email.toUpperCase());
  await requester.getByRole('button', { name: 'Check status' }).click();
  await expect(requester.getByText('Samples received').first()).toBeVisible();
  await expect(requester.getByText('Results will appear in the client portal')).toBeVisible();
  await requesterContext.close();

  // A second scan of the same box changes nothing: the screen says so plainly.
  await scan.fill(reference);
  await scan.press('Enter');
  await expect(page.getByText(/already received on .* nothing changed\./)).toBeVisible();
  const token = await adminToken(request);
  const headers = { authorization: `Bearer ${token}` };
  const receivePath = apiPath('receive-samples', { kind: 'shipping', id });
  const before = await request.post(receivePath, {
    headers,
    data: { boxes: 3, condition: 'damaged' },
  });
  expect(before.status()).toBe(200);
  const second = (await before.json()) as {
    changed: boolean;
    record: { samplesReceived: { boxes: number; condition: string } };
  };
  expect(second.changed).toBe(false);
  expect(second.record.samplesReceived).toMatchObject({ boxes: 1, condition: 'as-expected' });
  // Still one arrival e-mail, some seconds on.
  await page.waitForTimeout(3000);
  const arrivals = (await viewerMessages(request)).filter(
    (m) => m.delivery === `shipping/${id}/arrival`,
  );
  expect(arrivals).toHaveLength(1);
});
