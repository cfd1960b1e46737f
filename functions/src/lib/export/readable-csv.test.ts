import { describe, expect, it } from 'vitest';
import { CONTACT_SUBJECTS } from '@lab/shared/constants/contact-subjects';
import { recordFieldLabels } from '@lab/shared/constants/record-fields';
import { RECORD_KINDS } from '@lab/shared/constants/record-kinds';
import type {
  ContactSubmission,
  ResourceRequestRecord,
  ShippingRequestRecord,
} from '@lab/shared/schemas/records';
import {
  deliveryCell,
  notesCell,
  readableCsvHeader,
  readableCsvRow,
  readableHeadings,
} from './readable-csv';

const stored = {
  id: '01KAQ5X2N3M4P5Q6R7S8T9V0WX',
  reference: 'PAL-7K3Q-9D',
  // 10:15 on the laboratory's clock (MDT, UTC-6).
  createdAt: '2026-06-15T16:15:42.123Z',
  status: 'new',
  statusChangedAt: null,
  statusChangedBy: null,
  assignee: null,
  notes: [],
  delivery: { alert: null, receipt: null },
  samplesReceived: null,
  containersSent: null,
} as const;

function contact(overrides: Partial<ContactSubmission> = {}): ContactSubmission {
  return {
    ...stored,
    notes: [],
    replies: [],
    delivery: { alert: null, receipt: null },
    samplesReceived: null,
    containersSent: null,
    name: 'Zoë Bélanger',
    email: 'zoe@example.com',
    phone: null,
    subject: 'pricing',
    message: 'How much is a soil test?',
    ...overrides,
  };
}

/** The cells of one row, as a spreadsheet reads them: quotes off, doubled quotes single. */
function cells(line: string): string[] {
  expect(line.endsWith('\r\n')).toBe(true);
  return [...line.slice(0, -2).matchAll(/"((?:[^"]|"")*)"/g)].map(([, cell = '']) =>
    cell.replaceAll('""', '"'),
  );
}

/** A row's cells by heading. */
function byHeading(kind: (typeof RECORD_KINDS)[number], line: string): Record<string, string> {
  const values = cells(line);
  return Object.fromEntries(readableHeadings(kind).map((heading, n) => [heading, values[n]!]));
}

