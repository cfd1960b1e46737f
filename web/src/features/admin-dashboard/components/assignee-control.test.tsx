import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ROLE_GROUPS } from '@lab/shared/api/routes';
import { RECORD_MESSAGES, type DashboardSummary } from '@lab/shared/schemas/admin';
import AdminDashboardPage from '../../../pages/admin-dashboard-page';
import { renderAdminRoutes } from '../../../test/admin-routes';
import { accessToken } from '../../../test/admin-session';
import { expectNoAxeViolation } from '../../../test/axe';
import { installFetchStub, json, page, type Routes } from '../../../test/fetch-stub';
import { contactSubmission, openedCard } from '../../../test/record-inbox';
import { findToast } from '../../../test/toast';

/*
 * Who has a record (issue 30): the card's assignee control and the lists' assignee
 * toggles, against a stubbed API. The test token's username is `jo`.
 */

const TOKEN = accessToken([ROLE_GROUPS.staff]);
const ME = 'jo';
const DASHBOARD = 'GET /api/admin/dashboard';
const CONTACTS = 'GET /api/contact?limit=20';
const COLLEAGUES = 'GET /api/admin/colleagues';

const record = contactSubmission({ name: 'Pat Grower', email: 'pat@example.com' });
const PATCH = `PATCH /api/admin/records/contact/${record.id}`;

const summary: DashboardSummary = {
  counts: { contact: 1, resource: 0, shipping: 0 },
  open: { contact: 1, resource: 0, shipping: 0 },
};

const { answer, callsTo, requests } = installFetchStub({
  [DASHBOARD]: json(summary),
  [CONTACTS]: json(page([record])),
  'GET /api/resources/request?limit=20': json(page([])),
  'GET /api/shipping/request?limit=20': json(page([])),
});

async function openCard(routes: Routes = {}) {
  answer(routes);
  localStorage.setItem('adminToken', TOKEN);
  const user = userEvent.setup();
  renderAdminRoutes(<AdminDashboardPage />);
  await screen.findByRole('tab', { name: 'Overview' });
  await user.click(screen.getByRole('tab', { name: /^Contact Submissions/ }));
  const panel = screen.getByRole('tabpanel');
  // A list's record is a compact row until opened: the card is the opened row's.
  const card = () => openedCard('Pat Grower', panel);
  const assignee = () => within(card()).getByRole('group', { name: 'Assigned to' });
  return { user, panel, card, assignee };
}

const sent = (key: string, n = 0) => JSON.parse(String(callsTo(key)[n]?.[1]?.body)) as unknown;

