import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ROLE_GROUPS } from '@lab/shared/api/routes';
import type { AuditEntry } from '@lab/shared/schemas/audit';
import AdminDashboardPage from '../../../pages/admin-dashboard-page';
import { renderAdminRoutes } from '../../../test/admin-routes';
import { accessToken } from '../../../test/admin-session';
import { expectNoAxeViolation } from '../../../test/axe';
import { installFetchStub, json, page, type Routes } from '../../../test/fetch-stub';
import { specDateTime } from '../../../test/spec-date-time';

const TOKEN = accessToken([ROLE_GROUPS.administrator]);
/** What the tab asks for when opened: views left out. */
const ACTIVITY = 'GET /api/admin/activity?limit=20&views=hide';
const CURSOR = 'next-page-cursor';

const notified: AuditEntry = {
  id: '01JD0000000000000000000003',
  at: '2026-11-23T15:05:00.000Z',
  event: 'record-notified',
  actor: 'staff.jo',
  outcome: 'failure',
  reason: 'too-soon',
  kind: 'contact',
  recordId: '01JD0CONTACT0000000000001',
  ip: '203.0.113.7',
  userAgent: 'Mozilla/5.0 <script>alert(1)</script>',
  requestId: 'req-3',
};
const refused: AuditEntry = {
  id: '01JD0000000000000000000002',
  at: '2026-11-23T14:00:00.000Z',
  event: 'sign-in-failed',
  actor: 'nobody',
  outcome: 'failure',
  reason: 'invalid-credentials',
  ip: '198.51.100.4',
  requestId: 'req-2',
};
const signedIn: AuditEntry = {
  id: '01JD0000000000000000000001',
  at: '2026-11-23T13:00:00.000Z',
  event: 'sign-in',
  actor: 'staff.jo',
  outcome: 'success',
  ip: '203.0.113.7',
  requestId: 'req-1',
};
const reset: AuditEntry = {
  id: '01JD0000000000000000000000',
  at: '2026-11-22T09:00:00.000Z',
  event: 'mfa-reset',
  actor: 'arn:aws:sts::123456789012:assumed-role/Operator/jane.ops',
  outcome: 'success',
  target: 'staff.jo',
  requestId: 'req-0',
};

/** The dashboard's own four reads answer empty; a test gives the activity with `answer`. */
const { answer, requests, callTo } = installFetchStub({
  'GET /api/admin/dashboard': json({ counts: { contact: 57, resource: 3, shipping: 12 } }),
  'GET /api/contact?limit=20': json(page([])),
  'GET /api/resources/request?limit=20': json(page([])),
  'GET /api/shipping/request?limit=20': json(page([])),
});

async function renderDashboard(activity: Routes) {
  answer(activity);
  localStorage.setItem('adminToken', TOKEN);
  const user = userEvent.setup();
  renderAdminRoutes(<AdminDashboardPage />);
  await screen.findByRole('tab', { name: 'Overview' });
  return user;
}

async function openActivity(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('tab', { name: 'Activity' }));
  return screen.getByRole('tabpanel');
}

/** The facts shown for one entry, label → value. */
function factsOf(item: HTMLElement): Record<string, string> {
  const terms = item.querySelectorAll('dt');
  return Object.fromEntries(
    [...terms].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent ?? '']),
  );
}

