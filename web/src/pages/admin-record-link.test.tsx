import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ROLE_GROUPS } from '@lab/shared/api/routes';
import { RECORD_LINK } from '@lab/shared/constants/mail';
import type { ContactSubmission } from '@lab/shared/schemas/records';
import { renderAdminRoutes } from '../test/admin-routes';
import { accessToken } from '../test/admin-session';
import { installFetchStub, json, page } from '../test/fetch-stub';
import AdminDashboardPage from './admin-dashboard-page';
import AdminLoginPage from './admin-login-page';

/*
 * The alert e-mail's link to its record (RECORD_LINK): the dashboard opens with the
 * search for the record's reference made, after signing in when needed.
 */

const TOKEN = accessToken([ROLE_GROUPS.administrator]);
const REFERENCE = 'PAL-5N8C-2H';
const LINK = `${RECORD_LINK.path}?${RECORD_LINK.param}=${REFERENCE}`;
const BY_REFERENCE = `GET /api/admin/records/search?reference=${REFERENCE}`;

const sam: ContactSubmission = {
  id: '01JD0CONTACT0000000000002',
  reference: REFERENCE,
  createdAt: '2026-11-21T15:05:00.000Z',
  name: 'Sam Grower',
  email: 'sam@example.com',
  phone: null,
  subject: null,
  message: 'Please call me back.',
  status: 'new',
  statusChangedAt: null,
  statusChangedBy: null,
  assignee: null,
  replies: [],
  notes: [],
  delivery: { alert: null, receipt: null },
  samplesReceived: null,
  containersSent: null,
};

const { answer, requests, callsTo } = installFetchStub({
  'GET /api/admin/dashboard': json({
    counts: { contact: 1, resource: 0, shipping: 0 },
    open: { contact: 1, resource: 0, shipping: 0 },
  }),
  'GET /api/contact?limit=20': json(page([sam])),
  'GET /api/resources/request?limit=20': json(page([])),
  'GET /api/shipping/request?limit=20': json(page([])),
  [BY_REFERENCE]: json({ data: [{ kind: 'contact', record: sam }] }),
  'POST /api/admin/login': json({ token: TOKEN, expiresIn: 3600 }),
});

function open(route: string, { signedIn = true } = {}) {
  if (signedIn) localStorage.setItem('adminToken', TOKEN);
  const user = userEvent.setup();
  renderAdminRoutes(<AdminDashboardPage />, { route, login: <AdminLoginPage /> });
  return { user };
}

const searchBox = () => screen.getByRole('searchbox', { name: 'E-mail address or reference' });

/** The record's card among the search results, once the search has answered. */
async function findFoundCard() {
  const results = await screen.findByRole('list', { name: 'Search results' });
  return within(results).getByRole('article', { name: 'Sam Grower' });
}

describe('the alert’s link to a record', () => {
  it.each([REFERENCE, 'pal-5n8c-2h', 'PAL5N8C2H'])(
    'opens the dashboard with the search for its reference made (%j)',
    async (typed) => {
      answer();
      open(`${RECORD_LINK.path}?${RECORD_LINK.param}=${encodeURIComponent(typed)}`);

      const found = await findFoundCard();
      expect(within(found).getByText(REFERENCE)).toBeVisible();
      expect(screen.getByRole('status', { name: '' })).toHaveTextContent(
        `1 record found for ${REFERENCE}`,
      );
      expect(searchBox()).toHaveValue(typed);
      expect(callsTo(BY_REFERENCE)).toHaveLength(1);
      expect(new Headers(callsTo(BY_REFERENCE)[0]?.[1]?.headers).get('Authorization')).toBe(
        `Bearer ${TOKEN}`,
      );
    },
  );

  it('goes through the sign-in when signed out, and comes back to the same link', async () => {
    answer();
    const { user } = open(LINK, { signedIn: false });

    await user.type(await screen.findByRole('textbox', { name: /username/i }), 'lab-admin');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin$/);
    expect(requests()).toEqual([]);
    await user.type(screen.getByLabelText(/^password/i), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Access Admin Dashboard' }));

    expect(await findFoundCard()).toBeVisible();
    expect(screen.getByTestId('location')).toHaveTextContent(LINK);
    expect(callsTo(BY_REFERENCE)).toHaveLength(1);
  });

  it.each(['PAL-0000-00', 'not a reference', 'jo@example.com'])(
    'says what a reference looks like when the link’s is not one (%j), and asks nothing',
    async (typed) => {
      answer();
      open(`${RECORD_LINK.path}?${RECORD_LINK.param}=${encodeURIComponent(typed)}`);

      await screen.findByRole('tab', { name: 'Overview' });
      expect(searchBox()).toHaveValue(typed);
      expect(searchBox()).toHaveAccessibleDescription('reference must look like PAL-7K3Q-9D');
      expect(searchBox()).toHaveAttribute('aria-invalid', 'true');
      expect(requests().some((key) => key.includes('/search'))).toBe(false);
    },
  );

  it('is left behind once the admin searches afresh', async () => {
    answer({ 'GET /api/admin/records/search?email=sam%40example.com': json({ data: [] }) });
    const { user } = open(LINK);
    await findFoundCard();

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/dashboard$/);
    expect(searchBox()).toHaveValue('');
    await user.type(searchBox(), 'sam@example.com{Enter}');
    expect(await screen.findByText('No records found for sam@example.com')).toBeInTheDocument();
    expect(callsTo(BY_REFERENCE)).toHaveLength(1);
  });

  it('opens the plain dashboard without the parameter', async () => {
    answer();
    open(RECORD_LINK.path);

    await screen.findByRole('tab', { name: 'Overview' });
    expect(searchBox()).toHaveValue('');
    expect(searchBox()).not.toHaveAttribute('aria-invalid', 'true');
    expect(requests().some((key) => key.includes('/search'))).toBe(false);
  });
});
