import { QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ResourceRequestRecord } from '@lab/shared/schemas/records';
import { REPLY_MESSAGES } from '@lab/shared/schemas/replies';
import { createQueryClient } from '../../../lib/query-client';
import { inAdminSession } from '../../../test/admin-session';
import { installFetchStub, json } from '../../../test/fetch-stub';
import { renderWithApp } from '../../../test/render';
import { findToast } from '../../../test/toast';
import { RecordReplies } from './record-replies';

const ID = '01JD0000000000000000000000';
const REPLY = `POST /api/admin/records/resource/${ID}/reply`;
const stub = installFetchStub();

const record: ResourceRequestRecord = {
  id: ID,
  reference: 'PAL-7K3Q-9D',
  createdAt: '2026-01-02T03:04:05.000Z',
  name: 'Jo Farmer',
  resourceId: 'soil-sample-bags',
  email: 'jo@example.com',
  phone: null,
  address: null,
  comments: null,
  status: 'new',
  statusChangedAt: null,
  statusChangedBy: null,
  notes: [],
  assignee: null,
  replies: [],
  delivery: { alert: null, receipt: null },
  samplesReceived: null,
  containersSent: null,
};

const sent = {
  at: '2026-03-04T17:30:00.000Z',
  by: 'sam',
  subject: 'Your soil sample bags are on their way [PAL-7K3Q-9D]',
  text: 'Dear Jo Farmer,\nEdited.',
  delivery: { state: 'delivered', at: '2026-03-04T17:30:05.000Z', reason: null },
} as const;

function renderReplies(shown: ResourceRequestRecord = record) {
  renderWithApp(
    <QueryClientProvider client={createQueryClient()}>
      {inAdminSession(<RecordReplies kind="resource" record={shown} cardHeadingId="card" />)}
    </QueryClientProvider>,
  );
}

const bodyOf = () => JSON.parse(String(stub.callsTo(REPLY)[0]![1]!.body)) as unknown;

describe('replies from the record card', () => {
  it('fills a template from the record, sends it as edited, and says so', async () => {
    stub.answer({ [REPLY]: json({ ...record, replies: [sent] }) });
    const user = userEvent.setup();
    renderReplies();

    await user.click(screen.getByRole('button', { name: 'Write a reply' }));
    await user.selectOptions(screen.getByLabelText('Template'), 'Containers on their way');
    const subject = screen.getByLabelText('Subject');
    expect(subject).toHaveValue('Your soil sample bags are on their way [PAL-7K3Q-9D]');
    const message = screen.getByLabelText('Message');
    expect((message as HTMLTextAreaElement).value).toMatch(/^Dear Jo Farmer,\n/);
    await user.clear(message);
    await user.type(message, 'Dear Jo Farmer,{enter}Edited.');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await findToast('Reply sent')).toBeInTheDocument();
    // Closed again once sent, ready for the next one.
    expect(await screen.findByRole('button', { name: 'Write a reply' })).toBeInTheDocument();
    expect(bodyOf()).toEqual({
      subject: 'Your soil sample bags are on their way [PAL-7K3Q-9D]',
      text: 'Dear Jo Farmer,\nEdited.',
    });
  });

  it('shows each reply with who sent it, when, and its delivery in the card’s words', () => {
    renderReplies({
      ...record,
      replies: [sent, { ...sent, delivery: { ...sent.delivery, state: 'complained' } }],
    });
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('sam ·');
    expect(items[0]).toHaveTextContent(sent.subject);
    expect(items[0]).toHaveTextContent('reply delivered');
    expect(items[1]).toHaveTextContent('reply marked as spam');
  });

  it('puts the schema’s messages under the fields and sends nothing', async () => {
    const user = userEvent.setup();
    renderReplies();
    await user.click(screen.getByRole('button', { name: 'Write a reply' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(REPLY_MESSAGES.subject)).toBeInTheDocument();
    expect(screen.getByText(REPLY_MESSAGES.text)).toBeInTheDocument();
    expect(stub.callsTo(REPLY)).toHaveLength(0);
  });

  it('tells why a reply to a suppressed address was refused', async () => {
    stub.answer({ [REPLY]: json({ message: REPLY_MESSAGES.suppressed }, 409) });
    const user = userEvent.setup();
    renderReplies();
    await user.click(screen.getByRole('button', { name: 'Write a reply' }));
    await user.type(screen.getByLabelText('Subject'), 'Hello');
    await user.type(screen.getByLabelText('Message'), 'Hi there.');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await findToast('Reply not sent')).toHaveTextContent(REPLY_MESSAGES.suppressed);
  });
});