describe('a record’s assignee', () => {
  it('shows nobody, and "Take it" assigns it to me: the card follows the answer', async () => {
    const { user, assignee } = await openCard({
      [PATCH]: json({ ...record, assignee: ME }),
    });
    expect(assignee()).toHaveTextContent('Nobody');
    // Looking at a card asks nothing more of the API.
    expect(requests()).not.toContain(COLLEAGUES);

    await user.click(within(assignee()).getByRole('button', { name: 'Take it' }));
    expect(await findToast('Assigned')).toHaveTextContent('Now with jo (you).');
    expect(sent(PATCH)).toEqual({ assignee: ME });
    expect(assignee()).toHaveTextContent('jo (you)');
    // It is mine now: nothing more to take.
    expect(within(assignee()).queryByRole('button', { name: 'Take it' })).not.toBeInTheDocument();
  });

  it('offers the colleagues and Nobody in a menu read when it first opens', async () => {
    const { user, assignee } = await openCard({
      [CONTACTS]: json(page([{ ...record, assignee: ME }])),
      [COLLEAGUES]: json({
        data: [
          { username: 'jo', role: 'staff' },
          { username: 'staff.lee', role: 'staff' },
          { username: 'maria', role: 'administrator' },
        ],
      }),
      [PATCH]: [json({ ...record, assignee: 'staff.lee' }), json(record)],
    });
    expect(assignee()).toHaveTextContent('jo (you)');

    await user.click(within(assignee()).getByRole('button', { name: 'Assign…' }));
    const menu = await screen.findByRole('menu');
    await within(menu).findByRole('menuitem', { name: 'staff.lee' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Nobody', 'jo (you)', 'staff.lee', 'maria']);
    await user.click(within(menu).getByRole('menuitem', { name: 'staff.lee' }));
    expect(await findToast('Assigned')).toHaveTextContent('Now with staff.lee.');
    expect(sent(PATCH)).toEqual({ assignee: 'staff.lee' });
    expect(assignee()).toHaveTextContent('staff.lee');

    await user.click(within(assignee()).getByRole('button', { name: 'Assign…' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Nobody' }));
    // The first toast may still be leaving as this one comes: look for this one among them.
    await waitFor(() =>
      expect(screen.getAllByTestId('toast').map((toast) => toast.textContent)).toContain(
        'UnassignedNobody has it now.',
      ),
    );
    expect(sent(PATCH, 1)).toEqual({ assignee: null });
    expect(assignee()).toHaveTextContent('Nobody');
    // The colleagues were read once for both openings.
    expect(callsTo(COLLEAGUES)).toHaveLength(1);
  });

  it('still offers me and Nobody when the colleagues cannot be read, and says so', async () => {
    const { user, assignee } = await openCard({
      [COLLEAGUES]: json({ message: 'Not Found' }, 404),
    });
    await user.click(within(assignee()).getByRole('button', { name: 'Assign…' }));
    const menu = await screen.findByRole('menu');
    expect(await within(menu).findByText('The colleagues could not be loaded')).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Nobody' })).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'jo (you)' })).toBeInTheDocument();
  });

  it('says so when another colleague assigned it first, and shows who has it', async () => {
    const { user, assignee } = await openCard({
      [PATCH]: json({ ...record, assignee: 'maria' }),
    });
    await user.click(within(assignee()).getByRole('button', { name: 'Take it' }));
    expect(await findToast('Assigned elsewhere')).toHaveTextContent(
      'Another change came first: maria has it.',
    );
    expect(assignee()).toHaveTextContent('maria');
  });

  it('is left as it was when the change is refused, and says why', async () => {
    const { user, assignee } = await openCard({
      [PATCH]: json({ message: RECORD_MESSAGES.conflict }, 409),
    });
    await user.click(within(assignee()).getByRole('button', { name: 'Take it' }));
    expect(await findToast('Not assigned')).toHaveTextContent(RECORD_MESSAGES.conflict);
    expect(assignee()).toHaveTextContent('Nobody');
  });

  // Axe reads the whole dashboard: slower than the default five seconds on a shared machine.
  it('has no axe violation, on the card and in its open menu', { timeout: 30_000 }, async () => {
    const { user, card, assignee } = await openCard({
      [COLLEAGUES]: json({ data: [{ username: 'staff.lee', role: 'staff' }] }),
    });
    await expectNoAxeViolation(card());
    await user.click(within(assignee()).getByRole('button', { name: 'Assign…' }));
    await screen.findByRole('menuitem', { name: 'staff.lee' });
    // The open menu is modal (the page behind it is hidden from assistive technology).
    await expectNoAxeViolation(screen.getByRole('menu'));
  });
});

describe('the lists’ assignee toggles', () => {
  const MINE = `${CONTACTS}&assignee=me`;
  const NOBODYS = `${CONTACTS}&assignee=none`;

  it('ask for my records or nobody’s, one at a time, and the list shows what came', async () => {
    const { user, panel } = await openCard({
      [MINE]: json(page([{ ...record, assignee: ME }])),
      [NOBODYS]: json(page([])),
    });
    const mine = within(panel).getByRole('button', { name: 'Assigned to me' });
    await user.click(mine);
    expect(mine).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(requests()).toContain(MINE));
    await waitFor(() =>
      expect(
        within(openedCard('Pat Grower', panel)).getByRole('group', { name: 'Assigned to' }),
      ).toHaveTextContent('jo (you)'),
    );

    await user.click(within(panel).getByRole('button', { name: 'Unassigned' }));
    expect(mine).toHaveAttribute('aria-pressed', 'false');
    expect(await within(panel).findByText('No records match this filter')).toBeInTheDocument();
    expect(JSON.parse(sessionStorage.getItem('admin-list-filter:contact') ?? '')).toEqual({
      status: 'all',
      assignee: 'none',
    });
  });

  it('read a filtered list again after an assignment, so it no longer holds what it held', async () => {
    const { user, panel } = await openCard({
      [NOBODYS]: [json(page([record])), json(page([]))],
      [PATCH]: json({ ...record, assignee: ME }),
    });
    await user.click(within(panel).getByRole('button', { name: 'Unassigned' }));
    await waitFor(() => expect(callsTo(NOBODYS)).toHaveLength(1));
    await within(panel).findByRole('button', { name: 'Pat Grower' });
    const card = openedCard('Pat Grower', panel);
    await user.click(within(card).getByRole('button', { name: 'Take it' }));
    await findToast('Assigned');
    await waitFor(() => expect(callsTo(NOBODYS)).toHaveLength(2));
    expect(await within(panel).findByText('No records match this filter')).toBeInTheDocument();
  });
});
