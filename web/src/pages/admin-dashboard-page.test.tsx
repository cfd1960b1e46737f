import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROLE_GROUPS } from '@lab/shared/api/routes';
import type { DashboardSummary } from '@lab/shared/schemas/admin';
import type {
  ContactSubmission,
  ResourceRequestRecord,
  ShippingRequestRecord,
} from '@lab/shared/schemas/records';
import { renderAdminRoutes } from '../test/admin-routes';
import { accessToken } from '../test/admin-session';
import {
  installFetchStub,
  json,
  networkFailure,
  page,
  text,
  type Reply,
  type Routes,
} from '../test/fetch-stub';
import { openedCard, shownNames, shownRecords } from '../test/record-inbox';
import { specDateTime } from '../test/spec-date-time';
import { findToast } from '../test/toast';
import AdminDashboardPage from './admin-dashboard-page';
import AdminLoginPage from './admin-login-page';

const TOKEN = accessToken([ROLE_GROUPS.administrator]);

const DASHBOARD = 'GET /api/admin/dashboard';
const CONTACTS = 'GET /api/contact?limit=20';
const RESOURCES = 'GET /api/resources/request?limit=20';
const SHIPPING = 'GET /api/shipping/request?limit=20';
const DASHBOARD_GETS = [DASHBOARD, CONTACTS, RESOURCES, SHIPPING];

const CREATED_AT = '2026-11-21T15:05:00.000Z';

/** What every record carries of the staff's work while it is as it arrived. */
const AS_ARRIVED = {
  status: 'new',
  statusChangedAt: null,
  statusChangedBy: null,
  assignee: null,
  replies: [],
  notes: [],
  delivery: { alert: null, receipt: null },
  samplesReceived: null,
  containersSent: null,
} as const satisfies Partial<ContactSubmission>;

const contactWithEverything: ContactSubmission = {
  ...AS_ARRIVED,
  id: '01JD0CONTACT0000000000001',
  reference: 'PAL-7K3Q-9D',
  createdAt: CREATED_AT,
  name: 'Jo Farmer',
  email: 'jo@example.com',
  phone: '780-555-0100',
  subject: 'pricing',
  message: 'How much is a full soil panel?\nWe farm 640 acres.',
};

const contactWithoutOptionals: ContactSubmission = {
  ...AS_ARRIVED,
  id: '01JD0CONTACT0000000000002',
  // Stored before there were reference numbers.
  reference: null,
  createdAt: '2026-11-20T09:30:00.000Z',
  name: 'Sam Grower',
  email: 'sam@example.com',
  phone: null,
  subject: null,
  message: 'Please call me back.',
};

const resourceRequest: ResourceRequestRecord = {
  ...AS_ARRIVED,
  id: '01JD0RESOURCE000000000001',
  reference: 'PAL-R2X8-4M',
  createdAt: CREATED_AT,
  name: 'Pat Rancher',
  resourceId: 'water-sample-bottles',
  email: 'pat@example.com',
  phone: '306-555-0199',
  address: '12 Range Road 45, Leduc, AB, T9E 2X2',
  comments: 'Company: Prairie Acres\nQuantity: 6 bottles',
};

const shippingRequest: ShippingRequestRecord = {
  ...AS_ARRIVED,
  id: '01JD0SHIPPING000000000001',
  reference: 'PAL-W9BZ-3K',
  createdAt: CREATED_AT,
  shipperName: 'Lee Agronomist',
  shipperEmail: 'lee@example.com',
  shipperPhone: '403-555-0123',
  sampleType: 'humic',
  shipmentWeight: '2 kg',
  shipmentDimensions: '30 x 20 x 10 cm',
};

const summary: DashboardSummary = {
  // Totals far beyond the first page: tabs and badges must show these, not page lengths.
  counts: { contact: 57, resource: 3, shipping: 12 },
  open: { contact: 4, resource: 0, shipping: 12 },
};

// --- The API's answers ------------------------------------------------------------------

