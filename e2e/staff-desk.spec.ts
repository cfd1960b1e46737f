import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { unusedCode } from '@lab/functions/local/unused-code';
import { apiPath } from '@lab/shared/api/routes';
import { LABORATORY } from '@lab/shared/constants/laboratory';
import { REPLY_HEADER_PREFIX } from '@lab/shared/constants/mail';
import { adminToken } from './support/admin-api';
import { openDashboard, PASSWORD_INPUT } from './support/admin-ui';
import { viewerMessages, type ViewerMessage } from './support/mail';

/*
 * The staff desk in Chromium against `npm start` (issue 30): an administrator invites a
 * colleague from the dashboard; the colleague signs in with the invitation's temporary
 * password, their own new password and their own authenticator, takes a request and
 * replies to it with a template (the reply reaches the requester with the reference and
 * the laboratory's Reply-To, stays on the record, then reads delivered); their staff token
 * is refused account management and erasure; and they triage a list of 30 from the
 * keyboard alone.
 */

const NEW_PASSWORD = 'Colleague-Pass-2026!';
const TRIAGE_SIZE = 30;

/** The one message the local SES took that `match` picks, once it has arrived. */
async function arrived(
  request: APIRequestContext,
  match: (message: ViewerMessage) => boolean,
): Promise<ViewerMessage> {
  let found: ViewerMessage | undefined;
  await expect
    .poll(async () => (found = (await viewerMessages(request)).find(match)) !== undefined, {
      timeout: 30_000,
    })
    .toBe(true);
  return found as ViewerMessage;
}

/** The token the dashboard keeps for the signed-in person (the spec's storage key). */
const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('adminToken') ?? '');

/**
 * Presses Tab until the focused element matches `selector` (and shows `text`, when given):
 * keyboard only, as a person would.
 */
