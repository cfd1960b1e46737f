import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RecordKind } from '@lab/shared/constants/record-kinds';
import type { RecordStatus } from '@lab/shared/constants/record-status';
import type { RecordByKind } from '@lab/shared/schemas/records';
import { renderWithApp } from '../../../test/render';
import { OverdueChip } from './overdue-chip';

/*
 * Promises watched (issue 30): an open request past the laboratory's promise says so on its
 * card, on the laboratory's clock. The tests run in UTC, so a time in the browser's zone
 * would read otherwise.
 */

const base = {
  reference: 'PAL-7K3Q-9D',
  statusChangedAt: null,
  statusChangedBy: null,
  assignee: null,
  replies: [],
  notes: [],
  delivery: { alert: null, receipt: null },
  samplesReceived: null,
  containersSent: null,
};

const containers = (createdAt: string, status: RecordStatus = 'new'): RecordByKind['resource'] => ({
  ...base,
  id: '01JD0RESOURCE00000000001',
  createdAt,
  status,
  resourceId: 'soil-sample-bags',
  name: 'Jo Farmer',
  email: 'jo@example.com',
  phone: null,
  address: null,
  comments: null,
});

const label = (createdAt: string): RecordByKind['shipping'] => ({
  ...base,
  id: '01JD0SHIPPING000000000001',
  createdAt,
  status: 'in-progress',
  shipperName: 'Lee Rancher',
  shipperEmail: 'lee@example.com',
  shipperPhone: '306-555-0199',
  sampleType: 'feed',
  shipmentWeight: '4 kg',
  shipmentDimensions: '40 x 30 x 20 cm',
});

const chip = <K extends RecordKind>(kind: K, record: RecordByKind[K], now: string) =>
  renderWithApp(<OverdueChip kind={kind} record={record} now={Date.parse(now)} />);

// Monday 2026-07-13 10:00 in Edmonton (UTC−6): containers due Wednesday 17:00.
const MONDAY_10AM = '2026-07-13T16:00:00.000Z';

describe('the overdue flag', () => {
  it('shows on an open container request past its promise, in laboratory time', () => {
    // Thursday 10:00 in Edmonton.
    chip('resource', containers(MONDAY_10AM), '2026-07-16T16:00:00.000Z');
    // 5:00 PM in Edmonton is 11:00 PM in UTC.
    expect(screen.getByText(/^Overdue: promised by/)).toHaveTextContent(
      'Overdue: promised by Wed 5:00 PM',
    );
  });

  it('is not there before the promise falls due, nor once the request is done or spam', () => {
    const flags = () => screen.queryAllByText(/^Overdue/);
    // Wednesday 16:59 in Edmonton.
    const early = chip('resource', containers(MONDAY_10AM), '2026-07-15T22:59:00.000Z');
    expect(flags()).toHaveLength(0);
    early.unmount();
    for (const status of ['done', 'spam'] as const) {
      const closed = chip('resource', containers(MONDAY_10AM, status), '2026-07-20T16:00:00.000Z');
      expect(flags(), status).toHaveLength(0);
      closed.unmount();
    }
    chip('resource', containers(MONDAY_10AM, 'in-progress'), '2026-07-20T16:00:00.000Z');
    expect(flags()).toHaveLength(1);
  });

  it('counts a shipping label from Friday afternoon to Monday, the same clock time', () => {
    // Friday 2026-07-17 15:00 in Edmonton; Monday 15:01.
    chip('shipping', label('2026-07-17T21:00:00.000Z'), '2026-07-20T21:01:00.000Z');
    expect(screen.getByText(/^Overdue/)).toHaveTextContent('Overdue: promised by Mon 3:00 PM');
  });

  it('names the date once the promise is more than a week old', () => {
    chip('resource', containers(MONDAY_10AM), '2026-08-03T16:00:00.000Z');
    expect(screen.getByText(/^Overdue/)).toHaveTextContent('Overdue: promised by Jul 15, 5:00 PM');
  });

  it('never shows on a contact message, which carries no promise', () => {
    const contact: RecordByKind['contact'] = {
      ...base,
      id: '01JD0CONTACT0000000000001',
      createdAt: '2026-01-05T16:00:00.000Z',
      status: 'new',
      name: 'Jo Farmer',
      email: 'jo@example.com',
      phone: null,
      subject: 'pricing',
      message: 'How much?',
    };
    chip('contact', contact, '2026-07-20T16:00:00.000Z');
    expect(screen.queryByText(/^Overdue/)).not.toBeInTheDocument();
  });
});