/** An answer held back until the test releases it. */
function deferred() {
  let release: (response: Response | Promise<Response>) => void = () => undefined;
  const reply: Reply = () =>
    new Promise<Response>((resolve) => {
      release = resolve;
    });
  return { reply, release: (answer: Reply) => release(answer()) };
}

/** The fetch stub answers from these default routes and a test's own; anything else is recorded. */
const { fetchMock, answer, requests, callTo } = installFetchStub({
  [DASHBOARD]: json(summary),
  [CONTACTS]: json(page([contactWithEverything, contactWithoutOptionals])),
  [RESOURCES]: json(page([resourceRequest])),
  [SHIPPING]: json(page([shippingRequest])),
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

// --- Rendering ---------------------------------------------------------------------------

function renderDashboard({ token = TOKEN as string | null, realLogin = false } = {}) {
  if (token) localStorage.setItem('adminToken', token);
  const user = userEvent.setup();
  renderAdminRoutes(<AdminDashboardPage />, realLogin ? { login: <AdminLoginPage /> } : {});
  return { user };
}

/** Renders with the default answers and waits until the tabs are shown. */
async function renderLoaded(overrides: Routes = {}) {
  answer(overrides);
  const view = renderDashboard();
  await screen.findByRole('tab', { name: 'Overview' });
  return view;
}

async function openTab(user: ReturnType<typeof userEvent.setup>, title: RegExp) {
  await user.click(screen.getByRole('tab', { name: title }));
  return screen.getByRole('tabpanel');
}

const card = (name: string) => openedCard(name);

/** The value shown beside a label in a record card. */
function field(article: HTMLElement, label: string): string | null {
  const term = within(article)
    .getAllByText(label)
    .find((element) => element.tagName === 'DT');
  if (!term) throw new Error(`No field labelled ${label}`);
  const value = term.nextElementSibling;
  expect(value?.tagName).toBe('DD');
  return value?.textContent ?? null;
}

// --- Tests -------------------------------------------------------------------------------

describe('admin dashboard access', () => {
  it('sends a visitor without a token to the login, requesting nothing', async () => {
    answer();
    renderDashboard({ token: null });

    expect(await screen.findByText('Login probe')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin$/);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('requests the totals and the three lists at once, each with the bearer token', async () => {
    const held = DASHBOARD_GETS.map(() => deferred());
    answer(Object.fromEntries(DASHBOARD_GETS.map((key, i) => [key, held[i]!.reply])));
    renderDashboard();

    // All four are out before any of them has answered.
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(4));
    expect(requests().sort()).toEqual([...DASHBOARD_GETS].sort());
    for (const key of DASHBOARD_GETS) {
      const init = callTo(key);
      expect(new Headers(init?.headers).get('Authorization')).toBe(`Bearer ${TOKEN}`);
      expect(init?.credentials).toBe('include');
    }
    expect(screen.getByText('Loading dashboard...')).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();

    held[0]!.release(json(summary));
    held[1]!.release(json(page([contactWithEverything])));
    held[2]!.release(json(page([resourceRequest])));
    held[3]!.release(json(page([shippingRequest])));
    expect(await screen.findByRole('tab', { name: 'Overview' })).toBeInTheDocument();
    expect(screen.queryByText('Loading dashboard...')).not.toBeInTheDocument();
  });
});

describe('admin dashboard overview', () => {
  it('labels the tabs with the API totals, not the length of the first page', async () => {
    await renderLoaded();

    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual([
      'Overview',
      'Contact Submissions (57)',
      'Resource Requests (3)',
      'Shipping Requests (12)',
      'Activity',
      'Accounts',
    ]);
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
  });

  it('offers staff neither the Activity nor the Accounts tab: those are the administrators’', async () => {
    answer();
    renderDashboard({ token: accessToken([ROLE_GROUPS.staff]) });
    await screen.findByRole('tab', { name: 'Overview' });
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).not.toContain('Activity');
    expect(tabs).not.toContain('Accounts');
  });

  it("shows today's date, the three totals and an active system status", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 21, 10, 0));
    await renderLoaded();

    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByText('Saturday, November 21, 2026')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Contact Submissions 57' })).toBeVisible();
    expect(within(panel).getByRole('button', { name: 'Resource Requests 3' })).toBeVisible();
    expect(within(panel).getByRole('button', { name: 'Shipping Requests 12' })).toBeVisible();
    const status = within(panel).getByText('System Status').parentElement as HTMLElement;
    expect(status).toHaveTextContent(/^System StatusActive$/);
  });

  it.each([
    ['Contact Submissions 57', 'Contact Submissions (57)'],
    ['Resource Requests 3', 'Resource Requests (3)'],
    ['Shipping Requests 12', 'Shipping Requests (12)'],
  ])('opens the list tab when its count card (%s) is clicked', async (cardName, tabName) => {
    const { user } = await renderLoaded();
    await user.click(screen.getByRole('button', { name: cardName }));

    expect(screen.getByRole('tab', { name: tabName })).toHaveAttribute('aria-selected', 'true');
    const heading = tabName.replace(/ \(\d+\)$/, '');
    expect(
      within(screen.getByRole('tabpanel')).getByRole('heading', { name: heading }),
    ).toBeInTheDocument();
  });
});