async function tabTo(page: Page, selector: string, text = '', presses = 80): Promise<void> {
  for (let i = 0; i < presses; i += 1) {
    const reached = await page.evaluate(
      ([s, t]) => {
        const focused = document.activeElement;
        return !!focused?.matches(s) && (focused.textContent ?? '').includes(t);
      },
      [selector, text] as const,
    );
    if (reached) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${selector} ${text}`);
}

/** The record card the dashboard's 'Find records' shows for a reference number. */
async function findByReference(page: Page, reference: string, name: string): Promise<Locator> {
  await page.getByLabel('E-mail address or reference').fill(reference);
  await page.getByRole('button', { name: 'Search' }).click();
  const card = page.getByRole('article', { name });
  await expect(card).toBeVisible();
  return card;
}

/** Signs `username` in for the first time: the temporary password, a new one, an authenticator. */
async function firstSignIn(page: Page, username: string, temporary: string): Promise<string> {
  await page.goto('/admin');
  const submit = page.getByRole('button', { name: 'Access Admin Dashboard' });
  await expect(submit).toBeEnabled();
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.locator(PASSWORD_INPUT).fill(temporary);
  await submit.click();
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('textbox', { name: 'Confirm new password' }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByRole('heading', { name: 'Set up two-step verification' })).toBeVisible();
  const secret = (await page.locator('dd code').innerText()).replace(/\s+/g, '');
  await page.getByRole('textbox', { name: 'Authentication code' }).fill(await unusedCode(secret));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('tab', { name: 'Overview' })).toBeVisible();
  return secret;
}

test('an administrator invites a colleague, who signs in, takes a request and replies with a template', async ({
  browser,
  page,
  request,
}) => {
  // Two sign-ins (each may wait for a fresh authenticator code), mail and its feedback.
  test.setTimeout(240_000);
  const stamp = Date.now().toString(36);
  const username = `colleague-${stamp}`;
  const inviteeAddress = `${username}@example.com`;
  const requester = { name: `Desk Requester ${stamp}`, email: `desk-${stamp}@example.com` };
  const stored = await request.post('/api/contact', {
    data: { ...requester, phone: '', message: 'How soon can you test two soil samples?' },
  });
  expect(stored.status(), await stored.text()).toBe(201);
  const { reference } = (await stored.json()) as { reference: string };

  // The administrator invites the colleague from the Accounts tab.
  await openDashboard(page);
  await page.getByRole('tab', { name: 'Accounts' }).click();
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByRole('textbox', { name: 'E-mail' }).fill(inviteeAddress);
  await page.getByRole('button', { name: 'Invite' }).click();
  await expect(page.getByText('Invitation sent').first()).toBeVisible();
  await expect(page.getByRole('list', { name: 'Staff accounts' })).toContainText(username);

  const invitation = await arrived(request, (m) => m.destination.to.includes(inviteeAddress));
  const text = invitation.body.text ?? '';
  expect(text).toContain(`Username: ${username}`);
  expect(text).toMatch(/Sign in at: http:\/\/localhost:\d+\/admin/);
  const temporary = /Temporary password: (\S+)/.exec(text)?.[1] ?? '';
  expect(temporary).not.toBe('');

  // The colleague, in a browser of their own.
  const context = await browser.newContext();
  const desk = await context.newPage();
  await firstSignIn(desk, username, temporary);
  // A staff account sees no Accounts or Activity tab ...
  await expect(desk.getByRole('tab', { name: 'Contact Submissions' })).toBeVisible();
  await expect(desk.getByRole('tab', { name: 'Accounts' })).toHaveCount(0);
  await expect(desk.getByRole('tab', { name: 'Activity' })).toHaveCount(0);
  // ... and the API refuses its token what an administrator alone may do.
  const staff = { authorization: `Bearer ${await storedToken(desk)}` };
  const refused = [
    await request.get(apiPath('list-accounts'), { headers: staff }),
    await request.post(apiPath('invite-account'), {
      headers: staff,
      data: { username: `x-${stamp}`, email: `x-${stamp}@example.com`, role: 'staff' },
    }),
    await request.patch(apiPath('update-account', { username: 'admin' }), {
      headers: staff,
      data: { action: 'disable' },
    }),
    await request.post(apiPath('erase-requester'), {
      headers: staff,
      data: { email: requester.email },
    }),
  ];
  expect(refused.map((res) => res.status())).toEqual([403, 403, 403, 403]);

  // They find the request by its reference (other tests' requests may push it past the
  // list's first page), take it and answer it with the laboratory's template.
  const card = await findByReference(desk, reference, requester.name);
  await card.getByRole('button', { name: 'Take it' }).click();
  await expect(card.getByText(`${username} (you)`)).toBeVisible();
  await card.getByRole('button', { name: 'Write a reply' }).click();
  await card.getByLabel('Template').selectOption({ label: 'We received your message' });
  await expect(card.getByRole('textbox', { name: 'Subject' })).toHaveValue(new RegExp(reference));
  await card.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(card.getByText(/reply sent/)).toBeVisible();

  const reply = await arrived(
    request,
    (m) =>
      m.delivery?.startsWith(`${REPLY_HEADER_PREFIX}/`) === true &&
      m.destination.to.includes(requester.email),
  );
  // Reply-To the laboratory's public address, the one its pages and templates give.
  expect(reply.replyTo).toEqual([LABORATORY.email]);
  expect(reply.subject).toContain(reference);
  expect(reply.body.text).toContain(`Dear ${requester.name},`);

  // SES's delivery event reaches the record: the card says so once read again.
  await expect
    .poll(
      async () => {
        await desk.reload();
        const again = await findByReference(desk, reference, requester.name);
        return again.getByText(/reply delivered/).count();
      },
      { timeout: 60_000, intervals: [2_000] },
    )
    .toBe(1);

  // The assignment is the colleague's, by name, in the API as on the card.
  const found = await request.get(`${apiPath('find-records')}?email=${requester.email}`, {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
  });
  const [{ record }] = ((await found.json()) as { data: { record: Record<string, unknown> }[] })
    .data as [{ record: { assignee: string; replies: { by: string }[] } }];
  expect(record.assignee).toBe(username);
  expect(record.replies.map((r) => r.by)).toEqual([username]);
  await context.close();
});

test('a list of 30 is triaged from the keyboard alone', async ({ page, request }) => {
  test.setTimeout(240_000);
  const stamp = Date.now().toString(36);
  const email = `triage-${stamp}@example.com`;
  const admin = { authorization: `Bearer ${await adminToken(request)}` };
  // Thirty requests assigned to the signed-in administrator: "Assigned to me" shows them
  // alone, whatever other tests submit meanwhile.
  for (let i = 0; i < TRIAGE_SIZE; i += 1) {
    const res = await request.post('/api/contact', {
      data: { name: `Triage ${stamp} ${i}`, email, phone: '', message: `Request number ${i}` },
    });
    expect(res.status(), await res.text()).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const assigned = await request.patch(apiPath('update-record', { kind: 'contact', id }), {
      headers: admin,
      data: { assignee: 'admin' },
    });
    expect(assigned.status()).toBe(200);
  }

  await openDashboard(page);
  await page.getByRole('tab', { name: 'Contact Submissions' }).click();
  await page.getByRole('button', { name: 'Assigned to me' }).click();
  // Each record's line, and the button on it that takes the keyboard.
  const lines = page.getByRole('tabpanel').locator('[data-inbox-head]');
  const rows = page.getByRole('tabpanel').locator('[data-inbox-row]');
  // The first page, then the rest with the keyboard.
  await expect(rows.filter({ hasText: `Triage ${stamp}` })).toHaveCount(20);
  await tabTo(page, 'button', 'Load more');
  await page.keyboard.press('Enter');
  await expect(rows.filter({ hasText: `Triage ${stamp}` })).toHaveCount(TRIAGE_SIZE);

  // Into the list (one tab stop), to its first row.
  await tabTo(page, '[data-inbox-row]');
  await page.keyboard.press('Home');
  await page.keyboard.press('?');
  await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Open and close one with Enter and Escape: focus comes back to its row.
  await page.keyboard.press('Enter');
  await expect(page.getByRole('article').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('article')).toHaveCount(0);
  await expect(rows.first()).toBeFocused();

  // Every request In progress, one key each, moving down with j.
  for (let i = 0; i < TRIAGE_SIZE; i += 1) {
    await expect(rows.nth(i)).toBeFocused();
    await page.keyboard.press('2');
    await expect(lines.nth(i)).toContainText('In progress');
    if (i < TRIAGE_SIZE - 1) await page.keyboard.press('j');
  }
  // The last one to Done, then undone from the toast with the keyboard.
  await page.keyboard.press('3');
  await expect(lines.nth(TRIAGE_SIZE - 1)).toContainText('Done');
  const undo = page
    .getByRole('status')
    .filter({ hasText: 'Status changed to Done' })
    .getByRole('button', { name: 'Undo' });
  // The toast's button is reached from the keyboard as any other (focus, then Enter).
  await undo.focus();
  await page.keyboard.press('Enter');
  await expect(lines.nth(TRIAGE_SIZE - 1)).toContainText('In progress');

  // Three selected with x, and marked Done together from the selection bar.
  await rows.first().focus();
  for (let i = 0; i < 3; i += 1) {
    await page.keyboard.press('x');
    await page.keyboard.press('j');
  }
  // The shown list's: the other lists are drawn too, hidden, with selection bars of their own.
  const shown = page.getByRole('tabpanel');
  await expect(shown.getByText('3 selected')).toBeVisible();
  // A native select: its choice from the keyboard is the browser's own (selectOption stands
  // in for the platform's arrow keys, which differ between Chromium builds).
  const setStatus = shown.getByLabel('Set status');
  await setStatus.focus();
  await setStatus.selectOption('done');

  // What the server holds: three Done, the rest In progress.
  await expect
    .poll(
      async () => {
        const res = await request.get(`${apiPath('find-records')}?email=${email}`, {
          headers: admin,
        });
        const { data } = (await res.json()) as { data: { record: { status: string } }[] };
        const counts: Record<string, number> = {};
        for (const { record } of data) counts[record.status] = (counts[record.status] ?? 0) + 1;
        return counts;
      },
      { timeout: 30_000 },
    )
    .toEqual({ 'in-progress': TRIAGE_SIZE - 3, done: 3 });

  // Left for the Overview: kept drawn, but out of sight, out of the accessibility tree and
  // out of reach of the keyboard; then shown again as it was left.
  const contactPanel = page.locator('#panel-contact');
  const firstRow = contactPanel.locator('[data-inbox-row]').first();
  await page.getByRole('tab', { name: 'Overview' }).click();
  await expect(contactPanel).toBeHidden();
  await expect(page.getByRole('tabpanel')).toHaveAttribute('id', 'panel-overview');
  // Hidden until found: styles and layout kept, not dropped as by display: none.
  expect(
    await contactPanel.evaluate(
      (panel) => getComputedStyle(panel.parentElement ?? panel).contentVisibility,
    ),
  ).toBe('hidden');
  expect(
    await firstRow.evaluate((row: HTMLElement) => (row.focus(), document.activeElement === row)),
  ).toBe(false);
  await page.getByRole('tab', { name: /^Contact Submissions/ }).click();
  await expect(contactPanel).toBeVisible();
  await expect(rows.filter({ hasText: `Triage ${stamp}` })).toHaveCount(TRIAGE_SIZE);
  await expect(shown.getByText('3 selected')).toBeVisible();
  await firstRow.focus();
  await expect(firstRow).toBeFocused();
});
