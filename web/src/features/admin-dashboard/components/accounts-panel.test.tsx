import { QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, type Account } from '@lab/shared/schemas/accounts';
import { EMAIL_MESSAGE } from '@lab/shared/schemas/fields';
import { createQueryClient } from '../../../lib/query-client';
import { inAdminSession } from '../../../test/admin-session';
import { expectNoAxeViolation } from '../../../test/axe';
import { installFetchStub, json } from '../../../test/fetch-stub';
import { renderWithApp } from '../../../test/render';
import { findToast } from '../../../test/toast';
import { AccountsPanel } from './accounts-panel';

const LIST = 'GET /api/admin/accounts';
const INVITE = 'POST /api/admin/accounts';
const SAM: Account = {
  username: 'sam',
  email: 'sam@example.com',
  role: 'staff',
  state: 'active',
  createdAt: '2026-11-01T15:00:00.000Z',
  // 12:30 PM in Edmonton (MDT, UTC-6), whatever the test machine's zone.
  lastSignInAt: '2026-07-20T18:30:00.000Z',
  mfaEnrolled: true,
};
const KIM: Account = {
  ...SAM,
  username: 'kim',
  email: 'kim@example.com',
  state: 'invited',
  lastSignInAt: null,
  mfaEnrolled: false,
};

const stub = installFetchStub({ [LIST]: json({ data: [SAM] }) });

function renderPanel() {
  renderWithApp(
    <QueryClientProvider client={createQueryClient()}>
      {inAdminSession(<AccountsPanel />)}
    </QueryClientProvider>,
  );
}

const sentBody = (key: string, n = 0) =>
  JSON.parse(String(stub.callsTo(key)[n]?.[1]?.body)) as unknown;

describe('the Accounts tab', () => {
  it('lists each account with its role, state, last sign-in in laboratory time and authenticator', async () => {
    renderPanel();
    const list = await screen.findByRole('list', { name: 'Staff accounts' });
    const row = within(list).getByRole('listitem');
    expect(row).toHaveTextContent('sam');
    expect(row).toHaveTextContent('sam@example.com');
    expect(row).toHaveTextContent('Staff');
    expect(row).toHaveTextContent('Active');
    expect(row).toHaveTextContent('Last sign-in: Jul 20, 2026, 12:30 PM');
    expect(row).toHaveTextContent('Authenticator set up');
    await expectNoAxeViolation();
  });

  it('checks an invitation with the shared schema, under each field, before sending anything', async () => {
    const user = userEvent.setup();
    renderPanel();
    await user.type(await screen.findByLabelText('Username'), 'kim lee');
    await user.type(screen.getByLabelText('E-mail'), 'kim');
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.usernameShape)).toBeInTheDocument();
    expect(screen.getByText(EMAIL_MESSAGE)).toBeInTheDocument();
    expect(stub.callsTo(INVITE)).toHaveLength(0);
  });

  it('invites a colleague, says so, and shows them in the list read again', async () => {
    stub.answer({
      [INVITE]: json({ account: KIM }, 201),
      [LIST]: [json({ data: [SAM] }), json({ data: [KIM, SAM] })],
    });
    const user = userEvent.setup();
    renderPanel();
    await user.type(await screen.findByLabelText('Username'), 'kim');
    await user.type(screen.getByLabelText('E-mail'), 'kim@example.com');
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    expect(await findToast('Invitation sent')).toHaveTextContent('kim@example.com');
    expect(sentBody(INVITE)).toEqual({ username: 'kim', email: 'kim@example.com', role: 'staff' });
    expect(await screen.findByText('Invited, not signed in yet')).toBeInTheDocument();
  });

  it('puts a taken username under the username field', async () => {
    stub.answer({ [INVITE]: json({ message: ACCOUNT_MESSAGES.usernameTaken }, 409) });
    const user = userEvent.setup();
    renderPanel();
    await user.type(await screen.findByLabelText('Username'), 'sam');
    await user.type(screen.getByLabelText('E-mail'), 'sam@example.com');
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.usernameTaken)).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
  });

  const PATCH = 'PATCH /api/admin/accounts/sam';

  it('disables an account only after the confirmation', async () => {
    stub.answer({ [PATCH]: json({ account: { ...SAM, state: 'disabled' } }) });
    const user = userEvent.setup();
    renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Actions for sam' }));
    await user.click(screen.getByRole('menuitem', { name: 'Disable' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disable sam?' });
    expect(stub.callsTo(PATCH)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Disable' }));
    expect(await findToast('Account updated')).toHaveTextContent('Disabled');
    expect(sentBody(PATCH)).toEqual({ action: 'disable' });
  });

  it('shows the server’s refusal of a change', async () => {
    stub.answer({ [PATCH]: json({ message: ACCOUNT_MESSAGES.notYourself }, 409) });
    const user = userEvent.setup();
    renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Actions for sam' }));
    await user.click(screen.getByRole('menuitem', { name: 'Make administrator' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Make administrator' }),
    );
    expect(await findToast('Not changed')).toHaveTextContent(ACCOUNT_MESSAGES.notYourself);
    expect(sentBody(PATCH)).toEqual({ role: 'administrator' });
  });
});
