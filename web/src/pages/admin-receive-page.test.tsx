import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ROLE_GROUPS } from '@lab/shared/api/routes';
import { accessToken } from '../test/admin-session';
import { expectNoAxeViolation } from '../test/axe';
import { installFetchStub, json } from '../test/fetch-stub';
import {
  contactSubmission,
  resourceRequest,
  samplesReceived,
  shippingRequest,
} from '../test/record-inbox';
import { renderWithApp } from '../test/render';
import { specDateTime } from '../test/spec-date-time';
import AdminReceivePage from './admin-receive-page';

const TOKEN = accessToken([ROLE_GROUPS.staff]);
const search = (reference: string) =>
  `GET /api/admin/records/search?reference=${encodeURIComponent(reference)}`;

const shipping = shippingRequest();
const RECEIVE = `POST /api/admin/records/shipping/${shipping.id}/receive`;
const containers = resourceRequest();
const contact = contactSubmission({
  name: 'Sam',
  email: 'sam@example.com',
  subject: null,
  message: 'Hello',
});
const received = samplesReceived();

const hits = (...records: { kind: string; record: unknown }[]) => json({ data: records });

const stub = installFetchStub();

function renderReceive({ token = TOKEN as string | null } = {}) {
  if (token) localStorage.setItem('adminToken', token);
  const user = userEvent.setup();
  renderWithApp(
    <Routes>
      <Route path="/admin" element={<p>Login probe</p>} />
      <Route path="/admin/receive" element={<AdminReceivePage />} />
    </Routes>,
    { route: '/admin/receive' },
  );
  return { user, field: () => screen.getByLabelText('Reference or scanned code') };
}

const status = () => screen.getByRole('status');

