import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ROLE_GROUPS } from '@lab/shared/api/routes';
import { STORAGE_KEYS } from '@lab/shared/constants/storage-keys';
import type { DashboardSummary } from '@lab/shared/schemas/admin';
import type { ContactSubmission, ShippingRequestRecord } from '@lab/shared/schemas/records';
import AdminDashboardPage from '../../../pages/admin-dashboard-page';
import { renderAdminRoutes } from '../../../test/admin-routes';
import { accessToken } from '../../../test/admin-session';
import { expectNoAxeViolation } from '../../../test/axe';
import { installFetchStub, json, page, type Routes } from '../../../test/fetch-stub';
import { inboxLine, contactSubmission } from '../../../test/record-inbox';
import { specDateTime } from '../../../test/spec-date-time';
import { findToast } from '../../../test/toast';
import { formatAge } from './inbox-item';

/*
 * The list tabs as a compact inbox (issue 30): a row per record that opens to its card,
 * the New mark, keyboard triage, selection with bulk changes, and Undo. The token's
 * username is 'jo'.
 */

const TOKEN = accessToken([ROLE_GROUPS.staff]);
const DASHBOARD = 'GET /api/admin/dashboard';
const CONTACTS = 'GET /api/contact?limit=20';
const RESOURCES = 'GET /api/resources/request?limit=20';
const SHIPPING = 'GET /api/shipping/request?limit=20';

const ann = contactSubmission({ name: 'Ann Farmer', email: 'ann@example.com' });
const sam: ContactSubmission = {
  ...ann,
  id: '01JD0CONTACT0000000000002',
  reference: 'PAL-5N8C-2H',
  createdAt: '2026-11-22T18:30:00.000Z',
  name: 'Sam Grower',
  email: 'sam@example.com',
  subject: null,
  message: '\nOur canola field has patches.\nCan you test for clubroot?',
  status: 'in-progress',
  assignee: 'staff.lee',
};
const parcel: ShippingRequestRecord = {
  id: '01JD0SHIPPING000000000001',
  reference: 'PAL-H4TM-7P',
  createdAt: '2026-11-23T08:00:00.000Z',
  shipperName: 'Kim Rancher',
  shipperEmail: 'kim@example.com',
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
  counts: { contact: 2, resource: 0, shipping: 1 },
  open: { contact: 2, resource: 0, shipping: 0 },
};
const PATCH_ANN = `PATCH /api/admin/records/contact/${ann.id}`;
const PATCH_SAM = `PATCH /api/admin/records/contact/${sam.id}`;

const { answer, callsTo } = installFetchStub({
  [DASHBOARD]: json(summary),
  [CONTACTS]: json(page([sam, ann])),
  [RESOURCES]: json(page([])),
  [SHIPPING]: json(page([parcel])),
});

async function openContacts(routes: Routes = {}) {
  answer(routes);
  localStorage.setItem('adminToken', TOKEN);
  const user = userEvent.setup();
  renderAdminRoutes(<AdminDashboardPage />);
  await user.click(await screen.findByRole('tab', { name: /^Contact Submissions/ }));
  await screen.findByRole('button', { name: 'Ann Farmer' });
  return { user, panel: screen.getByRole('tabpanel') };
}

const row = (name: string) => screen.getByRole('button', { name });
const bodies = (route: string) => callsTo(route).map(([, init]) => JSON.parse(String(init?.body)));

/**
 * The toast reading `title`: a toast that follows another can show while the first is
 * still leaving, so any of them may be it.
 */
async function toastReading(title: string): Promise<HTMLElement> {
  let found: HTMLElement | undefined;
  await waitFor(() => {
    found = screen.getAllByTestId('toast').find((toast) => toast.textContent?.includes(title));
    expect(found).toBeDefined();
  });
  return found!;
}

/** Puts keyboard focus on a row, as Tab into the list or a click on its checkbox does. */
function focusRow(name: string) {
  act(() => row(name).focus());
}