describe('the Activity tab', () => {
  it('comes after the spec’s tabs, and is read only when opened', async () => {
    const user = await renderDashboard({ [ACTIVITY]: json(page([signedIn])) });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Overview',
      'Contact Submissions (57)',
      'Resource Requests (3)',
      'Shipping Requests (12)',
      'Activity',
      'Accounts',
    ]);
    expect(requests()).not.toContain(ACTIVITY);

    await openActivity(user);
    expect(await screen.findByRole('heading', { name: 'Signed in' })).toBeInTheDocument();
    expect(new Headers(callTo(ACTIVITY)?.headers).get('Authorization')).toBe(`Bearer ${TOKEN}`);
  });

  it('lists the entries newest first: when, who, what, outcome, record and address', async () => {
    const user = await renderDashboard({ [ACTIVITY]: json(page([notified, refused, reset])) });
    const panel = await openActivity(user);
    const items = await within(panel).findAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Sent a record to the laboratory',
      'Sign-in refused',
      'Authenticator reset by an operator',
    ]);

    const [first, second, third] = items as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(first).getByText(specDateTime(notified.at))).toHaveAttribute(
      'datetime',
      notified.at,
    );
    expect(factsOf(first)).toEqual({
      Who: 'staff.jo',
      Outcome: 'Refused: Sent less than a minute before',
      Record: 'Contact submission',
      'Record id': notified.recordId,
      'IP address': '203.0.113.7',
      // A string it cannot read; the whole of it, shown as text, never run.
      Browser: 'Unknown browserMozilla/5.0 <script>alert(1)</script>',
    });
    expect(factsOf(second)).toEqual({
      Who: 'nobody',
      Outcome: 'Refused: Wrong username or password',
      'IP address': '198.51.100.4',
    });
    expect(factsOf(third)).toEqual({
      Who: reset.actor,
      Account: 'staff.jo',
      Outcome: 'Success',
    });
    expect(document.querySelector('script')).toBeNull();
  });

  it('shows what a purge and an erasure deleted, and an erasure by its address hash only', async () => {
    const purged: AuditEntry = {
      id: '01JD0000000000000000000005',
      at: '2026-11-23T17:00:00.000Z',
      event: 'records-purged',
      actor: 'retention schedule',
      outcome: 'success',
      deleted: { contact: 3, resource: 0, shipping: 1 },
      requestId: 'req-5',
    };
    const erased: AuditEntry = {
      id: '01JD0000000000000000000004',
      at: '2026-11-23T16:00:00.000Z',
      event: 'records-erased',
      actor: 'staff.jo',
      outcome: 'success',
      deleted: { contact: 1, resource: 1, shipping: 0 },
      emailHash: 'a'.repeat(64),
      requestId: 'req-4',
    };
    const user = await renderDashboard({ [ACTIVITY]: json(page([purged, erased])) });
    const panel = await openActivity(user);
    const [first, second] = (await within(panel).findAllByRole('listitem')) as [
      HTMLElement,
      HTMLElement,
    ];
    expect(within(first).getByRole('heading').textContent).toBe(
      'Deleted records past the retention period',
    );
    expect(factsOf(first)).toEqual({
      Who: 'retention schedule',
      Outcome: 'Success',
      Deleted: 'Contact Submissions: 3, Resource Requests: 0, Shipping Requests: 1',
    });
    expect(within(second).getByRole('heading').textContent).toBe("Erased a requester's records");
    expect(factsOf(second)).toEqual({
      Who: 'staff.jo',
      Outcome: 'Success',
      Deleted: 'Contact Submissions: 1, Resource Requests: 1, Shipping Requests: 0',
      'Address hash': 'a'.repeat(64),
    });
  });

  it('loads older entries with Load more, following the cursor', async () => {
    const user = await renderDashboard({
      [ACTIVITY]: json(page([notified, refused], CURSOR)),
      [`${ACTIVITY}&cursor=${CURSOR}`]: json(page([signedIn])),
    });
    const panel = await openActivity(user);
    await within(panel).findByRole('heading', { name: 'Sign-in refused' });
    expect(within(panel).getByText('Showing 2 entries')).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Load more' }));
    await within(panel).findByRole('heading', { name: 'Signed in' });
    expect(within(panel).getAllByRole('listitem')).toHaveLength(3);
    expect(within(panel).queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('says when there is nothing yet, and offers a retry when it could not load', async () => {
    let user = await renderDashboard({ [ACTIVITY]: json(page([])) });
    let panel = await openActivity(user);
    expect(await within(panel).findByText('No activity yet')).toBeInTheDocument();
    expect(within(panel).getByText(/kept for 2 years/)).toBeInTheDocument();

    document.body.innerHTML = '';
    user = await renderDashboard({ [ACTIVITY]: json({ message: 'Internal server error' }, 500) });
    panel = await openActivity(user);
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      'The activity could not be loaded.',
    );
    answer({ [ACTIVITY]: json(page([signedIn])) });
    await user.click(within(panel).getByRole('button', { name: 'Try again' }));
    expect(await within(panel).findByRole('heading', { name: 'Signed in' })).toBeInTheDocument();
  });

  it('ends the session when the activity call is refused', async () => {
    const user = await renderDashboard({ [ACTIVITY]: json({ message: 'Unauthorized' }, 401) });
    // Not openActivity: the refusal can end the session before the panel is looked up.
    await user.click(screen.getByRole('tab', { name: 'Activity' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin$/));
    expect(localStorage.getItem('adminToken')).toBeNull();
  });

  it('is reached and opened with the keyboard alone, and has no axe violation', async () => {
    const user = await renderDashboard({ [ACTIVITY]: json(page([notified, refused, reset])) });
    screen.getByRole('tab', { name: /^Shipping Requests/ }).focus();
    await user.keyboard('{ArrowRight}');
    const tab = screen.getByRole('tab', { name: 'Activity' });
    expect(tab).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(tab).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel');
    expect(panel).toHaveAttribute('aria-labelledby', 'tab-activity');
    await within(panel).findAllByRole('listitem');
    await expectNoAxeViolation();
  });

  it('names the browser briefly, with the whole user-agent string one tap away', async () => {
    const firefox =
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:132.0) Gecko/20100101 Firefox/132.0';
    const user = await renderDashboard({
      [ACTIVITY]: json(page([{ ...signedIn, userAgent: firefox }])),
    });
    const panel = await openActivity(user);
    const summary = await within(panel).findByText('Firefox 132 on Windows');
    expect(summary.tagName).toBe('SUMMARY');
    expect(summary).toHaveAttribute('title', firefox);
    const details = summary.closest('details')!;
    expect(details).not.toHaveAttribute('open');
    await user.click(summary);
    expect(details).toHaveAttribute('open');
    expect(within(details).getByText(firefox)).toBeVisible();
  });

  it('hides views until Show views is on, and filters by action, person and day', async () => {
    const viewed: AuditEntry = {
      ...signedIn,
      id: '01JD0000000000000000000009',
      event: 'list-viewed',
    };
    const base = 'GET /api/admin/activity?limit=20';
    const user = await renderDashboard({
      [ACTIVITY]: json(page([notified])),
      [`${base}&views=include`]: json(page([viewed, notified])),
      [`${base}&views=include&event=sign-in`]: json(page([signedIn])),
      [`${base}&views=include&event=sign-in&actor=staff.jo`]: json(page([signedIn])),
      [`${base}&views=include&day=2026-11-23&event=sign-in&actor=staff.jo`]: json(page([])),
      [`${base}&views=include&day=2026-11-23`]: json(page([viewed])),
    });
    const panel = await openActivity(user);
    const headings = () =>
      within(panel)
        .queryAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent);
    await within(panel).findByRole('heading', { name: 'Sent a record to the laboratory' });
    expect(headings()).toEqual(['Sent a record to the laboratory']);

    const showViews = within(panel).getByRole('switch', { name: 'Show views' });
    expect(showViews).not.toBeChecked();
    await user.click(showViews);
    await within(panel).findByRole('heading', { name: 'Viewed a list' });
    expect(headings()).toEqual(['Viewed a list', 'Sent a record to the laboratory']);

    await user.selectOptions(within(panel).getByLabelText('Action'), 'Signed in');
    await waitFor(() => expect(headings()).toEqual(['Signed in']));

    // The person applies on Enter, not with each letter typed.
    const person = within(panel).getByLabelText('Person');
    await user.type(person, 'staff.jo');
    expect(requests().some((request) => request.includes('actor='))).toBe(false);
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(requests()).toContain(`${base}&views=include&event=sign-in&actor=staff.jo`),
    );

    await user.type(within(panel).getByLabelText('Day'), '2026-11-23');
    expect(await within(panel).findByText('No activity matches these filters')).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Clear filters' }));
    await within(panel).findByRole('heading', { name: 'Viewed a list' });
    expect(person).toHaveValue('');
    expect(within(panel).getByLabelText('Action')).toHaveValue('');
    // Clearing keeps the views choice.
    expect(showViews).toBeChecked();
  });

  it('says a page came back empty with more to read, and reads on when asked', async () => {
    const user = await renderDashboard({
      [ACTIVITY]: json(page([], CURSOR)),
      [`${ACTIVITY}&cursor=${CURSOR}`]: json(page([signedIn])),
    });
    const panel = await openActivity(user);
    expect(
      await within(panel).findByText(
        'Nothing matches among the latest entries. Load more to look further back.',
      ),
    ).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Load more' }));
    expect(await within(panel).findByRole('heading', { name: 'Signed in' })).toBeInTheDocument();
  });
});
