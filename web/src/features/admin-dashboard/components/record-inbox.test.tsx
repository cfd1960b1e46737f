import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ROLE_GROUPS } from '@lab/shared/api/routes';
import { STORAGE_KEYS } from '@lab/shared/constants/storage-keys';
import { RECORD_MESSAGES, type DashboardSummary } from '@lab/shared/schemas/admin';
import type {
  ContactSubmission,
  ResourceRequestRecord,
  ShippingRequestRecord,
} from '@lab/shared/schemas/records';
import AdminDashboardPage from '../../../pages/admin-dashboard-page';
import { renderAdminRoutes } from '../../../test/admin-routes';
import { accessToken } from '../../../test/admin-session';
import { expectNoAxeViolation } from '../../../test/axe';
import { installFetchStub, json, page, type Routes } from '../../../test/fetch-stub';
import { inboxLine, openedCard, shownRecords, contactSubmission } from '../../../test/record-inbox';
import { specDateTime } from '../../../test/spec-date-time';
import { findToast } from '../../../test/toast';

/*
 * The staff inbox on the dashboard (issue 15): a record's status and notes, each list's
 * filter, the open counts and the search, against a stubbed API.
 */

const TOKEN = accessToken([ROLE_GROUPS.administrator]);
const DASHBOARD = 'GET /api/admin/dashboard';
const CONTACTS = 'GET /api/contact?limit=20';
const RESOURCES = 'GET /api/resources/request?limit=20';
const SHIPPING = 'GET /api/shipping/request?limit=20';

const jo = contactSubmission();
const sam: ContactSubmission = {
  ...jo,
  id: '01JD0CONTACT0000000000002',
  reference: 'PAL-5N8C-2H',
  name: 'Sam Grower',
  email: 'sam@example.com',
  status: 'in-progress',
  statusChangedAt: '2026-11-22T10:00:00.000Z',
  statusChangedBy: 'staff.lee',
  assignee: null,
  replies: [],
  notes: [
    { at: '2026-11-22T10:00:00.000Z', by: 'staff.lee', text: 'Called back, left a message.' },
  ],
};
const joShipping: ShippingRequestRecord = {
  id: '01JD0SHIPPING000000000001',
  reference: 'PAL-H4TM-7P',
  createdAt: '2026-11-23T08:00:00.000Z',
  shipperName: 'Jo Farmer',
  shipperEmail: 'jo@example.com',
  shipperPhone: '403-555-0123',
  sampleType: 'soil',
  shipmentWeight: '2 kg',
  shipmentDimensions: '30 x 20 x 10 cm',
  status: 'done',
  statusChangedAt: '2026-11-23T09:00:00.000Z',
  statusChangedBy: 'staff.jo',
  assignee: null,
  replies: [],
  notes: [],
  delivery: { alert: null, receipt: null },
  samplesReceived: null,
  containersSent: null,
};

const summary: DashboardSummary = {
  counts: { contact: 57, resource: 3, shipping: 12 },
  open: { contact: 4, resource: 0, shipping: 12 },
};

/** Answers the dashboard's reads; a test adds or changes routes with `answer`. */
const { fetchMock, answer, requests, callsTo } = installFetchStub({
  [DASHBOARD]: json(summary),
  [CONTACTS]: json(page([jo, sam])),
  [RESOURCES]: json(page([])),
  [SHIPPING]: json(page([joShipping])),
});

async function renderDashboard(routes: Routes = {}, token = TOKEN) {
  answer(routes);
  localStorage.setItem('adminToken', token);
  const user = userEvent.setup();
  const view = renderAdminRoutes(<AdminDashboardPage />);
  await screen.findByRole('tab', { name: 'Overview' });
  return { user, view };
}

async function openContacts(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('tab', { name: /^Contact Submissions/ }));
  return screen.getByRole('tabpanel');
}

const card = openedCard;
const records = shownRecords;