describe('the readable export', () => {
  it('starts with the reference, the time received, the status and the assignee, and ends with the record id', () => {
    expect(readableHeadings('contact')).toEqual([
      'Reference',
      'Received',
      'Status',
      'Assigned to',
      'Name',
      'Email',
      'Phone',
      'Subject',
      'Message',
      'Status changed',
      'Changed by',
      'Notes',
      'Alert e-mail',
      'Receipt e-mail',
      'Record ID',
    ]);
    expect(readableCsvHeader('shipping')).toBe(
      '"Reference","Received","Status","Assigned to","Shipper name","Email","Phone","Sample type","Shipment weight","Shipment dimensions","Status changed","Changed by","Notes","Alert e-mail","Receipt e-mail","Record ID"\r\n',
    );
  });

  it.each(RECORD_KINDS)('has a column for every field staff read on a %s card', (kind) => {
    const headings = readableHeadings(kind);
    for (const label of Object.values(recordFieldLabels('export')[kind])) {
      expect(headings).toContain(label);
    }
    expect(headings).toContain('Assigned to');
  });

  it('reads the record as staff do: labels for codes, local times, people for statuses', () => {
    const row = byHeading(
      'contact',
      readableCsvRow(
        'contact',
        contact({
          status: 'in-progress',
          statusChangedAt: '2026-06-16T14:05:00.000Z',
          statusChangedBy: 'maria',
          assignee: 'maria',
          replies: [],
        }),
      ),
    );
    expect(row).toEqual({
      Reference: 'PAL-7K3Q-9D',
      Received: '2026-06-15 10:15',
      Status: 'In progress',
      'Assigned to': 'maria',
      Name: 'Zoë Bélanger',
      Email: 'zoe@example.com',
      Phone: '',
      Subject: 'Pricing Information',
      Message: 'How much is a soil test?',
      'Status changed': '2026-06-16 08:05',
      'Changed by': 'maria',
      Notes: '',
      'Alert e-mail': 'pending',
      'Receipt e-mail': 'pending',
      'Record ID': stored.id,
    });
  });

  it('gives every contact subject its label', () => {
    for (const { value, label } of CONTACT_SUBJECTS) {
      expect(
        byHeading('contact', readableCsvRow('contact', contact({ subject: value }))).Subject,
      ).toBe(label);
    }
    expect(
      byHeading('contact', readableCsvRow('contact', contact({ subject: null }))).Subject,
    ).toBe('');
  });

  it('labels the container type and the sample type', () => {
    const resource: ResourceRequestRecord = {
      ...stored,
      notes: [],
      replies: [],
      delivery: { alert: null, receipt: null },
      samplesReceived: null,
      containersSent: null,
      name: 'Prairie Gold Farms',
      resourceId: 'water-sample-bottles',
      email: 'farm@example.com',
      phone: '780-555-0100',
      address: '1 Range Road, Leduc AB',
      comments: null,
    };
    const shipping: ShippingRequestRecord = {
      ...stored,
      status: 'done',
      notes: [],
      replies: [],
      delivery: { alert: null, receipt: null },
      samplesReceived: null,
      containersSent: null,
      shipperName: 'Prairie Gold Farms',
      shipperEmail: 'farm@example.com',
      shipperPhone: '780-555-0100',
      sampleType: 'feed',
      shipmentWeight: '5 kg',
      shipmentDimensions: '30 x 20 x 20 cm',
    };
    expect(byHeading('resource', readableCsvRow('resource', resource))).toMatchObject({
      'Container type': 'Water Sample Bottles',
      'Shipping address': '1 Range Road, Leduc AB',
    });
    expect(byHeading('shipping', readableCsvRow('shipping', shipping))).toMatchObject({
      Status: 'Done',
      'Sample type': 'Feed',
      'Shipper name': 'Prairie Gold Farms',
    });
  });

  it('writes times on both sides of a daylight-saving change on the laboratory clock', () => {
    const before = contact({ createdAt: '2026-03-08T08:59:30.000Z' });
    const after = contact({ createdAt: '2026-03-08T09:00:30.000Z' });
    expect(byHeading('contact', readableCsvRow('contact', before)).Received).toBe(
      '2026-03-08 01:59',
    );
    expect(byHeading('contact', readableCsvRow('contact', after)).Received).toBe(
      '2026-03-08 03:00',
    );
  });

  it('splits the automatic e-mails into two plain columns', () => {
    const row = byHeading(
      'contact',
      readableCsvRow(
        'contact',
        contact({
          delivery: {
            alert: { state: 'delivered', at: '2026-06-15T16:15:50.000Z', reason: null },
            receipt: { state: 'skipped', at: '2026-06-15T16:15:50.000Z', reason: 'suppressed' },
          },
        }),
      ),
    );
    expect(row['Alert e-mail']).toBe('delivered');
    expect(row['Receipt e-mail']).toBe('skipped: this address bounced or complained before');
    const at = '2026-06-15T16:15:50.000Z';
    expect(deliveryCell({ state: 'sent', at, reason: null })).toBe('sent');
    expect(deliveryCell({ state: 'bounced', at, reason: null })).toBe('bounced');
    expect(deliveryCell({ state: 'failed', at, reason: null })).toBe('not sent');
    expect(deliveryCell({ state: 'complained', at, reason: null })).toBe('marked as spam');
    expect(deliveryCell({ state: 'follow-up', at, reason: null })).toBe('in the follow-up');
    expect(deliveryCell(null)).toBe('pending');
  });

  it('puts the notes in one cell, one a line, each with when and who', () => {
    const notes = [
      { at: '2026-06-15T17:00:00.000Z', by: 'maria', text: 'Called back' },
      { at: '2026-06-16T15:30:00.000Z', by: 'li', text: 'Quote sent\nby e-mail' },
    ];
    expect(notesCell(notes)).toBe(
      '2026-06-15 11:00 maria: Called back\n2026-06-16 09:30 li: Quote sent\nby e-mail',
    );
    expect(byHeading('contact', readableCsvRow('contact', contact({ notes }))).Notes).toBe(
      notesCell(notes),
    );
  });

  it('neutralises cells that would start a formula, and quotes everything', () => {
    const line = readableCsvRow(
      'contact',
      contact({
        name: '=HYPERLINK("http://evil.example","x")',
        phone: '+1 780 555 0100',
        message: '@SUM(A1)',
      }),
    );
    expect(line).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    const row = byHeading('contact', line);
    expect(row.Name).toBe(`'=HYPERLINK("http://evil.example","x")`);
    expect(row.Phone).toBe("'+1 780 555 0100");
    expect(row.Message).toBe("'@SUM(A1)");
    // The times are not touched: they start with a digit.
    expect(row.Received).toBe('2026-06-15 10:15');
  });
});