describe('admin dashboard lists', () => {
  it('shows a contact card per record with every field, labels and dates formatted', async () => {
    const { user } = await renderLoaded();
    const panel = await openTab(user, /^Contact Submissions/);

    expect(within(panel).getByText('57 total')).toBeInTheDocument();
    expect(shownRecords(panel)).toHaveLength(2);

    const full = card('Jo Farmer');
    expect(field(full, 'Email')).toBe('jo@example.com');
    expect(field(full, 'Phone')).toBe('780-555-0100');
    expect(field(full, 'Subject')).toBe('Pricing Information');
    expect(field(full, 'Message')).toBe('How much is a full soil panel?\nWe farm 640 acres.');
    expect(field(full, 'Reference')).toBe('PAL-7K3Q-9D');
    expect(field(full, 'Record id')).toBe(contactWithEverything.id);
    const time = within(full).getByText(specDateTime(CREATED_AT));
    expect(time.textContent).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M$/);
    expect(time).toHaveAttribute('datetime', CREATED_AT);

    const sparse = card('Sam Grower');
    expect(field(sparse, 'Email')).toBe('sam@example.com');
    expect(field(sparse, 'Phone')).toBe('Not provided');
    expect(field(sparse, 'Subject')).toBe('Not provided');
    expect(field(sparse, 'Message')).toBe('Please call me back.');
    expect(within(sparse).getByText(specDateTime('2026-11-20T09:30:00.000Z'))).toBeInTheDocument();
    // A record from before reference numbers: its id alone.
    expect(within(sparse).queryByText('Reference', { selector: 'dt' })).toBeNull();
    expect(field(sparse, 'Record id')).toBe(contactWithoutOptionals.id);
  });

  it('shows a resource request card with its container type label', async () => {
    const { user } = await renderLoaded();
    const panel = await openTab(user, /^Resource Requests/);

    expect(within(panel).getByText('3 total')).toBeInTheDocument();
    expect(shownRecords(panel)).toHaveLength(1);
    const request = card('Pat Rancher');
    expect(field(request, 'Container type')).toBe('Water Sample Bottles');
    expect(field(request, 'Email')).toBe('pat@example.com');
    expect(field(request, 'Phone')).toBe('306-555-0199');
    expect(field(request, 'Address')).toBe('12 Range Road 45, Leduc, AB, T9E 2X2');
    expect(field(request, 'Comments')).toBe('Company: Prairie Acres\nQuantity: 6 bottles');
    expect(field(request, 'Reference')).toBe('PAL-R2X8-4M');
    expect(field(request, 'Record id')).toBe(resourceRequest.id);
    expect(within(request).getByText(specDateTime(CREATED_AT))).toBeInTheDocument();
  });

  it('shows a shipping request card with its sample type label', async () => {
    const { user } = await renderLoaded();
    const panel = await openTab(user, /^Shipping Requests/);

    expect(within(panel).getByText('12 total')).toBeInTheDocument();
    expect(shownRecords(panel)).toHaveLength(1);
    const request = card('Lee Agronomist');
    expect(field(request, 'Sample type')).toBe('Humic Substances');
    expect(field(request, 'Email')).toBe('lee@example.com');
    expect(field(request, 'Phone')).toBe('403-555-0123');
    expect(field(request, 'Shipment weight')).toBe('2 kg');
    expect(field(request, 'Shipment dimensions')).toBe('30 x 20 x 10 cm');
    expect(field(request, 'Reference')).toBe('PAL-W9BZ-3K');
    expect(field(request, 'Record id')).toBe(shippingRequest.id);
    expect(within(request).getByText(specDateTime(CREATED_AT))).toBeInTheDocument();
  });

  it('shows the empty message of each list that has no records', async () => {
    const { user } = await renderLoaded({
      [DASHBOARD]: json({
        counts: { contact: 0, resource: 0, shipping: 0 },
      }),
      [CONTACTS]: json(page([])),
      [RESOURCES]: json(page([])),
      [SHIPPING]: json(page([])),
    });

    const empty = [
      [/^Contact Submissions \(0\)$/, 'No contact submissions yet'],
      [/^Resource Requests \(0\)$/, 'No resource requests yet'],
      [/^Shipping Requests \(0\)$/, 'No shipping requests yet'],
    ] as const;
    for (const [tab, message] of empty) {
      const panel = await openTab(user, tab);
      expect(within(panel).getByText(message)).toBeInTheDocument();
      expect(within(panel).getByText('0 total')).toBeInTheDocument();
      expect(shownRecords(panel)).toHaveLength(0);
      expect(within(panel).queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    }
  });

  it('leaves a list empty when its call is not ok, and shows the others', async () => {
    const { user } = await renderLoaded({ [RESOURCES]: text('Internal Server Error', 500) });

    let panel = await openTab(user, /^Resource Requests/);
    expect(within(panel).getByText('No resource requests yet')).toBeInTheDocument();
    expect(shownRecords(panel)).toHaveLength(0);

    panel = await openTab(user, /^Contact Submissions/);
    expect(shownRecords(panel)).toHaveLength(2);
    panel = await openTab(user, /^Shipping Requests/);
    expect(shownRecords(panel)).toHaveLength(1);
    expect(localStorage.getItem('adminToken')).toBe(TOKEN);
  });

  it('leaves out a record it cannot show, and shows the rest of the list', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const odd = { ...contactWithoutOptionals, id: 'odd-1', subject: 'not-a-subject' };
    const { user } = await renderLoaded({
      [CONTACTS]: json(page<unknown>([contactWithEverything, odd, contactWithoutOptionals])),
    });

    const panel = await openTab(user, /^Contact Submissions/);
    expect(shownRecords(panel)).toHaveLength(2);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('loads the next page from the cursor and appends it', async () => {
    const cursor = 'eyJpZCI6IjAxSkQwQ09OVEFDVDAwMDAwMDAwMDAwMDIifQ';
    const older: ContactSubmission = {
      ...contactWithoutOptionals,
      id: '01JD0CONTACT0000000000003',
      name: 'Robin Older',
      email: 'robin@example.com',
    };
    const more = deferred();
    const { user } = await renderLoaded({
      [CONTACTS]: json(page([contactWithEverything, contactWithoutOptionals], cursor)),
      [`${CONTACTS}&cursor=${cursor}`]: more.reply,
    });
    const panel = await openTab(user, /^Contact Submissions/);
    expect(within(panel).getByText('Showing 2 of 57')).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(requests()).toContain(`${CONTACTS}&cursor=${cursor}`));
    expect(new Headers(callTo(`${CONTACTS}&cursor=${cursor}`)?.headers).get('Authorization')).toBe(
      `Bearer ${TOKEN}`,
    );
    expect(within(panel).getByRole('button', { name: 'Loading...' })).toBeDisabled();

    more.release(json(page([older])));
    expect(await within(panel).findByRole('button', { name: 'Robin Older' })).toBeInTheDocument();
    expect(shownNames(panel)).toEqual(['Jo Farmer', 'Sam Grower', 'Robin Older']);
    // The last page has no cursor: nothing more to load, and the total is still the API's.
    expect(within(panel).queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Contact Submissions (57)' })).toBeInTheDocument();
  });

  it('shows submitted markup as literal text, never as elements', async () => {
    const hostile: ContactSubmission = {
      ...contactWithEverything,
      name: '<script>alert(1)</script>',
      message: '<b>bold</b> <img src=x onerror="alert(2)">',
    };
    const { user } = await renderLoaded({ [CONTACTS]: json(page([hostile])) });
    const panel = await openTab(user, /^Contact Submissions/);
    // The compact row shows the name as text too.
    expect(
      within(panel).getByRole('button', { name: '<script>alert(1)</script>' }),
    ).toHaveTextContent('<script>alert(1)</script>');

    const article = card('<script>alert(1)</script>');
    expect(within(article).getByRole('heading')).toHaveTextContent('<script>alert(1)</script>');
    expect(field(article, 'Message')).toBe('<b>bold</b> <img src=x onerror="alert(2)">');
    expect(panel.querySelector('script, b, img')).toBeNull();
  });
});

describe('admin dashboard record actions', () => {
  it('copies the submitter e-mail and says so', async () => {
    const { user } = await renderLoaded();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await openTab(user, /^Shipping Requests/);
    await user.click(within(card('Lee Agronomist')).getByRole('button', { name: /copy email/i }));

    expect(writeText).toHaveBeenCalledWith('lee@example.com');
    const toast = await findToast('Email Copied');
    expect(toast).toHaveTextContent('lee@example.com copied to clipboard');
    expect(toast).not.toHaveAttribute('data-tone', 'destructive');
  });

  it('says when the e-mail could not be copied', async () => {
    const { user } = await renderLoaded();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('Not allowed'));
    await openTab(user, /^Contact Submissions/);
    await user.click(within(card('Jo Farmer')).getByRole('button', { name: /copy email/i }));

    const toast = await findToast('Copy Failed');
    expect(toast).toHaveTextContent('Unable to copy email to clipboard');
    expect(toast).toHaveAttribute('data-tone', 'destructive');
  });

  it('says the e-mail could not be copied where the browser offers no clipboard', async () => {
    const { user } = await renderLoaded();
    // Plain-http pages have no navigator.clipboard.
    vi.spyOn(navigator, 'clipboard', 'get').mockReturnValue(undefined as unknown as Clipboard);
    await openTab(user, /^Resource Requests/);
    await user.click(within(card('Pat Rancher')).getByRole('button', { name: /copy email/i }));

    const toast = await findToast('Copy Failed');
    expect(toast).toHaveTextContent('Unable to copy email to clipboard');
  });

  it.each([
    ['contact', /^Contact Submissions/, 'Jo Farmer', contactWithEverything.id],
    ['resource', /^Resource Requests/, 'Pat Rancher', resourceRequest.id],
    ['shipping', /^Shipping Requests/, 'Lee Agronomist', shippingRequest.id],
  ])('notifies the laboratory about a %s record', async (kind, tab, name, id) => {
    const notifyKey = `POST /api/admin/notify/${kind}/${id}`;
    const message = 'Notification email sent to lab@example.com';
    const { user } = await renderLoaded({ [notifyKey]: json({ success: true, message }) });
    await openTab(user, tab);
    await user.click(within(card(name)).getByRole('button', { name: /re-send lab alert/i }));

    const toast = await findToast('Notification Sent');
    expect(toast).toHaveTextContent(message);
    expect(toast).toHaveAttribute('data-tone', 'success');
    const init = callTo(notifyKey);
    const headers = new Headers(init?.headers);
    expect(headers.get('Authorization')).toBe(`Bearer ${TOKEN}`);
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(init?.body).toBeUndefined();
    expect(init?.credentials).toBe('include');
  });

  it('reads "Sending..." and is disabled while a notification is being sent', async () => {
    const notifyKey = `POST /api/admin/notify/contact/${contactWithEverything.id}`;
    const held = deferred();
    const { user } = await renderLoaded({ [notifyKey]: held.reply });
    await openTab(user, /^Contact Submissions/);
    await user.click(within(card('Jo Farmer')).getByRole('button', { name: /re-send lab alert/i }));

    expect(
      await within(card('Jo Farmer')).findByRole('button', { name: /sending/i }),
    ).toBeDisabled();
    // Only the card being sent is busy.
    expect(
      within(card('Sam Grower')).getByRole('button', { name: /re-send lab alert/i }),
    ).toBeEnabled();
    held.release(json({ success: true, message: 'Sent' }));
    expect(
      await within(card('Jo Farmer')).findByRole('button', { name: /re-send lab alert/i }),
    ).toBeEnabled();
  });

  it.each([
    ['an ok answer with success false', json({ success: false, message: 'X' }), 'X'],
    ['a 502 with a message', json({ success: false, message: 'X' }, 502), 'X'],
    ['a 404 with only a message', json({ message: 'Record not found' }, 404), 'Record not found'],
    ['a 500 with no body', text('', 500), 'Unable to send notification email'],
    ['a 502 with a non-JSON body', text('Bad Gateway', 502), 'Unable to send notification email'],
    [
      'an ok answer with success false and no message',
      json({ success: false, message: '' }),
      'Unable to send notification email',
    ],
  ])('says "Failed to Send" after %s', async (_, reply, description) => {
    const notifyKey = `POST /api/admin/notify/contact/${contactWithEverything.id}`;
    const { user } = await renderLoaded({ [notifyKey]: reply });
    await openTab(user, /^Contact Submissions/);
    await user.click(within(card('Jo Farmer')).getByRole('button', { name: /re-send lab alert/i }));

    const toast = await findToast('Failed to Send');
    expect(toast).toHaveTextContent(description);
    expect(toast).toHaveAttribute('data-tone', 'destructive');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/dashboard$/);
  });

  it('says the notification failed when the request itself fails', async () => {
    const notifyKey = `POST /api/admin/notify/resource/${resourceRequest.id}`;
    const { user } = await renderLoaded({ [notifyKey]: networkFailure });
    await openTab(user, /^Resource Requests/);
    await user.click(
      within(card('Pat Rancher')).getByRole('button', { name: /re-send lab alert/i }),
    );

    const toast = await findToast('Error');
    expect(toast).toHaveTextContent('Failed to send notification email');
    expect(toast).toHaveAttribute('data-tone', 'destructive');
  });
});