describe('a record’s status', () => {
  const PATCH_JO = `PATCH /api/admin/records/contact/${jo.id}`;
  const done: ContactSubmission = {
    ...jo,
    status: 'done',
    statusChangedAt: '2026-11-23T07:50:00.000Z',
    statusChangedBy: 'staff.jo',
    assignee: null,
    replies: [],
  };

  it('shows on each card with its last change', async () => {
    const { user } = await renderDashboard();
    await openContacts(user);

    const fresh = card('Jo Farmer');
    expect(within(fresh).getByText('New', { selector: '.MuiChip-label' })).toBeVisible();
    expect(within(fresh).getByRole('combobox', { name: 'Status' })).toHaveValue('new');
    expect(within(fresh).getByText('Not changed since it arrived')).toBeInTheDocument();

    const worked = card('Sam Grower');
    expect(within(worked).getByRole('combobox', { name: 'Status' })).toHaveValue('in-progress');
    const change = within(worked).getByText(/by staff\.lee/);
    expect(change).toHaveTextContent(
      `In progress · by staff.lee · ${specDateTime('2026-11-22T10:00:00.000Z')}`,
    );
  });

  it('is changed with a PATCH, and the card, the open counts and the list follow the answer', async () => {
    const { user } = await renderDashboard({
      [PATCH_JO]: json(done),
      [DASHBOARD]: [json(summary), json({ ...summary, open: { ...summary.open, contact: 3 } })],
    });
    const panel = await openContacts(user);
    const select = within(card('Jo Farmer')).getByRole('combobox', { name: 'Status' });
    await user.selectOptions(select, 'Done');

    const toast = await findToast('Status changed');
    expect(toast).toHaveTextContent('Now Done.');
    const [call] = callsTo(PATCH_JO);
    const init = call?.[1];
    expect(JSON.parse(String(init?.body))).toEqual({ status: 'done' });
    const headers = new Headers(init?.headers);
    expect(headers.get('Authorization')).toBe(`Bearer ${TOKEN}`);
    expect(headers.get('Content-Type')).toBe('application/json');

    const updated = card('Jo Farmer');
    expect(within(updated).getByRole('combobox', { name: 'Status' })).toHaveValue('done');
    expect(within(updated).getByText(/by staff\.jo/)).toHaveTextContent(
      `Done · by staff.jo · ${specDateTime('2026-11-23T07:50:00.000Z')}`,
    );
    // The totals are read again for the open count; the list is not: the admin stays put,
    // and the tab keeps the spec's total.
    await waitFor(() => expect(callsTo(DASHBOARD)).toHaveLength(2));
    expect(callsTo(CONTACTS)).toHaveLength(1);
    expect(records(panel)).toHaveLength(2);
    expect(screen.getByRole('tab', { name: 'Contact Submissions (57)' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Overview' }));
    expect(await screen.findByRole('button', { name: /^3 open/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Contact Submissions 57' })).toBeInTheDocument();
  });

  it('says so when another change came first, and shows the record as it ended up', async () => {
    const spam = { ...done, status: 'spam' as const, statusChangedBy: 'staff.lee' };
    const { user } = await renderDashboard({ [PATCH_JO]: json(spam) });
    await openContacts(user);
    await user.selectOptions(
      within(card('Jo Farmer')).getByRole('combobox', { name: 'Status' }),
      'Done',
    );

    const toast = await findToast('Status changed elsewhere');
    expect(toast).toHaveTextContent('Another change came first: the record is Spam.');
    expect(within(card('Jo Farmer')).getByRole('combobox', { name: 'Status' })).toHaveValue('spam');
  });

  it.each([
    ['a 404', json({ message: 'Record not found' }, 404), 'This record no longer exists.'],
    ['a 400', json({ message: 'status must be one of new' }, 400), 'status must be one of new'],
    ['a 409', json({ message: RECORD_MESSAGES.conflict }, 409), RECORD_MESSAGES.conflict],
    ['a 500', json({ message: 'Internal error' }, 500), 'Something went wrong on the server.'],
    ['no answer', () => Promise.reject(new TypeError('Failed to fetch')), 'Unable to connect'],
  ])('is left as it was after %s, and says why', async (_, reply, why) => {
    const { user } = await renderDashboard({ [PATCH_JO]: reply });
    await openContacts(user);
    await user.selectOptions(
      within(card('Jo Farmer')).getByRole('combobox', { name: 'Status' }),
      'Done',
    );

    const toast = await findToast('Status not changed');
    expect(toast).toHaveTextContent(why);
    expect(toast).toHaveAttribute('data-tone', 'destructive');
    expect(within(card('Jo Farmer')).getByRole('combobox', { name: 'Status' })).toHaveValue('new');
  });

  it('ends the session when the change is refused with 401', async () => {
    const { user } = await renderDashboard({ [PATCH_JO]: json({ message: 'Unauthorized' }, 401) });
    await openContacts(user);
    await user.selectOptions(
      within(card('Jo Farmer')).getByRole('combobox', { name: 'Status' }),
      'Done',
    );

    expect(await screen.findByText('Login probe')).toBeInTheDocument();
    expect(localStorage.getItem('adminToken')).toBeNull();
    expect(await findToast('Session expired')).toHaveAttribute('data-tone', 'destructive');
  });
});

describe('a record’s notes', () => {
  const PATCH_SAM = `PATCH /api/admin/records/contact/${sam.id}`;

  it('are listed with who and when, as literal text', async () => {
    const hostile = {
      ...sam,
      notes: [
        ...sam.notes,
        {
          at: '2026-11-23T08:00:00.000Z',
          by: 'staff.jo',
          text: '<script>alert(1)</script>\n<b>second line</b>',
        },
      ],
    };
    const { user } = await renderDashboard({ [CONTACTS]: json(page([hostile])) });
    await openContacts(user);

    const notes = within(card('Sam Grower')).getAllByRole('listitem');
    expect(notes.map((note) => note.textContent)).toEqual([
      `staff.lee · ${specDateTime('2026-11-22T10:00:00.000Z')}Called back, left a message.`,
      `staff.jo · ${specDateTime('2026-11-23T08:00:00.000Z')}<script>alert(1)</script>\n<b>second line</b>`,
    ]);
    expect(card('Sam Grower').querySelector('script, b')).toBeNull();
  });

  it('takes a new note, sends it, shows it and clears the field', async () => {
    const noted: ContactSubmission = {
      ...sam,
      notes: [
        ...sam.notes,
        { at: '2026-11-23T09:00:00.000Z', by: 'staff.jo', text: 'Quote sent.' },
      ],
    };
    const { user } = await renderDashboard({ [PATCH_SAM]: json(noted) });
    await openContacts(user);
    const field = within(card('Sam Grower')).getByRole('textbox', { name: 'Internal note' });
    await user.type(field, '  Quote sent.  ');
    await user.click(within(card('Sam Grower')).getByRole('button', { name: 'Add note' }));

    expect(await findToast('Note added')).toHaveAttribute('data-tone', 'success');
    expect(JSON.parse(String(callsTo(PATCH_SAM)[0]?.[1]?.body))).toEqual({ note: 'Quote sent.' });
    expect(within(card('Sam Grower')).getByText('Quote sent.')).toBeInTheDocument();
    expect(within(card('Sam Grower')).getByRole('textbox', { name: 'Internal note' })).toHaveValue(
      '',
    );
  });

  it('asks for a note before sending an empty one', async () => {
    const { user } = await renderDashboard();
    await openContacts(user);
    await user.click(within(card('Sam Grower')).getByRole('button', { name: 'Add note' }));

    const field = within(card('Sam Grower')).getByRole('textbox', { name: 'Internal note' });
    await waitFor(() => expect(field).toHaveAccessibleDescription('Write a note'));
    expect(field).toHaveFocus();
    expect(requests().filter((key) => key.startsWith('PATCH'))).toEqual([]);
  });

  it('shows the API’s message for the note under the field, and keeps what was typed', async () => {
    const message = 'Note must be at most 1000 characters';
    const { user } = await renderDashboard({
      [PATCH_SAM]: json(
        { message: 'Please correct the highlighted fields', errors: { note: message } },
        400,
      ),
    });
    await openContacts(user);
    const field = within(card('Sam Grower')).getByRole('textbox', { name: 'Internal note' });
    await user.type(field, 'A note the server refuses');
    await user.click(within(card('Sam Grower')).getByRole('button', { name: 'Add note' }));

    await waitFor(() => expect(field).toHaveAccessibleDescription(message));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveValue('A note the server refuses');
    const toast = await findToast('Note not added');
    expect(toast).toHaveTextContent('Please correct the highlighted fields');
  });
});

describe('promises watched', () => {
  // Monday 2026-01-05 9:00 in Edmonton: due Wednesday 17:00, long past.
  const late: ResourceRequestRecord = {
    id: '01JD0RESOURCE00000000001',
    reference: 'PAL-Q2W3-4E',
    createdAt: '2026-01-05T16:00:00.000Z',
    resourceId: 'soil-sample-bags',
    name: 'Kim Rancher',
    email: 'kim@example.com',
    phone: null,
    address: null,
    comments: null,
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

  it('counts the overdue requests of each promised kind on the overview, and none for contacts', async () => {
    await renderDashboard({
      [DASHBOARD]: json({ ...summary, overdue: { resource: 2, shipping: 0 } }),
    });
    const panel = screen.getByRole('tabpanel');
    const cardOf = (text: RegExp) =>
      within(panel).getByText(text).closest('.MuiCard-root') as HTMLElement;
    expect(await within(panel).findByText(/^2 overdue/)).toHaveTextContent(
      "2 overdue (open resource requests past the laboratory's promise)",
    );
    expect(cardOf(/^2 overdue/)).toHaveTextContent('Resource Requests');
    expect(cardOf(/^0 overdue/)).toHaveTextContent('Shipping Requests');
    expect(within(panel).getAllByText(/overdue/)).toHaveLength(2);
  });

  it('leaves the overdue counts out when the API does not send them', async () => {
    await renderDashboard();
    await screen.findByText('4 open');
    expect(screen.queryByText(/overdue/)).not.toBeInTheDocument();
  });

  it('flags an open request past its promise on its card, in laboratory time', async () => {
    const { user } = await renderDashboard({ [RESOURCES]: json(page([late])) });
    await user.click(screen.getByRole('tab', { name: /^Resource Requests/ }));
    // The row says it, and so does the card it opens to.
    await screen.findByRole('button', { name: 'Kim Rancher' });
    expect(within(inboxLine('Kim Rancher')).getByText(/^Overdue/)).toHaveTextContent(
      'Overdue: promised by Jan 7, 5:00 PM',
    );
    const flagged = card('Kim Rancher');
    expect(within(flagged).getByText(/^Overdue/)).toHaveTextContent(
      'Overdue: promised by Jan 7, 5:00 PM',
    );
    // Its arrival is the laboratory's 9:00 AM, not the browser's (UTC) 4:00 PM.
    expect(within(flagged).getByText('Jan 5, 2026, 9:00 AM')).toBeInTheDocument();
    // A contact message is never flagged, however old.
    await user.click(screen.getByRole('tab', { name: /^Contact Submissions/ }));
    expect(await screen.findByRole('button', { name: 'Jo Farmer' })).toBeInTheDocument();
    // (The resource list is kept, hidden, behind the shown tab.)
    expect(within(screen.getByRole('tabpanel')).queryByText(/^Overdue/)).not.toBeInTheDocument();
  });
});

describe('a list’s filter', () => {
  const OPEN = `${CONTACTS}&status=open`;

  it('starts at All: the spec’s request, its total badge and its empty message', async () => {
    const { user } = await renderDashboard({
      [DASHBOARD]: json({ ...summary, counts: { ...summary.counts, contact: 0 } }),
      [CONTACTS]: json(page([])),
    });
    const panel = await openContacts(user);

    expect(requests()).toContain(CONTACTS);
    expect(requests().some((key) => key.includes('status='))).toBe(false);
    expect(within(panel).getByRole('combobox', { name: 'Filter by status' })).toHaveValue('all');
    expect(within(panel).getByText('No contact submissions yet')).toBeInTheDocument();
    expect(within(panel).queryByText('No records match this filter')).not.toBeInTheDocument();
    expect(within(panel).getByText('0 total')).toBeInTheDocument();
  });

  it('narrows the list request, keeps the total, and is remembered for the session', async () => {
    const { user, view } = await renderDashboard({ [OPEN]: json(page([sam])) });
    let panel = await openContacts(user);
    await user.selectOptions(
      within(panel).getByRole('combobox', { name: 'Filter by status' }),
      'Open (new and in progress)',
    );

    await waitFor(() => expect(records(panel)).toHaveLength(1));
    expect(callsTo(OPEN)).toHaveLength(1);
    expect(new Headers(callsTo(OPEN)[0]?.[1]?.headers).get('Authorization')).toBe(
      `Bearer ${TOKEN}`,
    );
    expect(within(panel).getByText('57 total')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Contact Submissions (57)' })).toBeInTheDocument();
    expect(within(panel).getByRole('status', { name: '' })).toHaveTextContent(
      'Showing 1 matching records (Open (new and in progress))',
    );
    expect(JSON.parse(sessionStorage.getItem('admin-list-filter:contact') ?? '')).toEqual({
      status: 'open',
    });

    // A reload in the same tab asks for the open records straight away.
    view.unmount();
    fetchMock.mockClear();
    await renderDashboard({ [OPEN]: json(page([sam])) });
    expect(requests()).toContain(OPEN);
    expect(requests()).not.toContain(CONTACTS);
    panel = await openContacts(userEvent.setup());
    expect(within(panel).getByRole('combobox', { name: 'Filter by status' })).toHaveValue('open');
  });

  it('says when nothing matches, without the spec’s empty message', async () => {
    const { user } = await renderDashboard({ [`${CONTACTS}&status=spam`]: json(page([])) });
    const panel = await openContacts(user);
    await user.selectOptions(
      within(panel).getByRole('combobox', { name: 'Filter by status' }),
      'Spam',
    );

    expect(await within(panel).findByText('No records match this filter')).toBeInTheDocument();
    expect(within(panel).queryByText('No contact submissions yet')).not.toBeInTheDocument();
    expect(records(panel)).toHaveLength(0);

    // Clear goes back to the spec's list (still cached, so nothing is asked again).
    await user.click(within(panel).getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(records(panel)).toHaveLength(2));
    expect(sessionStorage.getItem('admin-list-filter:contact')).toBeNull();
  });

  it('offers to look further back when a filtered page came back empty with a cursor', async () => {
    const SPAM = `${CONTACTS}&status=spam`;
    const { user } = await renderDashboard({
      [SPAM]: json(page([], 'older')),
      [`${SPAM}&cursor=older`]: json(page([{ ...jo, status: 'spam' as const }])),
    });
    const panel = await openContacts(user);
    await user.selectOptions(
      within(panel).getByRole('combobox', { name: 'Filter by status' }),
      'Spam',
    );

    expect(
      await within(panel).findByText(
        'No matching records among the newest. Load more to look further back.',
      ),
    ).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Load more' }));
    expect(await within(panel).findByRole('button', { name: 'Jo Farmer' })).toBeInTheDocument();
  });

  it('narrows by arrival dates, and refuses a range the wrong way round', async () => {
    const RANGE = `${CONTACTS}&from=2026-11-01&to=2026-11-21`;
    const { user } = await renderDashboard({
      [`${CONTACTS}&from=2026-11-01`]: json(page([jo, sam])),
      [RANGE]: json(page([jo])),
    });
    const panel = await openContacts(user);
    const from = within(panel).getByLabelText('Received from');
    const to = within(panel).getByLabelText('Received to');

    fireEvent.change(from, { target: { value: '2026-11-01' } });
    fireEvent.change(to, { target: { value: '2026-11-21' } });
    await waitFor(() => expect(records(panel)).toHaveLength(1));
    expect(requests()).toContain(RANGE);

    const before = requests().length;
    fireEvent.change(to, { target: { value: '2026-10-01' } });
    expect(to).toHaveAccessibleDescription('The From date must be on or before the To date.');
    expect(requests()).toHaveLength(before);
  });

  it('follows the cursor of the filtered list with Load more', async () => {
    const OPEN_MORE = `${OPEN}&cursor=next`;
    const { user } = await renderDashboard({
      [OPEN]: json(page([jo], 'next')),
      [OPEN_MORE]: json(page([sam])),
    });
    const panel = await openContacts(user);
    await user.selectOptions(
      within(panel).getByRole('combobox', { name: 'Filter by status' }),
      'Open (new and in progress)',
    );
    await user.click(await within(panel).findByRole('button', { name: 'Load more' }));

    await waitFor(() => expect(records(panel)).toHaveLength(2));
    expect(requests()).toContain(OPEN_MORE);
  });

  it('opens from an overview card’s open count, showing the open records', async () => {
    const { user } = await renderDashboard({ [OPEN]: json(page([jo, sam])) });
    // The spec's card keeps its name: title and total.
    expect(screen.getByRole('button', { name: 'Contact Submissions 57' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^4 open/ }));

    const panel = screen.getByRole('tabpanel');
    expect(screen.getByRole('tab', { name: 'Contact Submissions (57)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(within(panel).getByRole('combobox', { name: 'Filter by status' })).toHaveValue('open');
    await waitFor(() => expect(requests()).toContain(OPEN));
  });

  it('has no axe violation on a filtered list with cards', async () => {
    const { user } = await renderDashboard({ [OPEN]: json(page([jo, sam])) });
    const panel = await openContacts(user);
    await user.selectOptions(
      within(panel).getByRole('combobox', { name: 'Filter by status' }),
      'Open (new and in progress)',
    );
    await waitFor(() => expect(requests()).toContain(OPEN));
    await expectNoAxeViolation();
  });
});

describe('the search', () => {
  const BY_EMAIL = 'GET /api/admin/records/search?email=jo%40example.com';
  const BY_ID = `GET /api/admin/records/search?id=${sam.id}`;

  it('finds a requester’s records of every kind by e-mail address', async () => {
    const { user } = await renderDashboard({
      [BY_EMAIL]: json({
        data: [
          { kind: 'shipping', record: joShipping },
          { kind: 'contact', record: jo },
        ],
      }),
    });
    const search = screen.getByRole('search');
    await user.type(
      within(search).getByRole('searchbox', { name: 'E-mail address or reference' }),
      '  jo@example.com ',
    );
    await user.click(within(search).getByRole('button', { name: 'Search' }));

    const results = await screen.findByRole('list', { name: 'Search results' });
    expect(screen.getByText('2 records found for jo@example.com')).toHaveAttribute(
      'role',
      'status',
    );
    const cards = within(results).getAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByText('Shipping request')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('Contact submission')).toBeInTheDocument();
    expect(new Headers(callsTo(BY_EMAIL)[0]?.[1]?.headers).get('Authorization')).toBe(
      `Bearer ${TOKEN}`,
    );
    // The results carry the cards' actions.
    expect(within(cards[0]!).getByRole('combobox', { name: 'Status' })).toHaveValue('done');
    expect(within(cards[0]!).getByRole('button', { name: /copy email/i })).toBeInTheDocument();

    await expectNoAxeViolation();
  });

  it('finds a record by its id, and says when nothing was found', async () => {
    const { user } = await renderDashboard({
      [BY_ID]: json({ data: [{ kind: 'contact', record: sam }] }),
      'GET /api/admin/records/search?id=01JD0UNKNOWN': json({ message: 'Record not found' }, 404),
    });
    const box = screen.getByRole('searchbox', { name: 'E-mail address or reference' });
    await user.type(box, sam.id);
    await user.keyboard('{Enter}');
    expect(await screen.findByText(`1 record found for ${sam.id}`)).toBeInTheDocument();
    expect(card('Sam Grower', screen.getByRole('list', { name: 'Search results' }))).toBeVisible();

    await user.clear(box);
    await user.type(box, '01JD0UNKNOWN{Enter}');
    expect(await screen.findByText('No records found for 01JD0UNKNOWN')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Search results' })).not.toBeInTheDocument();
  });

  it.each(['pal 5n8c2h', 'Pal-5N8c-2h', ' PAL-5N8C-2H '])(
    'finds a record by the reference number its requester reads out (%j)',
    async (typed) => {
      const BY_REFERENCE = 'GET /api/admin/records/search?reference=PAL-5N8C-2H';
      const { user } = await renderDashboard({
        [BY_REFERENCE]: json({ data: [{ kind: 'contact', record: sam }] }),
      });
      await user.type(
        screen.getByRole('searchbox', { name: 'E-mail address or reference' }),
        `${typed}{Enter}`,
      );

      expect(await screen.findByText('1 record found for PAL-5N8C-2H')).toHaveAttribute(
        'role',
        'status',
      );
      expect(callsTo(BY_REFERENCE)).toHaveLength(1);
      const found = card('Sam Grower', screen.getByRole('list', { name: 'Search results' }));
      expect(within(found).getByText('PAL-5N8C-2H')).toBeVisible();
      expect(within(found).getByText(sam.id)).toBeVisible();
    },
  );

  it('checks the input before asking', async () => {
    const { user } = await renderDashboard();
    const box = screen.getByRole('searchbox', { name: 'E-mail address or reference' });
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(box).toHaveAccessibleDescription('Enter an e-mail address or a reference.');
    await user.type(box, 'jo@{Enter}');
    expect(box).toHaveAccessibleDescription('Please enter a valid email address');
    expect(requests().some((key) => key.includes('/search'))).toBe(false);
  });

  it('changes a found record’s status in place', async () => {
    const PATCH = `PATCH /api/admin/records/contact/${jo.id}`;
    const done = {
      ...jo,
      status: 'done' as const,
      statusChangedAt: '2026-11-23T07:50:00.000Z',
      statusChangedBy: 'staff.jo',
      assignee: null,
      replies: [],
    };
    const { user } = await renderDashboard({
      [BY_EMAIL]: json({ data: [{ kind: 'contact', record: jo }] }),
      [PATCH]: json(done),
    });
    await user.type(screen.getByRole('searchbox'), 'jo@example.com{Enter}');
    const found = card('Jo Farmer', await screen.findByRole('list', { name: 'Search results' }));
    await user.selectOptions(within(found).getByRole('combobox', { name: 'Status' }), 'Done');

    await findToast('Status changed');
    expect(
      within(card('Jo Farmer', screen.getByRole('list', { name: 'Search results' }))).getByRole(
        'combobox',
        { name: 'Status' },
      ),
    ).toHaveValue('done');
  });

  it('ends the session when the search is refused with 401', async () => {
    const { user } = await renderDashboard({ [BY_EMAIL]: json({ message: 'Unauthorized' }, 401) });
    await user.type(screen.getByRole('searchbox'), 'jo@example.com{Enter}');
    expect(await screen.findByText('Login probe')).toBeInTheDocument();
    expect(localStorage.getItem('adminToken')).toBeNull();
  });
});

describe('erasing a requester', () => {
  const BY_EMAIL = 'GET /api/admin/records/search?email=jo%40example.com';
  const ERASE = 'POST /api/admin/erase';

  async function searchJo() {
    const found = json({
      data: [
        { kind: 'shipping', record: joShipping },
        { kind: 'contact', record: jo },
      ],
    });
    const { user } = await renderDashboard({
      [BY_EMAIL]: [found, json({ data: [] })],
      [ERASE]: json({ deleted: { contact: 1, resource: 0, shipping: 1 } }),
      [DASHBOARD]: [
        json(summary),
        json({ ...summary, counts: { contact: 56, resource: 3, shipping: 11 } }),
      ],
    });
    await user.type(screen.getByRole('searchbox'), 'jo@example.com{Enter}');
    await screen.findByRole('list', { name: 'Search results' });
    return user;
  }

  it('is not offered to staff, nor is the activity log: those are the administrators’', async () => {
    const { user } = await renderDashboard(
      { [BY_EMAIL]: json({ data: [{ kind: 'contact', record: jo }] }) },
      accessToken([ROLE_GROUPS.staff]),
    );
    expect(screen.queryByRole('tab', { name: 'Activity' })).not.toBeInTheDocument();
    await user.type(screen.getByRole('searchbox'), 'jo@example.com{Enter}');
    await screen.findByRole('list', { name: 'Search results' });
    expect(screen.queryByRole('button', { name: /erase/i })).not.toBeInTheDocument();
  });

  it('asks for confirmation, saying what will go; Cancel erases nothing', async () => {
    const user = await searchJo();
    await user.click(screen.getByRole('button', { name: 'Erase this requester' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Erase everything held about jo@example.com?',
    });
    expect(dialog).toHaveTextContent(
      'Contact Submissions: 1, Resource Requests: 0, Shipping Requests: 1 found',
    );
    expect(dialog).toHaveTextContent('This cannot be undone.');
    // The dialog itself: behind a modal, MUI hides the page from assistive technology.
    await expectNoAxeViolation(dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(ERASE)).toHaveLength(0);
  });

  it('erases on an explicit confirm, shows the counts deleted, and reads the totals and search again', async () => {
    const user = await searchJo();
    const dashboardReads = callsTo(DASHBOARD).length;
    await user.click(screen.getByRole('button', { name: 'Erase this requester' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Erase' }));

    const toast = await findToast('Requester erased');
    expect(toast).toHaveTextContent(
      'Deleted Contact Submissions: 1, Resource Requests: 0, Shipping Requests: 1',
    );
    const [, init] = callsTo(ERASE)[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'jo@example.com' });
    expect(new Headers(init?.headers).get('Authorization')).toBe(`Bearer ${TOKEN}`);
    await waitFor(() => expect(callsTo(DASHBOARD).length).toBeGreaterThan(dashboardReads));
    expect(await screen.findByText('No records found for jo@example.com')).toBeInTheDocument();
  });
});

describe('Refresh', () => {
  it('asks for the totals and every list again, and keeps the tab that was shown', async () => {
    const { user } = await renderDashboard();
    const panel = await openContacts(user);
    expect(await within(panel).findByRole('button', { name: 'Sam Grower' })).toBeVisible();
    const reads = { dashboard: callsTo(DASHBOARD).length, contacts: callsTo(CONTACTS).length };

    await user.click(screen.getByRole('button', { name: 'Refresh' }));

    await waitFor(() => expect(callsTo(CONTACTS).length).toBeGreaterThan(reads.contacts));
    expect(callsTo(DASHBOARD).length).toBeGreaterThan(reads.dashboard);
    const tab = await screen.findByRole('tab', { name: /^Contact Submissions/ });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    const shown = screen.getByRole('tabpanel');
    expect(shown).toHaveAttribute('aria-labelledby', 'tab-contact');
    expect(await within(shown).findByRole('button', { name: 'Sam Grower' })).toBeVisible();
  });
});

describe('the lists drawn ahead', () => {
  it('draws each list hidden once the dashboard has loaded, and its tab shows that list as drawn', async () => {
    const { user } = await renderDashboard();
    const contacts = await waitFor(() => {
      const panel = document.getElementById('panel-contact');
      expect(panel).not.toBeNull();
      return panel as HTMLElement;
    });
    await waitFor(() => {
      for (const kind of ['resource', 'shipping']) {
        expect(document.getElementById(`panel-${kind}`)).not.toBeNull();
      }
    });
    // Drawn but not shown: hidden (found by find in page), and the overview still the one panel.
    expect(contacts.parentElement).toHaveAttribute('hidden', 'until-found');
    expect(screen.getByRole('tabpanel')).toHaveAttribute('id', 'panel-overview');
    const line = within(contacts).getByRole('button', { name: 'Sam Grower', hidden: true });
    // Drawn, not visited: it marks nothing as seen.
    expect(localStorage.getItem(STORAGE_KEYS.inboxLastVisit)).toBeNull();

    await openContacts(user);
    expect(screen.getByRole('tabpanel')).toBe(contacts);
    expect(within(contacts).getByRole('button', { name: 'Sam Grower' })).toBe(line);
  });
});