describe('a compact row', () => {
  it('shows arrival, reference, name, subject, status, assignee and age, and opens to its card', async () => {
    const { user, panel } = await openContacts();
    const list = within(panel).getByRole('list', { name: 'Contact Submissions' });
    expect(within(list).getAllByRole('checkbox')).toHaveLength(2);

    const first = row('Ann Farmer');
    expect(inboxLine('Ann Farmer')).toHaveTextContent(specDateTime(ann.createdAt));
    expect(inboxLine('Ann Farmer')).toHaveTextContent('PAL-7K3Q-9D');
    expect(inboxLine('Ann Farmer')).toHaveTextContent('Pricing');
    expect(inboxLine('Ann Farmer')).toHaveTextContent('New');
    expect(inboxLine('Ann Farmer')).toHaveTextContent('Unassigned');
    expect(inboxLine('Ann Farmer')).toHaveTextContent(
      `${formatAge(ann.createdAt, Date.now())} old`,
    );
    // The button is the name alone (its visible text is its name); the line describes it.
    expect(first).toHaveAccessibleName('Ann Farmer');
    expect(first).toHaveAccessibleDescription(/Pricing/);
    // A message without a subject shows its first line of words.
    const second = row('Sam Grower');
    expect(inboxLine('Sam Grower')).toHaveTextContent('Our canola field has patches.');
    expect(inboxLine('Sam Grower')).not.toHaveTextContent('clubroot');
    expect(inboxLine('Sam Grower')).toHaveTextContent('In progress');
    expect(inboxLine('Sam Grower')).toHaveTextContent('staff.lee');
    // The full card, with its actions, only once opened; one open at a time.
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    const card = screen.getByRole('article', { name: 'Ann Farmer' });
    expect(within(card).getByRole('button', { name: /copy email/i })).toBeVisible();
    expect(within(card).getByRole('button', { name: 'Re-send lab alert' })).toBeVisible();
    await user.click(second);
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.getByRole('article', { name: 'Sam Grower' })).toBeInTheDocument();
    expect(first).toHaveAttribute('aria-expanded', 'false');
  });

  it('names what a shipment holds', async () => {
    const { user } = await openContacts();
    await user.click(screen.getByRole('tab', { name: /^Shipping Requests/ }));
    await screen.findByRole('button', { name: 'Kim Rancher' });
    expect(inboxLine('Kim Rancher')).toHaveTextContent('Soil');
  });

  it('formats the age in its largest whole unit', () => {
    const at = Date.parse('2026-11-21T15:05:00.000Z');
    expect(formatAge('2026-11-21T15:05:00.000Z', at + 59_000)).toBe('0 min');
    expect(formatAge('2026-11-21T15:05:00.000Z', at + 42 * 60_000)).toBe('42 min');
    expect(formatAge('2026-11-21T15:05:00.000Z', at + 5 * 3_600_000)).toBe('5 h');
    expect(formatAge('2026-11-21T15:05:00.000Z', at + 3 * 86_400_000 + 7)).toBe('3 d');
  });
});

describe('a list left for another tab', () => {
  it('shows again as it was left: the record still open, the selection still made', async () => {
    const { user } = await openContacts();
    await user.click(row('Ann Farmer'));
    expect(row('Ann Farmer')).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('checkbox', { name: 'Select Sam Grower' }));

    await user.click(screen.getByRole('tab', { name: /^Shipping Requests/ }));
    // Kept, hidden: only the shown tab's panel is there for a person or a screen reader.
    const shipping = await screen.findByRole('tabpanel');
    expect(shipping).toHaveAttribute('id', 'panel-shipping');
    expect(screen.queryByRole('button', { name: 'Ann Farmer' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: /^Contact Submissions/ }));
    expect(screen.getByRole('tabpanel')).toHaveAttribute('id', 'panel-contact');
    expect(row('Ann Farmer')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('checkbox', { name: 'Select Sam Grower' })).toBeChecked();
    expect(screen.getByText('1 selected')).toBeVisible();
  });

  it('is kept hidden until found: find in page showing it shows its tab', async () => {
    const { user } = await openContacts();
    await user.click(screen.getByRole('tab', { name: /^Shipping Requests/ }));
    // The browser's own find in page: it shows the kept panel and fires beforematch there.
    const kept = document.getElementById('panel-contact')?.parentElement;
    expect(kept).toHaveAttribute('hidden', 'until-found');
    act(() => {
      kept?.removeAttribute('hidden');
      kept?.dispatchEvent(new Event('beforematch'));
    });
    expect(screen.getByRole('tabpanel')).toHaveAttribute('id', 'panel-contact');
    expect(screen.getByRole('tab', { name: /^Contact Submissions/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(document.getElementById('panel-shipping')?.parentElement).toHaveAttribute(
      'hidden',
      'until-found',
    );
  });
});

describe('the New mark', () => {
  const newMarks = () => screen.queryAllByText(/since your last visit/);

  it('is on the records that arrived after this person last left the list, and moves when they leave it', async () => {
    localStorage.setItem(
      STORAGE_KEYS.inboxLastVisit,
      JSON.stringify({
        jo: { contact: '2026-11-22T00:00:00.000Z' },
        // Another person's visit is theirs.
        lee: { contact: '2026-11-30T00:00:00.000Z' },
      }),
    );
    const { user } = await openContacts();
    expect(newMarks()).toHaveLength(1);
    expect(inboxLine('Sam Grower')).toHaveTextContent('New since your last visit');
    expect(inboxLine('Ann Farmer')).not.toHaveTextContent('since your last visit');

    await user.click(screen.getByRole('tab', { name: 'Overview' }));
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEYS.inboxLastVisit) ?? '{}') as {
      jo: { contact: string };
      lee: { contact: string };
    };
    expect(Date.parse(stored.jo.contact)).toBeGreaterThan(Date.parse(sam.createdAt));
    expect(stored.lee.contact).toBe('2026-11-30T00:00:00.000Z');
    await user.click(screen.getByRole('tab', { name: /^Contact Submissions/ }));
    await screen.findByRole('button', { name: 'Ann Farmer' });
    expect(newMarks()).toHaveLength(0);
  });

  it('marks nothing on a first visit', async () => {
    await openContacts();
    expect(newMarks()).toHaveLength(0);
  });
});

