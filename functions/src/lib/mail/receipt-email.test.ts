import { describe, expect, it } from 'vitest';
import { LABORATORY } from '@lab/shared/constants/laboratory';
import type { RecordKind } from '@lab/shared/constants/record-kinds';
import type { RecordByKind } from '@lab/shared/schemas/records';
import { hasRefusedCharacter } from '@lab/shared/text/characters';
import { receiptEmail } from './receipt-email';

const WORK = {
  status: 'new' as const,
  statusChangedAt: null,
  statusChangedBy: null,
  notes: [{ at: '2026-11-23T16:00:00.000Z', by: 'staff.jo', text: 'FREE-TEXT-NOTE' }],
  delivery: { alert: null, receipt: null },
};

/** Every field a requester types holds a marker that must never reach a receipt. */
const RECORDS: { [K in RecordKind]: RecordByKind[K] & { reference: string } } = {
  contact: {
    id: '01JD0CONTACT0000000000001',
    reference: 'PAL-7K3Q-9D',
    createdAt: '2026-07-02T18:30:00.000Z',
    name: 'FREE-TEXT-NAME Visit https://spam.example',
    email: 'grower@example.com',
    phone: 'FREE-TEXT-PHONE',
    subject: 'pricing',
    message: 'FREE-TEXT-MESSAGE\nBuy now at https://spam.example',
    ...WORK,
  },
  resource: {
    id: '01JD0RESOURCE000000000001',
    reference: 'PAL-22ZZ-XY',
    createdAt: '2026-07-02T18:30:00.000Z',
    name: 'FREE-TEXT-NAME',
    resourceId: 'soil-sample-bags',
    email: 'grower@example.com',
    phone: 'FREE-TEXT-PHONE',
    address: 'FREE-TEXT-ADDRESS',
    comments: 'FREE-TEXT-COMMENTS',
    ...WORK,
  },
  shipping: {
    id: '01JD0SHIPPING000000000001',
    reference: 'PAL-9D9D-33',
    createdAt: '2026-07-02T18:30:00.000Z',
    shipperName: 'FREE-TEXT-NAME',
    shipperEmail: 'rancher@example.com',
    shipperPhone: 'FREE-TEXT-PHONE',
    sampleType: 'plant-tissue',
    shipmentWeight: 'FREE-TEXT-WEIGHT',
    shipmentDimensions: 'FREE-TEXT-DIMENSIONS',
    ...WORK,
  },
};

const KINDS = Object.keys(RECORDS) as RecordKind[];

describe('the receipt e-mail', () => {
  it.each(KINDS)(
    '%s: goes to the requester with the reference, the time and the lab’s number',
    (kind) => {
      const receipt = receiptEmail(kind, RECORDS[kind]);
      expect(receipt.to).toBe(kind === 'shipping' ? 'rancher@example.com' : 'grower@example.com');
      expect(receipt.subject).toBe(
        `Prairie Agri Lab received your request ${RECORDS[kind].reference}`,
      );
      expect(receipt.text).toContain(`Reference number: ${RECORDS[kind].reference}`);
      expect(receipt.text).toContain('Received: Jul 2, 2026, 12:30 p.m. (Edmonton time)');
      expect(receipt.text).toContain(LABORATORY.phoneDisplay);
      expect(receipt.text).toContain(LABORATORY.hours.weekdays);
    },
  );

  it.each(KINDS)('%s: holds nothing the requester typed', (kind) => {
    const { subject, text } = receiptEmail(kind, RECORDS[kind]);
    expect(`${subject}\n${text}`).not.toMatch(/FREE-TEXT|spam\.example/);
  });

  it('says what was asked for and what happens next, in the laboratory’s words', () => {
    const text = (kind: RecordKind) => receiptEmail(kind, RECORDS[kind]).text;
    expect(text('contact')).toContain('Request: A message to the laboratory (Pricing Information)');
    expect(text('contact')).toContain(
      'What happens next: We answer messages during business hours.',
    );
    expect(receiptEmail('contact', { ...RECORDS.contact, subject: null }).text).toContain(
      'Request: A message to the laboratory\n',
    );
    expect(text('resource')).toContain('Request: Sample containers: Soil Sample Bags');
    expect(text('resource')).toContain('within 1-2 business days');
    expect(text('shipping')).toContain(
      'Request: A prepaid shipping label for plant tissue samples',
    );
    expect(text('shipping')).toContain(
      'We will contact you within 24 hours with shipping instructions and a tracking number.',
    );
  });

  it('has a one-line subject of well-formed text', () => {
    for (const kind of KINDS) {
      const { subject, text } = receiptEmail(kind, RECORDS[kind]);
      expect(hasRefusedCharacter(subject)).toBe(false);
      expect(hasRefusedCharacter(text, { multiline: true })).toBe(false);
    }
  });
});