describe('admin dashboard session', () => {
  it.each(DASHBOARD_GETS)('ends the session when %s answers 401', async (key) => {
    answer({ [key]: json({ message: 'Unauthorized' }, 401) });
    renderDashboard();

    expect(await screen.findByText('Login probe')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin$/);
    expect(localStorage.getItem('adminToken')).toBeNull();
    const toast = await findToast('Session expired');
    expect(toast).toHaveAttribute('data-tone', 'destructive');
    // Nothing is asked again with the refused token.
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it('ends the session when a notification is refused with 401', async () => {
    const notifyKey = `POST /api/admin/notify/contact/${contactWithEverything.id}`;
    const { user } = await renderLoaded({ [notifyKey]: json({ message: 'Unauthorized' }, 401) });
    await openTab(user, /^Contact Submissions/);
    await user.click(within(card('Jo Farmer')).getByRole('button', { name: /re-send lab alert/i }));

    expect(await screen.findByText('Login probe')).toBeInTheDocument();
    expect(localStorage.getItem('adminToken')).toBeNull();
    expect(await findToast('Session expired')).toHaveAttribute('data-tone', 'destructive');
  });

  it('says the server cannot be reached when every call fails', async () => {
    answer(Object.fromEntries(DASHBOARD_GETS.map((key) => [key, networkFailure])));
    renderDashboard();

    const toast = await findToast('Error');
    expect(toast).toHaveTextContent('Unable to connect to server');
    expect(toast).toHaveAttribute('data-tone', 'destructive');
    // Not a refused token: the admin stays signed in, on the dashboard.
    expect(localStorage.getItem('adminToken')).toBe(TOKEN);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/dashboard$/);
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  const LOGOUT = 'POST /api/admin/logout';

  it('logs out: ends the session on the server, forgets the token, says so and returns to the login', async () => {
    const { user } = await renderLoaded({ [LOGOUT]: json({ everywhere: false }) });
    await user.click(screen.getByRole('button', { name: 'Logout' }));

    expect(await screen.findByText('Login probe')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin$/);
    expect(localStorage.getItem('adminToken')).toBeNull();
    const toast = await findToast('Logged Out');
    expect(toast).toHaveTextContent('You have been logged out successfully');
    expect(toast).not.toHaveAttribute('data-tone', 'destructive');
    expect(fetchMock).toHaveBeenCalledTimes(5);
    const init = callTo(LOGOUT);
    expect(new Headers(init?.headers).get('Authorization')).toBe(`Bearer ${TOKEN}`);
    expect(JSON.parse(String(init?.body))).toEqual({ everywhere: false });
  });

  it.each([
    ['cannot be reached', networkFailure],
    ['fails', text('Internal Server Error', 500)],
  ])('logs out in the browser just the same when the server %s', async (_, reply) => {
    const { user } = await renderLoaded({ [LOGOUT]: reply });
    await user.click(screen.getByRole('button', { name: 'Logout' }));

    expect(await screen.findByText('Login probe')).toBeInTheDocument();
    expect(localStorage.getItem('adminToken')).toBeNull();
    const toast = await findToast('Logged Out');
    expect(toast).toHaveTextContent('You have been logged out successfully');
    expect(toast).not.toHaveAttribute('data-tone', 'destructive');
  });

  it('signs out everywhere: asks the server to end every session, then logs out', async () => {
    const { user } = await renderLoaded({ [LOGOUT]: json({ everywhere: true }) });
    await user.click(screen.getByRole('button', { name: 'Sign out everywhere' }));

    expect(await screen.findByText('Login probe')).toBeInTheDocument();
    expect(localStorage.getItem('adminToken')).toBeNull();
    expect(JSON.parse(String(callTo(LOGOUT)?.body))).toEqual({ everywhere: true });
    const toast = await findToast('Signed out everywhere');
    expect(toast).toHaveTextContent('All your sessions have ended.');
  });

  it('says when signing out everywhere failed, and still forgets the token here', async () => {
    const { user } = await renderLoaded({ [LOGOUT]: text('Internal Server Error', 500) });
    await user.click(screen.getByRole('button', { name: 'Sign out everywhere' }));

    expect(await screen.findByText('Login probe')).toBeInTheDocument();
    expect(localStorage.getItem('adminToken')).toBeNull();
    const toast = await findToast('Logged Out');
    expect(toast).toHaveTextContent('Your other sessions could not be ended.');
    expect(toast).toHaveAttribute('data-tone', 'destructive');
  });

  it('loads everything afresh, with the new token, after logging out and in again', async () => {
    answer({
      'POST /api/admin/login': json({ token: 'token-second', expiresIn: 3600 }),
      [LOGOUT]: json({ everywhere: false }),
      [CONTACTS]: json(page([contactWithEverything])),
    });
    const { user } = renderDashboard({ realLogin: true });
    await screen.findByRole('tab', { name: 'Overview' });
    await user.click(screen.getByRole('button', { name: 'Logout' }));

    await user.type(await screen.findByRole('textbox', { name: /username/i }), 'lab-admin');
    await user.type(screen.getByLabelText(/^password/i), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Access Admin Dashboard' }));

    expect(await screen.findByRole('tab', { name: 'Overview' })).toBeInTheDocument();
    expect(requests()).toEqual([
      ...DASHBOARD_GETS.map(() => expect.stringMatching(/^GET /)),
      LOGOUT,
      'POST /api/admin/login',
      ...DASHBOARD_GETS.map(() => expect.stringMatching(/^GET /)),
    ]);
    // Nothing loaded with the old token is shown without asking again with the new one.
    for (const [, init] of fetchMock.mock.calls.slice(6)) {
      expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer token-second');
    }
  });
});