// Several requests and toasts a test: 2-4 s alone, past the default 5 s on a busy machine.
describe('keyboard triage', { timeout: 15_000 }, () => {
  it('moves with j, k and the arrows, opens with Enter, closes with Esc back to the row', async () => {
    const { user } = await openContacts();
    // One tab stop for the list: the first row.
    expect(row('Sam Grower')).toHaveAttribute('tabindex', '0');
    expect(row('Ann Farmer')).toHaveAttribute('tabindex', '-1');
    focusRow('Sam Grower');

    await user.keyboard('j');
    expect(row('Ann Farmer')).toHaveFocus();
    expect(row('Ann Farmer')).toHaveAttribute('tabindex', '0');
    expect(row('Sam Grower')).toHaveAttribute('tabindex', '-1');
    await user.keyboard('{ArrowUp}');
    expect(row('Sam Grower')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(row('Ann Farmer')).toHaveFocus();

    await user.keyboard('{Enter}');
    const card = screen.getByRole('article', { name: 'Ann Farmer' });
    // The card's own controls keep their keys.
    act(() =>
      within(card)
        .getByRole('button', { name: /copy email/i })
        .focus(),
    );
    await user.keyboard('j');
    expect(within(card).getByRole('button', { name: /copy email/i })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(row('Ann Farmer')).toHaveFocus();
    await user.keyboard('o');
    expect(screen.getByRole('article', { name: 'Ann Farmer' })).toBeInTheDocument();
  });

  it('never acts while typing in a field', async () => {
    const { user } = await openContacts();
    focusRow('Ann Farmer');
    await user.keyboard('{Enter}');
    const note = screen.getByRole('textbox', { name: 'Internal note' });
    await user.click(note);
    await user.keyboard('jx3{Escape}');
    expect(note).toHaveFocus();
    expect(note).toHaveValue('jx3');
    expect(screen.getByRole('article', { name: 'Ann Farmer' })).toBeInTheDocument();
    expect(callsTo(PATCH_ANN)).toHaveLength(0);
  });

  it('selects with x, opens the status with s, and lists the shortcuts with ?', async () => {
    const { user } = await openContacts();
    focusRow('Ann Farmer');
    await user.keyboard('x');
    expect(screen.getByRole('checkbox', { name: 'Select Ann Farmer' })).toBeChecked();
    expect(screen.getByText('1 selected')).toBeInTheDocument();
    await user.keyboard('x');
    expect(screen.getByRole('checkbox', { name: 'Select Ann Farmer' })).not.toBeChecked();

    await user.keyboard('s');
    const card = screen.getByRole('article', { name: 'Ann Farmer' });
    expect(within(card).getByRole('combobox', { name: 'Status' })).toHaveFocus();

    focusRow('Ann Farmer');
    await user.keyboard('?');
    const help = screen.getByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(within(help).getByText('Assign the request to me')).toBeInTheDocument();
    expect(within(help).getByText('Set status: New, In progress, Done, Spam')).toBeInTheDocument();
    await user.click(within(help).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(row('Ann Farmer')).toHaveFocus();
  });

  it('sets a status with 1 to 4, and Undo in its toast puts the old one back', async () => {
    const { user } = await openContacts({
      [PATCH_ANN]: [json({ ...ann, status: 'done' }), json(ann)],
    });
    focusRow('Ann Farmer');
    await user.keyboard('3');

    const toast = await findToast('Status changed to Done');
    await waitFor(() => expect(inboxLine('Ann Farmer')).toHaveTextContent('Done'));
    expect(bodies(PATCH_ANN)).toEqual([{ status: 'done' }]);
    await user.click(within(toast).getByRole('button', { name: 'Undo' }));

    await toastReading('Status restored');
    expect(bodies(PATCH_ANN)).toEqual([{ status: 'done' }, { status: 'new' }]);
    await waitFor(() => expect(inboxLine('Ann Farmer')).toHaveTextContent('New'));
  });

  it('offers Undo after a change in the opened card’s own status select too', async () => {
    const { user } = await openContacts({
      [PATCH_ANN]: [json({ ...ann, status: 'in-progress' }), json(ann)],
    });
    await user.click(row('Ann Farmer'));
    const card = screen.getByRole('article', { name: 'Ann Farmer' });
    await user.selectOptions(within(card).getByRole('combobox', { name: 'Status' }), 'In progress');
    const toast = await findToast('Status changed');
    expect(toast).toHaveTextContent('Now In progress.');
    await user.click(within(toast).getByRole('button', { name: 'Undo' }));
    await toastReading('Status restored');
    expect(bodies(PATCH_ANN)).toEqual([{ status: 'in-progress' }, { status: 'new' }]);
  });

  it('assigns the focused request to me with a', async () => {
    const { user } = await openContacts({
      [PATCH_ANN]: json({ ...ann, assignee: 'jo' }),
    });
    focusRow('Ann Farmer');
    await user.keyboard('a');
    await findToast('Assigned to you');
    expect(bodies(PATCH_ANN)).toEqual([{ assignee: 'jo' }]);
    await waitFor(() => expect(inboxLine('Ann Farmer')).toHaveTextContent('· jo'));
  });

  it('opens the record with r, its reply form open and the message field focused', async () => {
    const { user } = await openContacts();
    focusRow('Ann Farmer');
    await user.keyboard('r');
    const card = screen.getByRole('article', { name: 'Ann Farmer' });
    await waitFor(() =>
      expect(within(card).getByRole('textbox', { name: 'Message' })).toHaveFocus(),
    );
    // Typing goes to the message, never to the inbox's keys.
    await user.keyboard('Thanks');
    expect(within(card).getByRole('textbox', { name: 'Message' })).toHaveValue('Thanks');
  });
});

// Several requests and toasts a test: 2-4 s alone, past the default 5 s on a busy machine.
describe('selection', { timeout: 15_000 }, () => {
  it('sets the status of every selected request, says how many failed, and undoes the rest', async () => {
    const { user, panel } = await openContacts({
      [PATCH_ANN]: [json({ ...ann, status: 'spam' }), json(ann)],
      [PATCH_SAM]: json({ message: 'Record not found' }, 404),
    });
    await user.click(within(panel).getByRole('checkbox', { name: 'Select all on this page' }));
    expect(screen.getByRole('checkbox', { name: 'Select Ann Farmer' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Select Sam Grower' })).toBeChecked();
    const bulk = screen.getByRole('group', { name: 'Selection' });
    expect(within(bulk).getByText('2 selected')).toBeInTheDocument();

    await user.selectOptions(within(bulk).getByRole('combobox', { name: 'Set status' }), 'Spam');
    const toast = await findToast('Status changed to Spam for 1 of 2');
    expect(toast).toHaveTextContent('1 request not changed.');
    expect(bodies(PATCH_ANN)).toEqual([{ status: 'spam' }]);
    expect(bodies(PATCH_SAM)).toEqual([{ status: 'spam' }]);

    await user.click(within(toast).getByRole('button', { name: 'Undo' }));
    await toastReading('Status restored');
    // Only the change that was made is undone.
    expect(bodies(PATCH_ANN)).toEqual([{ status: 'spam' }, { status: 'new' }]);
    expect(bodies(PATCH_SAM)).toHaveLength(1);
  });

  it('assigns the selected requests to me, and unassigns them', async () => {
    const { user } = await openContacts({
      [PATCH_ANN]: [json({ ...ann, assignee: 'jo' }), json(ann)],
      [PATCH_SAM]: [json({ ...sam, assignee: 'jo' }), json({ ...sam, assignee: null })],
    });
    await user.click(screen.getByRole('checkbox', { name: 'Select Ann Farmer' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Sam Grower' }));
    await user.click(screen.getByRole('button', { name: 'Assign to me' }));
    await findToast('Assigned to you');
    expect(bodies(PATCH_ANN)).toEqual([{ assignee: 'jo' }]);
    expect(bodies(PATCH_SAM)).toEqual([{ assignee: 'jo' }]);

    await user.click(screen.getByRole('button', { name: 'Unassign' }));
    await toastReading('Unassigned');
    expect(bodies(PATCH_SAM)).toEqual([{ assignee: 'jo' }, { assignee: null }]);
  });

  it('has no axe violation with a selection and an opened record', async () => {
    const { user } = await openContacts();
    await user.click(screen.getByRole('checkbox', { name: 'Select Sam Grower' }));
    await user.click(row('Ann Farmer'));
    await expectNoAxeViolation();
  });
});