describe('receive samples', () => {
  it('sends a visitor without a token to the login', async () => {
    renderReceive({ token: null });
    expect(await screen.findByText('Login probe')).toBeInTheDocument();
    expect(stub.requests()).toEqual([]);
  });

  it('says a malformed code is not a reference at once, asking nothing, ready for the next', async () => {
    const { user, field } = renderReceive();
    await waitFor(() => expect(field()).toHaveFocus());
    await user.keyboard('hello world{Enter}');

    expect(status()).toHaveTextContent('“hello world” is not a reference.');
    expect(stub.requests()).toEqual([]);
    expect(field()).toHaveValue('');
    await waitFor(() => expect(field()).toHaveFocus());
  });

  it('says an unknown reference is unknown after the search', async () => {
    stub.answer({ [search('PAL-2222-22')]: hits() });
    const { user, field } = renderReceive();
    await user.type(field(), 'pal222222{Enter}');

    expect(
      await screen.findByText('No request has the reference PAL-2222-22.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(field()).toHaveFocus());
  });

  it('finds the request from a QR code URL, records the arrival and says when results are expected', async () => {
    stub.answer({
      [search('PAL-W9BZ-3K')]: hits({ kind: 'shipping', record: shipping }),
      [RECEIVE]: json({ record: { ...shipping, samplesReceived: received }, changed: true }),
    });
    const { user, field } = renderReceive();
    await user.type(field(), 'https://lab.example/track?reference=pal-w9bz-3k{Enter}');

    const found = await screen.findByRole('region', { name: 'Request found' });
    expect(found).toHaveTextContent('PAL-W9BZ-3K');
    expect(found).toHaveTextContent('Shipping label request');
    expect(found).toHaveTextContent('Lee Agronomist');
    expect(found).toHaveTextContent('Soil');
    expect(found).toHaveTextContent(specDateTime(shipping.createdAt));
    const boxes = screen.getByLabelText('Boxes received');
    await waitFor(() => expect(boxes).toHaveFocus());
    expect(boxes).toHaveValue(1);
    expect(screen.getByRole('radio', { name: 'As expected' })).toBeChecked();

    await user.clear(boxes);
    await user.type(boxes, '2');
    await user.click(screen.getByRole('radio', { name: 'Damaged' }));
    await user.type(screen.getByLabelText('Note (optional)'), 'One corner crushed');
    await user.click(screen.getByRole('button', { name: 'Record arrival' }));

    expect(
      await screen.findByText(
        'PAL-W9BZ-3K received: 2 boxes, damaged. Results expected between Wednesday, December 2, 2026 and Friday, December 4, 2026 (3-5 days).',
      ),
    ).toBeInTheDocument();
    expect(JSON.parse(String(stub.callTo(RECEIVE)?.body))).toEqual({
      boxes: 2,
      condition: 'damaged',
      note: 'One corner crushed',
    });
    expect(screen.queryByRole('region', { name: 'Request found' })).toBeNull();
    await waitFor(() => expect(field()).toHaveFocus());
    // Typing a URL, three fields and a click: slow on a busy machine.
  }, 20_000);

  it('meets WCAG A and AA with a request found', async () => {
    stub.answer({ [search('PAL-W9BZ-3K')]: hits({ kind: 'shipping', record: shipping }) });
    const { user, field } = renderReceive();
    await user.type(field(), 'PAL-W9BZ-3K{Enter}');
    await screen.findByRole('region', { name: 'Request found' });
    await expectNoAxeViolation();
  });

  it('checks the boxes on the client: none sent out of range', async () => {
    stub.answer({ [search('PAL-W9BZ-3K')]: hits({ kind: 'shipping', record: shipping }) });
    const { user, field } = renderReceive();
    await user.type(field(), 'PAL-W9BZ-3K{Enter}');
    const boxes = await screen.findByLabelText('Boxes received');
    await user.clear(boxes);
    await user.type(boxes, '51');
    await user.click(screen.getByRole('button', { name: 'Record arrival' }));

    expect(
      await screen.findByText(/Boxes received must be a whole number from 1 to 50/),
    ).toBeInTheDocument();
    expect(stub.requests()).toEqual([search('PAL-W9BZ-3K')]);
  });

  it('says plainly a request already received was, and changes nothing', async () => {
    stub.answer({
      [search('PAL-W9BZ-3K')]: hits({
        kind: 'shipping',
        record: { ...shipping, samplesReceived: received },
      }),
    });
    const { user, field } = renderReceive();
    await user.type(field(), 'PAL-W9BZ-3K{Enter}');

    expect(
      await screen.findByText(
        `PAL-W9BZ-3K: already received on ${specDateTime(received.at)} by sam; nothing changed.`,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Record arrival' })).toBeNull();
    expect(stub.requests()).toEqual([search('PAL-W9BZ-3K')]);
    await waitFor(() => expect(field()).toHaveFocus());
  });

  it('takes a second scan answered "not changed" as already received, not as an error', async () => {
    stub.answer({
      [search('PAL-R2X8-4M')]: hits({ kind: 'resource', record: containers }),
      [`POST /api/admin/records/resource/${containers.id}/receive`]: json({
        record: { ...containers, samplesReceived: received },
        changed: false,
      }),
    });
    const { user, field } = renderReceive();
    await user.type(field(), 'PAL-R2X8-4M{Enter}');
    expect(await screen.findByRole('region', { name: 'Request found' })).toHaveTextContent(
      'Soil Sample Bags',
    );
    await user.click(screen.getByRole('button', { name: 'Record arrival' }));

    expect(
      await screen.findByText(/PAL-R2X8-4M: already received on .* by sam; nothing changed\./),
    ).toBeInTheDocument();
  });

  it('says in the API’s words why an arrival was refused, keeping the request to try again', async () => {
    stub.answer({
      [search('PAL-W9BZ-3K')]: hits({ kind: 'shipping', record: shipping }),
      [RECEIVE]: json({ message: 'Record not found' }, 404),
    });
    const { user, field } = renderReceive();
    await user.type(field(), 'PAL-W9BZ-3K{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Record arrival' }));

    expect(await screen.findByText('Record not found')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Request found' })).toBeInTheDocument();
  });

  it('says a contact message has no samples to receive', async () => {
    stub.answer({ [search('PAL-7K3Q-9D')]: hits({ kind: 'contact', record: contact }) });
    const { user, field } = renderReceive();
    await user.type(field(), 'PAL-7K3Q-9D{Enter}');

    expect(
      await screen.findByText('PAL-7K3Q-9D is a contact message: it has no samples to receive.'),
    ).toBeInTheDocument();
  });

  it('says where the camera cannot scan, and to use a scanner or type', async () => {
    const { user } = renderReceive();
    await user.click(await screen.findByRole('button', { name: 'Scan with camera' }));

    expect(status()).toHaveTextContent(
      'Camera scanning is not available in this browser: use a scanner or type the reference.',
    );
  });
});
