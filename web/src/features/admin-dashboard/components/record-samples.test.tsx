import { QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RecordKind } from '@lab/shared/constants/record-kinds';
import type { RecordByKind } from '@lab/shared/schemas/records';
import { SAMPLE_MESSAGES } from '@lab/shared/schemas/samples';
import { createQueryClient } from '../../../lib/query-client';
import { inAdminSession } from '../../../test/admin-session';
import { expectNoAxeViolation } from '../../../test/axe';
import { installFetchStub, json } from '../../../test/fetch-stub';
import {
  contactSubmission,
  resourceRequest,
  samplesReceived,
  shippingRequest,
} from '../../../test/record-inbox';
import { renderWithApp } from '../../../test/render';
import { specDateTime } from '../../../test/spec-date-time';
import { findToast } from '../../../test/toast';
import { RecordSamples } from './record-samples';

const ID = '01JD0000000000000000000000';
const SENT = `POST /api/admin/records/resource/${ID}/containers-sent`;
const stub = installFetchStub();

afterEach(() => vi.restoreAllMocks());

const containers = resourceRequest({
  id: ID,
  reference: 'PAL-7K3Q-9D',
  createdAt: '2026-11-02T03:04:05.000Z',
});
const shipping = shippingRequest({ id: ID });
const received = samplesReceived({
  delivery: { state: 'bounced', at: '2026-11-27T16:31:00.000Z', reason: null },
});

function renderSamples<K extends RecordKind>(kind: K, record: RecordByKind[K]) {
  renderWithApp(
    <QueryClientProvider client={createQueryClient()}>
      {inAdminSession(<RecordSamples kind={kind} record={record} cardHeadingId="card" />)}
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

/** The value shown beside a label. */
function fact(label: string): HTMLElement {
  const term = screen.getAllByText(label).find((element) => element.tagName === 'DT');
  if (!term?.nextElementSibling) throw new Error(`No fact labelled ${label}`);
  return term.nextElementSibling as HTMLElement;
}

describe('samples on the record card', () => {
  it('shows the samples received and the containers sent, each with its e-mail', () => {
    renderSamples('resource', {
      ...containers,
      samplesReceived: received,
      containersSent: {
        at: '2026-11-03T17:00:00.000Z',
        by: 'kim',
        courier: 'canada-post',
        tracking: '7023 4567 8901',
        delivery: { state: 'delivered', at: '2026-11-03T17:01:00.000Z', reason: null },
      },
    });

    const arrival = fact('Samples received');
    expect(arrival).toHaveTextContent(`${specDateTime(received.at)} by sam`);
    expect(arrival).toHaveTextContent('2 boxes, damaged');
    expect(arrival).toHaveTextContent('Note: One corner crushed');
    expect(arrival).toHaveTextContent(
      'Results expected between Wednesday, December 2, 2026 and Friday, December 4, 2026 (3-5 days)',
    );
    expect(arrival).toHaveTextContent('arrival e-mail bounced');

    const sent = fact('Containers sent');
    expect(sent).toHaveTextContent(`${specDateTime('2026-11-03T17:00:00.000Z')} by kim`);
    expect(sent).toHaveTextContent('Canada Post: 7023 4567 8901');
    expect(within(sent).getByRole('link', { name: '7023 4567 8901' })).toHaveAttribute(
      'href',
      'https://www.canadapost-postescanada.ca/track-reperage/en#/details/7023%204567%208901',
    );
    expect(sent).toHaveTextContent('tracking e-mail delivered');
    // Sent once: no form to send them again.
    expect(screen.queryByRole('button', { name: 'Mark containers sent' })).toBeNull();
  });

  it('says what has not happened yet, with the arrival e-mail pending once received', () => {
    renderSamples('shipping', { ...shipping, samplesReceived: { ...received, delivery: null } });
    expect(fact('Samples received')).toHaveTextContent('arrival e-mail pending');
    // A shipping label request has no containers.
    expect(screen.queryByText('Containers sent')).toBeNull();
  });

  it('checks the containers-sent form with the shared schema before sending anything', async () => {
    const user = renderSamples('resource', containers);
    expect(fact('Containers sent')).toHaveTextContent('Not yet');
    expect(fact('Samples received')).toHaveTextContent('Not yet');

    await user.click(screen.getByRole('button', { name: 'Mark containers sent' }));
    expect(await screen.findByText(SAMPLE_MESSAGES.courier)).toBeInTheDocument();
    expect(screen.getByText(SAMPLE_MESSAGES.tracking)).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Courier'), 'UPS');
    await user.type(screen.getByLabelText('Tracking number'), '1Z!');
    await user.click(screen.getByRole('button', { name: 'Mark containers sent' }));
    expect(await screen.findByText(SAMPLE_MESSAGES.tracking)).toBeInTheDocument();
    expect(stub.requests()).toEqual([]);
  });

  it('marks the containers sent with the courier and the trimmed tracking number', async () => {
    stub.answer({
      [SENT]: json({
        record: {
          ...containers,
          containersSent: {
            at: '2026-11-03T17:00:00.000Z',
            by: 'jo',
            courier: 'ups',
            tracking: '1Z999AA10123456784',
            delivery: null,
          },
        },
        changed: true,
      }),
    });
    const user = renderSamples('resource', containers);
    await user.selectOptions(screen.getByLabelText('Courier'), 'UPS');
    await user.type(screen.getByLabelText('Tracking number'), ' 1Z999AA10123456784 ');
    await user.click(screen.getByRole('button', { name: 'Mark containers sent' }));

    expect(await findToast('Containers marked sent')).toBeInTheDocument();
    const [, init] = stub.callsTo(SENT)[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({
      courier: 'ups',
      tracking: '1Z999AA10123456784',
    });
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer token-abc');
  });

  it('downloads the label, at the size chosen, and the submission form with the session token', async () => {
    const LABEL = `GET /api/admin/records/shipping/${ID}/documents/label?size=4x6`;
    const FORM = `GET /api/admin/records/shipping/${ID}/documents/form`;
    const pdf = () => new Response('%PDF-1.7', { headers: { 'Content-Type': 'application/pdf' } });
    stub.answer({ [LABEL]: pdf, [FORM]: pdf });
    const createObjectURL = vi.fn(() => 'blob:doc');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download);
    });
    const user = renderSamples('shipping', shipping);

    await user.selectOptions(screen.getByLabelText('Label size'), '4×6 in');
    await user.click(screen.getByRole('button', { name: 'Shipping label' }));
    await waitFor(() => expect(clicked).toEqual(['PAL-W9BZ-3K-label-4x6.pdf']));
    await user.click(screen.getByRole('button', { name: 'Submission form' }));
    await waitFor(() =>
      expect(clicked).toEqual(['PAL-W9BZ-3K-label-4x6.pdf', 'PAL-W9BZ-3K-submission-form.pdf']),
    );
    const [, init] = stub.callsTo(LABEL)[0]!;
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer token-abc');
  });

  it('meets WCAG A and AA with the containers form and the downloads', async () => {
    renderSamples('resource', { ...containers, samplesReceived: received });
    await expectNoAxeViolation();
  });

  it('shows nothing for a contact message, which has no samples', () => {
    const contact = contactSubmission({ id: ID });
    renderSamples('contact', contact);
    expect(screen.queryByText('Samples')).toBeNull();
  });
});
